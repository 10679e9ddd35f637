/**
 * The main thread's side of the realtime worker: an RtClient whose calls become messages to the
 * worker (worker/host.ts) and whose bindings are called with the events it forwards. The saga and
 * RealtimeConnection cannot tell it from pusher-js.
 */
import type { RtChannel, RtClient, RtConnection, RtMembers, RtOptions } from '../client-types';
import { bindingKey, type BridgePort, type FromWorker, type MembersWire, type ToWorker } from './protocol';

type Callback = (data: unknown) => void;

const isMembersWire = (d: unknown): d is MembersWire => Array.isArray((d as MembersWire | null)?.members);

/** Presence members get back the `each()` of pusher-js's Members. */
function fromWire(data: unknown): unknown {
  if (!isMembersWire(data)) return data;
  const members: RtMembers = { me: data.me, each: (cb) => data.members.forEach(cb) };
  return members;
}

/**
 * Starts the connection in the worker behind `port`; resolves once pusher-js is constructed there and
 * rejects if it could not be. `onError` is how the port reports that the worker itself failed (e.g. its
 * script did not load); `end` releases the worker after `disconnect()`.
 */
export function bridgedClient(
  port: BridgePort,
  options: RtOptions,
  { onError, end = () => {} }: { onError?: (listener: (reason: string) => void) => void; end?: () => void } = {},
): Promise<RtClient> {
  const callbacks = new Map<string, Callback[]>();
  const send = (m: ToWorker) => port.postMessage(m);
  let ready = false;

  const bind = (channel: string | null, event: string, cb: Callback) => {
    const k = bindingKey(channel, event);
    const list = callbacks.get(k);
    if (list) list.push(cb);
    else {
      callbacks.set(k, [cb]);
      // The worker always forwards the connection's state changes.
      if (!(channel === null && event === 'state_change')) send({ t: 'bind', channel, event });
    }
  };
  const fire = (channel: string | null, event: string, data: unknown) => {
    for (const cb of callbacks.get(bindingKey(channel, event)) ?? []) cb(data);
  };

  const connection: RtConnection = { state: 'initialized', bind: (event, cb) => bind(null, event, cb) };
  const channelOf = (name: string): RtChannel => ({
    bind: (event, cb) => bind(name, event, cb),
    // As pusher-js: a client event is sent when the connection is open.
    trigger: (event, data) => {
      if (!event.startsWith('client-') || connection.state !== 'connected') return false;
      send({ t: 'trigger', channel: name, event, data });
      return true;
    },
  });
  const onNetwork = (e: Event) => send({ t: 'network', online: e.type === 'online' });
  const client: RtClient = {
    connection,
    subscribe(name) {
      send({ t: 'subscribe', channel: name });
      return channelOf(name);
    },
    unsubscribe(name) {
      send({ t: 'unsubscribe', channel: name });
      for (const k of [...callbacks.keys()]) if (k.startsWith(bindingKey(name, ''))) callbacks.delete(k);
    },
    setToken(token) {
      send({ t: 'token', token });
    },
    disconnect() {
      send({ t: 'disconnect' });
      callbacks.clear();
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', onNetwork);
        window.removeEventListener('offline', onNetwork);
      }
      end();
    },
  };

  return new Promise<RtClient>((resolve, reject) => {
    port.addEventListener('message', (e) => {
      const m = e.data as FromWorker;
      if (m.t === 'ready') {
        ready = true;
        // The worker cannot see the page's network events; pusher-js reconnects on them (as on the main thread).
        if (typeof window !== 'undefined') {
          window.addEventListener('online', onNetwork);
          window.addEventListener('offline', onNetwork);
        }
        resolve(client);
      } else if (m.t === 'failed') reject(new Error(m.message));
      else {
        const data = fromWire(m.data);
        if (m.channel === null && m.event === 'state_change') connection.state = (data as { current: string }).current;
        fire(m.channel, m.event, data);
      }
    });
    onError?.((reason) => {
      if (!ready) reject(new Error(reason));
      else if (connection.state !== 'failed') {
        const previous = connection.state;
        connection.state = 'failed';
        fire(null, 'state_change', { previous, current: 'failed' });
      }
    });
    port.start?.();
    send({ t: 'connect', options });
  });
}
