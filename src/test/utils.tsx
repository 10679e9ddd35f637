/**
 * Test helpers: the real store and sagas, a real (memory) router over the app's route table, and the
 * demo API through msw. Tests drive the UI as a member would.
 */
import { act, render } from '@testing-library/react';
import { App } from '@/app/App';
import { routerNavigator, type BrowserServices, type Navigator } from '@/store';
import { routes } from '@/app/router/routes';
import { createMemoryAppRouter } from '@/app/router/app-router';
import { makeStore } from '@/app/store/make-store';
import type { AppStore, RootState } from '@/store';
import { writeStoredSession, toMe, toRealtime } from '@/features/session';
import { API_BASE } from '@/mocks/handlers';
import { DEMO_ACCOUNTS } from '@/mocks/db';
import type { ApiAuthJson } from '@/mocks/wire/session';

export const fakeBrowser = (): BrowserServices & { reloads: string[]; opened: { url: string; name: string; features?: string }[] } => {
  const reloads: string[] = [];
  const opened: { url: string; name: string; features?: string }[] = [];
  return {
    reloads,
    opened,
    reload: (p) => void reloads.push(p),
    openWindow: (url, name, features) => {
      opened.push({ url, name, features });
      return null;
    },
  };
};

/** A navigator that records where sagas sent the member (for saga-level tests). */
export function recordingNav(initial = '/'): Navigator & { history: string[] } {
  const history = [initial];
  const parse = (to: string) => {
    const u = new URL(to, 'http://x');
    return { pathname: u.pathname, search: u.search, hash: u.hash, key: history.length > 1 ? 'k' : 'default' };
  };
  return {
    history,
    navigate: (to, opts) => {
      if (opts?.replace) history[history.length - 1] = to;
      else history.push(to);
    },
    back: () => void history.pop(),
    location: () => parse(history[history.length - 1] ?? '/'),
  };
}

/** Every store a test made: their sagas are cancelled after each test so they cannot leak into the next. */
const liveStores: AppStore[] = [];
export function stopAllStores(): void {
  for (const s of liveStores.splice(0)) s.stopSagas();
}
function track(store: AppStore): AppStore {
  liveStores.push(store);
  return store;
}

export function storeForSagas(preloaded?: Partial<RootState>, initialPath = '/dashboard-recent') {
  const nav = recordingNav(initialPath);
  const browser = fakeBrowser();
  const store = track(makeStore({ nav, browser }, preloaded));
  return { store, nav, browser };
}

/** Logs a demo account in against the demo API (nothing stored). */
export async function apiSignIn(key: keyof typeof DEMO_ACCOUNTS = 'sofia'): Promise<ApiAuthJson> {
  const acc = DEMO_ACCOUNTS[key];
  const res = await fetch(`${API_BASE}/v1/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: acc.email, password: acc.password }),
  });
  return (await res.json()) as ApiAuthJson;
}

/** Logs in and stores the session, as a returning member's browser has it. */
export async function signInStored(key: keyof typeof DEMO_ACCOUNTS = 'sofia'): Promise<ApiAuthJson> {
  const data = await apiSignIn(key);
  writeStoredSession({ token: data.token, recovery_token: data.recovery_token });
  return data;
}

/** The state a signed-in member has (for saga tests that start authenticated). */
export function authenticatedState(auth: ApiAuthJson, over: Partial<RootState['session']> = {}): Partial<RootState> {
  return {
    session: {
      status: 'authenticated',
      token: auth.token,
      recoveryToken: auth.recovery_token,
      longAccessToken: null,
      me: toMe(auth.sessionInfo.me),
      counters: auth.sessionInfo.counters,
      realtime: toRealtime(auth.pusher),
      webPushPublicKey: auth.webpush.publicKey,
      offline: false,
      ...over,
    },
  };
}

/** Renders the whole app at a path with the real store, sagas and routes. */
export function renderApp(path = '/', preloaded?: Partial<RootState>) {
  const router = createMemoryAppRouter(routes, [path]);
  const browser = fakeBrowser();
  const store = track(makeStore({ nav: routerNavigator(router), browser }, preloaded));
  const view = render(<App store={store} router={router} />);
  return { ...view, store, router, browser };
}

export const flush = () => act(() => new Promise((r) => setTimeout(r, 0)));
