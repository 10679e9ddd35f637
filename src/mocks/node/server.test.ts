/**
 * The node server end to end over real HTTP: the msw handlers behind @mswjs/http-middleware, CORS,
 * and the scenario switches. msw's in-process interception (started by jest.setup) is switched off
 * here, or it would answer these requests itself before they reach the socket.
 */
import { server as mswServer } from '@/test/msw-server';
import type { ApiAuthJson } from '@/mocks/wire/session';
import { startDemoServer } from './app';
import type { DemoServer } from './app';

let demo: DemoServer;

beforeAll(async () => {
  mswServer.close();
  demo = await startDemoServer({ port: 0 });
});

afterAll(async () => {
  await demo.close();
});

async function authenticate(origin: string): Promise<ApiAuthJson> {
  const res = await fetch(`${origin}/v1/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'sofia@demo.flechazo.ar', password: 'demo1234' }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ApiAuthJson;
}

describe('demo API node server', () => {
  it('[DEMO] serves the absolute-URL handlers on any host name and port', async () => {
    const auth = await authenticate(`http://127.0.0.1:${demo.port}`);
    const res = await fetch(`${demo.url}/v1/session?id=3`, { headers: { Authorization: `Bearer ${auth.token}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { me: { id: number } }).me.id).toBe(3);
  });

  it('[DEMO] reads form bodies (pusher auth) and serves SVG images and locations', async () => {
    const auth = await authenticate(demo.url);
    const signed = await fetch(`${demo.url}/v1/pusher/auth`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${auth.token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'socket_id=12.34&channel_name=private-notifications-3',
    });
    expect(await signed.json()).toEqual({ auth: expect.stringMatching(/^demo-app-key:[0-9a-f]{64}$/) });
    const image = await fetch(`${demo.url}/img/users/320x400/3-m-1-abcdef.webp`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg/);
    expect(((await (await fetch(`${demo.url}/locations.json`)).json()) as unknown[]).length).toBe(24);
  });

  it('[DEMO] compresses its answers like a production API (JSON and SVG photos; gzip when the client accepts it)', async () => {
    const headers = { 'Accept-Encoding': 'gzip' };
    const locations = await fetch(`${demo.url}/locations.json`, { headers });
    expect(locations.headers.get('content-encoding')).toBe('gzip');
    expect(((await locations.json()) as unknown[]).length).toBe(24);
    const photo = await fetch(`${demo.url}/img/users/400x500/3-m-1-abcdef.webp`, { headers });
    expect(photo.headers.get('content-encoding')).toBe('gzip');
    expect(await photo.text()).toMatch(/^<svg/);
    const plain = await fetch(`${demo.url}/locations.json`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('[DEMO] answers CORS preflights for any origin with Authorization, Content-Type and x-demo-scenario', async () => {
    const preflight = await fetch(`${demo.url}/v1/session`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8080',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type,x-demo-scenario',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    const allowed = preflight.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const header of ['authorization', 'content-type', 'x-demo-scenario']) expect(allowed).toContain(header);

    const res = await fetch(`${demo.url}/locations.json`, { headers: { Origin: 'http://example.test' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://example.test');
  });

  it('[DEMO] applies scenarios over HTTP: forced statuses, a cut connection for network, and keeps serving', async () => {
    const forced = await fetch(`${demo.url}/v1/session`, { headers: { 'x-demo-scenario': '418' } });
    expect(forced.status).toBe(418);
    await expect(fetch(`${demo.url}/v1/session`, { headers: { 'x-demo-scenario': 'network' } })).rejects.toThrow();
    await fetch(`${demo.url}/__demo/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scenario: '500', path: '/v1/session' }),
    });
    expect((await fetch(`${demo.url}/v1/session`)).status).toBe(500);
    expect((await fetch(`${demo.url}/v1/session`)).status).toBe(401);
  });

  it('[DEMO] answers 404 JSON for unknown paths', async () => {
    const res = await fetch(`${demo.url}/v9/nothing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found' });
  });
});
