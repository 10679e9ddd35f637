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
  /**
   * The server let the member in (a token) but GET /v1/session gave no member (issue 41): a named
   * error of its own, never the form's refusal text.
   */
  sessionFailed: boolean;
}

/** A password was set (reset link) and the member now logs in with it. */
type LoginNotice = 'passwordSet';

/** AUTH-50: the code page's states. */
export type CodeState = 'notValidated' | 'failed' | 'validated';

export interface AuthState {
  /** notice: why the member was sent to log in (a password set without a session, issue 41). */
  login: FormFlags & { notice: LoginNotice | null };
  register: FormFlags;
  recovery: FormFlags & { sentTo: string | null };
  reset: FormFlags;
  /** sentTo: the address the validation code went to (the code page shows it and can send it again). */
  locked: FormFlags & { sentTo: string | null; resent: boolean };
  code: FormFlags & { state: CodeState };
  autologin: { running: boolean };
}

const idle: FormFlags = { loading: false, hasError: false, sessionFailed: false };

export const initialAuthState: AuthState = {
  login: { ...idle, notice: null },
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
      state.login = { ...idle, loading: true, notice: null };
    },
    registerRequested(state, _a: PayloadAction<{ payload: Body<'register'>; soyBusco: string; origin: string | null }>) {
      state.register = { ...idle, loading: true };
    },
    recoveryRequested(state, _a: PayloadAction<{ email: string }>) {
      state.recovery = { ...idle, loading: true, sentTo: null };
    },
    recoverySent(state, a: PayloadAction<string>) {
      state.recovery = { ...idle, sentTo: a.payload };
    },
    resetRequested(state, _a: PayloadAction<{ recoveryToken: string; newPassword: string }>) {
      state.reset = { ...idle, loading: true };
    },
    /** The password was set, with no session to open: the member logs in with it (the saga goes to /login). */
    resetDone(state) {
      state.reset = { ...idle };
      state.login = { ...idle, notice: 'passwordSet' };
    },
    lockedCodeRequested(state, _a: PayloadAction<{ email: string; resend?: boolean }>) {
      state.locked.loading = true;
      state.locked.hasError = false;
      state.locked.resent = false;
    },
    lockedCodeSent(state, a: PayloadAction<{ email: string; resend: boolean }>) {
      state.locked = { ...idle, sentTo: a.payload.email, resent: a.payload.resend };
    },
    codeSubmitted(state, _a: PayloadAction<{ code: string }>) {
      state.code.loading = true;
      state.code.hasError = false;
    },
    codeValidated(state) {
      state.code = { ...idle, state: 'validated' };
    },
    codeFailed(state) {
      state.code = { ...idle, state: 'failed' };
    },
    codeEdited(state) {
      if (state.code.state === 'failed') state.code.state = 'notValidated';
    },
    /**
     * A request finished without success: hasError when the server refused (AUTH-13, AUTH-15, AUTH-17);
     * sessionFailed when it let the member in but the session could not be opened (issue 41).
     */
    formFinished(state, a: PayloadAction<{ form: AuthForm; hasError: boolean; sessionFailed?: boolean }>) {
      const f = state[a.payload.form];
      f.loading = false;
      f.hasError = a.payload.hasError;
      f.sessionFailed = a.payload.sessionFailed === true;
    },
    /** AUTH-16: leaving a screen clears its loading (and its stale error). */
    formLeft(state, a: PayloadAction<AuthForm>) {
      const f = state[a.payload];
      f.loading = false;
      f.hasError = false;
      f.sessionFailed = false;
      if (a.payload === 'login') state.login.notice = null;
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
