/**
 * Entry sagas (A §4): login, registration, recovery, reset by token, the e-mail-locked code and the
 * autologin table. Every call goes through callApi (via entryApiCall); after a successful
 * authentication `authenticated` is dispatched and the session saga saves it 100 ms later (AUTH-18).
 */
import { delay, put, takeLeading } from 'redux-saga/effects';
import { apiCall, type ApiResult, call, getContext, isSuccess, race, type SagaGen, take } from '@/store/effects';
import {
  apiAuthenticate,
  apiAutologin,
  apiEmailValidationCreate,
  apiEmailValidationValidate,
  apiRegister,
  apiResetPassword,
  apiSetPassword,
} from '@/api/auth';
import type { Navigator } from '@/store';
import { AUTH_HOME, PATHS } from '@/store';
import { authenticated, logoutRequested } from '@/features/session';
import { alertShown, modalOpenRequested } from '@/features/shell';
import { track } from '@/shared/analytics';
import { isSoyBusco, SOY_BUSCO_TRACKING } from '@/shared/lib/validation';
import { AUTOLOGIN_NAV_DELAY_MS, autologinDestination } from './autologin';
import { storeAutologinPlan, storeIdabono } from './handoff';
import { openSession } from './open-session';
import { isRecord } from '@/shared/lib/wire';
import { authActions } from './slice';
import { codeScreenLeft } from './actions';

/** AUTH-49: the code page goes to autologin 3 s after 'Tu cuenta fue validada'. */
export const CODE_REDIRECT_MS = 3000;
/** The validation answer that means a wrong code (AUTH-48). */
export const CODE_INVALID_MSG = 'Code invalid';

function* nav(): SagaGen<Navigator> {
  return yield* getContext('nav');
}

/** A refusal the form reports (AUTH-17: null result; 400 handed to the caller). */
const refused = (r: ApiResult<unknown>) => r.kind === 'null' || r.kind === 'badRequest';

function* login(a: ReturnType<typeof authActions.loginRequested>): SagaGen {
  const r = yield* apiCall(apiAuthenticate, a.payload.email, a.payload.password);
  if (!isSuccess(r)) {
    // AUTH-15: 'El Email o el Password son inválidos', for a refusal and for a 403 (never a session).
    yield put(authActions.formFinished({ form: 'login', hasError: refused(r) || r.kind === 'ok' }));
    return;
  }
  const opened = yield* call(openSession, r.data);
  if (opened.kind === 'in') {
    yield put(authenticated(opened.payload));
    track({ event: 'login', method: 'email' });
    yield put(authActions.formFinished({ form: 'login', hasError: false }));
    return;
  }
  // An answer without a token is no login (AUTH-15's text); a token whose session could not be opened
  // is never a wrong password (issue 41): its own named error.
  yield put(
    authActions.formFinished({ form: 'login', hasError: opened.kind === 'noToken', sessionFailed: opened.kind === 'sessionFailed' }),
  );
}

/** AUTH-13: an answer with errors or error is a failed registration. */
const registerRefused = (data: unknown) => !isRecord(data) || Boolean(data.errors) || Boolean(data.error);

function* register(a: ReturnType<typeof authActions.registerRequested>): SagaGen {
  const { payload, soyBusco, origin } = a.payload;
  const r = yield* apiCall(apiRegister, payload);
  if (!isSuccess(r) || registerRefused(r.data)) {
    yield put(authActions.formFinished({ form: 'register', hasError: refused(r) || r.kind === 'ok' }));
    return;
  }
  const opened = yield* call(openSession, r.data);
  if (opened.kind !== 'in') {
    // A token whose session could not be opened: the account exists, the member logs in (issue 41).
    yield put(
      authActions.formFinished({ form: 'register', hasError: opened.kind === 'noToken', sessionFailed: opened.kind === 'sessionFailed' }),
    );
    return;
  }
  yield put(authenticated(opened.payload));
  // WIZ-01: a new member lands on the dashboard with the post-registration wizard open.
  // The dashboard replaces the form, and the wizard is pushed over it: closing the wizard (Back)
  // returns to the dashboard instead of leaving the app (issue 30).
  const n = yield* call(nav);
  n.navigate(AUTH_HOME, { replace: true });
  n.navigate(`${AUTH_HOME}?modal=post-register`);
  track({
    event: 'registration',
    soyBusco: isSoyBusco(soyBusco) ? SOY_BUSCO_TRACKING[soyBusco] : null,
    method: payload.socialMedia ?? 'email',
    ...(origin ? { origin } : {}),
  });
  yield put(authActions.formFinished({ form: 'register', hasError: false }));
}

function* recovery(a: ReturnType<typeof authActions.recoveryRequested>): SagaGen {
  const r = yield* apiCall(apiResetPassword, a.payload.email);
  if (r.kind === 'ok') {
    yield put(authActions.recoverySent(a.payload.email)); // AUTH-24
    return;
  }
  yield put(authActions.formFinished({ form: 'recovery', hasError: refused(r) })); // AUTH-25
}

/**
 * An identity answer is a success only when it says so: 200/201 (not the 403 the catalogue also
 * passes on) without `error` / `errors` in the body.
 */
const passwordSet = (r: ApiResult<unknown>): boolean =>
  r.kind === 'ok' && r.status !== 403 && !(isRecord(r.data) && (Boolean(r.data.error) || Boolean(r.data.errors)));

/**
 * AUTH-28: the password is set. The contract makes the new token pair optional (NewTokens): with a
 * token the session opens (as a login's: GET /v1/session with it) and the member is in; without one,
 * or when that session cannot be opened, the member is told the password was set and logs in with it.
 */
function* reset(a: ReturnType<typeof authActions.resetRequested>): SagaGen {
  const r = yield* apiCall(apiSetPassword, a.payload.recoveryToken, a.payload.newPassword);
  if (!passwordSet(r)) {
    yield put(authActions.formFinished({ form: 'reset', hasError: refused(r) || r.kind === 'ok' }));
    return;
  }
  track({ event: 'password_reset' });
  const opened = isSuccess(r) ? yield* call(openSession, r.data) : null;
  if (opened?.kind === 'in') {
    yield put(authenticated(opened.payload));
    yield put(authActions.formFinished({ form: 'reset', hasError: false }));
    return;
  }
  if (opened?.kind === 'handled') {
    yield put(authActions.formFinished({ form: 'reset', hasError: false }));
    return;
  }
  yield put(authActions.resetDone());
  const n = yield* call(nav);
  n.navigate(PATHS.LOGIN, { replace: true });
}

/** AUTH-46: 'Enviar código'; a 201 goes to /code. */
function* sendCode(a: ReturnType<typeof authActions.lockedCodeRequested>): SagaGen {
  const r = yield* apiCall(apiEmailValidationCreate, a.payload.email);
  if (r.kind === 'ok' && r.status === 201) {
    const resend = Boolean(a.payload.resend);
    yield put(authActions.lockedCodeSent({ email: a.payload.email, resend }));
    // Sent again from the code page: stay there.
    if (resend) return;
    const n = yield* call(nav);
    n.navigate(PATHS.CODE);
    return;
  }
  yield put(authActions.formFinished({ form: 'locked', hasError: r.kind !== 'handled' }));
}

/** AUTH-48, AUTH-49. */
function* validateCode(a: ReturnType<typeof authActions.codeSubmitted>): SagaGen {
  const r = yield* apiCall(apiEmailValidationValidate, a.payload.code);
  if (!isSuccess(r)) {
    yield put(authActions.formFinished({ form: 'code', hasError: r.kind !== 'handled' }));
    return;
  }
  if (r.data?.msg === CODE_INVALID_MSG) {
    yield put(authActions.codeFailed());
    return;
  }
  yield put(authActions.codeValidated());
  const token = r.data?.token;
  const { left } = yield* race({ wait: delay(CODE_REDIRECT_MS), left: take(codeScreenLeft.type) });
  if (left || !token) return;
  // The token goes straight to the autologin saga: it never appears in the address bar.
  yield put(authActions.autologinStarted({ token, action: null, user: null, origin: null, idabono: null }));
}

/** AUTH-29 to AUTH-43. */
function* autologin(a: ReturnType<typeof authActions.autologinStarted>): SagaGen {
  const { token, action, user, origin, idabono } = a.payload;
  const n = yield* call(nav);
  // The token leaves the address bar and the history entry at once (no leak through history/Referer).
  n.navigate(PATHS.AUTOLOGIN, { replace: true });
  try {
    const r = yield* apiCall(apiAutologin, token);
    const opened = isSuccess(r) ? yield* call(openSession, r.data) : null;
    if (opened?.kind !== 'in') {
      // AUTH-29: home, unless the error catalogue already took the member elsewhere (/server-error...).
      if (n.location().pathname === PATHS.AUTOLOGIN) n.navigate(PATHS.HOME, { replace: true });
      // A token whose session could not be opened is named (issue 41), not a silent trip home.
      if (opened?.kind === 'sessionFailed')
        yield put(alertShown({ text: { key: 'auth:errors.session' }, buttons: [{ label: { key: 'actions.close' } }] }));
      return;
    }
    yield put(authenticated(opened.payload));
    storeIdabono(idabono); // AUTH-31
    track({ event: 'autologin', action: action ?? null, ...(origin ? { origin } : {}) });
    yield delay(AUTOLOGIN_NAV_DELAY_MS); // AUTH-32
    const step = autologinDestination(action, user);
    if (step.kind === 'logout') {
      yield put(logoutRequested({ to: step.to }));
      return;
    }
    if (step.kind === 'plan') storeAutologinPlan(step.plan);
    n.navigate(step.to, { replace: true });
    if (step.kind === 'go' && step.modal) yield put(modalOpenRequested(step.modal));
  } finally {
    yield put(authActions.autologinFinished());
  }
}

export function* authSaga(): SagaGen {
  // AUTH-16: a submit while loading is ignored (the screens also ignore it).
  yield takeLeading(authActions.loginRequested.type, login);
  yield takeLeading(authActions.registerRequested.type, register);
  yield takeLeading(authActions.recoveryRequested.type, recovery);
  yield takeLeading(authActions.resetRequested.type, reset);
  yield takeLeading(authActions.lockedCodeRequested.type, sendCode);
  yield takeLeading(authActions.codeSubmitted.type, validateCode);
  yield takeLeading(authActions.autologinStarted.type, autologin);
}
