/**
 * The messages between the main thread's realtime client (worker/client.ts) and the Pusher connection
 * in a dedicated Worker (worker/host.ts). Everything that crosses is structured-cloneable.
 */
import type { RtOptions } from '../client-types';

/** Main thread → worker. `channel: null` is the connection itself. */
export type ToWorker =
  | { t: 'connect'; options: RtOptions }
  | { t: 'subscribe'; channel: string }
  | { t: 'unsubscribe'; channel: string }
  | { t: 'bind'; channel: string | null; event: string }
  | { t: 'trigger'; channel: string; event: string; data: unknown }
  | { t: 'network'; online: boolean }
  /** A new bearer token (a relog): channel authorisations use it from now on. */
  | { t: 'token'; token: string }
  | { t: 'disconnect' };

/** Worker → main thread. The connection's `state_change` is always forwarded (it keeps `state` current). */
export type FromWorker =
  { t: 'ready' } | { t: 'failed'; message: string } | { t: 'event'; channel: string | null; event: string; data: unknown };

/** A presence channel's members cross as a plain list; the main side gives them back their `each()`. */
export interface MembersWire {
  members: { id: string }[];
  me: { id: string } | null;
}

/** What both ends talk through: a Worker, its global scope, or (in tests) a MessageChannel port. */
export interface BridgePort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (e: MessageEvent) => void): void;
  start?(): void;
}

export const bindingKey = (channel: string | null, event: string) => `${channel ?? ''}\u0000${event}`;
