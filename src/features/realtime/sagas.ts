/**
 * Realtime (RT-01 to RT-26): one Pusher connection per signed-in member, its events turned into
 * actions through an eventChannel; chat channels while a conversation is open; typing both ways;
 * toasts merged; match and promotional modals; catch-up signal after a reconnect.
 * Installed by the authenticated shell, so it runs on any screen; pusher-js loads lazily.
 */
import type { EventChannel, Task } from 'redux-saga';
import { buffers, eventChannel } from 'redux-saga';
import { call, cancel, cancelled, debounce, delay, fork, getContext, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaGen } from '@/api/call-api';
import type { BrowserServices, Navigator } from '@/app/public';
import { PATHS } from '@/app/public';
import {
  selectIsAuthenticated,
  selectMe,
  selectRealtimeSettings,
  selectToken,
  authenticated,
  loggedOut,
  sessionRefreshed,
  sessionRefreshRequested,
} from '@/features/session';
import type { Me, RealtimeSettings } from '@/features/session';
import { mapPromotionCode } from '@/features/paywall';
import {
  modalOpenRequested,
  navigationRequested,
  paywallRequired,
  selectToasts,
  toastTapped,
  toastDismissed,
  toastReplaced,
  type Toast,
} from '@/features/shell';
import { config } from '@/shared/config/env';
import { whenIdle } from '@/shared/lib/idle';
import {
  chatClosed,
  chatOpened,
  composerChanged,
  composerSent,
  matchClosed,
  matchSendTapped,
  ownTypingReported,
  presenceChanged,
  promoClosed,
  promoTapped,
  rtConnectionChanged,
  rtMatchReceived,
  rtMessageReceived,
  rtPromoReceived,
  rtReconnected,
  rtVisitReceived,
  typingReceived,
  type RealtimeNotice,
} from './actions';
import { absoluteAuthEndpoint } from './channels';
import { RealtimeConnection, type RtEvent } from './connection';
import { promoTarget, trackGa } from './promo';
import { getRealtimeClientFactory, startClient, type RtClient } from './pusher-client';
import { selectOpenChats, selectPromo, selectToastTracking, toastCleared, toastTracked } from './slice';
import { mergeToast, type ToastKind } from './toasts';

/** RT-16 / RT-17 */
export const INCOMING_TYPING_RESET_MS = 3000;
export const OWN_TYPING_IDLE_MS = 2000;
/** Counter refresh id a message event asks for, and how long a burst is gathered into one refresh. */
export const MESSAGE_REFRESH_ID = 1;
export const REFRESH_DEBOUNCE_MS = 300;

function* nav() {
  return (yield getContext('nav')) as Navigator;
}

function isChatModalOpen(n: Navigator): boolean {
  return new URLSearchParams(n.location().search).get('modal') === 'message-view';
}

// ---- toasts ------------------------------------------------------------------------------------

function* raiseToast(kind: ToastKind, notice: RealtimeNotice): SagaGen {
  const queue = (yield select(selectToasts)) as Toast[];
  let tracking = (yield select(selectToastTracking)) as ReturnType<typeof selectToastTracking>;
  if (queue.length === 0) tracking = { kind: null, ids: [] };
  const result = mergeToast(tracking, kind, notice);
  if (result.change === 'ignore') return;
  yield put(toastTracked(result.tracking));
  yield put(toastReplaced([result.toast]));
}

function* onMessage(notice: RealtimeNotice): SagaGen {
  yield put(rtMessageReceived(notice));
  const n = (yield call(nav)) as Navigator;
  // RT-09: no toast while the chat modal is open or on the received-messages page.
  if (isChatModalOpen(n) || n.location().pathname === PATHS.MESSAGE_RECEIVED) return;
  yield call(raiseToast, 'message', notice);
}

function* onVisit(notice: RealtimeNotice): SagaGen {
  yield put(rtVisitReceived(notice));
  const n = (yield call(nav)) as Navigator;
  if (isChatModalOpen(n)) return; // RT-10
  yield call(raiseToast, 'visit', notice);
}

/** RT-21: a message toast opens the chat, a visit toast the profile, a list-type notice the list. */
function* onToastTapped(action: ReturnType<typeof toastTapped>): SagaGen {
  const { type, id } = action.payload;
  yield put(toastDismissed());
  if (type === 'message') yield put(modalOpenRequested({ modal: 'message-view', id }));
  else if (type === 'visit' && id > 0) yield put(modalOpenRequested({ modal: 'profile-view', id }));
  else if (type === 'visit') yield put(navigationRequested({ to: PATHS.VISITS_RECEIVED }));
  else yield put(navigationRequested({ to: PATHS.MESSAGE_RECEIVED }));
}

function* onToastDismissed(): SagaGen {
  const queue = (yield select(selectToasts)) as Toast[];
  if (queue.length === 0) yield put(toastCleared());
}

// ---- match and promotions ------------------------------------------------------------------------

function* onMatchSend(action: ReturnType<typeof matchSendTapped>): SagaGen {
  yield put(matchClosed());
  yield put(modalOpenRequested({ modal: 'message-view', id: action.payload.userId }));
}

function* onPromoShown(action: ReturnType<typeof rtPromoReceived>): SagaGen {
  if (action.payload.gaImpression) yield call(trackGa, action.payload.gaImpression);
}

function* onPromoTapped(): SagaGen {
  const promo = (yield select(selectPromo)) as ReturnType<typeof selectPromo>;
  if (!promo) return;
  if (promo.gaClick) yield call(trackGa, promo.gaClick);
  yield put(promoClosed());
  const target = promoTarget(promo.linkMobile);
  // PAY-01, PAY-34, PAY-35: the paywall's type is the link's promotion code, mapped; RM without one.
  if (target.kind === 'paywall') yield put(paywallRequired({ type: target.promo ? mapPromotionCode(target.promo) : 'RM', cantBuy: false }));
  else if (target.kind === 'path') yield put(navigationRequested({ to: target.to }));
  else if (target.kind === 'external') {
    const browser = (yield getContext('browser')) as BrowserServices;
    browser.openWindow(target.url, '_blank', 'noopener');
  }
}

// ---- typing ------------------------------------------------------------------------------------

/** The running 3 s reset of each member's incoming "Escribiendo..." (RT-16). */
type Timers = Map<number, Task>;

function* typingReset(userId: number): SagaGen {
  yield delay(INCOMING_TYPING_RESET_MS);
  yield put(typingReceived({ userId, typing: false }));
}

/**
 * RT-16: shows or hides a member's typing and restarts their reset. The reset is forked by the
 * connection's own loop (this runs inline there, never through `call`): a generator run by `call`
 * waits for the tasks it forks, which held the event loop for 3 s and dropped every event meanwhile.
 */
function* onTypingEvent(incomingTimers: Timers, userId: number, typing: boolean): SagaGen {
  const previous = incomingTimers.get(userId);
  incomingTimers.delete(userId);
  if (previous) yield cancel(previous);
  yield put(typingReceived({ userId, typing }));
  if (typing) incomingTimers.set(userId, (yield fork(typingReset, userId)) as Task);
}

/** RT-17: true on input, false after 2 s idle, on an empty input or after sending. */
function ownTypingSaga(report: (userId: number, typing: boolean) => void) {
  const reported = new Set<number>();
  function* off(userId: number): SagaGen {
    if (!reported.has(userId)) return;
    reported.delete(userId);
    report(userId, false);
    yield put(ownTypingReported({ userId, typing: false }));
  }
  return function* onComposer(action: ReturnType<typeof composerChanged> | ReturnType<typeof composerSent>): SagaGen {
    const { userId } = action.payload;
    const empty = action.type === composerSent.type || ('empty' in action.payload && action.payload.empty);
    if (empty) {
      yield call(off, userId);
      return;
    }
    if (!reported.has(userId)) {
      reported.add(userId);
      report(userId, true);
      yield put(ownTypingReported({ userId, typing: true }));
    }
    yield delay(OWN_TYPING_IDLE_MS);
    yield call(off, userId);
  };
}

// ---- the connection ----------------------------------------------------------------------------

/** Initial room of the connection's buffer; it grows as needed, so a burst is queued, never dropped. */
export const RT_BUFFER_SIZE = 256;

function connectionChannel(
  client: RtClient,
  me: Me,
  settings: RealtimeSettings,
  holder: { conn: RealtimeConnection | null },
): EventChannel<RtEvent> {
  return eventChannel<RtEvent>((emit) => {
    holder.conn = new RealtimeConnection(client, emit, me.id, settings.chatChannelPrefix, settings.notificationsChannel);
    return () => {
      holder.conn?.dispose();
      holder.conn = null;
    };
  }, buffers.expanding<RtEvent>(RT_BUFFER_SIZE));
}

/** One event's handler; forked by the loop, so whatever it waits for never holds the next event. */
function* dispatchEvent(e: Exclude<RtEvent, { kind: 'typing' }>): SagaGen {
  switch (e.kind) {
    case 'state':
      yield put(rtConnectionChanged({ state: e.current }));
      break;
    case 'reconnected':
      yield put(rtReconnected());
      break;
    case 'message':
      yield call(onMessage, e.notice);
      break;
    case 'visit':
      yield call(onVisit, e.notice);
      break;
    case 'match':
      yield put(rtMatchReceived(e.notice)); // RT-11
      break;
    case 'promo':
      yield put(rtPromoReceived(e.promo)); // RT-13
      break;
    case 'presence':
      yield put(presenceChanged({ userId: e.userId, online: e.online }));
      break;
    default:
      break;
  }
}

function* connection(me: Me, settings: RealtimeSettings, token: string): SagaGen {
  const factory = getRealtimeClientFactory();
  let client: RtClient;
  try {
    client = (yield call(startClient, factory, {
      key: settings.appKey || config.pusher.key,
      cluster: config.pusher.cluster || 'mt1',
      wsHost: config.pusher.host,
      wsPort: config.pusher.port,
      forceTLS: config.pusher.forceTLS,
      authEndpoint: absoluteAuthEndpoint(settings.authEndpoint || config.pusher.authEndpoint, config.apiBaseUrl),
      token,
    })) as RtClient;
  } catch (e) {
    console.warn('[realtime] client could not load', e);
    return;
  }
  const holder: { conn: RealtimeConnection | null } = { conn: null };
  const chan = (yield call(connectionChannel, client, me, settings, holder)) as EventChannel<RtEvent>;
  const timers: Timers = new Map();
  try {
    // Chats opened before the client was ready.
    for (const id of (yield select(selectOpenChats)) as number[]) holder.conn?.openChat(id);
    yield takeEvery(chatOpened.type, (a: ReturnType<typeof chatOpened>) => holder.conn?.openChat(a.payload.userId));
    yield takeEvery(chatClosed.type, (a: ReturnType<typeof chatClosed>) => holder.conn?.closeChat(a.payload.userId));
    const onComposer = ownTypingSaga((userId, typing) => holder.conn?.sendTyping(userId, typing));
    yield takeLatest([composerChanged.type, composerSent.type], onComposer);
    // The loop never waits on a handler: the typing reset is forked here (it is a child of this
    // task, cancelled with it) and every other event's handler is forked. Events that arrive while a
    // handler runs wait in the channel's buffer.
    for (;;) {
      const e = (yield take(chan)) as RtEvent;
      if (e.kind === 'typing') yield* onTypingEvent(timers, e.userId, e.typing);
      else yield fork(dispatchEvent, e);
    }
  } finally {
    if ((yield cancelled()) as boolean) chan.close();
  }
}

/** Connects while a member is signed in with realtime settings; everything is dropped on logout (AUTH-64). */
function* lifecycle(): SagaGen {
  for (;;) {
    const isAuth = (yield select(selectIsAuthenticated)) as boolean;
    const settings = (yield select(selectRealtimeSettings)) as RealtimeSettings | null;
    const me = (yield select(selectMe)) as Me | null;
    const token = (yield select(selectToken)) as string | null;
    if (!isAuth || !settings || !me || !token) {
      yield take([authenticated.type, sessionRefreshed.type]);
      continue;
    }
    // The first screen's requests and render go first; pusher-js and its handshake follow when idle.
    yield call(whenIdle);
    const task = (yield fork(connection, me, settings, token)) as unknown;
    yield take(loggedOut.type);
    yield cancel(task as never);
  }
}

function* refreshAfterMessage(): SagaGen {
  yield put(sessionRefreshRequested(MESSAGE_REFRESH_ID)); // RT-08
}

export function* realtimeSaga(): SagaGen {
  yield takeEvery(toastTapped.type, onToastTapped);
  yield takeEvery(toastDismissed.type, onToastDismissed);
  yield takeEvery(matchSendTapped.type, onMatchSend);
  yield takeEvery(rtPromoReceived.type, onPromoShown);
  yield takeEvery(promoTapped.type, onPromoTapped);
  yield debounce(REFRESH_DEBOUNCE_MS, rtMessageReceived.type, refreshAfterMessage);
  yield call(lifecycle);
}
