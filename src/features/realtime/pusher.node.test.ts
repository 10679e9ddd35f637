/**
 * (Runs in the default environment like src/mocks/node/pusher-double.test.ts: the shared
 * src/test/env.setup.ts assumes a window, so `@jest-environment node` cannot load.)
 *
 * The real pusher-js behind the realtime worker's bridge, against the demo API's Pusher-protocol
 * double: private notifications, the chat channel (a presence- one), client-typing both ways. The
 * browser runs the bridge's far side in a Worker with pusher-js's Worker build (see e2e/messaging);
 * here it runs over a MessageChannel with the Node build.
 */
import Pusher from 'pusher-js';
import { server as mswServer } from '@/test/msw-server';
import { loginAs } from '@/mocks/fixtures';
import { db } from '@/mocks/db';
import { trigger } from '@/mocks/realtime';
import { startDemoServer, type DemoServer } from '@/mocks/node/app';
import { RealtimeConnection, type RtEvent } from './connection';
import type { RtClient, RtClientFactory } from './pusher-client';
import { absoluteAuthEndpoint } from './channels';
import { channelBridge } from './tests/channel-bridge';

let demo: DemoServer;
const clients: RtClient[] = [];

beforeAll(async () => {
  mswServer.close();
  demo = await startDemoServer({ port: 0 });
});
afterEach(() => clients.splice(0).forEach((c) => c.disconnect()));
afterAll(async () => {
  await demo.close();
});

/** The browser's worker client, with the worker's side on the other end of a MessageChannel. */
const bridgedFactory: RtClientFactory = (o) => channelBridge(Pusher, o).client;

async function member(id: number) {
  const { token } = loginAs(id);
  return connectWith(id, token);
}

async function connectWith(id: number, token: string) {
  const client = await bridgedFactory({
    key: 'demo-app-key',
    cluster: 'mt1',
    wsHost: 'localhost',
    wsPort: demo.port,
    forceTLS: false,
    authEndpoint: absoluteAuthEndpoint('/v1/pusher/auth', demo.url),
    token,
  });
  clients.push(client);
  const events: RtEvent[] = [];
  const conn = new RealtimeConnection(client, (e) => events.push(e), id, 'presence-chat-', `private-notifications-${id}`);
  return { client, conn, events, token };
}

const until = async (check: () => boolean, ms = 4000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

it('[RT-01] [RT-03] [RT-06] real pusher-js subscribes through the auth endpoint with the bearer token and receives message events', async () => {
  const vale = await member(5);
  await until(() => vale.events.some((e) => e.kind === 'state' && e.current === 'connected'));
  await new Promise((r) => setTimeout(r, 200));
  trigger('private-notifications-5', 'message', {
    iduser: 4,
    apodo: 'Tincho_ros',
    sexo: 1,
    imagen: 'x.webp',
    message: 'Hola',
    messageType: 1,
    // Unix seconds (the realtime contract leaves the unit unstated): read as the same instant in ms.
    timestamp: 1767225600,
    id: 77,
  });
  await until(() => vale.events.some((e) => e.kind === 'message'));
  expect(vale.events.find((e) => e.kind === 'message')).toEqual({
    kind: 'message',
    notice: {
      userId: 4,
      nickname: 'Tincho_ros',
      gender: 1,
      image: 'x.webp',
      text: 'Hola',
      messageType: 1,
      timestamp: 1767225600000,
      messageId: 77,
    },
  });
});

it('[RT-05] [RT-15] [RT-16] two members on the presence- chat channel: presence and client-typing, as the realtime contract has them', async () => {
  const vale = await member(5);
  const tincho = await member(4);
  vale.conn.openChat(4);
  await new Promise((r) => setTimeout(r, 300));
  tincho.conn.openChat(5);
  await until(() => vale.events.some((e) => e.kind === 'presence' && e.online));
  await until(() => tincho.events.some((e) => e.kind === 'presence' && e.online));
  // Client events need the subscription to have succeeded on the chat channel.
  await new Promise((r) => setTimeout(r, 300));
  expect(tincho.conn.sendTyping(5, true)).toBe(true);
  await until(() => vale.events.some((e) => e.kind === 'typing' && e.typing));
  tincho.client.disconnect();
  await until(() => vale.events.some((e) => e.kind === 'presence' && !e.online));
  // The double checked the subscriptions, the channel auth calls, client-typing and the presence
  // events against contract/ (docs/contract-checks.md): all of them as the contract has them.
  const { counts, lines } = demo.contract.recorder.summary();
  expect(lines).toEqual([]);
  expect(counts.realtime.checked).toBeGreaterThanOrEqual(6);
  expect(counts.requests.checked).toBeGreaterThanOrEqual(4);
});

it('[RT-01] [API-05] real pusher-js: once the bearer token has expired, the token handed over after the relog authorises a new chat channel', async () => {
  const vale = await member(5);
  await until(() => vale.events.some((e) => e.kind === 'state' && e.current === 'connected'));
  const tincho = await member(4);
  tincho.conn.openChat(5);
  // Valentina's login token expires (the API answers token_expired); the app relogs and hands the new one over.
  const record = db.tokens.get(vale.token);
  if (record) record.issuedAt = 0;
  vale.client.setToken(loginAs(5).token);
  vale.conn.openChat(4);
  await until(() => vale.events.some((e) => e.kind === 'presence' && e.userId === 4 && e.online));
});
