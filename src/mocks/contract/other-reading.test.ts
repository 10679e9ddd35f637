/**
 * DEMO_CONTRACT=other-reading (other-reading.ts): the demo API answers the other branch wherever the
 * contract admits two. Each test asks the demo through msw with useContractMode('other-reading'), so
 * the contract gate checks every answer too (a violation fails the test): the other reading is still
 * the contract.
 */
import { addMessage, db, DEMO_ACCOUNTS } from '../db';
import { loginAs } from '../fixtures';
import { apiUrl } from '../handlers';
import { md5 } from '../lib/hash';
import { notificationsChannel, trigger } from '../realtime';
import { localDateTime, realtimeInOtherReading, walkAnswer } from './other-reading';
import { apiContract } from '.';
import { API_BASE } from '../config';
import { useContractMode } from '@/test/contract';

type Who = Parameters<typeof loginAs>[0];
type Obj = Record<string, unknown>;

async function call(method: string, path: string, opts: { who?: Who | null; json?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = opts.who === null ? {} : loginAs(opts.who ?? 'sofia').headers;
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) body = opts.form;
  const res = await fetch(apiUrl(path), { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as unknown, text };
}
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const list = (v: unknown): Obj[] => (Array.isArray(v) ? (v as Obj[]) : []);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const imageForm = (field: string, extra: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  // A Blob with a file name (a jsdom File does not cross into the demo's fetch as a file).
  form.append(field, new Blob([PNG], { type: 'image/png' }), 'foto.png');
  return form;
};

beforeEach(() => useContractMode('other-reading'));

describe('other reading: access and session', () => {
  it('[API-16] [API-17] [API-20] [AUTH-58] sessionInfo is an empty object (login, registration, autologin)', async () => {
    const login = obj(
      (await call('POST', '/v1/authenticate', { who: null, json: { email: 'sofia@demo.flechazo.ar', password: 'demo1234' } })).body,
    );
    expect(login).toEqual({
      token: expect.any(String),
      recovery_token: expect.any(String),
      sessionInfo: {},
      pusher: expect.objectContaining({ appKey: expect.any(String) }),
      webpush: { publicKey: expect.any(String) },
    });
    const auto = obj((await call('GET', `/v1/autologin/demo-autologin-${DEMO_ACCOUNTS.martin.id}`, { who: null })).body);
    expect(auto.sessionInfo).toEqual({});
    expect(auto.token).toEqual(expect.any(String));
    const reg = await call('POST', '/v1/register', {
      who: null,
      json: {
        email: 'nueva@example.com',
        password: 'clave_1234',
        birthdate: { day: 3, month: 4, year: 1990 },
        gender: 'm',
        genderWanted: 'h',
        province: 5,
        city: 501,
        socialMedia: null,
        socialMediaData: null,
      },
    });
    expect(obj(reg.body).sessionInfo).toEqual({});
  });

  it('[API-17] [AUTH-13] a refused registration is 200 {error} (the demo: 400 {errors})', async () => {
    const reg = await call('POST', '/v1/register', {
      who: null,
      json: {
        email: 'sofia@demo.flechazo.ar',
        password: 'clave_1234',
        birthdate: '3/4/1990',
        gender: 'm',
        genderWanted: 'h',
        province: 5,
        city: 501,
        socialMedia: null,
        socialMediaData: null,
      },
    });
    expect(reg).toMatchObject({ status: 200, body: { error: 'El Email es inválido o ya está registrado' } });
  });

  it('[API-18] [AUTH-22] [AUTH-23] Facebook: connected carries no session; new data has the birth date as d/m/yyyy', async () => {
    const known = await call('POST', '/v1/facebook/connect', { who: null, json: { accessToken: 'a', userID: 'known-4' } });
    expect(known.body).toEqual({ fb_connect_status: 'connected', longAccessToken: expect.any(String) });
    const fresh = obj((await call('POST', '/v1/facebook/connect', { who: null, json: { accessToken: 'a', userID: 'nuevo-7' } })).body);
    expect(obj(fresh.register_data).birthdate).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
  });

  it('[API-19] [AUTH-59] [AUTH-62] the session: ids as digit strings, unstated booleans as 1/0, typed booleans kept', async () => {
    const s = obj((await call('GET', '/v1/session?id=0')).body);
    const me = obj(s.me);
    expect(me.id).toBe(String(DEMO_ACCOUNTS.sofia.id));
    expect(me.location).toEqual({ idprovincia: '5', localidad: { id: '501' } });
    expect(me.hasPicture).toBe('1');
    expect(me.billing).toEqual({ premium: '0', active_subscription: '0', btnRefund: '0' });
    expect(me.has_matching_listing).toBe('0');
    expect(me.like_game).toBe(true); // `type: boolean`: not open
    expect(me.gender).toBe(2); // GenderId is an integer
  });

  it('[API-05] [API-06] the relog answers only the new token', async () => {
    const { recoveryToken } = loginAs('sofia');
    const r = await call('POST', '/relog', { who: null, json: { recovery_token: recoveryToken } });
    expect(r.body).toEqual({ token: expect.any(String) });
  });

  it('[API-08] [AUTH-45] errcode 1000 carries no e-mail', async () => {
    const r = await call('POST', '/v1/authenticate', { who: null, json: { email: 'bloqueado@demo.flechazo.ar', password: 'demo1234' } });
    expect(r).toEqual(expect.objectContaining({ status: 401, body: { errcode: 1000 } }));
  });

  it('[API-21] [API-22] [API-51] [AUTH-28] [ACC-07] reset, set-password and the password change answer without tokens', async () => {
    expect((await call('POST', '/v1/reset-password', { who: null, json: { email: 'sofia@demo.flechazo.ar' } })).body).toEqual({});
    const link = db.outbox.at(-1)?.link ?? '';
    const recoveryToken = link.split('/').pop() ?? '';
    const set = await call('POST', '/v1/set-password', { who: null, json: { recoveryToken, newPassword: 'otra_clave' } });
    expect(set).toMatchObject({ status: 200, body: {} });
    const change = await call('PUT', '/v1/account/password', { who: 'martin', json: { old: md5('demo1234'), new: md5('nueva_1234') } });
    expect(change).toMatchObject({ status: 200, body: {} });
  });
});

describe('other reading: messages', () => {
  it('[API-26] [MSG-02] chat rows: bare, userId (never id), canRead 1/0, new a flag, date a Buenos Aires datetime', async () => {
    const rows = list((await call('GET', '/v1/messages/received?page=0')).body);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row).not.toHaveProperty('id');
      expect(row).not.toHaveProperty('isNew');
      expect(row.userId).toMatch(/^\d+$/);
      expect(['1', '0']).toContain(row.canRead);
      expect(typeof row.new).toBe('boolean');
      expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    expect(localDateTime('2026-12-01T23:30:00.000Z')).toBe('2026-12-01 20:30:00');
  });

  it('[API-27] [API-28] [MSG-33] [MSG-36] a send answers {}; an image message has original/square180 at the top level', async () => {
    const { member } = loginAs('valentina');
    const other = 238;
    const text = await call('POST', `/v1/messages/send/${other}`, {
      who: 'valentina',
      form: (() => {
        const f = new FormData();
        f.set('type', '1');
        f.set('mensaje', 'Hola');
        f.set('isChat', '1');
        return f;
      })(),
    });
    expect(text).toMatchObject({ status: 200, body: {} });
    const image = await call('POST', `/v1/messages/send/${other}`, {
      who: 'valentina',
      form: imageForm('file', { type: '2', mensaje: '', isChat: '1' }),
    });
    expect(image).toMatchObject({ status: 200, body: {} });
    const messages = list((await call('GET', `/v1/messages/view/${other}`, { who: 'valentina' })).body);
    const last = messages.at(-1) ?? {};
    expect(last).toEqual({
      id: expect.stringMatching(/^\d+$/),
      hour: expect.stringMatching(/^\d{2}:\d{2}$/),
      tipoMensaje: 2,
      soyUserAbreChat: expect.stringMatching(/^[10]$/),
      isMine: '1',
      first: '0',
      original: expect.stringContaining('users_chat/'),
      square180: expect.stringContaining('users_chat/180x180/'),
    });
    expect(messages.at(-2)).toMatchObject({ texto: 'Hola', isMine: '1' });
    expect(messages.at(-2)).not.toHaveProperty('images');
    expect(member.id).toBe(DEMO_ACCOUNTS.valentina.id);
  });

  it('[API-29] [API-30] batch is a bare list of messages, count a bare number', async () => {
    for (let i = 0; i < 3; i++) addMessage(238, DEMO_ACCOUNTS.valentina.id, `m${i}`, { id: 900000 + i, read: true });
    const count = await call('GET', '/v1/messages/view/238/count', { who: 'valentina' });
    expect(typeof count.body).toBe('number');
    const batch = list(
      (await call('GET', '/v1/messages/view/238/batch?start=0&end=900002&limit=15&priority=1', { who: 'valentina' })).body,
    );
    expect(batch.length).toBeGreaterThan(0);
    expect(batch[0]).toEqual(expect.objectContaining({ id: expect.stringMatching(/^\d+$/), tipoMensaje: expect.any(Number) }));
  });

  it('[API-31] [API-32] [API-33] silent answers are {}', async () => {
    expect((await call('PATCH', '/v1/messages/mark-as-read', { json: { users: [60] } })).body).toEqual({});
    expect((await call('DELETE', '/v1/messages', { json: { users: [60] } })).body).toEqual({});
    expect((await call('POST', '/v1/messages/imagePermission', { json: { permission: true } })).body).toEqual({});
    expect((await call('POST', '/v1/user/40/like')).body).toEqual({});
  });

  it('[API-34] [MSG-45] the video call: flags as 1/0, reports as text, no URL is null', async () => {
    expect((await call('GET', '/v2/videocall/invite?iduser=4')).body).toEqual({
      banned: '0',
      can_send: '0',
      reports: '0',
      videocall_url: null,
    });
  });
});

describe('other reading: lists, profiles, photos', () => {
  it('[API-36] [API-39] [DASH-02] dashboards and lists are bare; ids are text, status and flags 1/0; the recommended list is inside an object', async () => {
    const dash = list((await call('GET', '/v1/dashboard/listing/recent?page=0')).body);
    const user = dash.find((i) => i.type === 'USER') ?? {};
    expect(user).toEqual(
      expect.objectContaining({ id: expect.stringMatching(/^\d+$/), status: expect.stringMatching(/^[10]$/), liked: '0' }),
    );
    const likes = list((await call('GET', '/v1/user/likes?page=0')).body);
    expect(likes[0]).toEqual(expect.objectContaining({ id: expect.stringMatching(/^\d+$/), hasPicture: expect.stringMatching(/^[10]$/) }));
    const rec = obj((await call('GET', '/v2/user/matching', { who: 'valentina' })).body);
    expect(Array.isArray(rec.items)).toBe(true);
  });

  it('[API-42] [API-43] [ME-06] [ME-07] my profile: personal-data fields without id/key/inputType/options, the moderation flag as a number, the location select as a list', async () => {
    const p = obj((await call('GET', '/v1/profile')).body);
    expect(typeof p.nicknameModeration).toBe('number');
    expect(typeof p.descriptionModeration).toBe('number');
    const fields = list(p.personalData).flatMap((g) => list(g.list));
    expect(fields.length).toBeGreaterThan(5);
    for (const f of fields) for (const k of ['id', 'key', 'inputType', 'options']) expect(f).not.toHaveProperty(k);
    expect(Array.isArray(obj(obj(p.location).province).select)).toBe(true);
    expect(obj(p.picture).hasPicture).toBe('1');
  });

  it('[API-44] [ME-22] [ME-24] [ME-26] [ME-32] the own photos are a bare list (ids as text); upload, make default and delete answer {}', async () => {
    const photos = list((await call('GET', '/v1/profile/image')).body);
    expect(photos.length).toBeGreaterThan(1);
    expect(photos[0]).toEqual({ id: expect.stringMatching(/^\d+$/), src: expect.any(String), approved: true, isProfile: '1' });
    const second = photos.find((p) => p.approved === true && p.isProfile === '0');
    expect((await call('PUT', `/v1/profile/image/${String(second?.id)}`)).body).toEqual({});
    expect((await call('DELETE', `/v1/profile/image/${String(photos.at(-1)?.id)}`)).body).toEqual({});
    const upload = await call('POST', '/v1/profile/image', { form: imageForm('img') });
    expect(upload.status).toBeLessThan(300);
    expect(upload.body).toEqual({});
  });
});

describe('other reading: account and payments', () => {
  it('[API-50] [ACC-02] [ACC-08] the account: ageRange as {edad_min, edad_max}, the subscription dates as dd/mm/yyyy', async () => {
    const a = obj((await call('GET', '/v1/account', { who: 'valentina' })).body);
    expect(a.ageRange).toEqual({ edad_min: expect.any(Number), edad_max: expect.any(Number) });
    expect(obj(a.subscriptions).startDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('[API-56] [UNSUB-03] [UNSUB-04] the unsubscribe check: error null, the member list ids as text', async () => {
    const r = obj(
      (
        await call('POST', '/v1/account/renewal/1', {
          who: 'valentina',
          json: { email: 'valentina@demo.flechazo.ar', password: 'demo1234' },
        })
      ).body,
    );
    expect(r.error).toBeNull();
    for (const u of list(r.users)) expect(u.id).toMatch(/^\d+$/);
  });

  it('[API-57] [PAY-03] [PAY-06] the paywall: id / regularId / paymentType, prices as numbers, modalRenovacion beside the footer', async () => {
    const p = obj((await call('GET', '/v2/paywall?isMobile=true')).body);
    const plan = list(p.plans)[0] ?? {};
    expect(plan).toEqual(
      expect.objectContaining({ id: expect.stringMatching(/^\d+$/), regularId: expect.any(String), paymentType: expect.any(String) }),
    );
    expect(plan).not.toHaveProperty('idabono');
    expect(typeof plan.unpagovalor).toBe('number');
    expect(p.modalRenovacion).toEqual(expect.any(Object));
    expect(obj(p.footer)).not.toHaveProperty('modalRenovacion');
  });

  it('[API-58] [API-59] [API-60] [PAY-22] [PAY-23] card payment: success by the HTTP status (body status "approved"), refusal 200 {data:{message}}; createSubscriber success {}', async () => {
    const { member } = loginAs('sofia');
    const pay = (holder: string, url = '/v1/payment/mp', who: Who = 'sofia') =>
      call('POST', url, {
        who,
        json: {
          email: 'sofia@demo.flechazo.ar',
          dni: '30111222',
          username: member.username,
          idplan: 41,
          sandbox: false,
          token: `demo-card:${holder}:41`,
        },
      });
    const refused = await pay('rechazada');
    expect(refused).toMatchObject({ status: 200, body: { data: { message: expect.any(String) } } });
    const ok = await pay('Sofia Perez');
    expect(ok.status === 200 || ok.status === 201).toBe(true);
    expect(ok.body).toEqual({ status: 'approved', idsubscription: expect.stringMatching(/^\d+$/), idsubscriber: String(member.id) });
    const mobbex = await pay('Sofia Perez', '/v1/payment/mobbex/createSubscriber');
    expect(mobbex.body).toEqual({});
  });

  it('[API-62] [API-64] [API-65] ticket code and refund number as numbers; thank-you flags as 1/0', async () => {
    const t = obj(
      (await call('POST', '/v1/payment/ticket', { json: { paymentMethod: 'pagofacil', idPlan: 41, tipoPago: 'ticket' } })).body,
    );
    expect(['number', 'string']).toContain(typeof t.payment_code);
    if (typeof t.payment_code === 'string') expect(t.payment_code).toMatch(/^0/);
    expect((await call('GET', '/v1/payment/mp/thkpage')).body).toEqual({ thkpage: '1', error: '0', msg: '' });
    const form = new URLSearchParams({ id: String(DEMO_ACCOUNTS.valentina.id) });
    const res = await fetch(apiUrl('/v1/user/refund'), {
      method: 'POST',
      headers: { ...loginAs('valentina').headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(typeof obj(obj(await res.json()).resultset).idTramite).toBe('number');
  });
});

describe('other reading: the rewrites themselves', () => {
  const doc = apiContract(API_BASE).doc;

  it('[API-02] the walk: Id as text, unstated boolean / integer as text, the moderation flag flipped, typed values and unnamed fields kept, client-only dropped', () => {
    const row = walkAnswer(doc, { id: 4, userId: 4, canRead: true, new: 2, isNew: true, userGenderId: 1, messageType: 1, extra: true }, [
      { $ref: '#/components/schemas/ChatRow' },
    ]);
    expect(row).toEqual({ id: '4', userId: '4', canRead: '1', new: '2', userGenderId: 1, messageType: 1, extra: true });
    const profile = walkAnswer(doc, { nicknameModeration: '0', descriptionModeration: 1, complitud: 50 }, [
      { $ref: '#/components/schemas/MyProfile' },
    ]);
    expect(profile).toEqual({ nicknameModeration: 0, descriptionModeration: '1', complitud: 50 });
    const image = walkAnswer(doc, { approved: false, isProfile: false }, [{ $ref: '#/components/schemas/OwnImage' }]);
    expect(image).toEqual({ approved: false, isProfile: '0' });
  });

  it('[RT-06] [RT-07] realtime: pruned to the payload, iduser as text, timestamp in seconds, sexo as text, an image message carries its path', () => {
    const at = Date.parse('2026-12-01T12:00:00Z');
    const text = realtimeInOtherReading('message', {
      id: 9,
      iduser: 4,
      apodo: 'Tincho',
      sexo: 1,
      imagen: 'x.webp',
      message: 'Hola',
      messageType: 1,
      timestamp: at,
    });
    expect(text).toEqual({
      iduser: '4',
      apodo: 'Tincho',
      sexo: 'hombre',
      imagen: 'x.webp',
      message: 'Hola',
      messageType: 1,
      timestamp: at / 1000,
    });
    const image = realtimeInOtherReading(
      'message',
      { id: 9, iduser: 4, apodo: 'T', sexo: 2, imagen: '', message: '', messageType: 2, timestamp: at },
      { imageOf: (id) => (id === 9 ? 'users_chat/c.webp' : undefined) },
    );
    expect(image).toMatchObject({ message: 'users_chat/c.webp', sexo: 'mujer' });
    expect(realtimeInOtherReading('client-typing', { status: true })).toEqual({ status: true });
  });

  it('[RT-06] [RT-11] the demo pushes its realtime events in the other reading (checked against the realtime contract)', () => {
    const before = db.realtimeLog.length;
    trigger(notificationsChannel(DEMO_ACCOUNTS.sofia.id), 'match', {
      iduser: 4,
      apodo: 'Tincho',
      sexo: 1,
      imagen: '',
      message: '',
      messageType: 4,
      timestamp: Date.now(),
    });
    const sent = db.realtimeLog.slice(before)[0]?.data as Obj;
    expect(sent.iduser).toBe('4');
    expect(sent.timestamp).toBeLessThan(1e11);
  });
});
