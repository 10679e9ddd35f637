/**
 * The store as features see it: the Redux store of `RootState` plus the saga host the app wires
 * (src/app/store/make-store.ts builds one; tests build theirs through the same function).
 */
import type { Action, EnhancedStore } from '@reduxjs/toolkit';
import type { Saga, SagaMiddleware, Task } from 'redux-saga';
import type { RootState } from './root-reducer';

/** A saga and the name its crashes are reported under; a store runs it at most once. */
export interface NamedSaga {
  readonly name: string;
  readonly saga: Saga;
}

export interface SagaHost {
  /** Starts a saga once per store (a second call with the same name does nothing). */
  startSaga(saga: NamedSaga): void;
  readonly rootTask: Task;
  runSaga: SagaMiddleware['run'];
  /** Cancels every saga of this store and starts no more (tests; a page unload needs nothing). */
  stopSagas(): void;
}

export type AppStore = EnhancedStore<RootState, Action> & SagaHost;
export type AppDispatch = AppStore['dispatch'];
