import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';
import type { Counters, Me, RealtimeSettings } from './types';

export type SessionStatus = 'anonymous' | 'restoring' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  recoveryToken: string | null;
  longAccessToken: string | null;
  me: Me | null;
  counters: Counters;
  realtime: RealtimeSettings | null;
  webPushPublicKey: string | null;
  /** Set when the session could not be restored because the network is down; the saga retries. */
  offline: boolean;
}

const initialSessionState: SessionState = {
  status: 'anonymous',
  token: null,
  recoveryToken: null,
  longAccessToken: null,
  me: null,
  counters: { visits: 0, matches: 0, messages: 0 },
  realtime: null,
  webPushPublicKey: null,
  offline: false,
};

export interface AuthenticatedPayload {
  token: string;
  recoveryToken: string | null;
  me: Me;
  counters: Counters;
  realtime: RealtimeSettings | null;
  webPushPublicKey: string | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** A stored token was found on start (AUTH-52); the session call follows. */
    sessionRestoreStarted(state, action: PayloadAction<{ token: string; recoveryToken: string | null; longAccessToken: string | null }>) {
      state.status = 'restoring';
      state.token = action.payload.token;
      state.recoveryToken = action.payload.recoveryToken;
      state.longAccessToken = action.payload.longAccessToken;
    },
    sessionRestoreOffline(state) {
      state.offline = true;
    },
    /** The server could not answer the restore (500): the stored token is kept so a reload retries. */
    sessionRestoreFailed(state) {
      state.status = 'anonymous';
      state.offline = false;
    },
    /** Login, registration, autologin, social sign-in or restore succeeded (AUTH-18). */
    authenticated(state, action: PayloadAction<AuthenticatedPayload>) {
      const p = action.payload;
      state.status = 'authenticated';
      state.offline = false;
      state.token = p.token;
      if (p.recoveryToken !== null) state.recoveryToken = p.recoveryToken;
      state.me = p.me;
      state.counters = p.counters;
      if (p.realtime) state.realtime = p.realtime;
      if (p.webPushPublicKey !== null) state.webPushPublicKey = p.webPushPublicKey;
    },
    /** /relog or a password change handed out new tokens. */
    tokensRefreshed(state, action: PayloadAction<{ token: string; recoveryToken: string | null }>) {
      state.token = action.payload.token;
      if (action.payload.recoveryToken) state.recoveryToken = action.payload.recoveryToken;
    },
    longAccessTokenReceived(state, action: PayloadAction<string>) {
      state.longAccessToken = action.payload;
    },
    sessionRefreshed(
      state,
      action: PayloadAction<{ me: Me; counters: Counters; realtime: RealtimeSettings | null; webPushPublicKey: string | null }>,
    ) {
      state.me = action.payload.me;
      state.counters = action.payload.counters;
      if (action.payload.realtime) state.realtime = action.payload.realtime;
      if (action.payload.webPushPublicKey) state.webPushPublicKey = action.payload.webPushPublicKey;
    },
    countersUpdated(state, action: PayloadAction<Partial<Counters>>) {
      state.counters = { ...state.counters, ...action.payload };
    },
    /** Resets every slice but the locations (see root-reducer.ts). */
    loggedOut() {
      return initialSessionState;
    },
  },
});

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof sessionSlice> {}
  interface CoreSlices extends WithSlice<typeof sessionSlice> {}
}
sessionSlice.injectInto(combinedReducer);

export const {
  sessionRestoreStarted,
  sessionRestoreOffline,
  sessionRestoreFailed,
  authenticated,
  tokensRefreshed,
  longAccessTokenReceived,
  sessionRefreshed,
  countersUpdated,
  loggedOut,
} = sessionSlice.actions;
