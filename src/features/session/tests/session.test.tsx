/** Session, guard and logout (AUTH-51..AUTH-64, SHELL-53) with the real store, sagas and demo API. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { take } from '@/store/effects';
import { renderApp, signInStored, apiSignIn, authenticatedState, storeForSagas } from '@/test/utils';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/mocks/handlers';
import { readStoredSession, writeStoredSession, SESSION_STORAGE_KEY, kvStorage } from '../storage';
import { toMe, normaliseAuthEndpoint } from '../mappers';
import { authenticated } from '../slice';
import { sessionRefreshRequested } from '../actions';
import { SAVE_DELAY_MS, VISIBLE_REFRESH_ID } from '../sagas';
import { THEME_COLORS } from '../theme';
import { runBootLoader } from '@/test/boot';
import type { EarlyAnswer } from '@/shared/boot/handoff';
import { config } from '@/shared/config/env';
import { DEMO_ACCOUNTS, db } from '@/mocks/db';
import { recordRequests } from '@/test/requests';
import { meJson } from '@/test/fixtures';

beforeEach(() => {
  document.documentElement.className = '';
  document.head.innerHTML = `<meta name="theme-color" content="${THEME_COLORS.default}">`;
});

describe('restoring the session', () => {
  it('[AUTH-52] restores a token stored in localStorage and shows the member area', async () => {
    const auth = await signInStored('sofia');
    const { store } = renderApp('/dashboard-recent');
    expect(await screen.findByTestId('toolbar')).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ status: 'authenticated', token: auth.token, recoveryToken: auth.recovery_token });
    expect(store.getState().session.me?.email).toBe('sofia@demo.flechazo.ar');
  });

  it.each([
    [
      'text that is not JSON',
      () => new HttpResponse('{"token": "abc", "me": {"id": 3', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ],
    ['an answer without a member', () => HttpResponse.json({ token: 'abc', counters: {} })],
  ] as [string, () => Response][])(
    '[OPEN-18] [AUTH-52] [API-15] a restore answered with %s settles on ¡Oops! and Volver, keeping the stored session',
    async (_what, answer) => {
      await signInStored('sofia');
      server.use(http.get(apiUrl('/v1/session'), answer, { once: true }));
      const { browser } = renderApp('/dashboard-recent');
      expect(await screen.findByRole('heading', { name: '¡Oops!' }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByTestId('splash')).toBeNull();
      act(() => screen.getByRole('button', { name: 'Volver' }).click());
      expect(browser.reloads).toEqual(['/']);
      expect(readStoredSession()).not.toBeNull();
    },
  );

  it('[OPEN-18] [AUTH-59] [AUTH-61] wrong types in a session answer fall back instead of failing it', async () => {
    const auth = await signInStored('sofia');
    server.use(
      http.get(
        apiUrl('/v1/session'),
        () =>
          HttpResponse.json({
            token: auth.token,
            me: { ...auth.sessionInfo.me, id: String(auth.sessionInfo.me.id), billing: 'x', age_range: null, location: 3 },
            counters: { visits: '2', matches: null },
          }),
        { once: true },
      ),
    );
    const { store } = renderApp('/dashboard-recent');
    expect(await screen.findByTestId('toolbar', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(store.getState().session.me).toMatchObject({ id: auth.sessionInfo.me.id, premium: false, ageRange: { min: 18, max: 99 } });
    expect(store.getState().session.counters).toEqual({ visits: 2, matches: 0, messages: 0 });
  });

  it('[AUTH-52] falls back to memory when localStorage throws', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    writeStoredSession({ token: 't-mem', recovery_token: 'r-mem' });
    expect(readStoredSession()).toEqual({ token: 't-mem', recovery_token: 'r-mem', longAccessToken: null });
    setItem.mockRestore();
    getItem.mockRestore();
    kvStorage.remove(SESSION_STORAGE_KEY);
  });

  it('[SHELL-53] keeps the branded splash until the locations have loaded, never a blank page', async () => {
    server.use(
      http.get(apiUrl('/locations.json'), async () => {
        await delay(300);
        return undefined;
      }),
    );
    renderApp('/');
    expect(screen.getByTestId('splash')).toHaveTextContent('Flechazo');
    expect(screen.queryByTestId('home')).toBeNull();
    expect(await screen.findByTestId('home')).toBeInTheDocument();
    expect(screen.queryByTestId('splash')).toBeNull();
  });

  it('[SHELL-53] retries the locations when they fail, telling the member it is offline', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/locations.json'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : undefined;
      }),
    );
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
    expect(await screen.findByTestId('home', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it.each([
    [
      'text that is not JSON',
      () => new HttpResponse('[{"id": 1, "name": "Bue', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ],
  ] as [string, () => Response][])(
    '[OPEN-18] [SHELL-53] locations answered with %s are retried; the home shows once they arrive',
    async (_what, answer) => {
      let calls = 0;
      server.use(
        http.get(apiUrl('/locations.json'), () => {
          calls += 1;
          return calls === 1 ? answer() : undefined;
        }),
      );
      const { store } = renderApp('/');
      expect(await screen.findByTestId('home', {}, { timeout: 4000 })).toBeInTheDocument();
      expect(calls).toBe(2);
      expect(store.getState().locations.provinces.every((p) => p.id > 0 && p.name && Array.isArray(p.cities))).toBe(true);
    },
  );

  it.each([
    ['an empty list', () => HttpResponse.json([])],
    ['provinces whose ids are words', () => HttpResponse.json([{ id: 'lorem ipsum', name: 'Dolor', cities: [] }])],
    ['a list of broken provinces', () => HttpResponse.json([null, { id: 'x' }, { name: 'Sin id' }])],
  ] as [string, () => Response][])(
    '[OPEN-18] [SHELL-53] [API-25] a server that answers %s: the list has loaded, and the app goes on at once without it',
    async (_what, answer) => {
      let calls = 0;
      server.use(
        http.get(apiUrl('/locations.json'), () => {
          calls += 1;
          return answer();
        }),
      );
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      const { store } = renderApp('/');
      expect(await screen.findByTestId('home', {}, { timeout: 4000 })).toBeInTheDocument();
      expect(calls).toBe(1);
      expect(screen.queryByText('Sin conexión')).toBeNull();
      expect(store.getState().locations).toEqual({ status: 'loaded', provinces: [] });
      warn.mockRestore();
    },
  );

  it('[OPEN-18] [API-25] provinces and cities without an id or a name are left out; the rest load', async () => {
    server.use(
      http.get(apiUrl('/locations.json'), () =>
        HttpResponse.json([
          { id: 1, name: 'Buenos Aires', cities: [{ id: 10, name: 'La Plata' }, { id: null, name: 'X' }, 'y'] },
          { id: 2 },
          { id: '3', name: 'Córdoba', cities: 'none' },
        ]),
      ),
    );
    const { store } = renderApp('/');
    expect(await screen.findByTestId('home', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(store.getState().locations.provinces).toEqual([
      { id: 1, name: 'Buenos Aires', cities: [{ id: 10, name: 'La Plata' }] },
      { id: 3, name: 'Córdoba', cities: [] },
    ]);
  });

  it('[AUTH-18] saves the session 100 ms after authentication', async () => {
    const auth = await apiSignIn('martin');
    const { store } = storeForSagas();
    store.dispatch(authenticated({ ...authPayload(auth) }));
    expect(readStoredSession()).toBeNull();
    await new Promise((r) => setTimeout(r, SAVE_DELAY_MS / 2));
    expect(readStoredSession()).toBeNull();
    await new Promise((r) => setTimeout(r, SAVE_DELAY_MS));
    expect(readStoredSession()).toMatchObject({ token: auth.token, recovery_token: auth.recovery_token });
  });
});

describe('the session saved before the page goes away', () => {
  it('[AUTH-18] a page that hides inside the 100 ms (a reload, a typed address) saves the session as it hides', async () => {
    const auth = await apiSignIn('martin');
    const { store } = storeForSagas();
    store.dispatch(authenticated({ ...authPayload(auth) }));
    expect(readStoredSession()).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(readStoredSession()).toMatchObject({ token: auth.token, recovery_token: auth.recovery_token });
  });
});

describe('answers the boot loader asked for before the app arrived', () => {
  const requests = recordRequests();
  /** The API paths (with their query) requested so far in this test, from the `from`-th on. */
  const requested = (from = 0) => requests.seen.slice(from).map((r) => r.path + r.query);
  const runLoader = (path: string) => runBootLoader(path);
  /** The boot loader's hand-over, as if it had sent these requests with `token`. */
  function handOver(token: string, answers: Record<string, Promise<EarlyAnswer | null>>) {
    window.__FLECHAZO_BOOT__ = {
      locations: null,
      staticHome: false,
      replay: -1,
      started: true,
      early: { token, base: config.apiBaseUrl, answers },
      trust: null,
      releaseStaticPreview: null,
      preview: null,
    };
  }
  afterEach(() => {
    delete window.__FLECHAZO_BOOT__;
    window.history.replaceState(null, '', '/');
    document.head.querySelectorAll('script, link').forEach((el) => el.remove());
  });

  it('[AUTH-52] the session and the first dashboard page are requested once, by the boot loader, and the app uses them', async () => {
    const auth = await signInStored('sofia');
    runLoader('/dashboard-recent');
    const { store } = renderApp('/dashboard-recent');
    expect((await screen.findAllByTestId('member-card')).length).toBeGreaterThan(0);
    expect(store.getState().session).toMatchObject({ status: 'authenticated', token: auth.token });
    expect(requested().filter((p) => p.startsWith('/v1/session'))).toEqual(['/v1/session?id=0']);
    expect(requested().filter((p) => p.startsWith('/v1/dashboard/listing'))).toEqual(['/v1/dashboard/listing/recent?page=0']);
  });

  it.each([
    ['a conversation', '/message-received?modal=message-view&id=238', '/v1/messages/view/238', 'message-view', { testId: 'msg' }],
    ['a profile view', '/dashboard-recent?modal=profile-view&id=12', '/v1/profile/12', 'profile-view', { heading: 3 }],
    ['the messages list', '/message-received', '/v1/messages/received?page=0', '', { testId: 'chat-row' }],
    ['a member list', '/likes-sent', '/v1/user/likes?page=0', '', { testId: 'list-card' }],
  ])(
    '[PERF][OPEN-11][OPEN-05] %s reopened from its link is asked for by the boot loader, and the app takes that answer',
    async (_what, link, apiPath, modalId, content: { testId?: string; heading?: number }) => {
      await signInStored('valentina');
      runLoader(link);
      renderApp(link);
      const where = modalId ? within(await screen.findByTestId(modalId, {}, { timeout: 8000 })) : screen;
      const shown = content.testId
        ? where.findAllByTestId(content.testId, {}, { timeout: 8000 })
        : where.findAllByRole('heading', { level: content.heading }, { timeout: 8000 });
      expect((await shown).length).toBeGreaterThan(0);
      // Asked for by the loader, taken by the app's first call. (Development's StrictMode opens the modal
      // twice, so a second call goes to the API here; e2e/platform.spec.ts counts one in production.)
      expect(requested()).toContain(apiPath);
      expect(Object.keys(window.__FLECHAZO_BOOT__?.early?.answers ?? {})).toContain(apiPath);
      expect(window.__FLECHAZO_BOOT__?.early?.answers[apiPath]).toBeUndefined();
    },
  );

  it('[AUTH-52] an early answer is used once: a later session refresh goes to the API', async () => {
    await signInStored('sofia');
    runLoader('/dashboard-new');
    const early = window.__FLECHAZO_BOOT__?.early;
    expect(Object.keys(early?.answers ?? {})).toEqual(['/v1/session?id=0', '/v1/dashboard/listing/new?page=0']);
    const { store } = renderApp('/dashboard-new');
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    const before = requests.seen.length;
    act(() => {
      store.dispatch(sessionRefreshRequested(0));
    });
    await waitFor(() => expect(requested(before)).toContain('/v1/session?id=0'));
  });

  it('[API-09] an early answer of an expired token meets the catalogue like any answer: relog, then the repeat goes to the API', async () => {
    const auth = await signInStored('sofia');
    handOver(auth.token, { '/v1/session?id=0': Promise.resolve({ status: 401, body: JSON.stringify({ error: 'token_expired' }) }) });
    const { store } = renderApp('/dashboard-recent');
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    expect(requested().filter((p) => p.startsWith('/relog') || p.startsWith('/v1/session'))).toEqual(['/relog', '/v1/session?id=0']);
    expect(store.getState().session.token).not.toBe(auth.token);
  });

  it('[AUTH-52] an answer for another token, or one that never came, is not used: the app asks the API itself', async () => {
    await signInStored('sofia');
    handOver('someone-else', {
      '/v1/session?id=0': Promise.resolve({ status: 200, body: '{}' }),
      '/v1/dashboard/listing/recent?page=0': Promise.resolve(null),
    });
    const { store } = renderApp('/dashboard-recent');
    expect((await screen.findAllByTestId('member-card')).length).toBeGreaterThan(0);
    expect(store.getState().session.me?.email).toBe('sofia@demo.flechazo.ar');
    expect(requested().filter((p) => p.startsWith('/v1/session'))).toEqual(['/v1/session?id=0']);
    expect(requested().filter((p) => p.startsWith('/v1/dashboard/listing'))).toEqual(['/v1/dashboard/listing/recent?page=0']);
  });
});

function authPayload(auth: Awaited<ReturnType<typeof apiSignIn>>) {
  const s = authenticatedState(auth).session!;
  return {
    token: s.token!,
    recoveryToken: s.recoveryToken,
    me: s.me!,
    counters: s.counters,
    realtime: s.realtime,
    webPushPublicKey: s.webPushPublicKey,
  };
}

describe('the guard', () => {
  it.each(['/', '/register', '/login', '/password-recovery', '/reset_password/change/abc', '/locked/a%40b.com', '/code'])(
    '[AUTH-51] [AUTH-53] a member opening the public route %s is sent to the authenticated area',
    async (path) => {
      await signInStored('sofia');
      const { router } = renderApp(path);
      await screen.findByTestId('toolbar');
      expect(router.state.location.pathname).toBe('/dashboard-recent');
    },
  );

  it.each(['/dashboard-recent', '/my-account', '/message-received', '/recomendados', '/report-user/12'])(
    '[AUTH-51] [AUTH-54] a visitor opening the member route %s is sent home',
    async (path) => {
      const { router } = renderApp(path);
      expect(await screen.findByTestId('home')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it.each(['/server-error', '/user-locked'])('[AUTH-51] %s is reachable by visitors and members alike', async (path) => {
    const visitor = renderApp(path);
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe(path));
    expect(screen.queryByTestId('home')).toBeNull();
    visitor.unmount();
    await signInStored('sofia');
    const member = renderApp(path);
    await waitFor(() => expect(member.store.getState().session.status).toBe('authenticated'));
    expect(member.router.state.location.pathname).toBe(path);
  });

  it('[AUTH-55] a visitor on /autologin passes the guard: the autologin logs in instead of the guard sending them home', async () => {
    const { router, store } = renderApp(`/autologin/${DEMO_ACCOUNTS.valentina.autologinToken}/c`);
    expect(await screen.findByTestId('autologin-screen')).toBeInTheDocument();
    expect(screen.queryByTestId('home')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'), { timeout: 10000 });
    expect(store.getState().session.me?.email).toBe(DEMO_ACCOUNTS.valentina.email);
  });

  it('[AUTH-55] a signed-in member on /autologin passes the guard: the link logs in its own account and goes where it says', async () => {
    await signInStored('sofia');
    const { router, store } = renderApp(`/autologin/${DEMO_ACCOUNTS.valentina.autologinToken}/c`);
    expect(await screen.findByTestId('autologin-screen')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.me?.email).toBe(DEMO_ACCOUNTS.valentina.email), { timeout: 10000 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
  });

  it('[AUTH-56] on becoming authenticated on a public route the app goes to the authenticated area', async () => {
    const { store, router } = renderApp('/login');
    await waitFor(() => expect(store.getState().locations.status).toBe('loaded'));
    const auth = await apiSignIn('sofia');
    act(() => {
      store.dispatch(authenticated(authPayload(auth)));
    });
    expect(await screen.findByTestId('toolbar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard-recent');
  });
});

describe('me, counters and theme', () => {
  it('[AUTH-58] [RT-02] stores tokens, realtime settings (auth endpoint normalised to /v1) and the web push key', async () => {
    await signInStored('sofia');
    const { store } = renderApp('/dashboard-recent');
    await screen.findByTestId('toolbar');
    const s = store.getState().session;
    expect(s.token).toBeTruthy();
    expect(s.recoveryToken).toBeTruthy();
    expect(s.realtime).toEqual({
      appKey: 'demo-app-key',
      authEndpoint: '/v1/pusher/auth',
      chatChannelPrefix: 'presence-chat-',
      notificationsChannel: `private-notifications-${s.me!.id}`,
    });
    expect(s.webPushPublicKey).toBeTruthy();
    expect(normaliseAuthEndpoint('pusher/auth')).toBe('/v1/pusher/auth');
    expect(normaliseAuthEndpoint('/v1/pusher/auth')).toBe('/v1/pusher/auth');
  });

  it('[AUTH-59] [AUTH-60] maps me: premium from billing, gender 1 male and any other id female', () => {
    const base = meJson({
      picture: 'p.webp',
      hasPicture: true,
      age_range: { edad_min: 25, edad_max: 40 },
      billing: { premium: true, active_subscription: false, btnRefund: true },
      has_matching_listing: true,
      like_game: false,
    });
    // The fields of the same name pass as they came; the others are renamed or derived.
    const { age_range: _range, billing: _billing, has_matching_listing: _listing, like_game: _game, ...same } = base;
    expect(toMe(base)).toEqual({
      ...same,
      premium: true,
      ageRange: { min: 25, max: 40 },
      hasAgeRange: true,
      billing: { premium: true, activeSubscription: false, btnRefund: true },
      hasMatchingListing: true,
      likeGame: false,
    });
    expect(toMe({ ...base, gender: 1 }).gender).toBe(1);
    expect(toMe({ ...base, gender: 7 }).gender).toBe(2);
  });

  it('[AUTH-61] holds the three counters of the session', async () => {
    const auth = await apiSignIn('valentina');
    const { store } = storeForSagas(authenticatedState(auth));
    expect(Object.keys(store.getState().session.counters).sort()).toEqual(['matches', 'messages', 'visits']);
  });

  // billing.premium without an active subscription is a one-time purchase (the 3-day promo): unlimited
  // messages, but the paywall offers the plans and says what was bought (issue 42 #4), never PAY-08's notice.
  it.each([
    ['billing.active_subscription alone', true, { premium: false, activeSubscription: true }],
    ['billing.premium alone (a one-time purchase)', false, { premium: true, activeSubscription: false }],
    ['neither', false, { premium: false, activeSubscription: false }],
  ])('[AUTH-62][PAY-08] a member with %s sees the subscribed notice on the paywall: %s', async (_what, subscribed, billing) => {
    Object.assign(db.members.get(DEMO_ACCOUNTS.sofia.id) ?? {}, billing);
    await signInStored('sofia');
    renderApp('/dashboard-recent?modal=pay-wall');
    const paywall = await screen.findByTestId('paywall', {}, { timeout: 10000 });
    const plan = await within(paywall).findByTestId('plan-41', {}, { timeout: 10000 });
    expect(within(paywall).queryByText('¡Ya sos un usuario suscripto!') !== null).toBe(subscribed);
    expect(within(plan).queryByRole('button', { name: 'Quiero este plan' }) === null).toBe(subscribed);
  });

  it('[AUTH-57] a male member gets the male theme and the blue theme colour; logout removes it', async () => {
    await signInStored('martin');
    const { store } = renderApp('/dashboard-recent');
    await screen.findByTestId('toolbar');
    expect(document.documentElement).toHaveClass('theme-male');
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', THEME_COLORS.male);
    act(() => {
      store.dispatch({ type: 'session/logoutRequested', payload: {} });
    });
    await screen.findByTestId('home');
    expect(document.documentElement).not.toHaveClass('theme-male');
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', THEME_COLORS.default);
  });

  it('[AUTH-57] a female member keeps the default theme', async () => {
    await signInStored('sofia');
    renderApp('/dashboard-recent');
    await screen.findByTestId('toolbar');
    expect(document.documentElement).not.toHaveClass('theme-male');
  });

  it('[AUTH-63] when the tab becomes visible, an authenticated member gets a session refresh with id 3', async () => {
    await signInStored('sofia');
    const { store } = renderApp('/dashboard-recent');
    await screen.findByTestId('toolbar');
    const seen = store
      .runSaga(function* waitRefresh() {
        return yield* take(sessionRefreshRequested.type);
      })
      .toPromise();
    const ids: string[] = [];
    server.use(
      http.get(apiUrl('/v1/session'), ({ request }) => {
        ids.push(new URL(request.url).searchParams.get('id') ?? '');
        return undefined;
      }),
    );
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(seen).resolves.toMatchObject({ payload: VISIBLE_REFRESH_ID });
    await waitFor(() => expect(ids).toEqual(['3']));
  });

  it('[AUTH-63] a visitor gets no refresh when the tab becomes visible', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/v1/session'), () => {
        calls += 1;
        return undefined;
      }),
    );
    renderApp('/');
    await screen.findByTestId('home');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toBe(0);
  });
});

describe('logout', () => {
  it('[API-08] a visitor whose call meets errcode 1000 still lands on /locked/:mail (nothing to clear)', async () => {
    const { store, nav } = storeForSagas(undefined, '/login');
    store.dispatch({ type: 'session/logoutRequested', payload: { to: '/locked/ana%40x.com' } });
    await new Promise((r) => setTimeout(r, 10));
    expect(nav.history.at(-1)).toBe('/locked/ana%40x.com');
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('[AUTH-64] a logout during the session restore cancels it: the member is not logged back in', async () => {
    await signInStored('sofia');
    server.use(
      http.get(apiUrl('/v1/session'), async () => {
        await delay(200);
        return undefined;
      }),
    );
    const { store } = renderApp('/dashboard-recent');
    act(() => {
      store.dispatch({ type: 'session/logoutRequested', payload: {} });
    });
    await new Promise((r) => setTimeout(r, 400));
    expect(store.getState().session.status).toBe('anonymous');
    expect(readStoredSession()).toBeNull();
  });
});

describe('tabs that agree (issue 33)', () => {
  it('[AUTH-64] a logout in another tab (its stored session removed) logs this tab out and takes it home', async () => {
    await signInStored('sofia');
    const { store } = renderApp('/dashboard-recent');
    expect(await screen.findByTestId('toolbar', {}, { timeout: 10000 })).toBeInTheDocument();
    // The other tab's logout removes the session the tabs share; this tab hears it as a storage event.
    act(() => {
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, oldValue: 'x', newValue: null }));
    });
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    await waitFor(() => expect(screen.queryByTestId('toolbar')).not.toBeInTheDocument());
    expect(store.getState().session.token).toBeNull();
  });

  it('[AUTH-52] a visitor tab that gets the focus after a login in another tab restores that session', async () => {
    const { store } = renderApp('/login');
    expect(await screen.findByTestId('login-screen', {}, { timeout: 10000 })).toBeInTheDocument();
    const auth = await apiSignIn('sofia');
    writeStoredSession({ token: auth.token, recovery_token: auth.recovery_token ?? null });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByTestId('toolbar', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ status: 'authenticated', token: auth.token });
  });
});
