/**
 * Promises a saga can stop waiting for. redux-saga calls a promise's `[CANCEL]` when the saga that
 * waits on it (`yield* call(...)`) is cancelled (a logout, takeLatest); `cancellable` is the one place
 * that sets it, `sagaLock` the tabs' Web Lock (tabs.ts) as a saga waits for it.
 */
import { CANCEL } from 'redux-saga';
import { acquireLock } from './tabs';

/** `promise`, which runs `onCancel` if the saga waiting on it is cancelled before it settles. */
export function cancellable<T>(promise: Promise<T>, onCancel: () => void): Promise<T> {
  return Object.assign(promise, { [CANCEL]: onCancel });
}

/** The exclusive lock `name` (acquireLock) for a saga: a cancelled wait withdraws the request. */
export function sagaLock(name: string): Promise<() => void> {
  const abort = new AbortController();
  return cancellable(acquireLock(name, abort.signal), () => abort.abort());
}
