import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type SagaMiddleware, type Task } from 'redux-saga';
import { createApiContext } from '@/api/call-api';
import { apiPorts } from './api-ports';
import { realBrowser, type AppStore, type BrowserServices, type Navigator, type RootState } from '@/store';
import type { SagaContext } from '@/store/effects';
import { rootReducer } from './root-reducer';
import { createSagaStarter, rootSaga } from './root-saga';

export interface StoreDeps {
  nav: Navigator;
  browser?: BrowserServices;
}

/** The app's store; tests build their own with a memory router and preloaded state. */
export function makeStore(deps: StoreDeps, preloadedState?: Partial<RootState>): AppStore {
  const sagaMiddleware = createSagaMiddleware({
    // What getContext reads in the sagas (@/store/effects): this object is that declaration's one source.
    context: { nav: deps.nav, browser: deps.browser ?? realBrowser, api: createApiContext(apiPorts) } satisfies SagaContext,
    onError: (e) => console.error('[saga] uncaught', e),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: { warnAfter: 200 }, immutableCheck: { warnAfter: 200 } }).concat(sagaMiddleware),
  });
  const tasks: Task[] = [];
  const run: SagaMiddleware['run'] = (saga: Saga, ...args: unknown[]) => {
    const task = sagaMiddleware.run(saga, ...args);
    tasks.push(task);
    return task;
  };
  const startSaga = createSagaStarter(run);
  const rootTask = run(rootSaga);
  // A feature's saga starts when a component opens it (useFeature), not here: see @/store/feature.
  /** Cancels every saga of this store and starts no more (tests; a page unload needs nothing). */
  const stopSagas = () => {
    startSaga.stop();
    tasks.forEach((t) => t.cancel());
  };
  return Object.assign(store, { startSaga, rootTask, runSaga: run, stopSagas });
}
