import { db } from '../db';
import { forceScenario, loginAs } from '../fixtures';
import { apiUrl } from './base';
import { SCENARIO_NAMES, parseScenarios } from './scenarios';

async function session(headers: Record<string, string>): Promise<{ status: number; json: unknown }> {
  const res = await fetch(apiUrl('/v1/session?id=0'), { headers });
  return { status: res.status, json: await res.json() };
}

function control(method: string, body?: unknown): Promise<Response> {
  return fetch(apiUrl('/__demo/scenario'), {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('x-demo-scenario header', () => {
  // A scenario named after an error answers that error with its status; one named after a status
  // answers that status with its error.
  const byError: Record<number, string[]> = {
    400: ['token_invalid'],
    401: ['token_expired', 'invalid_token', 'user_locked', 'user_not_found', 'unauthorized'],
    402: ['cant_buy'],
  };
  const byStatus: Record<number, string> = {
    400: 'bad_request',
    402: 'payment_required',
    403: 'forbidden',
    404: 'not_found',
    418: 'unexpected_status',
    500: 'server_error',
  };
  type Case = [scenario: string, status: number, json: unknown];
  const cases: Case[] = [
    ...Object.entries(byError).flatMap(([status, errors]) => errors.map((error): Case => [error, Number(status), { error }])),
    ...Object.entries(byStatus).map(([status, error]): Case => [status, Number(status), { error }]),
  ];

  it.each(cases)('[DEMO] forces %s', async (scenario, status, json) => {
    const { headers } = loginAs('sofia');
    expect(await session({ ...headers, 'x-demo-scenario': scenario })).toEqual({ status, json });
  });

  it("[DEMO] forces errcode1000 with the caller's e-mail (or the locked demo account's without a token)", async () => {
    const { headers } = loginAs('martin');
    expect(await session({ ...headers, 'x-demo-scenario': 'errcode1000' })).toEqual({
      status: 401,
      json: { errcode: 1000, email: 'martin@demo.flechazo.ar' },
    });
    const res = await fetch(apiUrl('/locations.json'), { headers: { 'x-demo-scenario': 'errcode1000' } });
    expect(await res.json()).toEqual({ errcode: 1000, email: 'bloqueado@demo.flechazo.ar' });
  });

  it('[DEMO] forces a network failure', async () => {
    await expect(fetch(apiUrl('/v1/session'), { headers: { 'x-demo-scenario': 'network' } })).rejects.toThrow(TypeError);
  });

  it('[OPEN-18] forces a 200 whose body is not JSON (malformed)', async () => {
    const res = await fetch(apiUrl('/v1/dashboard/listing/recent?page=0'), {
      headers: { ...loginAs('sofia').headers, 'x-demo-scenario': 'malformed' },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it('[DEMO] works on any handler, even before the token check and on POSTs', async () => {
    const res = await fetch(apiUrl('/v1/authenticate'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-demo-scenario': '500' },
      body: JSON.stringify({ email: 'sofia@demo.flechazo.ar', password: 'demo1234' }),
    });
    expect(res.status).toBe(500);
    expect(db.tokens.size).toBe(0);
  });

  it('[DEMO] delays 2 s with slow, then answers normally (or with the scenario combined with it)', async () => {
    const { headers } = loginAs('sofia');
    const started = Date.now();
    const { status } = await session({ ...headers, 'x-demo-scenario': 'slow' });
    expect(status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(parseScenarios('slow, 500')).toEqual(['slow', '500']);
  });

  it('[DEMO] answers 400 unknown_scenario for an unknown name', async () => {
    const { status, json } = await session({ 'x-demo-scenario': 'teapot' });
    expect(status).toBe(400);
    expect(json).toMatchObject({ error: 'unknown_scenario', scenario: 'teapot' });
  });
});

describe('POST /__demo/scenario queue', () => {
  it('[DEMO] forces the next N matching requests, then lets them through', async () => {
    const { headers } = loginAs('sofia');
    expect((await control('POST', { scenario: '500', times: 2, path: '/v1/session' })).status).toBe(200);
    expect((await fetch(apiUrl('/locations.json'))).status).toBe(200);
    expect((await session(headers)).status).toBe(500);
    expect((await session(headers)).status).toBe(500);
    expect((await session(headers)).status).toBe(200);
  });

  it('[DEMO] without a path, skips images, locations and /relog so the call under test gets it', async () => {
    const { headers, recoveryToken } = loginAs('sofia');
    forceScenario('token_expired');
    expect((await fetch(apiUrl('/locations.json'))).status).toBe(200);
    expect((await fetch(apiUrl('/img/users/180x180/3-m-1-aaaaaa.webp'))).status).toBe(200);
    expect(await session(headers)).toEqual({ status: 401, json: { error: 'token_expired' } });
    const relog = await fetch(apiUrl('/relog'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ recovery_token: recoveryToken }),
    });
    expect(relog.status).toBe(200);
    expect((await session(headers)).status).toBe(200);
  });

  it('[DEMO] matches path prefixes ending in * and methods', async () => {
    const { headers } = loginAs('sofia');
    await control('POST', { scenario: 'cant_buy', path: '/v1/*', method: 'post' });
    expect((await session(headers)).status).toBe(200);
    const res = await fetch(apiUrl('/v1/reset-password'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'sofia@demo.flechazo.ar' }),
    });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ error: 'cant_buy' });
  });

  it('[DEMO] lists, validates and clears the queue', async () => {
    await control('POST', { scenario: '404', times: 3 });
    expect(await (await control('GET')).json()).toEqual({ queue: [{ scenario: '404', remaining: 3 }], known: SCENARIO_NAMES });
    expect((await control('POST', { scenario: 'nope' })).status).toBe(400);
    expect((await control('POST', { scenario: '500', times: 0 })).status).toBe(400);
    expect((await control('POST', { scenario: '500', path: 'v1/session' })).status).toBe(400);
    expect(await (await control('DELETE')).json()).toEqual({ cleared: 1 });
    expect(db.scenarioQueue).toEqual([]);
  });

  it('[DEMO] never applies to the /__demo endpoints themselves', async () => {
    forceScenario('500', { times: 5 });
    const res = await fetch(apiUrl('/__demo/outbox'), { headers: { 'x-demo-scenario': '500' } });
    expect(res.status).toBe(200);
  });
});
