/**
 * Test support: the realtime worker's two sides (client.ts and host.ts) joined by a MessageChannel
 * instead of a Worker, with any pusher-js class (the Node build, or a fake) on the worker's side.
 */
import { MessageChannel } from 'node:worker_threads';
import type { RtOptions } from '../pusher-client';
import { bridgedClient } from '../worker/client';
import { serveRealtime, type PusherClass } from '../worker/host';
import type { BridgePort } from '../worker/protocol';

export function channelBridge(Pusher: PusherClass, options: RtOptions, { onEnd }: { onEnd?: () => void } = {}) {
  const { port1, port2 } = new MessageChannel();
  let fail: (reason: string) => void = () => {};
  serveRealtime(port2 as unknown as BridgePort, Pusher, () => {
    onEnd?.();
    port2.close();
  });
  const client = bridgedClient(port1 as unknown as BridgePort, options, { onError: (l) => (fail = l), end: () => port1.close() });
  return {
    client,
    /** What the Worker's `error` event would report. */
    fail: (reason: string) => fail(reason),
    close: () => {
      port1.close();
      port2.close();
    },
  };
}
