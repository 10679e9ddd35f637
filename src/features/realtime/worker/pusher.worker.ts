/**
 * The realtime worker's script: pusher-js's Worker build behind the bridge. Its WebSocket, timers and
 * message parsing run here, off the page's main thread.
 */
import Pusher from 'pusher-js/worker';
import { serveRealtime } from './host';
import type { BridgePort } from './protocol';

const scope = self as unknown as BridgePort & { close(): void };
serveRealtime(scope, Pusher, () => scope.close());
