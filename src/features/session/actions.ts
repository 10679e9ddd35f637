/**
 * The session's signals: actions no reducer handles (the session saga takes them). State changes are
 * the slice's reducers.
 */
import { createAction } from '@reduxjs/toolkit';
import type { CounterRefreshId } from './types';

/** The connection is back (or the member pressed retry on the offline start): restore now. */
export const sessionRestoreRetryRequested = createAction('session/sessionRestoreRetryRequested');
/** Something changed the member's counters or status: the session call runs again. */
export const sessionRefreshRequested = createAction<CounterRefreshId>('session/sessionRefreshRequested');
/**
 * Ask for a logout; `to` is where the member lands (home unless said otherwise). `elsewhere`: another
 * tab of the app logged out (it already cleared the storage this tab shares), so this one follows.
 */
export const logoutRequested = createAction<{ to?: string; elsewhere?: boolean } | undefined>('session/logoutRequested');
