import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { delay, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { apiCall, call, fork, getContext, isSuccess, race, select, take } from '@/store/effects';
import { apiGetSession } from '@/api/session';
import { deleteAppDatabases } from '@/shared/lib/idb';
import { tabChannel } from '@/shared/lib/tabs';
import { isRecord, str } from '@/shared/lib/wire';
import { toRealtime, toSessionMember } from './mappers';
import type { AuthenticatedPayload } from './slice';
import {
  authenticated,
  loggedOut,
  sessionRefreshed,
  sessionRestoreFailed,
  sessionRestoreOffline,
  sessionRestoreStarted,
  tokensRefreshed,
  longAccessTokenReceived,
} from './slice';
import { logoutRequested, sessionRefreshRequested, sessionRestoreRetryRequested } from './actions';
import { selectIsAuthenticated, selectIsMale, selectSession } from './selectors';
import { clearStorage, readStoredSession, SESSION_STORAGE_KEY, writeStoredSession } from './storage';
import { applyTheme } from './theme';

/** Session is saved 100 ms after authentication (AUTH-18). */
export const SAVE_DELAY_MS = 100;
/** Counter refresh id used when the tab becomes visible (AUTH-63). */
export const VISIBLE_REFRESH_ID = 3;
const OFFLINE_RETRY_MS = [2000, 4000, 8000, 15000, 30000];

/**
 * A session answer as the store's payload; null when it does not name a member (text that was not
 * JSON, another type, no 'me' with an id): callers treat that as a failed call (OPEN-18).
 */
export function sessionPayload(data: unknown, token: string, recoveryToken: string | null): AuthenticatedPayload | null {
  const member = toSessionMember(data);
  if (!member || !isRecord(data)) return null;
  const pusher = isRecord(data.pusher) && str(data.pusher.notificationsChannel) ? data.pusher : null;
  return {
    token: str(data.token) || token,
    recoveryToken,
    me: member.me,
    counters: member.counters,
    realtime: pusher ? toRealtime(pusher) : null,
    webPushPublicKey: isRecord(data.webPush) ? str(data.webPush.publicKey) || null : null,
  };
}

function* persist() {
  const s = yield* select(selectSession);
  if (s.token) writeStoredSession({ token: s.token, recovery_token: s.recoveryToken, longAccessToken: s.longAccessToken });
}

/**
 * What a tab tells the app's other tabs about the session (issue 33): it logged out (the member's
 * logout, an account deletion or the catalogue's forced logout), so every tab follows within a moment.
 * A login in one tab is picked up by the others from storage when they get the focus (watchFocus).
 */
export type SessionNews = { kind: 'loggedOut' };
export const SESSION_TABS_CHANNEL = 'flechazo-session';
const sessionTabs = tabChannel<SessionNews>(SESSION_TABS_CHANNEL);

/** AUTH-52: restore a stored token on start and load the session. */
export function* restoreSession() {
  const stored = readStoredSession();
  if (!stored) return;
  yield put(
    sessionRestoreStarted({ token: stored.token, recoveryToken: stored.recovery_token, longAccessToken: stored.longAccessToken ?? null }),
  );
  for (let attemptNo = 0; ; attemptNo += 1) {
    const r = yield* apiCall(apiGetSession, 0);
    if (r.kind === 'ok') {
      const s = yield* select(selectSession);
      // Identity: only an explicit success (200/201) opens the session; a 403 is a refusal (as a malformed answer).
      const payload = isSuccess(r) ? sessionPayload(r.data, s.token ?? stored.token, s.recoveryToken) : null;
      if (payload) {
        yield put(authenticated(payload));
        return;
      }
      // OPEN-18: a malformed answer is the server's fault, as a 500: the server-error screen, whose
      // 'Volver' reloads; the stored token stays so that the reload tries again.
      // (through the catalogue's own port: the shell's action, without importing the shell here)
      const api = yield* getContext('api');
      yield put(api.ports.serverFailed());
      yield put(sessionRestoreFailed());
      return;
    }
    if (r.kind === 'handled') {
      // The catalogue acted: a session-ending answer already logged out; a 500 shows the server-error
      // screen, and the stored token stays so that 'Volver' (a reload) tries again.
      const still = yield* select(selectSession);
      if (still.status === 'restoring') yield put(sessionRestoreFailed());
      return;
    }
    if (r.kind !== 'network') {
      // The token is simply not accepted (a null result or a bad request): the member must sign in.
      yield put(logoutRequested({}));
      return;
    }
    yield put(sessionRestoreOffline());
    // Back online (the offline start asks when the browser says so) or the next backoff step.
    yield* race({
      wait: delay(OFFLINE_RETRY_MS[Math.min(attemptNo, OFFLINE_RETRY_MS.length - 1)] ?? 30000),
      retry: take(sessionRestoreRetryRequested.type),
    });
  }
}

function* onAuthenticated() {
  const male = yield* select(selectIsMale);
  yield* call(applyTheme, male);
  // AUTH-18's 100 ms, unless the page goes away first (a reload, a typed address, a link that leaves):
  // the session is then saved as the page hides, so a member who navigates at once stays signed in.
  const s = yield* select(selectSession);
  const token = s.token;
  const early = () => {
    if (token) writeStoredSession({ token, recovery_token: s.recoveryToken, longAccessToken: s.longAccessToken });
  };
  window.addEventListener('pagehide', early);
  try {
    yield delay(SAVE_DELAY_MS);
  } finally {
    window.removeEventListener('pagehide', early);
  }
  yield* call(persist);
}

function* refreshSession(action: ReturnType<typeof sessionRefreshRequested>) {
  const r = yield* apiCall(apiGetSession, action.payload);
  // The member and the billing come only from an explicit success (200/201), never from a 403.
  if (!isSuccess(r)) return;
  const p = sessionPayload(r.data, '', null);
  if (!p) return; // a malformed refresh changes nothing (OPEN-18)
  yield put(sessionRefreshed({ me: p.me, counters: p.counters, realtime: p.realtime, webPushPublicKey: p.webPushPublicKey }));
}

function visibilityChannel(): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const onChange = () => {
      if (document.visibilityState === 'visible') emit(true);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, buffers.expanding<true>(4)); // queued, never dropped, if one arrives while the loop is busy
}

/** AUTH-63: when the tab becomes visible and the member is authenticated, refresh with id 3. */
function* watchVisibility() {
  const chan = yield* call(visibilityChannel);
  try {
    for (;;) {
      yield* take(chan);
      if (yield* select(selectIsAuthenticated)) yield put(sessionRefreshRequested(VISIBLE_REFRESH_ID));
    }
  } finally {
    chan.close();
  }
}

/**
 * Cache Storage kept at logout: the service worker's precache of the app's own files (Workbox names it
 * 'workbox-precache-v2-<scope>'), which holds nothing of any member. Every other cache goes.
 */
export const KEPT_CACHE_PREFIX = 'workbox-precache';

/** Best-effort removal of every cache that may hold member data, e.g. 'user-images' (AUTH-64). */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const keys = await caches.keys();
  await Promise.all(keys.filter((k) => !k.startsWith(KEPT_CACHE_PREFIX)).map((k) => caches.delete(k)));
}

/**
 * AUTH-64: logout (the member's, account deletion's, or the error catalogue's on a 401) clears
 * localStorage and sessionStorage, the state, realtime (which listens to loggedOut and ends its worker),
 * the caches and the app's IndexedDB databases (the offline copy, the send queue).
 */
function* logout(action: ReturnType<typeof logoutRequested>) {
  const s = yield* select(selectSession);
  const nav = yield* getContext('nav');
  const elsewhere = action.payload?.elsewhere === true;
  if (s.status === 'anonymous' && !s.token) {
    // Already logged out (a visitor's call, or a second request): nothing to clear, exactly once;
    // the destination still applies (e.g. errcode 1000 on a login goes to /locked/:mail).
    if (!elsewhere) nav.navigate(action.payload?.to ?? '/', { replace: true, force: true });
    return;
  }
  if (elsewhere) {
    // Another tab logged out and cleared what the tabs share (storage, caches, databases): this tab
    // drops its state and goes home, and clears nothing a new login in that tab may already have written.
    yield put(loggedOut());
    yield* call(applyTheme, false);
    nav.navigate('/', { replace: true, force: true });
    return;
  }
  clearStorage();
  sessionTabs.post({ kind: 'loggedOut' });
  yield put(loggedOut());
  yield* call(applyTheme, false);
  try {
    yield* call(clearUserCaches);
  } catch {
    /* caches are best effort */
  }
  // AUTH-64: no open dialog stops a logout (SHELL-31 is for the member's own navigations).
  nav.navigate(action.payload?.to ?? '/', { replace: true, force: true });
  yield* call(deleteAppDatabases);
}

type TabEvent = 'loggedOut' | 'focus';

/**
 * The other tabs' logouts (their BroadcastChannel news, or the stored session removed: a storage
 * event, where a browser has no BroadcastChannel) and this tab's focus.
 */
function otherTabsChannel(): EventChannel<TabEvent> {
  return eventChannel<TabEvent>((emit) => {
    const stop = sessionTabs.listen((news) => {
      if (news.kind === 'loggedOut') emit('loggedOut');
    });
    const onStorage = (e: StorageEvent) => {
      if (e.key === SESSION_STORAGE_KEY && e.newValue === null) emit('loggedOut');
    };
    const onFocus = () => {
      if (document.visibilityState !== 'hidden') emit('focus');
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      stop();
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, buffers.sliding<TabEvent>(4));
}

/**
 * Issue 33, tabs that agree: a logout in another tab logs this one out; a visitor's tab that gets the
 * focus while another tab has signed in restores that stored session (as a start would).
 */
function* watchOtherTabs() {
  const chan = yield* call(otherTabsChannel);
  try {
    for (;;) {
      const event = yield* take(chan);
      const s = yield* select(selectSession);
      if (event === 'loggedOut') {
        if (s.status !== 'anonymous' || s.token) yield put(logoutRequested({ elsewhere: true }));
      } else if (s.status === 'anonymous' && !s.token && readStoredSession()) {
        yield* race({ restored: call(restoreSession), loggedOut: take(loggedOut.type) });
      }
    }
  } finally {
    chan.close();
  }
}

export function* sessionSaga() {
  yield takeEvery(authenticated.type, onAuthenticated);
  yield* fork(watchOtherTabs);
  yield takeEvery([tokensRefreshed.type, longAccessTokenReceived.type], persist);
  yield takeLatest(sessionRefreshRequested.type, refreshSession);
  yield takeLeading(logoutRequested.type, logout);
  yield* fork(watchVisibility);
  // A logout while the stored session is being restored cancels the restore (no zombie re-login).
  yield* race({ restored: call(restoreSession), loggedOut: take(loggedOut.type) });
}
