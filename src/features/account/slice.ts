/**
 * The account area's state (B §4): the account view, the password and delete dialogs, the unsubscribe
 * steps' member list, the withdrawal (REFUND-03) and the report form. Lazy: installed when the account
 * chunk loads; reset with every other slice on logout.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';
import type { Account, AlertColumn, AlertKey, ReportedMember, UnsubscribeUser } from './types';

export type PasswordError = 'wrongOld' | 'failed';

export interface AccountState {
  view: { status: 'idle' | 'loading' | 'ok' | 'error'; data: Account | null };
  /** A save that failed and was rolled back: the message under the section. */
  ageRangeError: boolean;
  alertsError: boolean;
  password: { open: boolean; loading: boolean; error: PasswordError | null; message: string | null; changed: boolean };
  remove: { open: boolean; loading: boolean; error: boolean; message: string | null };
  /** users: the step-two list once step one's check passed (possibly empty); null before. */
  unsubscribe: { loading: boolean; failed: boolean; users: UnsubscribeUser[] | null };
  /** REFUND-03: initial, loading (isLoading), done (idTramite) and failed. */
  refund: { idTramite: string | null; isLoading: boolean; failed: boolean; done: boolean };
  report: { loading: boolean; failed: boolean; message: string | null; doneFor: number | null };
  /** Who the report page names when nothing in the app knew them (REPORT-01): read from their profile view. */
  reportedMember: ReportedMember | null;
}

export const initialAccountState: AccountState = {
  view: { status: 'idle', data: null },
  ageRangeError: false,
  alertsError: false,
  password: { open: false, loading: false, error: null, message: null, changed: false },
  remove: { open: false, loading: false, error: false, message: null },
  unsubscribe: { loading: false, failed: false, users: null },
  refund: { idTramite: null, isLoading: false, failed: false, done: false },
  report: { loading: false, failed: false, message: null, doneFor: null },
  reportedMember: null,
};

export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    accountRequested(s) {
      s.view.status = 'loading';
    },
    accountLoaded(s, a: PayloadAction<Account>) {
      s.view = { status: 'ok', data: a.payload };
    },
    accountFailed(s) {
      s.view.status = 'error';
    },

    /** ACC-03: the slider was released on a new range (optimistic; the saga saves it). */
    ageRangeCommitted(s, a: PayloadAction<{ min: number; max: number; previous: { min: number; max: number } }>) {
      if (s.view.data) s.view.data.ageRange = { min: a.payload.min, max: a.payload.max };
      s.ageRangeError = false;
    },
    ageRangeSaveFailed(s, a: PayloadAction<{ previous: { min: number; max: number } }>) {
      if (s.view.data) s.view.data.ageRange = a.payload.previous;
      s.ageRangeError = true;
    },

    /** ACC-11: a toggle changed (optimistic); alertSaveFailed rolls it back. */
    alertToggled(s, a: PayloadAction<{ column: AlertColumn; key: AlertKey; value: boolean }>) {
      const set = s.view.data?.alerts[a.payload.column];
      if (set) set[a.payload.key] = a.payload.value;
      s.alertsError = false;
    },
    alertSaveFailed(s, a: PayloadAction<{ column: AlertColumn; key: AlertKey; value: boolean }>) {
      const set = s.view.data?.alerts[a.payload.column];
      if (set) set[a.payload.key] = a.payload.value;
      s.alertsError = true;
    },

    passwordDialogOpened(s) {
      s.password = { open: true, loading: false, error: null, message: null, changed: false };
    },
    passwordDialogClosed(s) {
      s.password.open = false;
      s.password.loading = false;
    },
    passwordChangeRequested(s, _a: PayloadAction<{ old: string; next: string }>) {
      s.password.loading = true;
      s.password.error = null;
      s.password.message = null;
    },
    passwordChangeFailed(s, a: PayloadAction<{ error: PasswordError | null; message: string | null }>) {
      s.password.loading = false;
      s.password.error = a.payload.error;
      s.password.message = a.payload.message;
    },
    passwordChanged(s) {
      s.password.loading = false;
      s.password.changed = true;
    },

    deleteDialogOpened(s) {
      s.remove = { open: true, loading: false, error: false, message: null };
    },
    deleteDialogClosed(s) {
      if (!s.remove.loading) s.remove.open = false;
    },
    deleteRequested(s, _a: PayloadAction<{ password: string }>) {
      s.remove.loading = true;
      s.remove.error = false;
      s.remove.message = null;
    },
    /** ACC-16: a 400 sets an error (the server's text when it sent one). */
    deleteFailed(s, a: PayloadAction<{ error: boolean; message: string | null }>) {
      s.remove.loading = false;
      s.remove.error = a.payload.error;
      s.remove.message = a.payload.message;
    },

    unsubscribeCheckRequested(s, _a: PayloadAction<{ email: string; password: string }>) {
      s.unsubscribe.loading = true;
      s.unsubscribe.failed = false;
    },
    unsubscribeChecked(s, a: PayloadAction<UnsubscribeUser[]>) {
      s.unsubscribe = { loading: false, failed: false, users: a.payload };
    },
    unsubscribeFailed(s, a: PayloadAction<{ failed: boolean }>) {
      s.unsubscribe.loading = false;
      s.unsubscribe.failed = a.payload.failed;
    },
    unsubscribeHoldRequested(s) {
      s.unsubscribe.loading = true;
    },
    unsubscribeConfirmRequested(s) {
      s.unsubscribe.loading = true;
      s.unsubscribe.failed = false;
    },
    unsubscribeStepDone(s) {
      s.unsubscribe.loading = false;
    },
    /** Step one shown again: the flow starts over. */
    unsubscribeReset(s) {
      s.unsubscribe = { loading: false, failed: false, users: null };
    },

    refundRequested(s) {
      s.refund = { idTramite: null, isLoading: true, failed: false, done: false };
    },
    refundDone(s, a: PayloadAction<string>) {
      s.refund = { idTramite: a.payload, isLoading: false, failed: false, done: true };
    },
    refundFailed(s) {
      s.refund = { idTramite: null, isLoading: false, failed: true, done: false };
    },
    refundReset(s) {
      s.refund = initialAccountState.refund;
    },

    reportRequested(s, _a: PayloadAction<{ id: number; reason: string; text: string }>) {
      s.report = { loading: true, failed: false, message: null, doneFor: null };
    },
    reportDone(s, a: PayloadAction<{ id: number }>) {
      s.report = { loading: false, failed: false, message: null, doneFor: a.payload.id };
    },
    reportFailed(s, a: PayloadAction<{ message: string | null }>) {
      s.report = { loading: false, failed: true, message: a.payload.message, doneFor: null };
    },
    reportStopped(s) {
      s.report.loading = false;
    },
    /** REPORT-01: the page knows only the id; the saga reads who it is. */
    reportedMemberRequested(_s, _a: PayloadAction<{ id: number }>) {},
    reportedMemberLoaded(s, a: PayloadAction<ReportedMember>) {
      s.reportedMember = a.payload;
    },
    reportReset(s) {
      s.report = initialAccountState.report;
    },
  },
});

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof accountSlice> {}
}

const injectedAccount = accountSlice.injectInto(combinedReducer);
export const accountActions = accountSlice.actions;
/** The account state (screens read it with `useSlice(selectAccount, pick)`). */
export const selectAccount = injectedAccount.selectSlice;
