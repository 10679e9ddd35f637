/**
 * Social sign-in (A §4; AUTH-19 to AUTH-23): provider login through the adapter, then
 * POST /v1/facebook/connect; 'connected' logs in, 'get_user_data' stores register_data and goes to
 * the register screen.
 */
import { put, takeLeading } from 'redux-saga/effects';
import { call, cancelled, getContext } from '@/store/effects';
import { apiCall, isSuccess, type SagaGen } from '@/api/call-api';
import { apiFacebookConnect } from '@/api/auth';
import { apiGetSessionWithToken } from '@/api/session';
import { PATHS } from '@/store';
import { authenticated, longAccessTokenReceived, sessionPayload, type AuthenticatedPayload } from '@/features/session';
import { alertShown } from '@/features/shell';
import { track } from '@/shared/analytics';
import { isRecord, num, str } from '@/shared/lib/wire';
import { authPayload } from '../mappers';
import { loadSocialAdapter } from './adapter';
import { socialActions, type SocialRegisterData } from './slice';
import type { SocialAdapter, SocialLoginResult } from './types';

/** The session a `connected` answer's token opens (GET /v1/session), or null. */
function* sessionFromToken(data: Record<string, unknown>): SagaGen<AuthenticatedPayload | null> {
  const token = str(data.token) || str(data.longAccessToken);
  if (!token) return null;
  const r = yield* apiCall(apiGetSessionWithToken, token);
  return isSuccess(r) ? sessionPayload(r.data, token, str(data.recovery_token) || null) : null;
}

/** A birth date as the registration payload admits it: {day, month, year} or the text 'day/month/year'. */
function birthdateOf(v: unknown): SocialRegisterData['birthdate'] {
  const parts = typeof v === 'string' ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v.trim())?.slice(1) : null;
  const b = parts ? { day: parts[0], month: parts[1], year: parts[2] } : isRecord(v) ? v : null;
  const date = b ? { day: num(b.day), month: num(b.month), year: num(b.year) } : null;
  return date && date.day > 0 && date.month > 0 && date.year > 0 ? date : null;
}

/** register_data of a get_user_data answer (AUTH-23): its content is not stated, so each part is read if it is there. */
function registerDataOf(data: unknown, login: SocialLoginResult): SocialRegisterData {
  const d = isRecord(data) ? data : {};
  return {
    email: typeof d.email === 'string' ? d.email : null,
    birthdate: birthdateOf(d.birthdate),
    gender: d.gender === 'h' || d.gender === 'm' ? d.gender : null,
    accessToken: typeof d.accessToken === 'string' ? d.accessToken : login.accessToken,
    userID: typeof d.userID === 'string' ? d.userID : login.userID,
  };
}

function* showError(): SagaGen {
  yield put(alertShown({ text: { key: 'home:facebook.error' }, buttons: [{ label: { key: 'actions.close' } }] }));
}

export function* socialSignIn(): SagaGen {
  let adapter: SocialAdapter | null = null;
  try {
    try {
      adapter = yield* call(loadSocialAdapter);
    } catch {
      yield* call(showError);
      return;
    }
    let login: SocialLoginResult | null;
    try {
      login = yield* call([adapter, adapter.login]);
    } catch {
      yield* call(showError); // the SDK could not load (offline, blocked)
      return;
    }
    if (!login) return; // cancelled in the provider's dialog
    const r = yield* apiCall(apiFacebookConnect, login.accessToken, login.userID);
    if (r.kind === 'null' || r.kind === 'badRequest') {
      yield* call(showError);
      return;
    }
    if (!isSuccess(r)) {
      if (r.kind === 'ok') yield* call(showError); // a 403: a refusal, never a session
      return;
    }
    if (!isRecord(r.data)) {
      yield* call(showError); // OPEN-18: an answer that is not JSON or not an object
      return;
    }
    if (r.data.longAccessToken) yield put(longAccessTokenReceived(r.data.longAccessToken)); // AUTH-21
    if (r.data.fb_connect_status === 'connected') {
      // AUTH-22: which fields log a connected member in is not stated (CONTRACT-NOTES §5). The spec's
      // answer holds fb_connect_status, longAccessToken and register_data: the app asks GET
      // /v1/session with the answer's token (a `token` if the server adds one, else longAccessToken).
      // A nested `session` (an /v1/authenticate answer) is used as it is.
      const session = authPayload(r.data.session) ?? (yield* call(sessionFromToken, r.data));
      if (!session) {
        yield* call(showError);
        return;
      }
      yield put(authenticated(session));
      track({ event: 'login', method: 'facebook' });
      return;
    }
    if (r.data.fb_connect_status === 'get_user_data') {
      yield put(socialActions.socialRegisterDataStored(registerDataOf(r.data.register_data, login)));
      const nav = yield* getContext('nav');
      nav.navigate(PATHS.REGISTER); // AUTH-23
    }
  } finally {
    if (yield* cancelled()) adapter?.cancel?.();
    yield put(socialActions.socialSignInFinished());
  }
}

export function* socialSaga(): SagaGen {
  yield takeLeading(socialActions.socialSignInRequested.type, socialSignIn);
}
