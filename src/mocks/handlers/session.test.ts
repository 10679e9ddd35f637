import { createHmac } from 'node:crypto';
import type { ApiLocationsJson, ApiSessionJson } from '@/mocks/wire/session';
import { DEMO_ACCOUNTS, db } from '../db';
import { loginAs } from '../fixtures';
import { onTrigger } from '../realtime';
import { signChannel, verifyChannelAuth } from '../pusher-auth';
import { apiUrl } from './base';

function pusherAuth(headers: Record<string, string>, socketId: string, channel: string): Promise<Response> {
  return fetch(apiUrl('/v1/pusher/auth'), {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
  });
}

const pusherSignature = (text: string): string => `demo-app-key:${createHmac('sha256', 'demo-app-secret').update(text).digest('hex')}`;

describe('GET /v1/session', () => {
  it('[API-19] returns token, me, counters, pusher and webPush', async () => {
    const { headers, token } = loginAs('sofia');
    const res = await fetch(apiUrl('/v1/session?id=3'), { headers });
    expect(res.status).toBe(200);
    const session = (await res.json()) as ApiSessionJson;
    expect(session.token).toBe(token);
    expect(session.me).toMatchObject({
      id: 3,
      email: 'sofia@demo.flechazo.ar',
      nickname: 'Sofi_palermo',
      gender: 2,
      genderText: 'mujer',
      age: 29,
    });
    expect(session.me.location).toEqual({ idprovincia: 5, localidad: { id: 501 } });
    expect(session.pusher).toEqual({
      appKey: 'demo-app-key',
      authEndpoint: '/pusher/auth',
      chatChannelPrefix: 'presence-chat-',
      notificationsChannel: 'private-notifications-3',
    });
    expect(session.webPush.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(session.counters.messages).toBeGreaterThan(0);
  });

  it('[OPEN-21] accepts refresh ids 0 to 8 (and none), recomputing counters each time', async () => {
    const { headers } = loginAs('martin');
    for (let id = 0; id <= 8; id++) expect((await fetch(apiUrl(`/v1/session?id=${id}`), { headers })).status).toBe(200);
    expect((await fetch(apiUrl('/v1/session'), { headers })).status).toBe(200);
    expect((await fetch(apiUrl('/v1/session?id=9'), { headers })).status).toBe(400);
    expect((await fetch(apiUrl('/v1/session?id=abc'), { headers })).status).toBe(400);

    const before = ((await (await fetch(apiUrl('/v1/session?id=3'), { headers })).json()) as ApiSessionJson).counters;
    for (const visit of db.visits) if (visit.to === DEMO_ACCOUNTS.martin.id) visit.seen = true;
    const after = ((await (await fetch(apiUrl('/v1/session?id=3'), { headers })).json()) as ApiSessionJson).counters;
    expect(before.visits).toBeGreaterThan(0);
    expect(after).toEqual({ ...before, visits: 0 });
  });
});

describe('POST /v1/pusher/auth', () => {
  it('[DEMO] signs private channels as Pusher does: key:HMAC-SHA256(secret, socket_id:channel)', async () => {
    const { headers } = loginAs('sofia');
    const res = await pusherAuth(headers, '1234.5678', 'private-notifications-3');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { auth: string; channel_data?: string };
    expect(body).toEqual({ auth: pusherSignature('1234.5678:private-notifications-3') });
    expect(verifyChannelAuth(body.auth, '1234.5678', 'private-notifications-3')).toBe(true);
    expect(verifyChannelAuth(body.auth, '1234.5679', 'private-notifications-3')).toBe(false);
  });

  it('[DEMO] signs presence channels with channel_data {user_id, user_info:{nickname}}', async () => {
    const { headers } = loginAs('valentina');
    const body = (await (await pusherAuth(headers, '1.2', 'presence-chat-5.40')).json()) as { auth: string; channel_data: string };
    expect(JSON.parse(body.channel_data)).toEqual({ user_id: '5', user_info: { nickname: 'Vale_lp' } });
    expect(body.auth).toBe(pusherSignature(`1.2:presence-chat-5.40:${body.channel_data}`));
    expect(signChannel('1.2', 'presence-chat-5.40', body.channel_data)).toBe(body.auth);
  });

  it("[DEMO] allows one's own chat channels only, and refuses others' notifications", async () => {
    const { headers } = loginAs('sofia');
    expect((await pusherAuth(headers, '1.2', 'presence-chat-3.57')).status).toBe(200);
    expect((await pusherAuth(headers, '1.2', 'presence-chat-4.57')).status).toBe(403);
    expect((await pusherAuth(headers, '1.2', 'private-notifications-4')).status).toBe(403);
    expect((await pusherAuth(headers, 'bad', 'private-notifications-3')).status).toBe(400);
    expect((await pusherAuth(headers, '1.2', 'public-news')).status).toBe(400);
  });

  it('[DEMO] requires a valid bearer token', async () => {
    const res = await pusherAuth({}, '1.2', 'private-notifications-3');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'invalid_token' });
  });
});

describe('static data and images', () => {
  it('[API-25] serves /locations.json without a token', async () => {
    const res = await fetch(apiUrl('/locations.json'));
    expect(res.status).toBe(200);
    const locations = (await res.json()) as ApiLocationsJson;
    expect(locations).toHaveLength(24);
    expect(locations[0]).toEqual({ id: 1, name: 'Buenos Aires', cities: expect.arrayContaining([{ id: 101, name: 'La Plata' }]) });
  });

  it('[API-67] serves member photos by WxH as deterministic SVG portraits, any extension', async () => {
    const name = db.members.get(3)!.photos[0]!.name;
    const res = await fetch(apiUrl(`/img/users/320x400/${name}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="320" height="400" viewBox="0 0 320 400">/);
    expect(svg).toContain('Personas by Draftbit');
    const asJpg = await (await fetch(apiUrl(`/img/users/320x400/${name.replace('.webp', '.jpg')}`))).text();
    expect(asJpg).toBe(svg);
    const other = await (await fetch(apiUrl('/img/users/320x400/10-h-1-000000.webp'))).text();
    expect(other).not.toBe(svg);
  });

  it('[API-67] serves 180x180 chat thumbnails and default gender images, and 404 for bad sizes', async () => {
    const chat = await fetch(apiUrl('/img/users_chat/180x180/chat-12-abcdef.webp'));
    expect(chat.status).toBe(200);
    expect(await chat.text()).toContain('width="180" height="180"');
    for (const kind of ['male', 'female']) {
      const res = await fetch(apiUrl(`/img/default/${kind}.svg`));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
    }
    expect((await fetch(apiUrl('/img/users/big/x.webp'))).status).toBe(404);
    expect((await fetch(apiUrl('/img/users/5000x10/x.webp'))).status).toBe(404);
  });
});

describe('/__demo control endpoints', () => {
  it('[DEMO] POST /__demo/trigger sends a realtime event (logged, and delivered to listeners)', async () => {
    const seen: string[] = [];
    const stop = onTrigger((e) => {
      seen.push(`${e.channel}/${e.event}`);
      return 1;
    });
    const res = await fetch(apiUrl('/__demo/trigger'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel: 'private-notifications-3', event: 'visit', data: { iduser: 40 } }),
    });
    stop();
    expect(await res.json()).toEqual({ ok: true, delivered: 1 });
    expect(seen).toEqual(['private-notifications-3/visit']);
    const log = (await (await fetch(apiUrl('/__demo/realtime'))).json()) as unknown[];
    expect(log).toEqual([expect.objectContaining({ channel: 'private-notifications-3', event: 'visit', data: { iduser: 40 } })]);
    expect((await fetch(apiUrl('/__demo/trigger'), { method: 'POST', body: '{}' })).status).toBe(400);
  });

  it('[DEMO] POST /__demo/reset restores the seed and POST /__demo/tokens/expire ages tokens out', async () => {
    const { headers } = loginAs('sofia');
    db.members.delete(40);
    expect(
      (
        await fetch(apiUrl('/__demo/tokens/expire'), {
          method: 'POST',
          body: JSON.stringify({ userId: 3 }),
          headers: { 'Content-Type': 'application/json' },
        })
      ).status,
    ).toBe(200);
    expect(await (await fetch(apiUrl('/v1/session'), { headers })).json()).toEqual({ error: 'token_expired' });
    expect(await (await fetch(apiUrl('/__demo/reset'), { method: 'POST' })).json()).toEqual({ ok: true });
    expect(db.members.has(40)).toBe(true);
    expect(db.tokens.size).toBe(0);
  });

  it('[DEMO] GET / lists the demo accounts', async () => {
    const body = (await (await fetch(apiUrl('/'))).json()) as { accounts: { email: string }[] };
    expect(body.accounts.map((a) => a.email)).toContain('sofia@demo.flechazo.ar');
  });
});
