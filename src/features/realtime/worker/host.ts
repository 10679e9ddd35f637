/**
 * The realtime worker's side of the bridge: it owns the pusher-js client (its WebSocket, timers,
 * JSON parsing and channel bookkeeping) and forwards the events the main thread asked for. Nothing
 * here touches the DOM; tests run it over a MessageChannel with pusher-js's Node build.
 */
import type { Options } from 'pusher-js';
import type { RtChannel, RtClient, RtMembers, RtOptions } from '../client-types';
import { bindingKey, type BridgePort, type FromWorker, type MembersWire, type ToWorker } from './protocol';

/** The pusher-js class of any build (web, worker, node): what the bridge uses of it. */
/** A pusher-js client as the worker drives it (the token is the worker's own, read at each authorisation). */
type PusherInstance = Omit<RtClient, 'setToken'>;

export interface PusherClass {
  new (key: string, options: Options): PusherInstance;
  Runtime?: { getNetwork(): { emit(event: string, data?: unknown): unknown } };
}

/**
 * pusher-js's options for the app's connection. The channel authorisation's bearer token is read at
 * each authorisation (`headersProvider`), not fixed at connection time: after a relog, a new chat
 * channel and every re-subscription after a reconnect carry the new token (`token()`).
 */
function pusherOptions(o: RtOptions, token: () => string): Options {
  return {
    cluster: o.cluster,
    forceTLS: o.forceTLS,
    ...(o.wsHost ? { wsHost: o.wsHost, httpHost: o.wsHost, enabledTransports: ['ws', 'wss'] } : {}),
    ...(o.wsPort ? { wsPort: o.wsPort, wssPort: o.wsPort } : {}),
    channelAuthorization: {
      endpoint: o.authEndpoint,
      transport: 'ajax',
      headersProvider: () => ({ Authorization: `Bearer ${token()}` }),
    },
  };
}

const isMembers = (d: unknown): d is RtMembers => typeof (d as RtMembers | null)?.each === 'function';

/** Event data as it crosses: presence members as a list; anything else as is, or as JSON would keep it. */
function toWire(data: unknown): unknown {
  if (!isMembers(data)) return data;
  const members: MembersWire['members'] = [];
  data.each((m) => members.push({ id: String(m.id) }));
  const wire: MembersWire = { members, me: data.me ? { id: String(data.me.id) } : null };
  return wire;
}

export function serveRealtime(port: BridgePort, Pusher: PusherClass, end: () => void = () => {}): void {
  let client: PusherInstance | null = null;
  let token = '';
  const channels = new Map<string, RtChannel>();
  const bound = new Set<string>();

  const send = (m: FromWorker) => {
    try {
      port.postMessage(m);
    } catch {
      // Not cloneable (e.g. a WebSocket error event): what JSON keeps of it, else nothing.
      let data: unknown = null;
      try {
        data = JSON.parse(JSON.stringify(m.t === 'event' ? m.data : null)) as unknown;
      } catch {
        /* nothing */
      }
      port.postMessage(m.t === 'event' ? { ...m, data } : m);
    }
  };
  const forward = (channel: string | null, event: string) => (data: unknown) => send({ t: 'event', channel, event, data: toWire(data) });

  const handle = (m: ToWorker) => {
    if (m.t === 'connect') {
      token = m.options.token;
      try {
        client = new Pusher(
          m.options.key,
          pusherOptions(m.options, () => token),
        );
      } catch (e) {
        send({ t: 'failed', message: e instanceof Error ? e.message : String(e) });
        return;
      }
      client.connection.bind('state_change', forward(null, 'state_change'));
      send({ t: 'ready' });
      return;
    }
    if (m.t === 'token') {
      token = m.token;
      return;
    }
    if (!client) return;
    switch (m.t) {
      case 'subscribe':
        channels.set(m.channel, client.subscribe(m.channel));
        break;
      case 'unsubscribe':
        client.unsubscribe(m.channel);
        channels.delete(m.channel);
        for (const k of [...bound]) if (k.startsWith(bindingKey(m.channel, ''))) bound.delete(k);
        break;
      case 'bind': {
        const k = bindingKey(m.channel, m.event);
        const target = m.channel === null ? client.connection : channels.get(m.channel);
        if (!target || bound.has(k)) break;
        bound.add(k);
        target.bind(m.event, forward(m.channel, m.event));
        break;
      }
      case 'trigger':
        try {
          channels.get(m.channel)?.trigger(m.event, m.data);
        } catch {
          /* pusher-js throws only for a non-client event, which the main side never sends */
        }
        break;
      case 'network':
        Pusher.Runtime?.getNetwork().emit(m.online ? 'online' : 'offline');
        break;
      case 'disconnect':
        client.disconnect();
        client = null;
        end();
        break;
      default:
        break;
    }
  };

  port.addEventListener('message', (e) => handle(e.data as ToWorker));
  port.start?.();
}
