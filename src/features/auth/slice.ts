/**
 * Entry state (A §4): each form's loading and hasError flags (AUTH-16, AUTH-17), the recovery and
 * code-page states, and the autologin in progress. Lazy: installed when the auth chunk loads.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';
import type { Body } from '@/api/contract';

export interface FormFlags {
  loading: boolean;
  /** AUTH-17: a null result (or any refusal) from the server. */
  hasError: boolean;
}

/** AUTH-50: the code page's states. */
export type CodeState = 'notValidated' | 'failed' | 'validated';

export interface AuthState {
  login: FormFlags;
  register: FormFlags;
  recovery: FormFlags & { sentTo: string | null };
  reset: FormFlags;
  /** sentTo: the address the validation code went to (the code page shows it and can send it again). */
  locked: FormFlags & { sentTo: string | null; resent: boolean };
  code: FormFlags & { state: CodeState };
  autologin: { running: boolean };
}

const idle: FormFlags = { loading: false, hasError: false };

export const initialAuthState: AuthState = {
  login: { ...idle },
  register: { ...idle },
  recovery: { ...idle, sentTo: null },
  reset: { ...idle },
  locked: { ...idle, sentTo: null, resent: false },
  code: { ...idle, state: 'notValidated' },
  autologin: { running: false },
};

export type AuthForm = 'login' | 'register' | 'recovery' | 'reset' | 'locked' | 'code';

export interface AutologinParams {
  token: string;
  action: string | null;
  user: string | null;
  origin: string | null;
  idabono: string | null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginRequested(state, _a: PayloadAction<{ email: string; password: string }>) {
      state.login = { loading: true, hasError: false };
    },
    registerRequested(state, _a: PayloadAction<{ payload: Body<'register'>; soyBusco: string; origin: string | null }>) {
      state.register = { loading: true, hasError: false };
    },
    recoveryRequested(state, _a: PayloadAction<{ email: string }>) {
      state.recovery = { loading: true, hasError: false, sentTo: null };
    },
    recoverySent(state, a: PayloadAction<string>) {
      state.recovery = { loading: false, hasError: false, sentTo: a.payload };
    },
    resetRequested(state, _a: PayloadAction<{ recoveryToken: string; newPassword: string }>) {
      state.reset = { loading: true, hasError: false };
    },
    lockedCodeRequested(state, _a: PayloadAction<{ email: string; resend?: boolean }>) {
      state.locked.loading = true;
      state.locked.hasError = false;
      state.locked.resent = false;
    },
    lockedCodeSent(state, a: PayloadAction<{ email: string; resend: boolean }>) {
      state.locked = { loading: false, hasError: false, sentTo: a.payload.email, resent: a.payload.resend };
    },
    codeSubmitted(state, _a: PayloadAction<{ code: string }>) {
      state.code.loading = true;
      state.code.hasError = false;
    },
    codeValidated(state) {
      state.code = { loading: false, hasError: false, state: 'validated' };
    },
    codeFailed(state) {
      state.code = { loading: false, hasError: false, state: 'failed' };
    },
    codeEdited(state) {
      if (state.code.state === 'failed') state.code.state = 'notValidated';
    },
    /** A request finished without success: hasError when the server refused (AUTH-13, AUTH-15, AUTH-17). */
    formFinished(state, a: PayloadAction<{ form: AuthForm; hasError: boolean }>) {
      const f = state[a.payload.form];
      f.loading = false;
      f.hasError = a.payload.hasError;
    },
    /** AUTH-16: leaving a screen clears its loading (and its stale error). */
    formLeft(state, a: PayloadAction<AuthForm>) {
      const f = state[a.payload];
      f.loading = false;
      f.hasError = false;
      if (a.payload === 'recovery') state.recovery.sentTo = null;
      if (a.payload === 'code' && state.code.state === 'failed') state.code.state = 'notValidated';
    },
    autologinStarted(state, _a: PayloadAction<AutologinParams>) {
      state.autologin.running = true;
    },
    autologinFinished(state) {
      state.autologin.running = false;
    },
  },
});

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof authSlice> {}
}

const injectedAuth = authSlice.injectInto(combinedReducer);
export const authActions = authSlice.actions;
/** The entry state (screens read it through useAuthForm, or `useSlice(selectAuth, pick)`). */
export const selectAuth = injectedAuth.selectSlice;
