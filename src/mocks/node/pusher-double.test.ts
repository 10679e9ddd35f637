/**
 * The Pusher WebSocket double end to end, with the real pusher-js client (its node build) talking
 * to the demo server on a random port, plus raw-protocol checks with `ws`.
 */
import Pusher from 'pusher-js';
import type { Channel, Members, PresenceChannel } from 'pusher-js';
import { WebSocket } from 'ws';
import { server as mswServer } from '@/test/msw-server';
import { loginAs } from '../fixtures';
import { signChannel } from '../pusher-auth';
import { trigger } from '../realtime';
import { startDemoServer } from './app';
import { rawText } from './pusher-double';
import type { DemoServer } from './app';

let demo: DemoServer;
const clients: Pusher[] = [];

beforeAll(async () => {
  mswServer.close();
  demo = await startDemoServer({ port: 0 });
});

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

afterAll(async () => {
  await demo.close();
});

/** A pusher-js client configured as the app does, signed in as the given member. */
function connect(account: Parameters<typeof loginAs>[0]): Pusher {
  const { token } = loginAs(account);
  const client = new Pusher('demo-app-key', {
    cluster: 'mt1',
    wsHost: 'localhost',
    wsPort: demo.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    authEndpoint: `${demo.url}/v1/pusher/auth`,
    auth: { headers: { Authorization: `Bearer ${token}` } },
  });
  clients.push(client);
  return client;
}

function once<T = unknown>(target: { bind(event: string, cb: (data: T) => void): unknown }, event: string, timeoutMs = 8000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${event}`)), timeoutMs);
    target.bind(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

async function subscribed(client: Pusher, channelName: string): Promise<Channel> {
  const channel = client.subscribe(channelName);
  await once(channel, 'pusher:subscription_succeeded');
  return channel;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Pusher double with pusher-js', () => {
  it('[DEMO] connects and hands out a socket id', async () => {
    const client = connect('sofia');
    await once(client.connection, 'connected');
    expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/);
  });

  it('[DEMO] subscribes to a private channel through the auth endpoint and receives server triggers', async () => {
    const client = connect('sofia');
    const channel = await subscribed(client, 'private-notifications-3');
    const received = once<{ iduser: number }>(channel, 'message');
    expect(trigger('private-notifications-3', 'message', { iduser: 40, apodo: 'Tincho', message: 'Hola', messageType: 1 })).toBe(1);
    expect(await received).toEqual({ iduser: 40, apodo: 'Tincho', message: 'Hola', messageType: 1 });

    const visit = once(channel, 'visit');
    const res = await fetch(`${demo.url}/__demo/trigger`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel: 'private-notifications-3', event: 'visit', data: { iduser: 41 } }),
    });
    expect(await res.json()).toEqual({ ok: true, delivered: 1 });
    expect(await visit).toEqual({ iduser: 41 });
  });

  it("[DEMO] gets a subscription error for a channel the auth endpoint refuses (someone else's notifications)", async () => {
    const client = connect('sofia');
    const channel = client.subscribe('private-notifications-4');
    const error = await once<{ status: number }>(channel, 'pusher:subscription_error');
    expect(error.status).toBe(403);
  });

  it('[DEMO] tracks presence: members list, member_added and member_removed', async () => {
    const sofia = connect('sofia');
    const presenceA = (await subscribed(sofia, 'presence-chat-3.40')) as PresenceChannel;
    expect(presenceA.members.count).toBe(1);
    expect(presenceA.members.me).toEqual({ id: '3', info: { nickname: 'Sofi_palermo' } });

    const added = once<{ id: string; info: { nickname: string } }>(presenceA, 'pusher:member_added');
    const other = connect(40);
    const presenceB = (await subscribed(other, 'presence-chat-3.40')) as PresenceChannel;
    expect((await added).id).toBe('40');
    const membersB: Members = presenceB.members;
    expect(membersB.count).toBe(2);
    expect(Object.keys(membersB.members).sort()).toEqual(['3', '40']);

    const removed = once<{ id: string }>(presenceA, 'pusher:member_removed');
    other.disconnect();
    expect((await removed).id).toBe('40');
    expect(presenceA.members.count).toBe(1);
  });

  it('[DEMO] relays client events to the other subscribers only', async () => {
    const sofia = connect('sofia');
    const other = connect(40);
    const chatA = await subscribed(sofia, 'private-chat-3.40');
    const chatB = await subscribed(other, 'private-chat-3.40');
    const echoes: unknown[] = [];
    chatA.bind('client-typing', (data: unknown) => echoes.push(data));
    const typing = once(chatB, 'client-typing');
    expect(chatA.trigger('client-typing', { status: true })).toBe(true);
    expect(await typing).toEqual({ status: true });
    await sleep(100);
    expect(echoes).toEqual([]);
  });
});

describe('Pusher double protocol details (raw WebSocket)', () => {
  interface Frame {
    event: string;
    channel?: string;
    data?: unknown;
  }

  async function open(key = 'demo-app-key'): Promise<{ ws: WebSocket; frames: Frame[]; next: (event: string) => Promise<Frame> }> {
    const ws = new WebSocket(`ws://127.0.0.1:${demo.port}/app/${key}?protocol=7&client=js&version=8.6.0`);
    const frames: Frame[] = [];
    const waiters: { event: string; resolve: (f: Frame) => void }[] = [];
    ws.on('message', (raw) => {
      const frame = JSON.parse(rawText(raw)) as Frame;
      const waiter = waiters.findIndex((w) => w.event === frame.event);
      if (waiter >= 0) waiters.splice(waiter, 1)[0]?.resolve(frame);
      else frames.push(frame);
    });
    const next = (event: string): Promise<Frame> => {
      const queued = frames.findIndex((f) => f.event === event);
      if (queued >= 0) return Promise.resolve(frames.splice(queued, 1)[0] as Frame);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event}`)), 8000);
        waiters.push({
          event,
          resolve: (frame) => {
            clearTimeout(timer);
            resolve(frame);
          },
        });
      });
    };
    return { ws, frames, next };
  }

  it('[DEMO] sends connection_established with a JSON-string data and answers ping with pong', async () => {
    const { ws, next } = await open();
    const established = await next('pusher:connection_established');
    expect(typeof established.data).toBe('string');
    expect(JSON.parse(established.data as string)).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
    ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    expect((await next('pusher:pong')).event).toBe('pusher:pong');
    ws.close();
  });

  it('[DEMO] rejects a bad signature, client events on public channels, and subscribes public channels without auth', async () => {
    const { ws, next } = await open();
    const socketId = (JSON.parse((await next('pusher:connection_established')).data as string) as { socket_id: string }).socket_id;

    ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'private-notifications-3', auth: 'demo-app-key:deadbeef' } }));
    expect(((await next('pusher:error')).data as { message: string }).message).toMatch(/Invalid signature/);

    ws.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel: 'presence-x', auth: signChannel(socketId, 'presence-x', '{"user_id":"9"}'), channel_data: '{"user_id":"9"}' },
      }),
    );
    const presence = await next('pusher_internal:subscription_succeeded');
    expect(JSON.parse(presence.data as string)).toEqual({ presence: { ids: ['9'], hash: { '9': {} }, count: 1 } });

    ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'news' } }));
    expect((await next('pusher_internal:subscription_succeeded')).channel).toBe('news');
    ws.send(JSON.stringify({ event: 'client-hello', channel: 'news', data: {} }));
    expect(((await next('pusher:error')).data as { message: string }).message).toMatch(/only supported on private and presence channels/);

    ws.send(JSON.stringify({ event: 'pusher:unsubscribe', data: { channel: 'news' } }));
    await sleep(50);
    expect(demo.pusher.channelSizes().news).toBeUndefined();
    ws.close();
  });

  it('[DEMO] closes with 4001 for an unknown app key', async () => {
    const { ws } = await open('wrong-key');
    const code = await new Promise<number>((resolve) => ws.on('close', (c: number) => resolve(c)));
    expect(code).toBe(4001);
  });
});
