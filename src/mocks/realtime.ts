/**
 * Server-side realtime events of the demo API: a tiny in-process event bus.
 *
 * Handlers (e.g. a future send-message or like handler) call trigger(channel, event, data). On the
 * node server the Pusher WebSocket double listens and pushes the event to subscribed sockets; under
 * jest nothing listens, and tests can read db.realtimeLog (or listen with onTrigger) to assert what
 * the server would have sent. The log is part of the db state, so resetDemoDb() clears it.
 */
import { NOTIFICATIONS_CHANNEL_PREFIX } from './config';
import { contractMode } from './contract/mode';
import { realtimeInOtherReading } from './contract/other-reading';
import { db } from './db';

export interface RealtimeEvent {
  channel: string;
  event: string;
  data: unknown;
}

/** Returns how many sockets received the event (a listener that is not a transport returns 0). */
export type RealtimeListener = (event: RealtimeEvent) => number;

const listeners = new Set<RealtimeListener>();
const LOG_LIMIT = 500;

/**
 * In DEMO_CONTRACT=other-reading the notifications channel's events speak the other reading of the
 * realtime contract (timestamps in seconds, ids as text ...: contract/other-reading.ts).
 */
function shaped(channel: string, event: string, data: unknown): unknown {
  if (contractMode() !== 'other-reading' || !channel.startsWith(NOTIFICATIONS_CHANNEL_PREFIX)) return data;
  return realtimeInOtherReading(event, data, {
    imageOf: (id) => {
      const image = db.messages.find((m) => m.id === id)?.image;
      return image ? `users_chat/${image}` : undefined;
    },
  });
}

export function trigger(channel: string, event: string, raw: unknown): number {
  const data = shaped(channel, event, raw);
  db.realtimeLog.push({ channel, event, data, at: new Date().toISOString() });
  if (db.realtimeLog.length > LOG_LIMIT) db.realtimeLog.splice(0, db.realtimeLog.length - LOG_LIMIT);
  let delivered = 0;
  for (const listener of listeners) delivered += listener({ channel, event, data });
  return delivered;
}

/** Subscribes to every triggered event; returns the unsubscribe function. */
export function onTrigger(listener: RealtimeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** private-notifications-<id>: where message, visit, match and system events go (RT-03). */
export function notificationsChannel(memberId: number): string {
  return `${NOTIFICATIONS_CHANNEL_PREFIX}${memberId}`;
}
