/**
 * Messaging side effects, the send queue: send, retry, and the queue kept across reloads
 * (outbox-storage.ts, IndexedDB) and flushed when the connection is back.
 *
 * Never sent twice, even with two tabs open: every delivery holds the tabs' exclusive Web Lock
 * (OUTBOX_LOCK) from just before the request until the entry has left storage, and first checks that
 * the entry is still stored (another tab may have sent it while this one waited). Tabs tell each other
 * what they queued, sent or discarded (BroadcastChannel), so each shows the others' pending entries and
 * sees them sent. Without these APIs (jsdom, old browsers) a tab acts alone, as before.
 *
 * Never sent twice either when a send's answer never came (the tab closed or reloaded mid-request, the
 * connection dropped): the entry keeps its first try (`attempt`, in storage too), and before any resend
 * the conversation's newest messages are read and the entry is reconciled (outbox-reconcile.ts).
 *
 * A send the server took (2xx) is sent, whatever its answer names: the contract leaves the answer
 * partial ('its time and image path', no field names). Without the message's id the entry shows as sent
 * (status `sent`, with the hour and image path the answer gave, if any) and leaves storage, so it is
 * never sent again; the next conversation load or catch-up brings the message, and the entry gives way
 * to it (`settleSent`, matched as outbox-reconcile.ts matches).
 */
import { type EventChannel, buffers, eventChannel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { put, takeEvery } from 'redux-saga/effects';
import { apiCall, call, fork, type SagaGen, select, storeLocal, take } from '@/store/effects';
import { apiGetConversation, apiSendMessage } from '@/api/messages';
import { composerSent } from '@/features/realtime';
import { authenticated, selectMe } from '@/features/session';
import { ANALYTICS_EVENTS, track } from '@/shared/analytics';
import { sagaLock } from '@/shared/lib/saga-lock';
import { tabChannel } from '@/shared/lib/tabs';
import { formatHour } from '@/shared/lib/format';
import { isRecord, listIn, str } from '@/shared/lib/wire';
import { checkAttachment, releaseAttachment, restoreAttachment, takeAttachment } from './attachments';
import {
  asMine,
  imagesOf,
  toChatMessage,
  toChatMessages,
  messagesActions,
  selectConversation,
  selectOutbox,
  type ChatMessage,
  type OutboxAttempt,
  type OutboxDelivery,
  type OutboxEntry,
} from '../state';
import { findDelivered } from './outbox-reconcile';
import { outboxStorage, type StoredEntry } from './outbox-storage';

/** The Web Lock every tab holds while it delivers a queued message. */
export const OUTBOX_LOCK = 'flechazo-outbox-send';

/** What tabs tell each other about the member's queue. */
export type OutboxNews =
  | { kind: 'queued'; meId: number }
  | { kind: 'sent'; meId: number; localId: string; userId: number; message: ChatMessage }
  | { kind: 'confirmed'; meId: number; localId: string; delivered: OutboxDelivery; attempt?: OutboxAttempt }
  | { kind: 'removed'; meId: number; localId: string };

const tabs = tabChannel<OutboxNews>('flechazo-outbox');

/** This store's queue bookkeeping (in the saga context: a new store starts with none). */
interface OutboxState {
  /**
   * Entries that could not be stored (storage full or refused): they live in this tab only, so there is
   * no stored copy to check before sending. Every other entry is checked under the lock.
   */
  memoryOnly: Set<string>;
  /** Server messages matched to entries while reconciling: one message never settles two entries. */
  claimed: Set<number>;
  /** The last local id's number. */
  seq: number;
}

const outbox = storeLocal<OutboxState>('outbox', () => ({ memoryOnly: new Set(), claimed: new Set(), seq: 0 }));

/** Provides this store's queue bookkeeping: the messages saga runs it before its watchers. */
export const provideOutbox = outbox.provide;

const newLocalId = (o: OutboxState) => `local-${Date.now()}-${(o.seq += 1)}`;

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function* meId(): SagaGen<number | null> {
  const me = yield* select(selectMe);
  return me?.id ?? null;
}

function forget(o: OutboxState, entry: Pick<OutboxEntry, 'localId' | 'preview'>): void {
  o.memoryOnly.delete(entry.localId);
  releaseAttachment(entry.localId);
  if (entry.preview) {
    try {
      URL.revokeObjectURL(entry.preview);
    } catch {
      // nothing to free
    }
  }
}

type Reconciled = { kind: 'found'; message: ChatMessage } | { kind: 'absent' } | { kind: 'unknown'; queued: boolean };

/** Issue 33: is this entry, tried before with no answer, already on the server? */
function* reconcile(entry: OutboxEntry & { attempt: OutboxAttempt }): SagaGen<Reconciled> {
  const o = yield* outbox.get();
  const r = yield* apiCall(apiGetConversation, entry.userId, null);
  // The conversation's page as the conversation reads it: `{messages}` or a bare array (listIn).
  const messages = r.kind === 'ok' ? listIn(r.data, 'messages') : null;
  // Not a page of messages (a failed or malformed answer): the outcome stays unknown; never a blind resend.
  if (!messages) return { kind: 'unknown', queued: r.kind === 'network' };
  const found = findDelivered(entry, toChatMessages(messages), o.claimed);
  if (!found) return { kind: 'absent' };
  o.claimed.add(found.id);
  return { kind: 'found', message: found };
}

/** The server has the entry (`sent`): it leaves storage (still under the lock), this tab and the others. */
function* delivered(me: number | null, entry: OutboxEntry, server: ChatMessage): SagaGen {
  const o = yield* outbox.get();
  // The member's own message, whatever the answer says (or does not say) of its sender.
  const sent = asMine(server);
  if (me !== null) yield* call(outboxStorage.remove, me, entry.localId);
  forget(o, entry);
  yield put(messagesActions.outboxSent({ localId: entry.localId, userId: entry.userId, message: sent }));
  // PWA-12: the data layer hears of the message (who to and its kind, never its text), once: here,
  // in the tab that sent it, not in the others that hear of it.
  track({ event: ANALYTICS_EVENTS.chat, action: 'message_sent', id: entry.userId, messageType: sent.tipoMensaje });
  if (me !== null) tabs.post({ kind: 'sent', meId: me, localId: entry.localId, userId: entry.userId, message: sent });
}

/**
 * The server took the entry (2xx) but its answer names no message id: sent all the same. It leaves
 * storage (never sent again) and shows as sent with what the answer told; `settleSent` swaps it for the
 * message when a conversation load brings it.
 */
function* deliveredWithoutId(me: number | null, entry: OutboxEntry, answer: unknown): SagaGen {
  const o = yield* outbox.get();
  if (me !== null) yield* call(outboxStorage.remove, me, entry.localId);
  // The file is no longer needed; the preview stays on screen until the message itself comes.
  o.memoryOnly.delete(entry.localId);
  releaseAttachment(entry.localId);
  const told = isRecord(answer) ? (isRecord(answer.message) ? answer.message : answer) : {};
  const now = Date.now();
  const delivered: OutboxDelivery = { at: new Date(now).toISOString(), hour: str(told.hour) || formatHour(now), images: imagesOf(told) };
  yield put(messagesActions.outboxConfirmed({ localId: entry.localId, delivered }));
  track({ event: ANALYTICS_EVENTS.chat, action: 'message_sent', id: entry.userId, messageType: entry.type });
  if (me !== null)
    tabs.post({ kind: 'confirmed', meId: me, localId: entry.localId, delivered, ...(entry.attempt ? { attempt: entry.attempt } : {}) });
}

function* deliver(entry: OutboxEntry): SagaGen {
  const o = yield* outbox.get();
  const file = entry.type === 2 ? takeAttachment(entry.localId) : null;
  if (entry.type === 2 && !file) {
    yield put(messagesActions.outboxFailed({ localId: entry.localId, queued: false }));
    return;
  }
  if (isOffline()) {
    yield put(messagesActions.outboxFailed({ localId: entry.localId, queued: true }));
    return;
  }
  // 'sending' at once: another flush of this tab skips the entry while this one waits for the lock.
  yield put(messagesActions.outboxSending({ localId: entry.localId }));
  const me = yield* call(meId);
  const release = yield* call(sagaLock, OUTBOX_LOCK);
  try {
    // Another tab may have sent (or discarded) it while this one waited: never twice.
    const still = (yield* select(selectOutbox)).some((e) => e.localId === entry.localId);
    const kept = me === null || o.memoryOnly.has(entry.localId) ? null : yield* call(outboxStorage.has, me, entry.localId);
    if (!still || kept === false) {
      forget(o, entry);
      yield put(messagesActions.outboxGone({ localId: entry.localId }));
      return;
    }
    const current = (yield* select(selectOutbox)).find((e) => e.localId === entry.localId) ?? entry;
    if (current.attempt) {
      const check = yield* call(reconcile, { ...current, attempt: current.attempt });
      if (check.kind === 'found') {
        yield* call(delivered, me, current, check.message);
        return;
      }
      if (check.kind === 'unknown') {
        yield put(messagesActions.outboxFailed({ localId: entry.localId, queued: check.queued }));
        return;
      }
    } else {
      // From here on the outcome may be unknown (no answer): the try is kept before the request leaves.
      const c = yield* select(selectConversation, entry.userId);
      const attempt: OutboxAttempt = { at: new Date().toISOString(), afterId: c?.messages.at(-1)?.id ?? null };
      yield put(messagesActions.outboxAttempted({ localId: entry.localId, attempt }));
      if (me !== null && !o.memoryOnly.has(entry.localId)) yield* call(outboxStorage.put, me, { ...current, attempt }, file);
    }
    const r = yield* apiCall(apiSendMessage, entry.userId, { type: entry.type, text: entry.text, file });
    // A 2xx is a sent message (403 is passed on as 'ok' too, API-03: it is a refusal).
    if (r.kind !== 'ok' || r.status < 200 || r.status >= 300) {
      yield put(messagesActions.outboxFailed({ localId: entry.localId, queued: r.kind === 'network' }));
      return;
    }
    const sent = isRecord(r.data) ? toChatMessage(r.data.message) : null;
    const tried = (yield* select(selectOutbox)).find((e) => e.localId === entry.localId) ?? current;
    if (sent) yield* call(delivered, me, tried, sent);
    else yield* call(deliveredWithoutId, me, tried, r.data);
  } finally {
    release();
  }
}

function previewOf(file: File): string | undefined {
  try {
    return URL.createObjectURL(file);
  } catch {
    return undefined;
  }
}

/** MSG-32 to MSG-35 */
function* send(action: ReturnType<typeof messagesActions.sendRequested>): SagaGen {
  const o = yield* outbox.get();
  const { userId, attachment } = action.payload;
  const text = action.payload.text.trim();
  const file = takeAttachment(attachment);
  if (file && checkAttachment(file) !== 'ok') {
    releaseAttachment(attachment);
    return;
  }
  if (!file && !text) return;
  const localId = attachment ?? newLocalId(o);
  const entry: OutboxEntry = {
    localId,
    userId,
    type: file ? 2 : 1,
    text: file ? '' : text,
    createdAt: new Date().toISOString(),
    status: 'sending',
    ...(file ? { preview: previewOf(file) } : {}),
  };
  yield put(messagesActions.outboxAdded(entry));
  yield put(composerSent({ userId }));
  const me = yield* call(meId);
  if (me !== null && (yield* call(outboxStorage.put, me, entry, file))) tabs.post({ kind: 'queued', meId: me });
  else o.memoryOnly.add(localId);
  yield* call(deliver, entry);
}

function* retry(action: ReturnType<typeof messagesActions.retryRequested>): SagaGen {
  const outbox = yield* select(selectOutbox);
  const entry = outbox.find((e) => e.localId === action.payload.localId);
  if (entry && (entry.status === 'failed' || entry.status === 'queued')) yield* call(deliver, entry);
}

/** Sends what waits in the queue (for one chat, or all), oldest first. */
export function* flushQueued(userId: number | null): SagaGen {
  if (isOffline()) return;
  const outbox = yield* select(selectOutbox);
  for (const { localId } of outbox) {
    // Re-read each entry: another flush may have taken it meanwhile (never send twice).
    const e = (yield* select(selectOutbox)).find((x) => x.localId === localId);
    if (!e || e.status !== 'queued' || (userId !== null && e.userId !== userId)) continue;
    yield* call(deliver, e);
  }
}

/** Discarded by the member: gone from storage and from the other tabs. */
function* discard(action: ReturnType<typeof messagesActions.outboxDiscarded>): SagaGen {
  const o = yield* outbox.get();
  const { localId } = action.payload;
  forget(o, { localId });
  const me = yield* call(meId);
  if (me === null) return;
  yield* call(outboxStorage.remove, me, localId);
  tabs.post({ kind: 'removed', meId: me, localId });
}

function asEntry(e: StoredEntry): OutboxEntry {
  let preview: string | undefined;
  if (e.file) {
    const file = e.file instanceof File ? e.file : new File([e.file], 'foto', { type: e.file.type });
    restoreAttachment(e.localId, file);
    preview = previewOf(file);
  }
  return {
    localId: e.localId,
    userId: e.userId,
    type: e.type,
    text: e.text,
    createdAt: e.createdAt,
    status: 'queued',
    ...(preview ? { preview } : {}),
    ...(e.attempt ? { attempt: e.attempt } : {}),
  };
}

/** Brings in the stored entries this tab does not show yet (after a reload, or queued in another tab). */
function* loadStored(me: number): SagaGen {
  const kept = yield* call(outboxStorage.list, me);
  const known = new Set((yield* select(selectOutbox)).map((e) => e.localId));
  const fresh = kept.filter((e) => !known.has(e.localId));
  if (fresh.length > 0) yield put(messagesActions.outboxRestored(fresh.map(asEntry)));
}

export function* restoreOutbox(): SagaGen {
  // The messages code (and so this saga) can load before the session is back: a member route's chunk loads at boot.
  if ((yield* call(meId)) === null) yield* take(authenticated.type);
  const me = yield* call(meId);
  if (me === null) return;
  yield* call(loadStored, me);
  yield* call(flushQueued, null);
}

function newsChannel(): EventChannel<OutboxNews> {
  return eventChannel<OutboxNews>((emit) => tabs.listen(emit), buffers.expanding<OutboxNews>(8));
}

/** The other tabs' news: their queued entries shown here as pending, their sends and discards applied. */
function* watchOtherTabs(): SagaGen {
  const o = yield* outbox.get();
  const chan = yield* call(newsChannel);
  try {
    for (;;) {
      const news = yield* take(chan);
      const me = yield* call(meId);
      if (me === null || news.meId !== me) continue;
      if (news.kind === 'queued') {
        yield* call(loadStored, me);
        continue;
      }
      if (news.kind === 'confirmed') {
        // Sent by the other tab, without its id yet: shown as sent here too, settled by a load.
        releaseAttachment(news.localId);
        yield put(messagesActions.outboxConfirmed({ localId: news.localId, delivered: news.delivered, attempt: news.attempt }));
        continue;
      }
      const entry = (yield* select(selectOutbox)).find((e) => e.localId === news.localId);
      forget(o, entry ?? { localId: news.localId });
      if (news.kind === 'sent')
        yield put(messagesActions.outboxSent({ localId: news.localId, userId: news.userId, message: news.message }));
      else yield put(messagesActions.outboxGone({ localId: news.localId }));
    }
  } finally {
    chan.close();
  }
}

/**
 * Entries sent without a message id (status `sent`) give way to the message once a conversation load or
 * catch-up brings it: the member's own message of that kind and text, newer than the conversation's
 * newest at the try, stamped between the try and the answer (outbox-reconcile.ts). One message settles
 * one entry.
 */
function* settleSent(action: { payload: { userId: number } }): SagaGen {
  const o = yield* outbox.get();
  const { userId } = action.payload;
  const waiting = (yield* select(selectOutbox)).filter((e) => e.userId === userId && e.status === 'sent');
  if (waiting.length === 0) return;
  const messages = (yield* select(selectConversation, userId))?.messages ?? [];
  for (const e of waiting) {
    if (!e.attempt) continue;
    const at = Date.parse(e.delivered?.at ?? '');
    const found = findDelivered({ ...e, attempt: e.attempt }, messages, o.claimed, Number.isFinite(at) ? at : Date.now());
    if (!found) continue;
    o.claimed.add(found.id);
    forget(o, e);
    yield put(messagesActions.outboxSent({ localId: e.localId, userId, message: asMine(found) }));
  }
}

const bringsMessages = (a: Action): a is Action & { payload: { userId: number } } =>
  messagesActions.conversationLoaded.match(a) || messagesActions.messagesArrived.match(a) || messagesActions.olderLoaded.match(a);

export function* watchOutbox(): SagaGen {
  yield takeEvery(bringsMessages, settleSent);
  yield takeEvery(messagesActions.sendRequested.type, send);
  yield takeEvery(messagesActions.retryRequested.type, retry);
  yield takeEvery(messagesActions.outboxDiscarded.type, discard);
  yield* fork(watchOtherTabs);
}
