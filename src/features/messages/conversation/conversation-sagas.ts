/**
 * Messaging side effects, conversations: open (pages of 15), older pages, batch and count, realtime
 * messages, and the catch-up after a reconnect, coming back online or waking up.
 */
import { debounce, delay, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { apiCall, call, fork, type SagaGen, select } from '@/store/effects';
import { apiGetBatch, apiGetChatList, apiGetConversation, apiGetCount, apiMarkAsRead, type BatchParams } from '@/api/messages';
import { isBlocked } from '@/features/lists';
import { chatClosed, chatOpened, rtMessageReceived, rtReconnected, selectOpenChats } from '@/features/realtime';
import { sessionRefreshRequested } from '@/features/session';
import { paymentCompleted } from '@/features/paywall';
import { modalCloseRequested } from '@/features/shell';
import { formatHour } from '@/shared/lib/format';
import { bool, id as idOf, isOpaqueId, isRecord, listIn, num } from '@/shared/lib/wire';
import {
  MESSAGES_REFRESH_ID,
  toChatMessages,
  toChatRows,
  toHeader,
  messagesActions,
  selectConversation,
  selectList,
  type ChatHeader,
  type ChatMessage,
  type ChatRow,
} from '../state';
import { flushQueued } from '../outbox';
import { messageViewSkipSet, messageViewSkipUsed, selectMessageViewSkip } from '../view-skip';
import type { RootState } from '@/store';

/** MSG-27: realtime-triggered loads wait this long, so a burst becomes one request. */
export const RESPONSE_DELAY_MS = 100;
export const BATCH_LIMIT = 50;

export const BATCH_ERRORS = {
  params: 'Invalid parameters for batch loading',
  chatId: 'Chat ID is required',
  unknown: 'Unknown error',
} as const;

function* markConversationRead(userId: number): SagaGen {
  const r = yield* apiCall(apiMarkAsRead, [userId], null);
  if (r.kind !== 'ok') return;
  yield put(messagesActions.chatsMarkedRead({ users: [userId] }));
  yield put(sessionRefreshRequested(MESSAGES_REFRESH_ID));
}

function* openConversation(action: ReturnType<typeof messagesActions.conversationOpened>): SagaGen {
  const { userId } = action.payload;
  // LIST-14: a blocked member's conversation is never opened.
  if (yield* select(isBlocked, userId)) {
    yield put(modalCloseRequested());
    return;
  }
  // SHELL-32 (A §2, B §2): moving from the paywall to this message view skips its initial load. The
  // conversation the member was reading stays as it was; one that never loaded (its load answered 402,
  // and would again) has nothing to show: the message view is skipped, back where it was opened from.
  if ((yield* select(selectMessageViewSkip)) === userId) {
    yield put(messageViewSkipUsed());
    if ((yield* select(selectConversation, userId))?.header) yield put(chatOpened({ userId }));
    else yield put(modalCloseRequested());
    return;
  }
  yield put(chatOpened({ userId }));
  yield put(messagesActions.conversationRequested({ userId }));
  const r = yield* apiCall(apiGetConversation, userId, null);
  // OPEN-18: without the member and a message list the answer is not a conversation: the modal
  // stops loading and offers 'Reintentar'.
  // The conversation is `{user, messages, hasMore}` or, as the contract reads the spec, a bare array of
  // messages: the header then comes from the member's chat row, and more may come while a page is full.
  const data: unknown = r.kind === 'ok' ? r.data : null;
  const messages = listIn(data, 'messages');
  const header = !messages ? null : isRecord(data) ? toHeader(data.user, userId) : yield* call(bareHeader, userId);
  if (!messages || !header) {
    yield put(messagesActions.conversationFailed({ userId }));
    return;
  }
  yield put(messagesActions.conversationLoaded({ userId, header, messages: toChatMessages(messages), hasMore: hasMoreOf(data, messages) }));
  yield* call(markConversationRead, userId); // MSG-22
  yield* call(flushQueued, userId);
}

/** A conversation page holds at most 15 messages (A §7): without `hasMore`, a full page may have more. */
const PAGE = 15;
const hasMoreOf = (data: unknown, messages: unknown[]): boolean =>
  isRecord(data) && data.hasMore !== undefined ? bool(data.hasMore) : messages.length >= PAGE;

/**
 * The header of a conversation answered as a bare array: what the member's chat row shows of them. A
 * conversation opened before any list named them (a link, a notification) asks the first page of each
 * list (received, then sent) for their row: no name is never shown while a list can tell it.
 */
function* bareHeader(userId: number): SagaGen<ChatHeader> {
  const known = yield* select(headerFromRows, userId);
  if (known.nickname) return known;
  for (const box of ['received', 'sent'] as const) {
    const r = yield* apiCall(apiGetChatList, box, 0);
    const row = toChatRows(r.kind === 'ok' ? listIn(r.data) : null).find((x) => x.userId === userId);
    if (row) return headerOfRow(userId, row);
  }
  return known;
}

function headerFromRows(state: RootState, userId: number): ChatHeader {
  const row = [...selectList(state, 'received').items, ...selectList(state, 'sent').items].find((x) => x.userId === userId);
  return headerOfRow(userId, row);
}

function headerOfRow(userId: number, row: ChatRow | undefined): ChatHeader {
  return {
    id: userId,
    nickname: row?.userName ?? '',
    gender: row?.userGenderId ?? 2,
    picture: row?.userImg ?? '',
    hasPicture: Boolean(row?.userImg),
    imagePermission: false,
    reported: false,
  };
}

function* closeConversation(action: ReturnType<typeof messagesActions.conversationClosed>): SagaGen {
  yield put(chatClosed({ userId: action.payload.userId }));
}

/** MSG-23: the next 15 older messages, counted from the oldest loaded id. */
function* loadOlder(action: ReturnType<typeof messagesActions.olderRequested>): SagaGen {
  const { userId } = action.payload;
  const c = yield* select(selectConversation, userId);
  const oldest = c?.messages[0]?.id ?? null;
  if (!c || oldest === null) {
    yield put(messagesActions.olderFailed({ userId }));
    return;
  }
  const r = yield* apiCall(apiGetConversation, userId, oldest);
  const data: unknown = r.kind === 'ok' ? r.data : null;
  const messages = listIn(data, 'messages');
  if (messages) yield put(messagesActions.olderLoaded({ userId, messages: toChatMessages(messages), hasMore: hasMoreOf(data, messages) }));
  else yield put(messagesActions.olderFailed({ userId }));
}

/** Batch load with the spec's error handling (MSG-24, MSG-25); null on failure. */
export function* loadBatch(userId: number | null, params: Partial<BatchParams> | null): SagaGen<ChatMessage[] | null> {
  if (!userId) {
    yield put(messagesActions.batchFailed({ userId: 0, error: BATCH_ERRORS.chatId }));
    return null;
  }
  // The contract requires start, end, limit and priority (viewConversationBatch, API-29).
  if (!params || typeof params.start !== 'number' || typeof params.end !== 'number' || !params.limit || !params.priority) {
    yield put(messagesActions.batchFailed({ userId, error: BATCH_ERRORS.params }));
    return null;
  }
  const r = yield* apiCall(apiGetBatch, userId, params as BatchParams);
  const batch = r.kind === 'ok' ? listIn(r.data, 'messages') : null;
  if (batch) return toChatMessages(batch);
  const error = r.kind === 'badRequest' && typeof r.data.error === 'string' && r.data.error ? r.data.error : BATCH_ERRORS.unknown;
  yield put(messagesActions.batchFailed({ userId, error }));
  return null;
}

/**
 * MSG-26: the chat count needs an id. "The conversation's count; field name not stated": `{count,
 * lastId}` (the demo's) or the bare number (or its digits); `lastId` null when the answer names none.
 * Anything else (a refusal, a 403, another shape) is no count.
 */
export function* loadCount(userId: number | null): SagaGen<{ count: number; lastId: number | null } | null> {
  if (!userId) {
    yield put(messagesActions.batchFailed({ userId: 0, error: BATCH_ERRORS.chatId }));
    return null;
  }
  const r = yield* apiCall(apiGetCount, userId);
  if (r.kind !== 'ok' || r.status === 403) return null;
  const data: unknown = r.data;
  if (isRecord(data)) return { count: num(data.count), lastId: data.lastId === undefined ? null : idOf(data.lastId) };
  const count = num(data, NaN);
  return Number.isInteger(count) && count >= 0 ? { count, lastId: null } : null;
}

/**
 * The messages newer than the conversation's newest when the count names no last id (the bare count):
 * the conversation's newest page, then older pages (by `from`) while a whole page is new, down to a
 * message already shown. Merged by id by the caller, so nothing shows twice.
 */
function* newerByPages(userId: number): SagaGen<ChatMessage[]> {
  const c = yield* select(selectConversation, userId);
  const newest = c?.messages.at(-1)?.id ?? 0;
  // Opaque ids have no order: a message is new when the conversation does not hold it yet.
  const known = new Set(c?.messages.map((m) => m.id));
  const ordered = !isOpaqueId(newest);
  const isNew = (m: ChatMessage) => (ordered && !isOpaqueId(m.id) ? m.id > newest : !known.has(m.id));
  const fresh: ChatMessage[] = [];
  let from: number | null = null;
  for (let guard = 0; guard < 20; guard++) {
    const r = yield* apiCall(apiGetConversation, userId, from);
    const data: unknown = r.kind === 'ok' && r.status !== 403 ? r.data : null;
    const raw = listIn(data, 'messages');
    if (!raw) break;
    const page = toChatMessages(raw);
    fresh.push(...page.filter(isNew));
    if (page.length === 0 || !page.every(isNew) || !hasMoreOf(data, raw)) break;
    // The page's oldest: the lowest id, or (opaque ids) the first of the page, as the answer lists it.
    from = page.some((m) => isOpaqueId(m.id)) ? (page[0]?.id ?? null) : Math.min(...page.map((m) => m.id));
  }
  return fresh;
}

/**
 * Brings an open conversation up to date through count + batch, merged by id (no duplicates); with a
 * bare count (no last id), through its newest pages (newerByPages). A message of theirs that reached
 * the open conversation is read (MSG-22): `shownTheirs` says one came by realtime (already merged, so
 * the catch-up finds nothing new), and the conversation is marked read.
 */
function* catchUpConversation(userId: number, shownTheirs = false): SagaGen {
  const count = yield* call(loadCount, userId);
  let gotTheirs = shownTheirs;
  if (!count) {
    if (gotTheirs) yield* call(markConversationRead, userId);
    return;
  }
  const opened = yield* select(selectConversation, userId);
  // Newer messages by id range only where ids have an order: a server of opaque ids is read by pages.
  if (count.lastId === null || isOpaqueId(count.lastId) || opened?.messages.some((m) => isOpaqueId(m.id))) {
    const c = opened;
    const fresh = c?.header ? yield* call(newerByPages, userId) : [];
    if (fresh.some((m) => !m.isMine)) gotTheirs = true;
    if (fresh.length) yield put(messagesActions.messagesArrived({ userId, messages: fresh }));
    if (gotTheirs) yield* call(markConversationRead, userId);
    return;
  }
  const lastId = count.lastId;
  for (let guard = 0; guard < 20; guard++) {
    const c = yield* select(selectConversation, userId);
    if (!c || !c.header) return;
    const newest = c.messages.at(-1)?.id ?? 0;
    if (lastId <= newest) break;
    const batch = yield* call(loadBatch, userId, { start: newest, end: lastId, limit: BATCH_LIMIT, priority: 'high' });
    if (!batch || batch.length === 0) break;
    if (batch.some((m) => !m.isMine)) gotTheirs = true;
    yield put(messagesActions.messagesArrived({ userId, messages: batch }));
    if (batch.length < BATCH_LIMIT) break;
  }
  if (gotTheirs) yield* call(markConversationRead, userId);
}

function* catchUpLists(): SagaGen {
  for (const box of ['received', 'sent'] as const) {
    const l = yield* select(selectList, box);
    if (l.items.length === 0 && l.page === 0) continue; // never loaded
    const r = yield* apiCall(apiGetChatList, box, 0);
    const items = r.kind === 'ok' ? listIn(r.data) : null;
    if (items) yield put(messagesActions.listMerged({ box, rows: toChatRows(items) }));
  }
}

/** After a reconnect, coming back online or waking up: open chats and lists catch up (REST). */
export function* catchUp(): SagaGen {
  const open = yield* select(selectOpenChats);
  for (const userId of open) yield* call(catchUpConversation, userId);
  yield* call(catchUpLists);
  yield* call(flushQueued, null);
}

/**
 * A realtime message for an open chat: shown at once (text), then confirmed through batch; true when
 * it was shown in a loaded open conversation (the member is reading it).
 */
function* onRealtimeMessage(action: ReturnType<typeof rtMessageReceived>): SagaGen<boolean> {
  const n = action.payload;
  const open = yield* select(selectOpenChats);
  if (!open.includes(n.userId)) return false;
  const c = yield* select(selectConversation, n.userId);
  if (!c?.header) return false;
  // Other kinds (a photo...) come in through the catch-up, which marks them read too; so does a message
  // whose event names no id (the realtime contract names none): shown once, as the server stores it.
  if (!n.messageId || n.messageType !== 1) return false;
  const m: ChatMessage = {
    id: n.messageId,
    hour: formatHour(n.timestamp),
    date: new Date(n.timestamp).toISOString(),
    texto: n.text,
    tipoMensaje: 1,
    soyUserAbreChat: c.messages[0]?.soyUserAbreChat ?? false,
    isMine: false,
    images: null,
    first: false,
    isLoading: false,
  };
  yield put(messagesActions.messagesArrived({ userId: n.userId, messages: [m] }));
  return true;
}

function* catchUpOpenChats(shown: ReadonlySet<number>): SagaGen {
  const open = yield* select(selectOpenChats);
  for (const userId of open) yield* call(catchUpConversation, userId, shown.has(userId));
}

/**
 * Realtime messages: each is shown in its open conversation at once; after a burst (MSG-27's delay)
 * the open chats catch up and those that got a message of theirs are marked read (issue 30: the
 * badge and the row counted a message the member had in front of them).
 */
function* watchRealtimeMessages(): SagaGen {
  const shown = new Set<number>();
  yield takeEvery(rtMessageReceived.type, function* (a: ReturnType<typeof rtMessageReceived>): SagaGen {
    if (yield* call(onRealtimeMessage, a)) shown.add(a.payload.userId);
  });
  yield debounce(RESPONSE_DELAY_MS, rtMessageReceived.type, function* (): SagaGen {
    const read = new Set(shown);
    shown.clear();
    yield* call(catchUpOpenChats, read);
  });
}
/** SHELL-32: how long the skip flag outlives its first use (a remount of the same view within it is skipped too). */
const MESSAGE_VIEW_SKIP_GRACE_MS = 1000;

function* expireMessageViewSkip(): SagaGen {
  yield delay(MESSAGE_VIEW_SKIP_GRACE_MS);
  yield put(messageViewSkipSet(null));
}

function* clearMessageViewSkip(): SagaGen {
  yield put(messageViewSkipSet(null));
}

export function* watchConversations(): SagaGen {
  yield takeLatest(messageViewSkipUsed.type, expireMessageViewSkip);
  yield takeEvery(paymentCompleted.type, clearMessageViewSkip);
  yield takeLatest(messagesActions.conversationOpened.type, openConversation);
  yield takeEvery(messagesActions.conversationClosed.type, closeConversation);
  yield takeLatest(messagesActions.olderRequested.type, loadOlder);
  yield* fork(watchRealtimeMessages);
  yield takeLatest(rtReconnected.type, catchUp);
}
