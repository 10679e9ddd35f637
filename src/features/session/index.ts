/**
 * Public surface of the session: its actions and selectors, the member's types, the stored-session
 * helpers and the session saga pieces the app and the entry flows use. Nothing else of the feature
 * is imported from outside it.
 */
export {
  authenticated,
  countersUpdated,
  loggedOut,
  longAccessTokenReceived,
  sessionRefreshed,
  tokensRefreshed,
  type AuthenticatedPayload,
} from './slice';
export { logoutRequested, sessionRefreshRequested, sessionRestoreRetryRequested } from './actions';
export {
  selectCounters,
  selectIsAuthenticated,
  selectIsSubscribed,
  selectMe,
  selectRealtimeSettings,
  selectRecoveryToken,
  selectSession,
  selectSessionOffline,
  selectSessionStatus,
  selectToken,
  selectWebPushPublicKey,
} from './selectors';
export type { Me, RealtimeSettings } from './types';
export { SESSION_STORAGE_KEY, kvStorage, readStoredSession, writeStoredSession } from './storage';
export { sessionSaga, sessionPayload } from './sagas';
export { toMe, toRealtime } from './mappers';
