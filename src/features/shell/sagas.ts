import { delay, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { call, getContext } from '@/store/effects';
import { withQuery, type Navigator } from '@/store';
import * as requests from './actions';
import { messageViewSkipSet, serverErrorCleared, serverErrorRaised } from './slice';

/** SHELL-32: how long the skip flag outlives its first use (a remount of the same view within it is skipped too). */
export const MESSAGE_VIEW_SKIP_GRACE_MS = 1000;

export const SERVER_ERROR_PATH = '/server-error';

function* nav() {
  return yield* getContext('nav');
}

/** API-12: the server-error flag shows the server-error screen, whatever dialog is open (it closes). */
function* showServerError() {
  const n = yield* call(nav);
  if (n.location().pathname !== SERVER_ERROR_PATH) n.navigate(SERVER_ERROR_PATH, { force: true });
}

/** API-15: 'Volver' reloads '/'. */
function* leaveServerError() {
  yield put(serverErrorCleared());
  const browser = yield* getContext('browser');
  browser.reload('/');
}

/** SHELL-29: a modal opens on the current path with ?modal=&id=&cantBuy=. */
function* openModal(action: ReturnType<typeof requests.modalOpenRequested>) {
  const n = yield* call(nav);
  const { modal, id, cantBuy } = action.payload;
  n.navigate(
    withQuery(n.location(), {
      modal,
      id: id === undefined ? null : String(id),
      cantBuy: cantBuy ? '1' : null,
    }),
  );
}

/**
 * Leaves a state the app pushed onto history (a modal, the gallery hash): Back when the app pushed
 * it, so Back and the close button agree; otherwise (opened by a link) replace with `fallback`.
 */
function leavePushedEntry(n: Navigator, fallback: string): void {
  const loc = n.location();
  if (loc.key && loc.key !== 'default') n.back();
  else n.navigate(fallback, { replace: true });
}

function* closeModal() {
  const n = yield* call(nav);
  leavePushedEntry(n, withQuery(n.location(), { modal: null, id: null, cantBuy: null }));
}

function* openHash(action: ReturnType<typeof requests.hashOpenRequested>) {
  const n = yield* call(nav);
  const loc = n.location();
  n.navigate(`${loc.pathname}${loc.search}${action.payload}`);
}

function* closeHash() {
  const n = yield* call(nav);
  const loc = n.location();
  leavePushedEntry(n, `${loc.pathname}${loc.search}`);
}

/**
 * API-10: a 402 opens the paywall modal (type SM/RM as its id; cantBuy for the one-purchase notice).
 * A 402 while the paywall (or its payment modal) is open does not stack a second one; a cant_buy then
 * only adds the one-purchase notice to the open paywall. It sets no skip flag: that is set when the
 * member moves from the paywall to a message view (SHELL-32, app/modals/use-message-view-skip.ts).
 */
function* openPaywall(action: ReturnType<typeof requests.paywallRequired>) {
  const n = yield* call(nav);
  const loc = n.location();
  const q = new URLSearchParams(loc.search);
  const open = q.get('modal');
  if (open === 'pay-wall' || open === 'payment') {
    if (open === 'pay-wall' && action.payload.cantBuy && q.get('cantBuy') !== '1')
      n.navigate(withQuery(loc, { cantBuy: '1' }), { replace: true });
    return;
  }
  yield put(requests.modalOpenRequested({ modal: 'pay-wall', id: action.payload.type, cantBuy: action.payload.cantBuy }));
}

function* expireMessageViewSkip() {
  yield delay(MESSAGE_VIEW_SKIP_GRACE_MS);
  yield put(messageViewSkipSet(null));
}

function* navigateTo(action: ReturnType<typeof requests.navigationRequested>) {
  const n = yield* call(nav);
  n.navigate(action.payload.to, { replace: action.payload.replace ?? false });
}

export function* shellSaga() {
  yield takeEvery(serverErrorRaised.type, showServerError);
  yield takeEvery(requests.serverErrorDismissed.type, leaveServerError);
  yield takeEvery(requests.modalOpenRequested.type, openModal);
  yield takeEvery(requests.modalCloseRequested.type, closeModal);
  yield takeEvery(requests.hashOpenRequested.type, openHash);
  yield takeEvery(requests.hashCloseRequested.type, closeHash);
  yield takeEvery(requests.paywallRequired.type, openPaywall);
  yield takeEvery(requests.navigationRequested.type, navigateTo);
  yield takeLatest(requests.messageViewSkipUsed.type, expireMessageViewSkip);
}
