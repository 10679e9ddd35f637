import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createApiContext } from '@/api/call-api';
import { realBrowser, type BrowserServices, type Navigator } from '@/app/navigation';
import { rootReducer, type RootState } from './root-reducer';
import { createSagaInjector, rootSaga } from './root-saga';

export interface StoreDeps {
  nav: Navigator;
  browser?: BrowserServices;
}

/** The app's store; tests build their own with a memory router and preloaded state. */
export function makeStore(deps: StoreDeps, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({
    context: { nav: deps.nav, browser: deps.browser ?? realBrowser, api: createApiContext() },
    onError: (e) => console.error('[saga] uncaught', e),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const injectSaga = createSagaInjector(sagaMiddleware);
  const rootTask = sagaMiddleware.run(rootSaga);
  return Object.assign(store, { injectSaga, rootTask, runSaga: sagaMiddleware.run });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
