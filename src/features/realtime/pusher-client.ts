/**
 * The Pusher adapter (ARCHITECTURE rule 7): the realtime saga talks to this small interface; the app
 * uses the real pusher-js in the realtime worker (loaded on first connection), unit tests a fake.
 */
import { cancellable } from '@/shared/lib/saga-lock';

import type { RtChannel, RtClient, RtClientFactory, RtOptions } from './client-types';

export type { RtChannel, RtClient, RtClientFactory, RtMembers, RtOptions } from './client-types';

/**
 * The real client: pusher-js in a dedicated Worker (worker/), so its evaluation, WebSocket traffic and
 * parsing stay off the page's main thread. Its chunks load on the first connection.
 */
export const pusherJsFactory: RtClientFactory = async (o) => {
  const { workerClient } = await import(/* webpackChunkName: "realtime-worker" */ './worker/spawn');
  return workerClient(o);
};

/** A client that never connects: the default under jest, so screens tested without realtime stay quiet. */
export const inertFactory: RtClientFactory = () => {
  const channel: RtChannel = { bind: () => {}, trigger: () => false };
  return Promise.resolve({
    connection: { state: 'unavailable', bind: () => {} },
    subscribe: () => channel,
    unsubscribe: () => {},
    disconnect: () => {},
    setToken: () => {},
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

/**
 * The client as a saga waits for it: a wait cancelled by a logout (AUTH-64) disconnects the client
 * once it arrives, so its worker never outlives the session.
 */
export function startClient(make: RtClientFactory, options: RtOptions): Promise<RtClient> {
  let dropped = false;
  const p = make(options).then((client) => {
    if (dropped) client.disconnect();
    return client;
  });
  return cancellable(p, () => {
    dropped = true;
  });
}
