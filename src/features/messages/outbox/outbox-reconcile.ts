/**
 * Sends that never double (issue 33): the send API has no idempotency key, so a message whose send
 * was started but whose answer never came (the tab closed or reloaded, the connection dropped, the
 * request timed out) may already be on the server. Before it is sent again the app reads the
 * conversation's newest page (GET /v1/messages/view/{id}) and looks for it there: a message of the
 * member's own, of the same kind and text, newer than the conversation's newest message when the send
 * was first tried, and stamped within the time window of that try (a message whose answer does not say
 * who sent it may be the member's). Found: it is that message (the
 * entry is done); absent: it is sent.
 */
import { formatHour } from '@/shared/lib/format';
import type { ChatMessage, OutboxAttempt, OutboxEntry } from '../state';

/** Clock skew allowed between the member's device and the server, each side of the window. */
export const RECONCILE_SKEW_MS = 2 * 60_000;

/** The minutes ('HH:mm', Buenos Aires time, as the wire's `hour`) from `from` to `to`; null: any. */
function hoursBetween(from: number, to: number): Set<string> | null {
  if (to - from >= 86_400_000) return null;
  const out = new Set<string>();
  for (let t = from; t <= to + 60_000; t += 60_000) out.add(formatHour(t));
  return out;
}

function inWindow(m: ChatMessage, attempt: OutboxAttempt, now: number): boolean {
  const from = Date.parse(attempt.at) - RECONCILE_SKEW_MS;
  const to = now + RECONCILE_SKEW_MS;
  if (!Number.isFinite(from)) return false;
  // The contract names `hour` (HH:mm); a full `date` is used when the server sends one.
  const date = m.date ? Date.parse(m.date) : NaN;
  if (Number.isFinite(date)) return date >= from && date <= to;
  if (/^\d{2}:\d{2}$/.test(m.hour)) {
    const hours = hoursBetween(from, to);
    return hours === null || hours.has(m.hour);
  }
  // No time on the message: only the id (newer than the conversation's newest at the try) can tell.
  return attempt.afterId !== null;
}

/**
 * The server's copy of an entry already tried, among a conversation's messages, or null. `claimed`:
 * ids already matched to other entries (two entries with one text never take the same message).
 */
export function findDelivered(
  entry: Pick<OutboxEntry, 'type' | 'text'> & { attempt: OutboxAttempt },
  messages: ChatMessage[],
  claimed: ReadonlySet<number>,
  now = Date.now(),
): ChatMessage | null {
  const { attempt } = entry;
  const text = entry.text.trim();
  return (
    messages.find(
      (m) =>
        // The member's own, or one whose answer does not say who sent it (ConversationMessage's isMine is optional).
        (m.isMine || m.senderUnknown) &&
        !claimed.has(m.id) &&
        (attempt.afterId === null || m.id > attempt.afterId) &&
        m.tipoMensaje === entry.type &&
        (entry.type === 2 || m.texto.trim() === text) &&
        inWindow(m, attempt, now),
    ) ?? null
  );
}
