/**
 * Realtime (RT-01 to RT-26): one Pusher connection per signed-in member, its events turned into
 * actions through an eventChannel; chat channels while a conversation is open; typing both ways;
 * toasts merged; match and promotional modals; catch-up signal after a reconnect.
 * Installed by the authenticated shell, so it runs on any screen; pusher-js loads lazily.
 */
import type { EventChannel } from 'redux-saga';
import { buffers, eventChannel } from 'redux-saga';
import { cancel, debounce, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { call, cancelled, fork, type SagaGen, select, take } from '@/store/effects';
import {
  selectIsAuthenticated,
  selectMe,
  selectRealtimeSettings,
  selectToken,
  authenticated,
  loggedOut,
  sessionRefreshed,
  sessionRefreshRequested,
  tokensRefreshed,
} from '@/features/session';
import type { Me, RealtimeSettings } from '@/features/session';
import { toastTapped, toastDismissed } from '@/features/shell';
import { config } from '@/shared/config/env';
import { whenIdle } from '@/shared/lib/idle';
import {
  chatClosed,
  chatOpened,
  composerChanged,
  composerSent,
  matchSendTapped,
  presenceChanged,
  promoTapped,
  rtConnectionChanged,
  rtMatchReceived,
  rtMessageReceived,
  rtPromoReceived,
  rtReconnected,
} from './actions';
import { absoluteAuthEndpoint } from './channels';
import { RealtimeConnection, type RtEvent } from './connection';
import { getRealtimeClientFactory, startClient, type RtClient } from './pusher-client';
import { selectOpenChats } from './slice';
import { type Timers, onTypingEvent, ownTypingSaga } from './typing-sagas';
import { onMatchSend, onMessage, onPromoShown, onPromoTapped, onToastDismissed, onToastTapped, onVisit } from './notice-sagas';

/** Counter refresh id a message event asks for, and how long a burst is gathered into one refresh. */
export const MESSAGE_REFRESH_ID = 1;
export const REFRESH_DEBOUNCE_MS = 300;

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
      yield* call(onMessage, e.notice);
      break;
    case 'visit':
      yield* call(onVisit, e.notice);
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

/** Hands the session's current token to the realtime client (its channel authorisations use it). */
function* followToken(client: RtClient): SagaGen {
  const token = yield* select(selectToken);
  if (token) client.setToken(token);
}

function* connection(me: Me, settings: RealtimeSettings, token: string): SagaGen {
  const factory = getRealtimeClientFactory();
  let client: RtClient;
  try {
    client = yield* call(startClient, factory, {
      key: settings.appKey || config.pusher.key,
      cluster: config.pusher.cluster || 'mt1',
      wsHost: config.pusher.host,
      wsPort: config.pusher.port,
      forceTLS: config.pusher.forceTLS,
      authEndpoint: absoluteAuthEndpoint(settings.authEndpoint || config.pusher.authEndpoint, config.apiBaseUrl),
      token,
    });
  } catch (e) {
    console.warn('[realtime] client could not load', e);
    return;
  }
  const holder: { conn: RealtimeConnection | null } = { conn: null };
  const chan = yield* call(connectionChannel, client, me, settings, holder);
  const timers: Timers = new Map();
  try {
    // Chats opened before the client was ready.
    for (const id of yield* select(selectOpenChats)) holder.conn?.openChat(id);
    yield takeEvery(chatOpened.type, (a: ReturnType<typeof chatOpened>) => holder.conn?.openChat(a.payload.userId));
    yield takeEvery(chatClosed.type, (a: ReturnType<typeof chatClosed>) => holder.conn?.closeChat(a.payload.userId));
    // A relog (or another tab's) hands out a new bearer token: the connection stays up and authorises
    // its channels with it from now on, re-subscriptions after a reconnect included (issue 41).
    yield takeEvery([tokensRefreshed.type, authenticated.type], followToken, client);
    const onComposer = ownTypingSaga((userId, typing) => holder.conn?.sendTyping(userId, typing));
    yield takeLatest([composerChanged.type, composerSent.type], onComposer);
    // The loop never waits on a handler: the typing reset is forked here (it is a child of this
    // task, cancelled with it) and every other event's handler is forked. Events that arrive while a
    // handler runs wait in the channel's buffer.
    for (;;) {
      const e = yield* take(chan);
      if (e.kind === 'typing') yield* onTypingEvent(timers, e.userId, e.typing);
      else yield* fork(dispatchEvent, e);
    }
  } finally {
    if (yield* cancelled()) chan.close();
  }
}

/** Connects while a member is signed in with realtime settings; everything is dropped on logout (AUTH-64). */
function* lifecycle(): SagaGen {
  for (;;) {
    const isAuth = yield* select(selectIsAuthenticated);
    const settings = yield* select(selectRealtimeSettings);
    const me = yield* select(selectMe);
    const token = yield* select(selectToken);
    if (!isAuth || !settings || !me || !token) {
      yield* take([authenticated.type, sessionRefreshed.type]);
      continue;
    }
    // The first screen's requests and render go first; pusher-js and its handshake follow when idle.
    yield* call(whenIdle);
    const task = yield* fork(connection, me, settings, token);
    yield* take(loggedOut.type);
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
  yield* call(lifecycle);
}
