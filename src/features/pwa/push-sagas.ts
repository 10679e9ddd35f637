/**
 * Web push (PWA-02..07, API-55). Per signed-in member:
 * - permission 'granted': subscribe silently with the session's public key and send the subscription;
 * - 'default': at the first scroll to page 1 or later, the custom dialog; the browser's prompt only after 'yes';
 * - 'denied': at that scroll, the tutorial on re-enabling notifications;
 * each dialog at most 5 times, 24 h apart (prompt-limits.ts). A subscription the push service refuses
 * (or that cannot be sent) is retried later, silently. Logout unsubscribes this device.
 */
import { toOpenConversation } from './mappers';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { delay, put } from 'redux-saga/effects';
import { actionChannel, apiCall, call, fork, race, type SagaGen, select, take } from '@/store/effects';
import { apiWebPushSubscribe } from '@/api/webpush';
import { dashboardMoreRequested } from './dashboard-signal';
import { selectIsAuthenticated, selectWebPushPublicKey, authenticated, loggedOut, sessionRefreshed } from '@/features/session';
import { modalOpenRequested } from '@/features/shell';
import { track } from '@/shared/analytics';
import { pushPlatform } from './platform';
import { mayPrompt, recordPrompt } from './prompt-limits';
import { pwaActions } from './slice';

/** Retries of a refused subscription (or one that could not be sent): later, silently, then give up until the next start. */
export const SUBSCRIBE_RETRY_MS = [60_000, 5 * 60_000, 30 * 60_000];

export const now = { ms: () => Date.now() };

function* publicKey(): SagaGen<string | null> {
  const key = yield* select(selectWebPushPublicKey);
  if (key) return key;
  // The session may still be refreshing; its answer carries the key.
  const { refreshed } = yield* race({ refreshed: take(sessionRefreshed.type), timeout: delay(10_000) });
  if (!refreshed) return null;
  return yield* select(selectWebPushPublicKey);
}

/** PWA-02 / PWA-03 / API-55: subscribe with the session's key and POST the subscription; true when sent. */
export function* subscribeAndSend(): SagaGen<boolean> {
  for (let attemptNo = 0; ; attemptNo += 1) {
    const key = yield* call(publicKey);
    if (!key) return false;
    let sent = false;
    try {
      const json = yield* call([pushPlatform, pushPlatform.subscribe], key);
      const r = yield* apiCall(apiWebPushSubscribe, json);
      sent = r.kind === 'ok';
      // A catalogue outcome (logout, server-error screen) or a rejected token is not retried.
      if (!sent && r.kind !== 'network') return false;
    } catch {
      // The push service refused (or no worker yet): try again later, never an error for the member.
    }
    if (sent) {
      yield put(pwaActions.pushSubscribed());
      track({ event: 'webpush', action: 'subscribed' });
      return true;
    }
    const wait = SUBSCRIBE_RETRY_MS[attemptNo];
    if (wait === undefined) return false;
    yield delay(wait);
  }
}

function* offerDialog(kind: 'ask' | 'tutorial'): SagaGen<void> {
  if (!mayPrompt(kind, now.ms())) return;
  recordPrompt(kind, now.ms());
  yield put(pwaActions.pushDialogShown(kind));
  track({ event: 'webpush', action: kind === 'ask' ? 'dialog_shown' : 'tutorial_shown' });
  const { yes } = yield* race({ yes: take(pwaActions.pushDialogAccepted.type), no: take(pwaActions.pushDialogDismissed.type) });
  if (kind === 'tutorial') return;
  if (!yes) {
    track({ event: 'webpush', action: 'dialog_dismissed' });
    return;
  }
  // PWA-04: the browser's own prompt only after the member said yes in ours.
  let answer: NotificationPermission = 'default';
  try {
    answer = yield* call([pushPlatform, pushPlatform.requestPermission]);
  } catch {
    return;
  }
  track({ event: 'webpush', action: answer === 'granted' ? 'permission_granted' : 'permission_refused' });
  if (answer === 'granted') yield* call(subscribeAndSend);
}

function nextScroll(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('scroll', () => resolve(), { once: true, passive: true }));
}

/**
 * One signed-in member's push flow (PWA-03..07). `ready`, when given, is what it waits for before it
 * asks anything of the browser (pushSaga's caller: the browser's next idle moment).
 */
export function* memberPushFlow(ready?: () => Promise<void>): SagaGen<void> {
  // PWA-07: a dashboard's request for its next page counts from the member's start, also while the flow
  // waits to be ready: a quick scroll (or a page filling a tall screen) must not leave it waiting for a
  // request that already came (and may never come again once the list has ended).
  const pageRequests = yield* actionChannel(dashboardMoreRequested.type, buffers.sliding(1));
  try {
    if (ready) yield* call(ready);
    const first = yield* call([pushPlatform, pushPlatform.permission]);
    if (first === 'unsupported') return;
    if (first === 'granted') {
      yield* call(subscribeAndSend);
      return;
    }
    // PWA-07: the check runs at the first scroll at page 1 or later: once a dashboard has asked for its
    // next page, the member's next scroll (a page that merely fills a tall screen is not a scroll).
    yield* take(pageRequests);
  } finally {
    pageRequests.close();
  }
  yield* call(nextScroll);
  const perm = yield* call([pushPlatform, pushPlatform.permission]);
  if (perm === 'granted') yield* call(subscribeAndSend);
  else if (perm === 'default')
    yield* call(offerDialog, 'ask'); // PWA-04
  else if (perm === 'denied') yield* call(offerDialog, 'tutorial'); // PWA-05
}

function workerMessages(): EventChannel<{ userId: number }> {
  return eventChannel((emit) =>
    pushPlatform.onWorkerMessage((data) => {
      const open = toOpenConversation(data);
      if (open) emit(open);
    }),
  );
}

/** A notification click in an already open window: the worker asks it to open the conversation. */
function* watchWorkerMessages(): SagaGen<void> {
  const chan = yield* call(workerMessages);
  try {
    for (;;) {
      const { userId } = yield* take(chan);
      if (yield* select(selectIsAuthenticated)) yield put(modalOpenRequested({ modal: 'message-view', id: userId }));
    }
  } finally {
    chan.close();
  }
}

function* unsubscribe(): SagaGen<void> {
  try {
    yield* call([pushPlatform, pushPlatform.unsubscribe]);
  } catch {
    /* no worker or no subscription: nothing to undo */
  }
}

/**
 * Runs for the life of the store: a flow per signed-in member (which waits for `ready` before it asks
 * the browser anything), unsubscribed on logout.
 */
export function* pushSaga(ready?: () => Promise<void>): SagaGen<void> {
  yield* fork(watchWorkerMessages);
  for (;;) {
    if (!(yield* select(selectIsAuthenticated))) yield* take(authenticated.type);
    yield* race({ flow: call(memberPushFlow, ready), out: take(loggedOut.type) });
    // The flow may have ended on its own (subscribed, or nothing to offer): wait for the logout.
    if (yield* select(selectIsAuthenticated)) yield* take(loggedOut.type);
    yield* call(unsubscribe);
  }
}
