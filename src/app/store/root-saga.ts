import type { Saga, SagaMiddleware } from 'redux-saga';
import { delay } from 'redux-saga/effects';
import type { NamedSaga } from '@/store';
import { all, call, fork } from '@/store/effects';
import { sessionSaga } from '@/features/session';
import { shellSaga } from '@/features/shell';
import { locationsSaga } from '@/features/locations';
import { paywallOpenerSaga } from '@/features/paywall/boot';

const RESTART_DELAY_MS = 1000;

/**
 * Runs a feature saga isolated from the others: an exception is reported and the saga restarted
 * (after a short delay, so a saga that throws at once cannot spin), and it never kills its siblings.
 * Because nothing escapes `isolated`, the root can `fork` (not `spawn`) it: cancelling the root
 * cancels every feature saga.
 */
export function* isolated(name: string, saga: Saga) {
  for (;;) {
    try {
      yield* call(saga);
      return;
    } catch (e) {
      console.error(`[saga:${name}] crashed; restarting`, e);
      yield delay(RESTART_DELAY_MS);
    }
  }
}

const coreSagas: Record<string, Saga> = {
  session: sessionSaga,
  shell: shellSaga,
  locations: locationsSaga,
  paywallOpener: paywallOpenerSaga,
};

export function* rootSaga() {
  yield* all(Object.entries(coreSagas).map(([name, saga]) => fork(isolated, name, saga)));
}

/**
 * Feature sagas (a component's `useFeature` asks) are started once per store, each isolated, the ones
 * they require first, through this; after `stop()` (the store's sagas were cancelled) it starts none.
 */
export function createSagaStarter(run: SagaMiddleware['run']) {
  const running = new Set<string>();
  let stopped = false;
  const startSaga = ({ name, saga, requires = [] }: NamedSaga): void => {
    if (stopped || running.has(name)) return;
    running.add(name);
    requires.forEach(startSaga);
    run(isolated, name, saga);
  };
  return Object.assign(startSaga, { stop: () => void (stopped = true) });
}
