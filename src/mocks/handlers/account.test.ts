/** The demo API's account calls are stateful and faithful (API-50..54, API-56, API-65). */
import { DEMO_ACCOUNTS, db } from '../db';
import { md5 } from '../lib/hash';
import { apiUrl } from './base';

async function call(method: string, path: string, token: string | null, body?: unknown, form = false) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
  const res = await fetch(apiUrl(path), {
    method,
    headers,
    body: body === undefined ? undefined : form ? (body as string) : JSON.stringify(body),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures read loosely
  return { status: res.status, json: (text ? JSON.parse(text) : null) as Record<string, any> };
}

async function login(key: keyof typeof DEMO_ACCOUNTS, password = 'demo1234') {
  const r = await call('POST', '/v1/authenticate', null, { email: DEMO_ACCOUNTS[key].email, password });
  return { status: r.status, token: r.json?.token as string };
}

describe('demo API: account', () => {
  it('[API-50] GET /v1/account answers the account data; a missing token is refused', async () => {
    const { token } = await login('valentina');
    const r = await call('GET', '/v1/account', token);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      email: DEMO_ACCOUNTS.valentina.email,
      username: expect.any(String),
      genderId: 2,
      ageRange: { min: expect.any(Number), max: expect.any(Number) },
      subscriptions: { description: expect.any(String), active: '1', renewal: true, hideCancelButton: false },
      alerts: { web: { messages: '1' }, android: { messages: '1' } },
    });
    expect((await call('GET', '/v1/account', null)).status).toBe(401);
    const sofia = await login('sofia');
    expect((await call('GET', '/v1/account', sofia.token)).json).toMatchObject({ subscriptions: null, alerts: { android: null } });
  });

  it('[API-51] a password change needs the old password; then the old one stops working and the new one logs in', async () => {
    const { token } = await login('sofia');
    expect((await call('PUT', '/v1/account/password', token, { old: md5('mal'), new: md5('nueva1') })).json).toEqual({
      error: 'invalid_password',
    });
    const ok = await call('PUT', '/v1/account/password', token, { old: md5('demo1234'), new: md5('nueva1') });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ token: expect.stringMatching(/^tok_/), recovery_token: expect.stringMatching(/^rec_/) });
    expect((await login('sofia', 'demo1234')).status).toBe(401);
    expect((await login('sofia', 'nueva1')).status).toBe(200);
  });

  it('[API-52] notification settings persist; a malformed set is refused', async () => {
    const { token } = await login('sofia');
    const web = { messages: '0', visits: '1', matches: '0', recomendados: '1', resumen: '0', promociones: '1' };
    expect((await call('PUT', '/v1/account/notifications', token, { web, android: null })).status).toBe(200);
    expect((await call('GET', '/v1/account', token)).json.alerts).toEqual({ web, android: null });
    expect((await call('PUT', '/v1/account/notifications', token, { web: { messages: 'x' } })).status).toBe(400);
  });

  it('[API-53] the age range is saved within 18 to 99 with a gap of at least 1', async () => {
    const { token } = await login('sofia');
    expect((await call('PUT', '/v1/account/age-range', token, { min: 30, max: 45 })).status).toBe(200);
    expect(db.members.get(3)!.ageRange).toEqual({ min: 30, max: 45 });
    expect((await call('PUT', '/v1/account/age-range', token, { min: 40, max: 40 })).status).toBe(400);
    expect((await call('PUT', '/v1/account/age-range', token, { min: 17, max: 40 })).status).toBe(400);
  });

  it('[API-54] DELETE /v1/account {password}: a wrong password is a 400; the right one removes the member', async () => {
    const { token } = await login('martin');
    expect((await call('DELETE', '/v1/account', token, { password: 'nope' })).status).toBe(400);
    expect((await call('DELETE', '/v1/account', token, { password: 'demo1234' })).status).toBe(200);
    expect(db.members.has(4)).toBe(false);
    expect((await login('martin')).status).toBe(401);
    expect((await call('GET', '/v1/account', token)).status).toBe(401);
  });

  it('[API-56] renewal/1 checks e-mail and password and lists members; /2 holds; /3 cancels the renewal', async () => {
    const { token } = await login('valentina');
    expect((await call('POST', '/v1/account/renewal/1', token, { email: DEMO_ACCOUNTS.valentina.email, password: 'x' })).json).toEqual({
      error: 'invalid_credentials',
      users: [],
    });
    const ok = await call('POST', '/v1/account/renewal/1', token, { email: DEMO_ACCOUNTS.valentina.email, password: 'demo1234' });
    expect(ok.json.error).toBe('');
    expect(ok.json.users.length).toBeGreaterThan(0);
    expect(ok.json.users[0]).toEqual({
      id: expect.any(Number),
      nickname: expect.any(String),
      years: expect.any(Number),
      gender: expect.any(Number),
      picture: expect.any(String),
      hasPicture: expect.any(Boolean),
    });
    expect((await call('POST', '/v1/account/renewal/2', token)).status).toBe(200);
    expect((await call('POST', '/v1/account/renewal/3', token)).status).toBe(200);
    expect((await call('GET', '/v1/account', token)).json.subscriptions).toMatchObject({ renewal: false, hideCancelButton: true });
    expect(db.renewals.map((r) => r.step)).toEqual([1, 1, 2, 3]);
  });

  it('[API-65] POST /v1/user/refund as a form with id answers resultset.idTramite and ends premium; only for members with the refund', async () => {
    const sofia = await login('sofia');
    expect((await call('POST', '/v1/user/refund', sofia.token, 'id=3', true)).status).toBe(400);
    const { token } = await login('valentina');
    expect((await call('POST', '/v1/user/refund', token, 'id=99', true)).status).toBe(400);
    const r = await call('POST', '/v1/user/refund', token, 'id=5', true);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ resultset: { idTramite: expect.stringMatching(/^\d+$/) } });
    expect(db.members.get(5)).toMatchObject({ premium: false, activeSubscription: false, btnRefund: false });
    expect(db.refunds).toHaveLength(1);
  });
});
