import type { RootState } from '@/store';

export const selectSession = (s: RootState) => s.session;
export const selectIsAuthenticated = (s: RootState) => s.session.status === 'authenticated';
export const selectSessionStatus = (s: RootState) => s.session.status;
export const selectToken = (s: RootState) => s.session.token;
export const selectRecoveryToken = (s: RootState) => s.session.recoveryToken;
export const selectMe = (s: RootState) => s.session.me;
export const selectCounters = (s: RootState) => s.session.counters;
export const selectRealtimeSettings = (s: RootState) => s.session.realtime;
/** Subscribed state comes from billing.premium and billing.active_subscription (AUTH-62). */
export const selectIsSubscribed = (s: RootState) =>
  Boolean(s.session.me && (s.session.me.billing.premium || s.session.me.billing.activeSubscription));
export const selectIsMale = (s: RootState) => s.session.me?.gender === 1;
export const selectSessionOffline = (s: RootState) => s.session.offline;
/** The session's web push settings: the public key subscriptions use (PWA-02). */
export const selectWebPushPublicKey = (s: RootState) => s.session.webPushPublicKey;
