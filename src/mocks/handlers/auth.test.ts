import type { ApiAuthJson, ApiFacebookConnectJson, ApiRegisterPayload } from '@/mocks/wire/session';
import { setTokenMaxAgeMs } from '../auth/tokens';
import { DEMO_ACCOUNTS, db, findMemberByEmail, getMember } from '../db';
import { md5 } from '../lib/hash';
import { apiUrl } from './base';

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(apiUrl(path), { headers });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

function expectAuthJson(json: Record<string, unknown>, email: string): ApiAuthJson {
  const auth = json as unknown as ApiAuthJson;
  expect(auth.token).toMatch(/^tok_/);
  expect(auth.recovery_token).toMatch(/^rec_/);
  expect(auth.sessionInfo.me.email).toBe(email);
  expect(auth.sessionInfo.counters).toEqual({ visits: expect.any(Number), matches: expect.any(Number), messages: expect.any(Number) });
  expect(auth.pusher).toEqual({
    appKey: 'demo-app-key',
    authEndpoint: '/pusher/auth',
    chatChannelPrefix: 'presence-chat-',
    notificationsChannel: `private-notifications-${auth.sessionInfo.me.id}`,
  });
  expect(auth.webpush.publicKey).toEqual(expect.any(String));
  return auth;
}

const login = (email: string, password = 'demo1234') => post('/v1/authenticate', { email, password });

const validRegistration = (): ApiRegisterPayload => ({
  email: 'nueva.persona@example.com',
  password: 'clave_123',
  birthdate: { day: 9, month: 7, year: 1995 },
  gender: 'm',
  genderWanted: 'm',
  province: 6,
  city: 601,
  socialMedia: null,
  socialMediaData: null,
});

afterEach(() => setTokenMaxAgeMs(null));

describe('POST /v1/authenticate', () => {
  it('[API-16] signs a demo member in and returns token, recovery_token, sessionInfo, pusher and webpush', async () => {
    const { status, json } = await login('sofia@demo.flechazo.ar');
    expect(status).toBe(200);
    const auth = expectAuthJson(json, 'sofia@demo.flechazo.ar');
    expect(auth.sessionInfo.me).toMatchObject({
      id: 3,
      gender: 2,
      genderText: 'mujer',
      hasPicture: true,
      billing: { premium: false, active_subscription: false, btnRefund: false },
    });
    expect(auth.sessionInfo.me.picture).toMatch(/\.webp$/);
  });

  it('[API-16] accepts e-mails in any case and MD5-hashed passwords', async () => {
    expect((await login('SOFIA@demo.flechazo.ar')).status).toBe(200);
    expect((await login('martin@demo.flechazo.ar', md5('demo1234'))).status).toBe(200);
  });

  it('[DEMO] answers 401 invalid_credentials (a null result) for a wrong password or unknown e-mail', async () => {
    expect(await login('sofia@demo.flechazo.ar', 'nope')).toEqual({ status: 401, json: { error: 'invalid_credentials' } });
    expect(await login('nadie@example.com')).toEqual({ status: 401, json: { error: 'invalid_credentials' } });
    expect(await post('/v1/authenticate', {})).toEqual({ status: 401, json: { error: 'invalid_credentials' } });
  });

  it('[DEMO] answers 401 errcode 1000 with the e-mail for the locked account', async () => {
    expect(await login('bloqueado@demo.flechazo.ar')).toEqual({
      status: 401,
      json: { errcode: 1000, email: 'bloqueado@demo.flechazo.ar' },
    });
  });

  it('[DEMO] gives Valentina her premium flags', async () => {
    const auth = (await login('valentina@demo.flechazo.ar')).json as unknown as ApiAuthJson;
    expect(auth.sessionInfo.me).toMatchObject({
      billing: { premium: true, active_subscription: true, btnRefund: true },
      has_matching_listing: true,
      like_game: true,
    });
  });
});

describe('POST /v1/register', () => {
  it('[API-17] registers a new member, stores it and returns the authenticate shape', async () => {
    const { status, json } = await post('/v1/register', { ...validRegistration(), email: 'Nueva.Persona@Example.com' });
    expect(status).toBe(200);
    const auth = expectAuthJson(json, 'nueva.persona@example.com');
    expect(auth.sessionInfo.me).toMatchObject({
      gender: 2,
      genderText: 'lesbiana',
      hasPicture: false,
      picture: '',
      location: { idprovincia: 6, localidad: { id: 601 } },
    });
    expect(findMemberByEmail('nueva.persona@example.com')?.id).toBe(auth.sessionInfo.me.id);
    expect((await login('nueva.persona@example.com', 'clave_123')).status).toBe(200);
  });

  it('[API-17] maps each Soy/Busco pair to gender and genderText', async () => {
    const pairs = [
      ['h', 'm', 1, 'hombre'],
      ['m', 'h', 2, 'mujer'],
      ['h', 'h', 1, 'gay'],
      ['m', 'm', 2, 'lesbiana'],
    ] as const;
    for (const [gender, genderWanted, id, text] of pairs) {
      const { json } = await post('/v1/register', {
        ...validRegistration(),
        email: `${gender}${genderWanted}@example.com`,
        gender,
        genderWanted,
      });
      expect((json as unknown as ApiAuthJson).sessionInfo.me).toMatchObject({ gender: id, genderText: text });
    }
  });

  it('[DEMO] answers 400 {errors:{email:"exists"}} for a registered e-mail', async () => {
    expect(await post('/v1/register', { ...validRegistration(), email: 'sofia@demo.flechazo.ar' })).toEqual({
      status: 400,
      json: { errors: { email: 'exists' } },
    });
  });

  it('[DEMO] validates every field', async () => {
    const thisYear = new Date().getFullYear();
    const { status, json } = await post('/v1/register', {
      email: 'no-es-un-mail',
      password: 'a b',
      birthdate: { day: 1, month: 1, year: thisYear - 17 },
      gender: 'x',
      genderWanted: null,
      province: 99,
      city: 2101,
      socialMedia: 'twitter',
      socialMediaData: null,
    });
    expect(status).toBe(400);
    expect(json.errors).toEqual({
      email: 'invalid',
      password: 'invalid',
      birthdate: 'invalid',
      gender: 'invalid',
      genderWanted: 'invalid',
      province: 'invalid',
      city: 'invalid',
      socialMedia: 'invalid',
    });
    const wrongCity = await post('/v1/register', { ...validRegistration(), city: 2101 });
    expect(wrongCity.json).toEqual({ errors: { city: 'invalid' } });
    const badDate = await post('/v1/register', { ...validRegistration(), birthdate: { day: 31, month: 2, year: 1990 } });
    expect(badDate.json).toEqual({ errors: { birthdate: 'invalid' } });
  });
});

describe('POST /v1/facebook/connect', () => {
  it("[API-18] connects a known account with a login answer's fields beside the contract's (no nested session)", async () => {
    const { status, json } = await post('/v1/facebook/connect', { accessToken: 'fb-short', userID: 'known-4' });
    expect(status).toBe(200);
    const answer = json as unknown as ApiFacebookConnectJson;
    expect(answer.fb_connect_status).toBe('connected');
    expect(answer.longAccessToken).toBe('demo-long-fb-short');
    expect(answer.session).toBeUndefined();
    expectAuthJson(json, 'martin@demo.flechazo.ar');
    // The long token is Facebook's, not a bearer of this API.
    const session = await fetch(apiUrl('/v1/session?id=0'), { headers: { Authorization: 'Bearer demo-long-fb-short' } });
    expect(session.status).toBe(401);
  });

  it('[API-18] asks for registration data for a new person, then connects once registered', async () => {
    const first = (await post('/v1/facebook/connect', { accessToken: 'tok', userID: '10229' })).json as unknown as ApiFacebookConnectJson;
    expect(first.fb_connect_status).toBe('get_user_data');
    expect(first.register_data).toEqual({
      email: '10229@facebook.example.com',
      birthdate: expect.objectContaining({ day: expect.any(Number) }),
      gender: expect.stringMatching(/^[hm]$/),
      accessToken: 'tok',
      userID: '10229',
    });
    const data = first.register_data!;
    const registered = await post('/v1/register', {
      ...validRegistration(),
      email: data.email,
      password: '',
      birthdate: data.birthdate,
      socialMedia: 'facebook',
      socialMediaData: { accessToken: 'tok', userID: '10229' },
    });
    expect(registered.status).toBe(200);
    const again = (await post('/v1/facebook/connect', { accessToken: 'tok2', userID: '10229' })).json as unknown as ApiFacebookConnectJson;
    expect(again.fb_connect_status).toBe('connected');
  });

  it('[DEMO] answers 400 without accessToken and userID', async () => {
    expect(await post('/v1/facebook/connect', {})).toEqual({
      status: 400,
      json: { errors: { accessToken: 'required', userID: 'required' } },
    });
  });
});

describe('tokens and POST /relog', () => {
  it('[API-05] POST /relog trades the recovery token for a new token; the recovery token stays valid', async () => {
    const auth = (await login('sofia@demo.flechazo.ar')).json as unknown as ApiAuthJson;
    const relog = await post('/relog', { recovery_token: auth.recovery_token });
    expect(relog.status).toBe(200);
    const fresh = expectAuthJson(relog.json, 'sofia@demo.flechazo.ar');
    expect(fresh.token).not.toBe(auth.token);
    expect(fresh.recovery_token).toBe(auth.recovery_token);
    expect((await post('/relog', { recovery_token: auth.recovery_token })).status).toBe(200);
  });

  it('[API-05] answers 401 token_expired once a token is older than the max age, and relog recovers', async () => {
    const auth = (await login('sofia@demo.flechazo.ar')).json as unknown as ApiAuthJson;
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
    expect((await get('/v1/session?id=0', bearer(auth.token))).status).toBe(200);
    db.tokens.get(auth.token)!.issuedAt -= 31 * 60 * 1000;
    expect(await get('/v1/session?id=0', bearer(auth.token))).toEqual({ status: 401, json: { error: 'token_expired' } });
    const fresh = (await post('/relog', { recovery_token: auth.recovery_token })).json as unknown as ApiAuthJson;
    expect((await get('/v1/session?id=0', bearer(fresh.token))).status).toBe(200);
  });

  it('[DEMO] honours a configured max age', async () => {
    const auth = (await login('sofia@demo.flechazo.ar')).json as unknown as ApiAuthJson;
    setTokenMaxAgeMs(0);
    db.tokens.get(auth.token)!.issuedAt -= 1;
    expect((await get('/v1/session', { Authorization: `Bearer ${auth.token}` })).json).toEqual({ error: 'token_expired' });
  });

  it('[DEMO] answers 401 invalid_token for an unknown recovery token', async () => {
    expect(await post('/relog', { recovery_token: 'rec_nope' })).toEqual({ status: 401, json: { error: 'invalid_token' } });
    expect(await post('/relog', {})).toEqual({ status: 401, json: { error: 'invalid_token' } });
  });

  it('[DEMO] answers 401 invalid_token without or with an unknown bearer token', async () => {
    expect(await get('/v1/session')).toEqual({ status: 401, json: { error: 'invalid_token' } });
    expect(await get('/v1/session', { Authorization: 'Bearer tok_unknown' })).toEqual({ status: 401, json: { error: 'invalid_token' } });
  });
});

describe('GET /v1/autologin/:token', () => {
  it('[API-20] signs in with demo-autologin-<id>', async () => {
    const { status, json } = await get(`/v1/autologin/${DEMO_ACCOUNTS.valentina.autologinToken}`);
    expect(status).toBe(200);
    expectAuthJson(json, 'valentina@demo.flechazo.ar');
  });

  it('[OPEN-07] answers 401 invalid_token for unknown tokens and errcode 1000 for the locked account', async () => {
    expect(await get('/v1/autologin/whatever')).toEqual({ status: 401, json: { error: 'invalid_token' } });
    expect(await get('/v1/autologin/demo-autologin-1')).toEqual({ status: 401, json: { error: 'invalid_token' } });
    expect(await get('/v1/autologin/demo-autologin-6')).toEqual({
      status: 401,
      json: { errcode: 1000, email: 'bloqueado@demo.flechazo.ar' },
    });
  });
});

describe('password recovery', () => {
  it('[API-21] [API-22] mails a reset link whose token sets a new password once', async () => {
    expect(await post('/v1/reset-password', { email: 'martin@demo.flechazo.ar' })).toEqual({ status: 200, json: { msg: 'ok' } });
    const outbox = (await get('/__demo/outbox?to=martin@demo.flechazo.ar')).json as unknown as { link: string; kind: string }[];
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.kind).toBe('reset-password');
    const link = outbox[0]!.link;
    expect(link).toMatch(/^\/reset_password\/change\/rec_[0-9a-f]+$/);
    const recoveryToken = link.split('/').pop()!;

    const set = await post('/v1/set-password', { recoveryToken, newPassword: 'nueva_clave' });
    expect(set.status).toBe(200);
    expect(set.json).toEqual({ token: expect.stringMatching(/^tok_/), recovery_token: expect.stringMatching(/^rec_/) });
    expect((await get('/v1/session', { Authorization: `Bearer ${String(set.json.token)}` })).status).toBe(200);
    expect((await login('martin@demo.flechazo.ar', 'nueva_clave')).status).toBe(200);
    expect((await login('martin@demo.flechazo.ar')).status).toBe(401);
    expect(await post('/v1/set-password', { recoveryToken, newPassword: 'otra_clave' })).toEqual({
      status: 401,
      json: { error: 'invalid_recovery_token' },
    });
  });

  it('[API-21] answers 401 invalid_email for an unknown e-mail', async () => {
    expect(await post('/v1/reset-password', { email: 'nadie@example.com' })).toEqual({ status: 401, json: { error: 'invalid_email' } });
    expect(db.outbox).toHaveLength(0);
  });

  it('[API-22] rejects an empty new password and stores an MD5-hashed one', async () => {
    await post('/v1/reset-password', { email: 'sofia@demo.flechazo.ar' });
    const recoveryToken = db.outbox[0]!.link!.split('/').pop()!;
    expect(await post('/v1/set-password', { recoveryToken, newPassword: '' })).toEqual({
      status: 400,
      json: { errors: { newPassword: 'invalid' } },
    });
    expect((await post('/v1/set-password', { recoveryToken, newPassword: md5('secreta1') })).status).toBe(200);
    expect((await login('sofia@demo.flechazo.ar', 'secreta1')).status).toBe(200);
  });
});

describe('e-mail validation', () => {
  it('[API-23] [API-24] sends a code (201) and the right code unlocks the account with an autologin token, without a bearer token', async () => {
    const created = await fetch(apiUrl('/v1/email-validation/create'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'bloqueado@demo.flechazo.ar' }),
    });
    expect(created.status).toBe(201);
    expect(db.outbox[0]).toMatchObject({ to: 'bloqueado@demo.flechazo.ar', kind: 'email-validation', code: '12345' });
    expect(await get('/v1/email-validation/validate/12345')).toEqual({ status: 200, json: { msg: 'ok', token: 'demo-autologin-6' } });
    expect(getMember(DEMO_ACCOUNTS.bloqueado.id)?.status).toBe('active');
    expect((await get('/v1/autologin/demo-autologin-6')).status).toBe(200);
    expect((await login('bloqueado@demo.flechazo.ar')).status).toBe(200);
  });

  it('[OPEN-06] answers 200 "Code invalid" for a wrong code and 400 for a malformed e-mail', async () => {
    expect(await get('/v1/email-validation/validate/54321')).toEqual({ status: 200, json: { msg: 'Code invalid' } });
    expect(await post('/v1/email-validation/create', { email: 'x' })).toEqual({ status: 400, json: { errors: { email: 'invalid' } } });
  });
});
