/**
 * The store as features see it: the Redux store of `RootState` plus the saga host the app wires
 * (src/app/store/make-store.ts builds one; tests build theirs through the same function).
 */
import type { Action, EnhancedStore } from '@reduxjs/toolkit';
import type { Saga, SagaMiddleware, Task } from 'redux-saga';
import type { RootState } from './root-reducer';

/** A saga, the name its crashes are reported under and the sagas it needs running; a store runs it at most once. */
export interface NamedSaga {
  readonly name: string;
  readonly saga: Saga;
  readonly requires?: readonly NamedSaga[];
}

export interface SagaHost {
  /** Starts a saga (a feature) once per store, the ones it `requires` first (a second call with the same name does nothing). */
  startSaga(saga: NamedSaga): void;
  readonly rootTask: Task;
  runSaga: SagaMiddleware['run'];
  /** Cancels every saga of this store and starts no more (tests; a page unload needs nothing). */
  stopSagas(): void;
}

export type AppStore = EnhancedStore<RootState, Action> & SagaHost;
export type AppDispatch = AppStore['dispatch'];
