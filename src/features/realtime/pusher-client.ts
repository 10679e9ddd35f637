/**
 * The Pusher adapter (ARCHITECTURE rule 7): the realtime saga talks to this small interface; the app
 * uses the real pusher-js (loaded in its own chunk on first connection), unit tests a fake.
 */
import { nextTask } from '@/shared/lib/idle';

export interface RtMembers {
  each(cb: (member: { id: string }) => void): void;
  me?: { id: string } | null;
}

export interface RtChannel {
  bind(event: string, cb: (data: unknown) => void): void;
  trigger(event: string, data: unknown): boolean;
  members?: RtMembers;
}

export interface RtConnection {
  state: string;
  bind(event: string, cb: (data: unknown) => void): void;
}

export interface RtClient {
  connection: RtConnection;
  subscribe(channel: string): RtChannel;
  unsubscribe(channel: string): void;
  disconnect(): void;
}

export interface RtOptions {
  key: string;
  cluster: string;
  wsHost: string;
  wsPort: number | null;
  forceTLS: boolean;
  authEndpoint: string;
  token: string;
}

export type RtClientFactory = (o: RtOptions) => Promise<RtClient>;

/** The real client: pusher-js, imported lazily so it never sits in the initial bundle. */
export const pusherJsFactory: RtClientFactory = async (o) => {
  const { default: Pusher } = await import(/* webpackChunkName: "pusher" */ 'pusher-js');
  // Evaluating pusher-js and starting its connection are two short tasks, not one long one.
  await nextTask();
  const client = new Pusher(o.key, {
    cluster: o.cluster,
    forceTLS: o.forceTLS,
    ...(o.wsHost ? { wsHost: o.wsHost, httpHost: o.wsHost, enabledTransports: ['ws', 'wss'] } : {}),
    ...(o.wsPort ? { wsPort: o.wsPort, wssPort: o.wsPort } : {}),
    channelAuthorization: {
      endpoint: o.authEndpoint,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${o.token}` },
    },
  });
  return client;
};

/** A client that never connects: the default under jest, so screens tested without realtime stay quiet. */
export const inertFactory: RtClientFactory = () => {
  const channel: RtChannel = { bind: () => {}, trigger: () => false };
  return Promise.resolve({
    connection: { state: 'unavailable', bind: () => {} },
    subscribe: () => channel,
    unsubscribe: () => {},
    disconnect: () => {},
  });
};

let factory: RtClientFactory = process.env.NODE_ENV === 'test' ? inertFactory : pusherJsFactory;

export function getRealtimeClientFactory(): RtClientFactory {
  return factory;
}

/** Tests swap the client (and restore with `setRealtimeClientFactory(inertFactory)`). */
export function setRealtimeClientFactory(f: RtClientFactory): void {
  factory = f;
}
