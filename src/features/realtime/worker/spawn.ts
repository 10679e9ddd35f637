/**
 * Starts the realtime worker and its client. Kept apart (and imported lazily) because webpack's
 * `new Worker(new URL(..., import.meta.url))` is not something jest's CommonJS modules can load.
 */
import type { RtClient, RtOptions } from '../pusher-client';
import { bridgedClient } from './client';

export function workerClient(options: RtOptions): Promise<RtClient> {
  const worker = new Worker(/* webpackChunkName: "pusher-worker" */ new URL('./pusher.worker.ts', import.meta.url), { name: 'realtime' });
  // No `end`: the worker closes itself once pusher-js has disconnected.
  return bridgedClient(worker, options, {
    onError: (listener) => worker.addEventListener('error', (e) => listener(e.message || 'realtime worker failed')),
  }).catch((e: unknown) => {
    worker.terminate();
    throw e;
  });
}
