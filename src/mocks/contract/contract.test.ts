/**
 * The contract checks themselves (docs/contract-checks.md): the OpenAPI router, request and answer
 * validation, the strict modes' pruning, the realtime checker, and the jest hook that fails a test.
 */
import { API_BASE, CHAT_CHANNEL_PREFIX, NOTIFICATIONS_CHANNEL_PREFIX } from '../config';
import { loginAs } from '../fixtures';
import { apiUrl } from '../handlers';
import { apiContract, RealtimeContract, pruneAnswer, type Route } from '.';
import { allowContractViolations, takeContractViolations, useContractMode } from '@/test/contract';

const contract = apiContract(API_BASE);
const route = (method: string, path: string): Route => contract.route(method, new URL(path, API_BASE));
const opId = (r: Route) => (r.kind === 'operation' ? r.operationId : r.kind);
const json = (body: unknown, headers: Record<string, string> = { authorization: 'Bearer t' }) => ({
  headers: new Headers(headers),
  contentType: 'application/json',
  hasBody: true,
  body,
});

describe('the router', () => {
  it('[API-01] [API-05] routes path templates and methods to operations; POST /relog has no /v1', () => {
    expect(opId(route('POST', '/relog'))).toBe('relog');
    expect(opId(route('POST', '/v1/relog'))).toBe('unknown');
    expect(opId(route('GET', '/v1/profile/57'))).toBe('getProfileView');
    expect(opId(route('GET', '/v1/profile'))).toBe('getMyProfile');
    // Concrete paths match before templated ones (OpenAPI): /v1/messages/view/{id}/count.
    expect(opId(route('GET', '/v1/messages/view/4/count'))).toBe('countConversation');
    expect(opId(route('DELETE', '/v1/messages/received'))).toBe('deleteMessagesReceived');
    expect(opId(route('GET', '/v1/juegolikes/3/2/5/18/40'))).toBe('getLikeGame');
    expect(opId(route('GET', '/locations.json'))).toBe('getLocations');
    expect(opId(route('POST', '/v1/pusher/auth'))).toBe('realtimeChannelAuth');
    expect(opId(route('PATCH', '/v1/profile/57'))).toBe('unknown');
    // In the contract since the 2026-12-01 readings: checked like any operation, no longer skipped.
    expect(opId(route('GET', '/v1/profile/image'))).toBe('listProfileImages');
  });

  it('[API-01] skips, with a reason, what is not an API call', () => {
    for (const path of [
      '/__demo/reset',
      '/img/users/100x100/a.webp',
      '/v1/suggest/books',
      '/demo/payment-provider.js',
      '/videollamada/x',
    ]) {
      expect(route('GET', path).kind).toBe('skip');
    }
    expect(contract.route('GET', new URL('https://elsewhere.example/x')).kind).toBe('skip');
  });
});

describe('requests', () => {
  it('[API-01] names the operation and the JSON pointer of a missing field, a wrong type and a wrong media type', () => {
    const put = route('PUT', '/v1/account/age-range');
    expect(contract.checkRequest(put, json({ min: 20, max: 30 }))).toEqual([]);
    expect(contract.checkRequest(put, json({ min: 20 }))).toEqual([
      expect.objectContaining({ operationId: 'updateAgeRange', pointer: '/body/max', message: 'missing required field' }),
    ]);
    expect(contract.checkRequest(put, json({ min: '20', max: 30 }))).toEqual([
      expect.objectContaining({ operationId: 'updateAgeRange', pointer: '/body/min', message: 'must be integer' }),
    ]);
    expect(contract.checkRequest(put, { ...json({}), contentType: 'text/plain' })).toEqual([
      expect.objectContaining({ operationId: 'updateAgeRange', pointer: '/headers/content-type' }),
    ]);
    expect(contract.checkRequest(put, json({ min: 20, max: 30 }, {}))).toEqual([
      expect.objectContaining({ pointer: '/headers/authorization', message: 'missing bearer token (security bearerAuth)' }),
    ]);
    expect(contract.checkRequest(route('GET', '/v1/nothing'), json(undefined))).toEqual([
      expect.objectContaining({ operationId: '(none)' }),
    ]);
  });

  it('[API-27] [API-65] form bodies: multipart and urlencoded fields are text, coerced to the schema', () => {
    const send = route('POST', '/v1/messages/send/4');
    const form = (body: unknown, contentType = 'multipart/form-data') => ({ ...json(body), contentType });
    expect(contract.checkRequest(send, form({ type: '1', mensaje: 'Hola', isChat: '1' }))).toEqual([]);
    expect(contract.checkRequest(send, json({ type: 1, mensaje: 'Hola', isChat: 1 }))).toEqual([
      expect.objectContaining({ operationId: 'sendMessage', pointer: '/headers/content-type' }),
    ]);
    const page = route('GET', '/v1/messages/received?page=x');
    expect(contract.checkRequest(page, { ...json(undefined), hasBody: false })).toEqual([
      expect.objectContaining({ operationId: 'listMessagesReceived', pointer: '/query/page' }),
    ]);
  });
});

describe('answers', () => {
  it('[API-02] an answer is checked against the schema of its status; an unlisted status is a violation', () => {
    const age = route('PUT', '/v1/account/age-range');
    expect(contract.checkAnswer(age, 200, 'application/json', '{}', {})).toEqual([]);
    expect(contract.checkAnswer(age, 418, 'application/json', '{}', {})).toEqual([
      expect.objectContaining({ operationId: 'updateAgeRange', message: expect.stringContaining('status 418') }),
    ]);
    const view = route('GET', '/v1/profile/4');
    expect(contract.checkAnswer(view, 200, 'application/json', '{}', {})).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ operationId: 'getProfileView', pointer: '/apariencia', message: 'missing required field' }),
      ]),
    );
  });
});

describe('strict modes', () => {
  const doc = contract.doc;
  const responseOf = (method: string, path: string) => {
    const r = route(method, path);
    if (r.kind !== 'operation') throw new Error('no operation');
    const found = contract.responseFor(r, 200);
    if ('error' in found) throw new Error(found.error);
    return found.node;
  };

  it('[API-41] strict keeps only the names of the schema, through $ref and allOf; a silent schema keeps all', () => {
    const pruned = pruneAnswer(doc, responseOf('PUT', '/v1/account/age-range'), { invented: 1, also: { a: 1 } }, 'strict');
    expect(pruned).toEqual({ invented: 1, also: { a: 1 } });
    const me = pruneAnswer(doc, responseOf('PUT', '/v1/account/age-range'), { ok: true }, 'off');
    expect(me).toEqual({ ok: true });
    const view = pruneAnswer(
      doc,
      responseOf('GET', '/v1/profile/4'),
      { id: 4, nickname: 'x', locationText: 'CABA', liked: true },
      'strict',
    );
    expect(view).toEqual({ id: 4, nickname: 'x' });
  });

  it('[RT-01] strict prunes the channel authorisation answer through the realtime document (auth, channel_data)', () => {
    const auth = responseOf('POST', '/v1/pusher/auth');
    const body = { auth: 'key:sig', channel_data: '{"user_id":"1"}', invented: true };
    expect(() => pruneAnswer(doc, auth, body, 'strict')).not.toThrow();
    expect(pruneAnswer(doc, auth, body, 'strict')).toMatchObject({ auth: 'key:sig', channel_data: '{"user_id":"1"}' });
  });

  it('[API-26] [API-36] list envelopes: kept in strict with their items pruned, bare arrays of the items in strict-bare', () => {
    const rows = responseOf('GET', '/v1/messages/received');
    const envelope = { page: 0, items: [{ id: 4, userName: 'x', invented: true }] };
    const strict = pruneAnswer(doc, rows, envelope, 'strict') as { page: number; items: Record<string, unknown>[] };
    expect(strict.page).toBe(0);
    expect(strict.items[0]).not.toHaveProperty('invented');
    expect(strict.items[0]).toEqual({ id: 4, userName: 'x' });
    expect(pruneAnswer(doc, rows, envelope, 'strict-bare')).toEqual([strict.items[0]]);
    const dash = responseOf('GET', '/v1/dashboard/listing/new');
    expect(pruneAnswer(doc, dash, 'expiro', 'strict-bare')).toBe('expiro');
  });

  it('[API-56] [UNSUB-04] strict-bare answers bare only where the schema admits an array: the unsubscribe check stays an object', () => {
    const check = responseOf('POST', '/v1/account/renewal/1');
    const answer = { error: '', users: [{ id: 4, nickname: 'x', years: 30, gender: 1, picture: 'p', invented: true }] };
    expect(pruneAnswer(doc, check, answer, 'strict-bare')).toEqual({
      error: '',
      users: [{ id: 4, nickname: 'x', years: 30, gender: 1, picture: 'p' }],
    });
  });
});

describe('realtime', () => {
  const rt = new RealtimeContract({ chatChannelPrefix: CHAT_CHANNEL_PREFIX, notificationsPrefix: NOTIFICATIONS_CHANNEL_PREFIX });

  it('[RT-03] [RT-05] channel names: the notifications channel and {presence- prefix}{low}.{high}', () => {
    expect(rt.checkSubscription('private-notifications-5')).toEqual([]);
    expect(rt.checkSubscription('presence-chat-5.40')).toEqual([]);
    expect(rt.checkSubscription('presence-chat-40-5')).toHaveLength(1);
    expect(rt.checkSubscription('public-news')).toHaveLength(1);
    const privateChat = new RealtimeContract({ chatChannelPrefix: 'private-chat-', notificationsPrefix: 'private-notifications-' });
    expect(privateChat.checkSubscription('private-chat-5.40')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('presence-') }),
    ]);
  });

  it('[RT-06] [RT-17] event payloads: server events of the notifications channel, client-typing of the chat channel', () => {
    const sender = { iduser: 4, apodo: 'Tincho', sexo: 1, imagen: 'x.webp' };
    expect(rt.checkServerEvent('private-notifications-5', 'message', { ...sender, message: 'Hola', messageType: 1, timestamp: 1 })).toEqual(
      [],
    );
    expect(rt.checkServerEvent('private-notifications-5', 'message', sender)).toEqual(
      expect.arrayContaining([expect.objectContaining({ operationId: 'notifications:message', pointer: '/message' })]),
    );
    expect(rt.checkServerEvent('private-notifications-5', 'hello', {})).toHaveLength(1);
    expect(rt.checkClientEvent('presence-chat-5.40', 'client-typing', { status: true })).toEqual([]);
    expect(rt.checkClientEvent('presence-chat-5.40', 'client-typing', { status: 'yes' })).toEqual([
      expect.objectContaining({ pointer: '/status' }),
    ]);
    expect(rt.checkClientEvent('private-notifications-5', 'client-typing', { status: true })).toHaveLength(1);
  });
});

describe('the jest hook', () => {
  it('[API-01] a request that breaks the contract is caught with its operation and pointer (this test takes it back)', async () => {
    const { headers } = loginAs('sofia');
    await fetch(apiUrl('/v1/account/age-range'), {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{"edad_min":"x"}',
    });
    const found = await takeContractViolations();
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'request', operationId: 'updateAgeRange', pointer: '/body/min' }),
        expect.objectContaining({ kind: 'request', operationId: 'updateAgeRange', pointer: '/body/max' }),
      ]),
    );
  });

  it('[API-41] useContractMode: the demo answers only what the contract names, in this test', async () => {
    const { headers } = loginAs('sofia');
    const loose = (await (await fetch(apiUrl('/v1/profile/4'), { headers })).json()) as Record<string, unknown>;
    expect(loose).toHaveProperty('locationText');
    useContractMode('strict');
    const strict = (await (await fetch(apiUrl('/v1/profile/4'), { headers })).json()) as Record<string, unknown>;
    expect(strict).not.toHaveProperty('locationText');
    expect(strict).toHaveProperty('location');
    useContractMode('strict-bare');
    const rows = await (await fetch(apiUrl('/v1/messages/received?page=0'), { headers })).json();
    expect(Array.isArray(rows)).toBe(true);
  });

  it('[API-01] allowContractViolations: a deliberate bad request is counted as a skip, not a failure', async () => {
    allowContractViolations('request', 'the demo refuses a malformed age range');
    const { headers } = loginAs('sofia');
    const res = await fetch(apiUrl('/v1/account/age-range'), {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect(await takeContractViolations()).toEqual([]);
  });
});
