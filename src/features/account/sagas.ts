/**
 * Account sagas (B §4, §7): load the account, save the age range and notifications (rolled back on a
 * failure), change the password, delete the account, the unsubscribe steps, the withdrawal and the
 * report. Every call goes through apiCall (the error catalogue: a 401 token_expired relogs and repeats
 * the call once, a 500 opens the server-error screen); takeLeading ignores a second submit.
 */
import { delay, put, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  actionChannel,
  all,
  apiCall,
  type ApiResult,
  call,
  type Effected,
  getContext,
  isSuccess,
  type SagaGen,
  select,
  take,
} from '@/store/effects';
import {
  apiChangePassword,
  apiDeleteAccount,
  apiGetAccount,
  apiRefund,
  apiRenewalCheck,
  apiRenewalConfirm,
  apiRenewalHold,
  apiSaveAgeRange,
  apiSaveNotifications,
} from '@/api/account';
import { apiReportUser } from '@/api/messages';
import { apiGetMemberToName } from '@/api/profile';
import { memberWasReported } from '@/features/lists';
import type { Answer } from '@/api/contract';
import type { Navigator } from '@/store';
import { PATHS } from '@/store';
import { selectMe, logoutRequested, sessionRefreshRequested, tokensRefreshed } from '@/features/session';
import { hashPassword } from '@/shared/lib/hash-password';
import { isRecord, str } from '@/shared/lib/wire';
import { renewalCheckPassed, toAccount, toNotificationsPayload, toReportedMember, unsubscribeUsersIn } from './mappers';
import { accountActions, selectAccount } from './slice';
import { LOADING_MIN_MS, PASSWORD_CLOSE_MS, reportIdOf } from './types';

function* nav(): SagaGen<Navigator> {
  return yield* getContext('nav');
}

/** The server's own text of a 400, when it sent one. */
const serverMessage = (r: ApiResult<unknown>): string | null => {
  if (r.kind !== 'badRequest') return null;
  const m = r.data.message;
  return typeof m === 'string' && m.trim() ? m : null;
};

/** Runs the call and waits at least `ms` (ACC-17, UNSUB-09: loading shows for 1 s). */
function* withMinimumLoading<T>(effect: Effected<ApiResult<T>>, ms = LOADING_MIN_MS): SagaGen<ApiResult<T>> {
  const [r] = yield* all([effect, delay(ms)]);
  return r;
}

// ---- my account -----------------------------------------------------------------------------------

/** API-50 */
function* loadAccount(): SagaGen {
  const r = yield* apiCall(apiGetAccount);
  const account = isSuccess(r) ? toAccount(r.data) : null;
  yield put(account ? accountActions.accountLoaded(account) : accountActions.accountFailed());
}

/** ACC-03, API-53: saved on release; a refusal puts the previous range back. */
function* saveAgeRange(a: ReturnType<typeof accountActions.ageRangeCommitted>): SagaGen {
  const { min, max, previous } = a.payload;
  const r = yield* apiCall(apiSaveAgeRange, min, max);
  if (r.kind === 'ok') {
    // The session's age range feeds the like game (B §5).
    yield put(sessionRefreshRequested(0));
    return;
  }
  yield put(accountActions.ageRangeSaveFailed({ previous }));
}

/**
 * ACC-11, API-52: toggles are saved one after the other, each with both sets as they are when it is
 * sent; a failed save rolls back its own toggle and says so.
 */
function* saveAlerts(): SagaGen {
  const chan = yield* actionChannel(accountActions.alertToggled);
  for (;;) {
    const a = yield* take(chan);
    const { view } = yield* select(selectAccount);
    if (!view.data) continue;
    const r = yield* apiCall(apiSaveNotifications, toNotificationsPayload(view.data.alerts));
    if (r.kind !== 'ok') yield put(accountActions.alertSaveFailed({ ...a.payload, value: !a.payload.value }));
  }
}

/** ACC-05 to ACC-07, API-51, OPEN-22. */
function* changePassword(a: ReturnType<typeof accountActions.passwordChangeRequested>): SagaGen {
  const r = yield* apiCall(apiChangePassword, hashPassword(a.payload.old), hashPassword(a.payload.next));
  // The contract makes the new token pair optional (NewTokens): a 200 is the change, with or without
  // tokens (issue 41). New tokens are stored; without them the member keeps the session they have.
  const data: unknown = isSuccess(r) ? r.data : null;
  const changed = isSuccess(r) && !(isRecord(data) && (Boolean(data.error) || Boolean(data.errors)));
  if (changed) {
    const token = isRecord(data) ? str(data.token) : '';
    if (token) yield put(tokensRefreshed({ token, recoveryToken: isRecord(data) ? str(data.recovery_token) || null : null }));
    yield put(accountActions.passwordChanged());
    yield delay(PASSWORD_CLOSE_MS);
    yield put(accountActions.passwordDialogClosed());
    return;
  }
  if (r.kind === 'badRequest') {
    const code = r.data.error;
    yield put(
      accountActions.passwordChangeFailed({ error: code === 'invalid_password' ? 'wrongOld' : 'failed', message: serverMessage(r) }),
    );
    return;
  }
  // AUTH-17: a null result (or an unusable answer) sets the error; the catalogue handled the rest.
  yield put(
    accountActions.passwordChangeFailed({
      error: r.kind === 'null' || r.kind === 'ok' || r.kind === 'network' ? 'failed' : null,
      message: null,
    }),
  );
}

/** ACC-15 to ACC-17, API-54: 200 logs out like the logout saga (storage, caches, sockets); 400 stays. */
function* deleteAccount(a: ReturnType<typeof accountActions.deleteRequested>): SagaGen {
  const r = yield* call(withMinimumLoading, apiCall(apiDeleteAccount, a.payload.password));
  if (r.kind === 'ok' && r.status === 200) {
    yield put(logoutRequested({ to: PATHS.HOME }));
    return;
  }
  yield put(accountActions.deleteFailed({ error: r.kind !== 'handled', message: serverMessage(r) }));
}

// ---- unsubscribe ----------------------------------------------------------------------------------

/** UNSUB-01 to UNSUB-03, UNSUB-09, API-56: the check at step one (e-mail lowercased). */
function* checkRenewal(a: ReturnType<typeof accountActions.unsubscribeCheckRequested>): SagaGen {
  const email = a.payload.email.trim().toLowerCase();
  const r = yield* call(withMinimumLoading<Answer<'renewalCheck'>>, apiCall(apiRenewalCheck, email, a.payload.password));
  // Money: only an explicit success (200/201) passes the check; a 403 is a refusal.
  if (isSuccess(r) && renewalCheckPassed(r.data)) {
    const users = unsubscribeUsersIn(r.data);
    yield put(accountActions.unsubscribeChecked(users));
    // No one to write to (an empty or unreadable list): step two has nothing to show, and the
    // cancellation must stay possible, so the flow goes on to step three.
    (yield* call(nav)).navigate(users.length ? PATHS.UNSUBSCRIBE_TWO : PATHS.UNSUBSCRIBE_THREE);
    return;
  }
  yield put(accountActions.unsubscribeFailed({ failed: r.kind !== 'handled' }));
}

/** UNSUB-05, OPEN-13: 'Ir a mis mensajes' puts the cancellation on hold (/2) and opens the messages. */
function* holdRenewal(): SagaGen {
  yield* apiCall(apiRenewalHold);
  yield put(accountActions.unsubscribeStepDone());
  (yield* call(nav)).navigate(PATHS.MESSAGE_RECEIVED);
}

/** UNSUB-06, UNSUB-07, UNSUB-09, OPEN-13: confirm (/3), then step four. */
function* confirmRenewal(): SagaGen {
  const r = yield* call(withMinimumLoading, apiCall(apiRenewalConfirm));
  // Money: the renewal is cancelled only on an explicit success (200/201); a 403 is a refusal.
  if (isSuccess(r)) {
    yield put(accountActions.unsubscribeStepDone());
    yield put(sessionRefreshRequested(0));
    (yield* call(nav)).navigate(PATHS.UNSUBSCRIBE_FOUR);
    return;
  }
  yield put(accountActions.unsubscribeFailed({ failed: r.kind !== 'handled' }));
}

// ---- withdrawal -----------------------------------------------------------------------------------

/** REFUND-03 to REFUND-05, REFUND-08, API-65, OPEN-14. */
function* refund(): SagaGen {
  const me = yield* select(selectMe);
  if (!me) {
    yield put(accountActions.refundFailed());
    return;
  }
  const r = yield* apiCall(apiRefund, me.id);
  const id = isSuccess(r) ? r.data?.resultset?.idTramite : undefined;
  if ((typeof id === 'string' && id) || typeof id === 'number') {
    yield put(accountActions.refundDone(String(id)));
    // The withdrawal ends premium and the refund entry (billing.btnRefund).
    yield put(sessionRefreshRequested(0));
    return;
  }
  yield put(accountActions.refundFailed());
}

// ---- report ---------------------------------------------------------------------------------------

/** REPORT-05 to REPORT-07, API-66. */
function* report(a: ReturnType<typeof accountActions.reportRequested>): SagaGen {
  const { id, reason, text } = a.payload;
  const r = yield* apiCall(apiReportUser, id, reportIdOf(reason), text);
  if (r.kind === 'ok') {
    yield put(accountActions.reportDone({ id }));
    yield* call(memberWasReported, id);
    return;
  }
  if (r.kind === 'handled') {
    yield put(accountActions.reportStopped());
    return;
  }
  // AUTH-17: a null result sets the error; a 400 shows the server's text when it has one.
  yield put(accountActions.reportFailed({ message: serverMessage(r) }));
}

/**
 * REPORT-01: who is being reported, when the page knows only the id (a bare link, a reload): the member's
 * profile view names them. Without a name in the answer, or when it fails, the page names nobody.
 */
function* loadReportedMember(a: ReturnType<typeof accountActions.reportedMemberRequested>): SagaGen {
  const { id } = a.payload;
  if ((yield* select(selectAccount)).reportedMember?.id === id) return;
  const r = yield* apiCall(apiGetMemberToName, id);
  const who = r.kind === 'ok' ? toReportedMember(r.data, id) : null;
  if (who) yield put(accountActions.reportedMemberLoaded(who));
}

export function* accountSaga(): SagaGen {
  yield takeLatest(accountActions.accountRequested.type, loadAccount);
  yield takeLatest(accountActions.ageRangeCommitted.type, saveAgeRange);
  yield takeLatest(accountActions.reportedMemberRequested.type, loadReportedMember);
  yield takeLeading(accountActions.passwordChangeRequested.type, changePassword);
  yield takeLeading(accountActions.deleteRequested.type, deleteAccount);
  yield takeLeading(accountActions.unsubscribeCheckRequested.type, checkRenewal);
  yield takeLeading(accountActions.unsubscribeHoldRequested.type, holdRenewal);
  yield takeLeading(accountActions.unsubscribeConfirmRequested.type, confirmRenewal);
  yield takeLeading(accountActions.refundRequested.type, refund);
  yield takeLeading(accountActions.reportRequested.type, report);
  yield* call(saveAlerts);
}
