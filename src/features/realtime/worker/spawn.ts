/**
 * Starts the realtime worker and its client. Kept apart (and imported lazily) because webpack's
 * `new Worker(new URL(..., import.meta.url))` is not something jest's CommonJS modules can load.
 */
import type { RtClient, RtOptions } from '../client-types';
import { bridgedClient } from './client';

/** How long a disconnected worker may take to close its socket before it is terminated. */
export const WORKER_GRACE_MS = 1000;

export function workerClient(options: RtOptions): Promise<RtClient> {
  const worker = new Worker(/* webpackChunkName: "pusher-worker" */ new URL('./pusher.worker.ts', import.meta.url), { name: 'realtime' });
  // The worker closes itself once pusher-js has disconnected; `end` (after `disconnect()`, e.g. at
  // logout) makes sure it is gone even if it could not, once it has had time to say goodbye.
  return bridgedClient(worker, options, {
    onError: (listener) => worker.addEventListener('error', (e) => listener(e.message || 'realtime worker failed')),
    end: () => setTimeout(() => worker.terminate(), WORKER_GRACE_MS),
  }).catch((e: unknown) => {
    worker.terminate();
    throw e;
  });
}
