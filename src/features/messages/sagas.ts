/**
 * Messaging side effects: lists, conversations (pages of 15 and catch-up), the send queue with
 * retry and offline persistence, selection actions, photo permission, reports and video calls.
 */
import { safeUrl } from '@/shared/lib/safe-url';
import type { EventChannel } from 'redux-saga';
import { buffers, eventChannel } from 'redux-saga';
import { call, debounce, delay, fork, getContext, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { apiCall, type ApiResult, type SagaGen } from '@/api/call-api';
import {
  apiDeleteChats,
  apiGetBatch,
  apiGetChatList,
  apiGetConversation,
  apiGetCount,
  apiGrantImagePermission,
  apiMarkAsRead,
  apiReportUser,
  apiSendMessage,
  apiVideoCallInvite,
  type BatchParams,
} from '@/api/messages';
import type { ApiBatchJson, ApiChatListJson, ApiConversationJson, ApiCountJson, ApiSendJson, ApiVideoCallJson } from '@/api/types/messages';
import type { BrowserServices, RootState } from '@/app/public';
import { reportUserPath } from '@/app/public';
import { dislikeRequested, isBlocked } from '@/features/lists';
import { chatClosed, chatOpened, composerSent, rtMessageReceived, rtReconnected, selectOpenChats } from '@/features/realtime';
import { selectMe, sessionRefreshRequested } from '@/features/session';
import {
  modalCloseRequested,
  navigationRequested,
  alertShown,
  optionListShown,
  messageViewSkipUsed,
  selectMessageViewSkip,
} from '@/features/shell';
import { formatHour } from '@/shared/lib/format';
import { bool, isRecord, num } from '@/shared/lib/wire';
import { checkAttachment, releaseAttachment, takeAttachment } from './attachments';
import { toChatMessage, toChatMessages, toChatRows, toHeader } from './mappers';
import { readOutbox, writeOutbox } from './outbox-storage';
import {
  batchFailed,
  blockRequested,
  chatMenuOpened,
  chatsDeleted,
  chatsMarkedRead,
  conversationClosed,
  conversationFailed,
  conversationLoaded,
  conversationOpened,
  conversationRequested,
  deleteRequested,
  listFailed,
  listLoaded,
  listMerged,
  listRequested,
  markReadRequested,
  messagesArrived,
  olderFailed,
  olderLoaded,
  olderRequested,
  outboxAdded,
  outboxDiscarded,
  outboxFailed,
  outboxRestored,
  outboxSending,
  outboxSent,
  photoPermissionAsked,
  photoPermissionConfirmed,
  photoPermissionGranted,
  quickReportRequested,
  reportPageRequested,
  reportSent,
  retryRequested,
  selectConversation,
  selectList,
  selectOutbox,
  sendRequested,
  videoCallAsked,
  videoCallRequested,
  videoInviteAccepted,
} from './slice';
import type { Box, ChatMessage, Conversation, OutboxEntry } from './types';

/** MSG-27: realtime-triggered loads wait this long, so a burst becomes one request. */
export const RESPONSE_DELAY_MS = 100;
/** Counter refresh id after reading or receiving messages (session counters follow, AUTH-63). */
export const MESSAGES_REFRESH_ID = 1;
export const BATCH_LIMIT = 50;
const DIALOG_CLOSE_MS = 50;
/** MSG-45: the video-call popup. */
export const VIDEO_POPUP_FEATURES = 'width=650,height=600';

export const BATCH_ERRORS = {
  params: 'Invalid parameters for batch loading',
  chatId: 'Chat ID is required',
  unknown: 'Unknown error',
} as const;

// ---- lists ---------------------------------------------------------------------------------------

function* loadList(action: ReturnType<typeof listRequested>): SagaGen {
  const { box, requestedAt } = action.payload;
  const list = (yield select(selectList, box)) as ReturnType<typeof selectList>;
  const page = list.page ?? 0;
  const r = (yield apiCall(apiGetChatList, box, page)) as ApiResult<ApiChatListJson>;
  // OPEN-18: an answer that is not a list page (text that was not JSON, another type, no items)
  // fails the load: the list stops loading, keeps its rows and offers 'Reintentar'.
  if (r.kind === 'ok' && isRecord(r.data) && Array.isArray(r.data.items)) {
    const blocked = (yield select((s: RootState) => s)) as RootState;
    const rows = toChatRows(r.data.items).filter((row) => !isBlocked(blocked, row.userId));
    yield put(listLoaded({ box, requestedAt, rows, replace: page === 0 }));
  } else {
    yield put(listFailed({ box, requestedAt }));
  }
}

function selectedIds(state: RootState, box: Box): { users: number[]; all: boolean } {
  const items = selectList(state, box).items;
  const users = items.filter((r) => r.selected).map((r) => r.userId);
  return { users, all: users.length > 0 && users.length === items.length };
}

/** MSG-11: the selected ids; the bulk variant when all rows are selected. */
function* markRead(action: ReturnType<typeof markReadRequested>): SagaGen {
  const { box } = action.payload;
  const { users, all } = (yield select(selectedIds, box)) as ReturnType<typeof selectedIds>;
  if (users.length === 0) return;
  const r = (yield apiCall(apiMarkAsRead, users, all ? box : null)) as ApiResult<unknown>;
  if (r.kind !== 'ok') return;
  yield put(chatsMarkedRead({ users }));
  yield put(sessionRefreshRequested(MESSAGES_REFRESH_ID));
}

function* deleteChats(action: ReturnType<typeof deleteRequested>): SagaGen {
  const { box } = action.payload;
  const { users, all } = (yield select(selectedIds, box)) as ReturnType<typeof selectedIds>;
  if (users.length === 0) return;
  const r = (yield apiCall(apiDeleteChats, users, all ? box : null)) as ApiResult<unknown>;
  if (r.kind !== 'ok') return;
  yield put(chatsDeleted({ box, users }));
  yield put(sessionRefreshRequested(MESSAGES_REFRESH_ID));
  // MSG-12: a delete that empties the list reloads it.
  const list = (yield select(selectList, box)) as ReturnType<typeof selectList>;
  if (list.items.length === 0) yield put(listRequested({ box, reset: true }));
}

// ---- conversations -------------------------------------------------------------------------------

function* markConversationRead(userId: number): SagaGen {
  const r = (yield apiCall(apiMarkAsRead, [userId], null)) as ApiResult<unknown>;
  if (r.kind !== 'ok') return;
  yield put(chatsMarkedRead({ users: [userId] }));
  yield put(sessionRefreshRequested(MESSAGES_REFRESH_ID));
}

function* openConversation(action: ReturnType<typeof conversationOpened>): SagaGen {
  const { userId } = action.payload;
  // LIST-14: a blocked member's conversation is never opened.
  if ((yield select(isBlocked, userId)) as boolean) {
    yield put(modalCloseRequested());
    return;
  }
  yield put(chatOpened({ userId }));
  // SHELL-32: back from the paywall opened over this conversation: its initial load is skipped.
  if ((yield select(selectMessageViewSkip)) === userId) {
    yield put(messageViewSkipUsed());
    return;
  }
  yield put(conversationRequested({ userId }));
  const r = (yield apiCall(apiGetConversation, userId, null)) as ApiResult<ApiConversationJson>;
  // OPEN-18: without the member and a message list the answer is not a conversation: the modal
  // stops loading and offers 'Reintentar'.
  const data: unknown = r.kind === 'ok' ? r.data : null;
  const header = isRecord(data) && Array.isArray(data.messages) ? toHeader(data.user, userId) : null;
  if (!isRecord(data) || !header) {
    yield put(conversationFailed({ userId }));
    return;
  }
  yield put(conversationLoaded({ userId, header, messages: toChatMessages(data.messages), hasMore: bool(data.hasMore) }));
  yield call(markConversationRead, userId); // MSG-22
  yield call(flushQueued, userId);
}

function* closeConversation(action: ReturnType<typeof conversationClosed>): SagaGen {
  yield put(chatClosed({ userId: action.payload.userId }));
}

/** MSG-23: the next 15 older messages, counted from the oldest loaded id. */
function* loadOlder(action: ReturnType<typeof olderRequested>): SagaGen {
  const { userId } = action.payload;
  const c = (yield select(selectConversation, userId)) as Conversation | undefined;
  const oldest = c?.messages[0]?.id ?? null;
  if (!c || oldest === null) {
    yield put(olderFailed({ userId }));
    return;
  }
  const r = (yield apiCall(apiGetConversation, userId, oldest)) as ApiResult<ApiConversationJson>;
  const data: unknown = r.kind === 'ok' ? r.data : null;
  if (isRecord(data) && Array.isArray(data.messages))
    yield put(olderLoaded({ userId, messages: toChatMessages(data.messages), hasMore: bool(data.hasMore) }));
  else yield put(olderFailed({ userId }));
}

/** Batch load with the spec's error handling (MSG-24, MSG-25); null on failure. */
export function* loadBatch(userId: number | null, params: Partial<BatchParams> | null): SagaGen<ChatMessage[] | null> {
  if (!userId) {
    yield put(batchFailed({ userId: 0, error: BATCH_ERRORS.chatId }));
    return null;
  }
  if (!params || typeof params.start !== 'number' || !params.limit) {
    yield put(batchFailed({ userId, error: BATCH_ERRORS.params }));
    return null;
  }
  const r = (yield apiCall(apiGetBatch, userId, params as BatchParams)) as ApiResult<ApiBatchJson>;
  if (r.kind === 'ok' && isRecord(r.data) && Array.isArray(r.data.messages)) return toChatMessages(r.data.messages);
  const error = r.kind === 'badRequest' && typeof r.data.error === 'string' && r.data.error ? r.data.error : BATCH_ERRORS.unknown;
  yield put(batchFailed({ userId, error }));
  return null;
}

/** MSG-26: the chat count needs an id. */
export function* loadCount(userId: number | null): SagaGen<ApiCountJson | null> {
  if (!userId) {
    yield put(batchFailed({ userId: 0, error: BATCH_ERRORS.chatId }));
    return null;
  }
  const r = (yield apiCall(apiGetCount, userId)) as ApiResult<ApiCountJson>;
  if (r.kind !== 'ok' || !isRecord(r.data)) return null;
  return { count: num(r.data.count), lastId: num(r.data.lastId) };
}

/** Brings an open conversation up to date through count + batch, merged by id (no duplicates). */
function* catchUpConversation(userId: number): SagaGen {
  const count = (yield call(loadCount, userId)) as ApiCountJson | null;
  if (!count) return;
  let gotTheirs = false;
  for (let guard = 0; guard < 20; guard++) {
    const c = (yield select(selectConversation, userId)) as Conversation | undefined;
    if (!c || !c.header) return;
    const newest = c.messages.at(-1)?.id ?? 0;
    if (count.lastId <= newest) break;
    const batch = (yield call(loadBatch, userId, { start: newest, limit: BATCH_LIMIT, priority: 'high' })) as ChatMessage[] | null;
    if (!batch || batch.length === 0) break;
    if (batch.some((m) => !m.isMine)) gotTheirs = true;
    yield put(messagesArrived({ userId, messages: batch }));
    if (batch.length < BATCH_LIMIT) break;
  }
  if (gotTheirs) yield call(markConversationRead, userId);
}

function* catchUpLists(): SagaGen {
  for (const box of ['received', 'sent'] as const) {
    const l = (yield select(selectList, box)) as ReturnType<typeof selectList>;
    if (l.items.length === 0 && l.page === 0) continue; // never loaded
    const r = (yield apiCall(apiGetChatList, box, 0)) as ApiResult<ApiChatListJson>;
    if (r.kind === 'ok' && isRecord(r.data) && Array.isArray(r.data.items)) yield put(listMerged({ box, rows: toChatRows(r.data.items) }));
  }
}

/** After a reconnect, coming back online or waking up: open chats and lists catch up (REST). */
function* catchUp(): SagaGen {
  const open = (yield select(selectOpenChats)) as number[];
  for (const userId of open) yield call(catchUpConversation, userId);
  yield call(catchUpLists);
  yield call(flushQueued, null);
}

/** A realtime message for an open chat: shown at once (text), then confirmed through batch. */
function* onRealtimeMessage(action: ReturnType<typeof rtMessageReceived>): SagaGen {
  const n = action.payload;
  const open = (yield select(selectOpenChats)) as number[];
  if (!open.includes(n.userId) || !n.messageId || n.messageType !== 1) return;
  const c = (yield select(selectConversation, n.userId)) as Conversation | undefined;
  if (!c?.header) return;
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
  yield put(messagesArrived({ userId: n.userId, messages: [m] }));
}

function* catchUpOpenChats(): SagaGen {
  const open = (yield select(selectOpenChats)) as number[];
  for (const userId of open) yield call(catchUpConversation, userId);
}

// ---- sending -------------------------------------------------------------------------------------

let localSeq = 0;
const newLocalId = () => `local-${Date.now()}-${(localSeq += 1)}`;

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function* deliver(entry: OutboxEntry): SagaGen {
  const file = entry.type === 2 ? takeAttachment(entry.localId) : null;
  if (entry.type === 2 && !file) {
    yield put(outboxFailed({ localId: entry.localId, queued: false }));
    return;
  }
  if (isOffline()) {
    yield put(outboxFailed({ localId: entry.localId, queued: true }));
    return;
  }
  yield put(outboxSending({ localId: entry.localId }));
  const r = (yield apiCall(apiSendMessage, entry.userId, { type: entry.type, text: entry.text, file })) as ApiResult<ApiSendJson>;
  const sent = r.kind === 'ok' && isRecord(r.data) ? toChatMessage(r.data.message) : null;
  if (sent) {
    releaseAttachment(entry.localId);
    if (entry.preview) {
      try {
        URL.revokeObjectURL(entry.preview);
      } catch {
        // nothing to free
      }
    }
    yield put(outboxSent({ localId: entry.localId, userId: entry.userId, message: sent }));
  } else {
    yield put(outboxFailed({ localId: entry.localId, queued: r.kind === 'network' }));
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
function* send(action: ReturnType<typeof sendRequested>): SagaGen {
  const { userId, attachment } = action.payload;
  const text = action.payload.text.trim();
  const file = takeAttachment(attachment);
  if (file && checkAttachment(file) !== 'ok') {
    releaseAttachment(attachment);
    return;
  }
  if (!file && !text) return;
  const localId = attachment ?? newLocalId();
  const entry: OutboxEntry = {
    localId,
    userId,
    type: file ? 2 : 1,
    text: file ? '' : text,
    createdAt: new Date().toISOString(),
    status: 'sending',
    ...(file ? { preview: previewOf(file) } : {}),
  };
  yield put(outboxAdded(entry));
  yield put(composerSent({ userId }));
  yield call(deliver, entry);
}

function* retry(action: ReturnType<typeof retryRequested>): SagaGen {
  const outbox = (yield select(selectOutbox)) as OutboxEntry[];
  const entry = outbox.find((e) => e.localId === action.payload.localId);
  if (entry && entry.status !== 'sending') yield call(deliver, entry);
}

/** Sends what waits in the queue (for one chat, or all), oldest first. */
function* flushQueued(userId: number | null): SagaGen {
  if (isOffline()) return;
  const outbox = (yield select(selectOutbox)) as OutboxEntry[];
  for (const { localId } of outbox) {
    // Re-read each entry: another flush may have taken it meanwhile (never send twice).
    const e = ((yield select(selectOutbox)) as OutboxEntry[]).find((x) => x.localId === localId);
    if (!e || e.status !== 'queued' || (userId !== null && e.userId !== userId)) continue;
    yield call(deliver, e);
  }
}

function* persistOutbox(): SagaGen {
  const me = (yield select(selectMe)) as { id: number } | null;
  if (!me) return;
  const outbox = (yield select(selectOutbox)) as OutboxEntry[];
  yield call(writeOutbox, me.id, outbox);
}

function* restoreOutbox(): SagaGen {
  const me = (yield select(selectMe)) as { id: number } | null;
  if (!me) return;
  const saved = readOutbox(me.id);
  if (saved.length > 0) yield put(outboxRestored(saved));
  yield call(flushQueued, null);
}

type WindowEvent = 'online' | 'visible';

function windowChannel(): EventChannel<WindowEvent> {
  return eventChannel<WindowEvent>((emit) => {
    const online = () => emit('online');
    const visible = () => {
      if (document.visibilityState === 'visible') emit('visible');
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
    };
  }, buffers.expanding<WindowEvent>(4)); // an event during a catch-up is queued and catches up again after it
}

function* watchWindow(): SagaGen {
  const chan = (yield call(windowChannel)) as EventChannel<WindowEvent>;
  try {
    for (;;) {
      yield take(chan);
      yield call(catchUp);
    }
  } finally {
    chan.close();
  }
}

// ---- photo permission, menu, reports, video call -------------------------------------------------

function* askPhotoPermission(): SagaGen {
  yield put(
    alertShown({
      title: { key: 'chat:photoPermission.title' },
      text: { key: 'chat:photoPermission.text' },
      buttons: [
        { label: { key: 'chat:photoPermission.cancel' }, variant: 'secondary' },
        { label: { key: 'chat:photoPermission.confirm' }, variant: 'primary', action: photoPermissionConfirmed() },
      ],
    }),
  );
}

function* grantPhotoPermission(): SagaGen {
  const r = (yield apiCall(apiGrantImagePermission)) as ApiResult<unknown>;
  if (r.kind === 'ok') yield put(photoPermissionGranted());
}

/** MSG-40, MSG-44 */
function* openChatMenu(action: ReturnType<typeof chatMenuOpened>): SagaGen {
  const { userId } = action.payload;
  const c = (yield select(selectConversation, userId)) as Conversation | undefined;
  const options = c?.header?.reported
    ? [{ label: { key: 'chat:report.block' }, action: blockRequested({ userId }) }]
    : [
        { label: { key: 'chat:report.offensive' }, action: quickReportRequested({ userId, reportId: 11 }) },
        { label: { key: 'chat:report.photo' }, action: quickReportRequested({ userId, reportId: 12 }) },
        { label: { key: 'chat:report.fake' }, action: quickReportRequested({ userId, reportId: 13 }) },
        { label: { key: 'chat:report.other' }, action: reportPageRequested({ userId }) },
      ];
  yield put(optionListShown({ title: { key: 'chat:report.menuTitle' }, options }));
}

/** MSG-42: the report page, once the option list has closed (an open dialog stops navigation). */
function* openReportPage(action: ReturnType<typeof reportPageRequested>): SagaGen {
  yield delay(DIALOG_CLOSE_MS);
  yield put(navigationRequested({ to: reportUserPath(action.payload.userId) }));
}

/** MSG-41, MSG-43 */
function* quickReport(action: ReturnType<typeof quickReportRequested>): SagaGen {
  const { userId, reportId } = action.payload;
  const r = (yield apiCall(apiReportUser, userId, reportId, '')) as ApiResult<unknown>;
  if (r.kind !== 'ok') return;
  yield put(reportSent({ userId }));
  yield put(
    alertShown({
      title: { key: 'chat:report.doneTitle' },
      text: { key: 'chat:report.doneText' },
      buttons: [{ label: { key: 'actions.close' } }],
    }),
  );
}

/** OPEN-27: 'Bloquear usuario' is the dislike, and the conversation closes. */
function* block(action: ReturnType<typeof blockRequested>): SagaGen {
  yield put(dislikeRequested({ id: action.payload.userId }));
  yield put(modalCloseRequested());
}

/** Issue 21: the camera button asks first; only 'Invitar' sends the invitation (MSG-45). */
function* askVideoCall(action: ReturnType<typeof videoCallAsked>): SagaGen {
  yield put(
    alertShown({
      title: { key: 'chat:videoCall.confirmTitle' },
      text: { key: 'chat:videoCall.confirmText', values: { nickname: action.payload.nickname } },
      buttons: [
        { label: { key: 'actions.cancel' }, variant: 'secondary' },
        { label: { key: 'chat:videoCall.confirm' }, variant: 'primary', action: videoCallRequested({ userId: action.payload.userId }) },
      ],
    }),
  );
}

/** MSG-45 to MSG-47 */
function* videoCall(action: ReturnType<typeof videoCallRequested>): SagaGen {
  const r = (yield apiCall(apiVideoCallInvite, action.payload.userId)) as ApiResult<ApiVideoCallJson>;
  if (r.kind !== 'ok' || !isRecord(r.data)) return;
  const url = safeUrl(r.data.videocall_url, 'videoCall');
  if (bool(r.data.can_send) && url) {
    const browser = (yield getContext('browser')) as BrowserServices;
    browser.openWindow(url, 'videocall', VIDEO_POPUP_FEATURES);
    return;
  }
  const key = bool(r.data.banned) ? 'chat:videoCall.banned' : 'chat:videoCall.needConversation';
  yield put(alertShown({ text: { key }, buttons: [{ label: { key: 'actions.close' } }] }));
}

/** OPEN-28: 'Aceptar' opens the invitation's URL in the same popup. */
function* acceptInvite(action: ReturnType<typeof videoInviteAccepted>): SagaGen {
  // The invitation's URL is a message's text: only an allowed video-call host opens.
  const url = safeUrl(action.payload.url, 'videoCall');
  if (!url) return;
  const browser = (yield getContext('browser')) as BrowserServices;
  browser.openWindow(url, 'videocall', VIDEO_POPUP_FEATURES);
}

const isListFor = (box: Box) => (a: Action) => listRequested.match(a) && a.payload.box === box;
const OUTBOX_CHANGES = [
  outboxAdded.type,
  outboxRestored.type,
  outboxSent.type,
  outboxFailed.type,
  outboxDiscarded.type,
  outboxSending.type,
];

export function* messagesSaga(): SagaGen {
  yield takeLatest(isListFor('received'), loadList);
  yield takeLatest(isListFor('sent'), loadList);
  yield takeEvery(markReadRequested.type, markRead);
  yield takeEvery(deleteRequested.type, deleteChats);
  yield takeLatest(conversationOpened.type, openConversation);
  yield takeEvery(conversationClosed.type, closeConversation);
  yield takeLatest(olderRequested.type, loadOlder);
  yield takeEvery(sendRequested.type, send);
  yield takeEvery(retryRequested.type, retry);
  yield takeEvery(OUTBOX_CHANGES, persistOutbox);
  yield takeEvery(rtMessageReceived.type, onRealtimeMessage);
  yield debounce(RESPONSE_DELAY_MS, rtMessageReceived.type, catchUpOpenChats);
  yield takeLatest(rtReconnected.type, catchUp);
  yield takeEvery(photoPermissionAsked.type, askPhotoPermission);
  yield takeEvery(photoPermissionConfirmed.type, grantPhotoPermission);
  yield takeEvery(chatMenuOpened.type, openChatMenu);
  yield takeEvery(quickReportRequested.type, quickReport);
  yield takeEvery(blockRequested.type, block);
  yield takeEvery(reportPageRequested.type, openReportPage);
  yield takeEvery(videoCallAsked.type, askVideoCall);
  yield takeEvery(videoCallRequested.type, videoCall);
  yield takeEvery(videoInviteAccepted.type, acceptInvite);
  yield fork(watchWindow);
  yield call(restoreOutbox);
}
