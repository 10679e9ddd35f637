import { DEMO_ACCOUNTS, db } from '../db';
import { loginAs } from '../fixtures';
import { apiUrl } from './base';

const SUB = JSON.stringify({ endpoint: 'https://push.example/send/1', expirationTime: null, keys: { p256dh: 'BPk', auth: 'a' } });
const post = (headers: Record<string, string>, body: unknown) =>
  fetch(apiUrl('/v1/account/webpush'), {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /v1/account/webpush (demo API)', () => {
  it('[API-55] keeps {token: the subscription JSON} for the member, once per endpoint', async () => {
    const { headers } = loginAs('sofia');
    expect((await post(headers, { token: SUB })).status).toBe(200);
    expect((await post(headers, { token: SUB })).status).toBe(200);
    expect(db.webPushSubscriptions.get(DEMO_ACCOUNTS.sofia.id)).toEqual([SUB]);
    const other = JSON.stringify({ endpoint: 'https://push.example/send/2', keys: {} });
    await post(headers, { token: other });
    expect(db.webPushSubscriptions.get(DEMO_ACCOUNTS.sofia.id)).toEqual([SUB, other]);
  });

  it.each([
    ['no token', {}, 'required'],
    ['not JSON', { token: 'abc' }, 'invalid'],
    ['no endpoint', { token: '{"keys":{}}' }, 'invalid'],
  ])('[API-55] %s answers 400 with the field error', async (_n, body, code) => {
    const { headers } = loginAs('sofia');
    const res = await post(headers, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: { token: code } });
  });

  it('[API-55] needs a member token', async () => {
    expect((await post({}, { token: SUB })).status).toBe(401);
  });

  it('[DEMO] the demo control endpoint builds the push a member gets for a message, with their subscriptions', async () => {
    const { headers } = loginAs('sofia');
    await post(headers, { token: SUB });
    const res = await fetch(apiUrl('/__demo/push'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: DEMO_ACCOUNTS.sofia.id, from: DEMO_ACCOUNTS.martin.id, text: '¿Café?' }),
    });
    const body = (await res.json()) as { payload: { user: { id: number; nickname: string }; message: unknown }; subscriptions: string[] };
    expect(body.payload.user.id).toBe(DEMO_ACCOUNTS.martin.id);
    expect(body.payload.message).toEqual({ text: '¿Café?', type: 1 });
    expect(body.subscriptions).toEqual([SUB]);
    expect(db.pushLog).toHaveLength(1);
  });
});
