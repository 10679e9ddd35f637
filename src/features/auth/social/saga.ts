/**
 * Social sign-in (A §4; AUTH-19 to AUTH-23): provider login through the adapter, then
 * POST /v1/facebook/connect; 'connected' logs in, 'get_user_data' stores register_data and goes to
 * the register screen.
 */
import { put, takeLeading } from 'redux-saga/effects';
import { apiCall, call, cancelled, getContext, isSuccess, type SagaGen } from '@/store/effects';
import { apiFacebookConnect } from '@/api/auth';
import { PATHS } from '@/store';
import { authenticated, longAccessTokenReceived } from '@/features/session';
import { alertShown } from '@/features/shell';
import { track } from '@/shared/analytics';
import { isRecord, num, str } from '@/shared/lib/wire';
import { openSession } from '../open-session';
import { loadSocialAdapter } from './adapter';
import { socialActions, type SocialRegisterData } from './slice';
import type { SocialAdapter, SocialLoginResult } from './types';

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
    const longToken = str(r.data.longAccessToken);
    if (longToken) yield put(longAccessTokenReceived(longToken)); // AUTH-21
    if (r.data.fb_connect_status === 'connected') {
      // AUTH-22: which fields log a connected member in is not stated (CONTRACT-NOTES §5); the contract
      // names fb_connect_status, longAccessToken and register_data, none of them an API bearer token.
      // 'connected' logs the member in as a login does, so the answer is read as a login answer: its
      // `token` and `recovery_token` (and `sessionInfo` when it holds a usable member), then GET
      // /v1/session with that token (issue 41). The long token is Facebook's, never the API's bearer.
      const opened = yield* call(openSession, r.data);
      if (opened.kind === 'in') {
        yield put(authenticated(opened.payload));
        track({ event: 'login', method: 'facebook' });
      } else if (opened.kind !== 'handled') {
        yield* call(showError);
      }
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
