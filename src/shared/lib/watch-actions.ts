/**
 * A feature saga's watchers as a table, one take helper per call:
 *
 *   yield watchActions(takeLeading, authActions, { loginRequested: login, registerRequested: register });
 *
 * forks `takeLeading(authActions.loginRequested.type, login)`, then the next row, in the table's order
 * (takeLatest cancels a running worker when its action comes again, takeLeading ignores the action while
 * its worker runs, takeEvery runs a worker per action). The workers are typed by their action.
 */
import type { Action } from 'redux';
import { all, type takeEvery, type AllEffect, type ForkEffect } from 'redux-saga/effects';

/** takeEvery, takeLatest or takeLeading (the three share one signature). */
type TakeHelper = typeof takeEvery;
type ActionCreator = ((...args: never[]) => Action) & { type: string };

export function watchActions<C extends { [K in keyof C]: ActionCreator }>(
  take: TakeHelper,
  actions: C,
  workers: { [K in keyof C]?: (action: ReturnType<C[K]>) => unknown },
): AllEffect<ForkEffect> {
  const forks: ForkEffect[] = [];
  for (const name in workers) {
    const worker = workers[name];
    if (worker) forks.push(take(actions[name].type, worker));
  }
  return all(forks);
}
