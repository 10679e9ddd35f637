import { put, takeEvery } from 'redux-saga/effects';
import { call, getContext } from '@/store/effects';
import { withQuery, type Navigator } from '@/store';
import * as requests from './actions';
import { serverErrorCleared, serverErrorRaised } from './slice';
import { wireId } from '@/shared/lib/wire';

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
      // A member's id as the server named it (an opaque id's own text).
      id: id === undefined ? null : String(typeof id === 'number' ? wireId(id) : id),
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
  yield takeEvery(requests.navigationRequested.type, navigateTo);
}
