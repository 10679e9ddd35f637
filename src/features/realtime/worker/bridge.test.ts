/**
 * The realtime worker's bridge (worker/client.ts ↔ worker/host.ts) over a MessageChannel, with a fake
 * pusher-js: what crosses, and what the main thread's client answers itself. The real pusher-js behind
 * the bridge, against the demo API, is in ../pusher.node.test.ts.
 */
import type { RtClient, RtMembers, RtOptions } from '../pusher-client';
import { channelBridge } from '../tests/channel-bridge';
import type { PusherClass } from './host';

type Cb = (data: unknown) => void;
class Emitter {
  readonly cbs = new Map<string, Cb[]>();
  bind(event: string, cb: Cb) {
    this.cbs.set(event, [...(this.cbs.get(event) ?? []), cb]);
  }
  emit(event: string, data?: unknown) {
    for (const cb of this.cbs.get(event) ?? []) cb(data);
  }
}
class FakeChannel extends Emitter {
  readonly triggered: [string, unknown][] = [];
  trigger(event: string, data: unknown) {
    this.triggered.push([event, data]);
    return true;
  }
}
class FakePusher {
  static last: FakePusher | null = null;
  static network = { emit: jest.fn() };
  static Runtime = { getNetwork: () => FakePusher.network };
  readonly connection = Object.assign(new Emitter(), { state: 'initialized' });
  readonly channels = new Map<string, FakeChannel>();
  readonly disconnect = jest.fn();
  constructor(
    readonly key: string,
    readonly options: Record<string, unknown>,
  ) {
    FakePusher.last = this;
  }
  subscribe(name: string) {
    const c = this.channels.get(name) ?? new FakeChannel();
    this.channels.set(name, c);
    return c;
  }
  unsubscribe(name: string) {
    this.channels.delete(name);
  }
}

const OPTIONS: RtOptions = {
  key: 'k',
  cluster: 'mt1',
  wsHost: '',
  wsPort: null,
  forceTLS: true,
  authEndpoint: 'https://api.example/v1/pusher/auth',
  token: 'tok',
};
const open: { close(): void }[] = [];
afterEach(() => open.splice(0).forEach((b) => b.close()));

function bridge(Pusher: unknown = FakePusher) {
  const ended = jest.fn();
  const b = channelBridge(Pusher as PusherClass, OPTIONS, { onEnd: ended });
  open.push(b);
  return { ...b, ended };
}
const pusher = () => FakePusher.last as FakePusher;
/** The headers pusher-js would send its auth endpoint now (static ones, then the provider's). */
const authHeaders = () => {
  const a = pusher().options.channelAuthorization as { headers?: object; headersProvider?: () => object };
  return { ...(a.headers ?? {}), ...(a.headersProvider?.() ?? {}) };
};
const settle = () => new Promise((r) => setTimeout(r, 20));
const connected = async (c: RtClient) => {
  pusher().connection.emit('state_change', { previous: 'connecting', current: 'connected' });
  await settle();
  expect(c.connection.state).toBe('connected');
};

it('[RT-01] the worker starts pusher-js with the app key, cluster mt1 and the bearer token on the auth endpoint; the client is ready once it is built', async () => {
  const c = await bridge().client;
  expect(pusher().key).toBe('k');
  expect(pusher().options).toMatchObject({
    cluster: 'mt1',
    forceTLS: true,
    channelAuthorization: { endpoint: 'https://api.example/v1/pusher/auth', transport: 'ajax' },
  });
  expect(authHeaders()).toEqual({ Authorization: 'Bearer tok' });
  const states: unknown[] = [];
  c.connection.bind('state_change', (s) => states.push(s));
  await connected(c);
  expect(states).toEqual([{ previous: 'connecting', current: 'connected' }]);
});

it('[RT-01] [API-05] a new bearer token (a relog) crosses to the worker: every channel authorisation from then on carries it', async () => {
  const c = await bridge().client;
  expect(authHeaders()).toEqual({ Authorization: 'Bearer tok' });
  c.setToken('tok-after-relog');
  await settle();
  expect(authHeaders()).toEqual({ Authorization: 'Bearer tok-after-relog' });
});

it('[RT-03] [RT-04] events of a subscribed channel reach their bindings; after unsubscribing they no longer do', async () => {
  const c = await bridge().client;
  const got: unknown[] = [];
  c.subscribe('private-notifications-3').bind('message', (d) => got.push(d));
  await settle();
  pusher().channels.get('private-notifications-3')?.emit('message', { iduser: 4, message: 'Hola' });
  await settle();
  expect(got).toEqual([{ iduser: 4, message: 'Hola' }]);
  const old = pusher().channels.get('private-notifications-3') as FakeChannel;
  c.unsubscribe('private-notifications-3');
  await settle();
  expect(pusher().channels.has('private-notifications-3')).toBe(false);
  old.emit('message', { iduser: 4, message: 'otra' });
  await settle();
  expect(got).toHaveLength(1);
});

it("[RT-15] a presence channel's members cross the bridge and keep their each()", async () => {
  const c = await bridge().client;
  const ids: string[] = [];
  let me: RtMembers['me'] = null;
  c.subscribe('presence-chat-3.4').bind('pusher:subscription_succeeded', (m) => {
    (m as RtMembers).each((x) => ids.push(x.id));
    me = (m as RtMembers).me ?? null;
  });
  await settle();
  const members: RtMembers = { me: { id: '3' }, each: (cb) => [{ id: '3' }, { id: '4' }].forEach(cb) };
  pusher().channels.get('presence-chat-3.4')?.emit('pusher:subscription_succeeded', members);
  await settle();
  expect(ids).toEqual(['3', '4']);
  expect(me).toEqual({ id: '3' });
});

it('[RT-17] client-typing is sent, as by pusher-js, only on an open connection and only as a client event', async () => {
  const c = await bridge().client;
  const chat = c.subscribe('private-chat-3.4');
  expect(chat.trigger('client-typing', { status: true, iduser: 3 })).toBe(false);
  await connected(c);
  expect(chat.trigger('typing', { status: true })).toBe(false);
  expect(chat.trigger('client-typing', { status: true, iduser: 3 })).toBe(true);
  await settle();
  expect(pusher().channels.get('private-chat-3.4')?.triggered).toEqual([['client-typing', { status: true, iduser: 3 }]]);
});

it("[HOUSE] the page's offline and online events reach pusher-js's network in the worker (it checks or retries its connection)", async () => {
  const c = await bridge().client;
  FakePusher.network.emit.mockClear();
  window.dispatchEvent(new Event('offline'));
  window.dispatchEvent(new Event('online'));
  await settle();
  expect(FakePusher.network.emit.mock.calls).toEqual([['offline'], ['online']]);
  c.disconnect();
  window.dispatchEvent(new Event('online'));
  await settle();
  expect(FakePusher.network.emit).toHaveBeenCalledTimes(2);
});

it('[HOUSE] disconnect() disconnects pusher-js and ends the worker', async () => {
  const b = bridge();
  (await b.client).disconnect();
  await settle();
  expect(pusher().disconnect).toHaveBeenCalledTimes(1);
  expect(b.ended).toHaveBeenCalledTimes(1);
});

it('[HOUSE] event data that cannot be cloned (a socket error) crosses as what JSON keeps of it', async () => {
  const c = await bridge().client;
  const got: unknown[] = [];
  c.connection.bind('error', (d) => got.push(d));
  await settle();
  pusher().connection.emit('error', { type: 'WebSocketError', error: { code: 1006, retry: () => {} } });
  await settle();
  expect(got).toEqual([{ type: 'WebSocketError', error: { code: 1006 } }]);
});

it('[HOUSE] a worker that fails before pusher-js is built rejects the client; one that fails later reports the connection failed', async () => {
  const early = bridge(
    class {
      constructor() {
        throw new Error('no WebSocket');
      }
    },
  );
  await expect(early.client).rejects.toThrow('no WebSocket');

  const broken = bridge();
  broken.fail('script error');
  await expect(broken.client).rejects.toThrow('script error');

  const late = bridge();
  const c = await late.client;
  const states: unknown[] = [];
  c.connection.bind('state_change', (s) => states.push(s));
  late.fail('worker crashed');
  expect(c.connection.state).toBe('failed');
  expect(states).toEqual([{ previous: 'initialized', current: 'failed' }]);
});
