/**
 * Installing (PWA-08..11): the captured install event's state in the store, the install page's redirect
 * when installing is not possible, and the prompt with its outcome tracked.
 */
import { eventChannel, type EventChannel } from 'redux-saga';
import { delay, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { call, fork, getContext, race, type SagaGen, select, take } from '@/store/effects';
import type { Navigator } from '@/store';
import { AUTH_HOME, PATHS } from '@/store';
import { track } from '@/shared/analytics';
import { installSnapshot, onInstallChange, promptInstall, type InstallSnapshot } from './install-capture';
import { pwaActions, selectCanInstall } from './slice';

/** How long the install page waits for a late install event on a fresh load before leaving. */
export const INSTALL_EVENT_WAIT_MS = 1500;

function installChanges(): EventChannel<InstallSnapshot> {
  return eventChannel((emit) => onInstallChange(() => emit(installSnapshot())));
}

function* watchInstallState(): SagaGen<void> {
  yield put(pwaActions.installStateChanged(installSnapshot()));
  const chan = yield* call(installChanges);
  try {
    for (;;) yield put(pwaActions.installStateChanged(yield* take(chan)));
  } finally {
    chan.close();
  }
}

function* nav(): SagaGen<Navigator> {
  return yield* getContext('nav');
}

/** PWA-11: the install page leads to the recent dashboard when installing is not possible. */
function* onInstallPage(): SagaGen<void> {
  if (yield* select(selectCanInstall)) return;
  const s = installSnapshot();
  if (!s.standalone && !s.installed) {
    // The browser fires its event a moment after load: a fresh load of this page waits for it.
    yield* race({
      ready: take(
        (a: { type: string; payload?: InstallSnapshot }) => a.type === pwaActions.installStateChanged.type && !!a.payload?.canPrompt,
      ),
      timeout: delay(INSTALL_EVENT_WAIT_MS),
    });
  }
  if (yield* select(selectCanInstall)) return;
  const n = yield* call(nav);
  if (n.location().pathname === PATHS.ADD_TO_HOME_SCREEN) n.navigate(AUTH_HOME, { replace: true });
}

/** PWA-08 / PWA-10: the kept event is offered; the outcome is tracked as accepted or cancelled. */
function* onInstallRequested(): SagaGen<void> {
  const outcome = yield* call(promptInstall);
  if (outcome === 'unavailable') {
    yield put(pwaActions.installFinished(null));
    return;
  }
  track({ event: 'add_to_home_screen', outcome });
  yield put(pwaActions.installFinished(outcome));
  if (outcome === 'cancelled') {
    const n = yield* call(nav);
    if (n.location().pathname === PATHS.ADD_TO_HOME_SCREEN) n.navigate(AUTH_HOME, { replace: true });
  }
}

export function* installSaga(): SagaGen<void> {
  yield* fork(watchInstallState);
  yield takeLatest(pwaActions.installPageOpened.type, onInstallPage);
  yield takeLeading(pwaActions.installRequested.type, onInstallRequested);
}
