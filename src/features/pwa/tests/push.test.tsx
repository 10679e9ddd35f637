/** Web push, driven as a member would: the real app, store and sagas, the demo API; the browser's push machinery faked. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, DEMO_ACCOUNTS } from '@/mocks/db';
import { WEB_PUSH_PUBLIC_KEY } from '@/mocks/config';
import { server } from '@/test/msw-server';
import { fakeScrollPage } from '@/test/scroll';
import { apiSignIn, authenticatedState, renderApp, signInStored, storeForSagas } from '@/test/utils';
import type { AppStore } from '@/store';
import { dashboardMoreRequested } from '@/features/dashboard';
import { logoutRequested } from '@/features/session';
import { pushPlatform, type PushPermission } from '../platform';
import { MAX_PROMPTS, PROMPT_INTERVAL_MS, PROMPTS_KEY } from '../prompt-limits';
import { memberPushFlow, now, pushSaga, SUBSCRIBE_RETRY_MS } from '../push-sagas';
import { pwaActions } from '../slice';
import { warmLazyModules } from '@/test/warm';

const SUB = { endpoint: 'https://push.example/send/abc', expirationTime: null, keys: { p256dh: 'BPk', auth: 'xyz' } };
const SUB_JSON = JSON.stringify(SUB);
warmLazyModules(['/dashboard-recent'], [() => import('../components/PushDialogs')]);

let permission: PushPermission;
let workerMessage: ((d: unknown) => void) | null;
function fakePush(initial: PushPermission, answer: NotificationPermission = 'granted') {
  permission = initial;
  workerMessage = null;
  return {
    permission: jest.spyOn(pushPlatform, 'permission').mockImplementation(() => permission),
    request: jest.spyOn(pushPlatform, 'requestPermission').mockImplementation(() => {
      permission = answer;
      return Promise.resolve(answer);
    }),
    subscribe: jest.spyOn(pushPlatform, 'subscribe').mockResolvedValue(SUB_JSON),
    unsubscribe: jest.spyOn(pushPlatform, 'unsubscribe').mockResolvedValue(undefined),
    messages: jest.spyOn(pushPlatform, 'onWorkerMessage').mockImplementation((cb) => {
      workerMessage = cb;
      return () => undefined;
    }),
  };
}

const posts: unknown[] = [];
/** The dashboard's requests for a next page (page 1 and on: the listing's ?page=N, or the scroll id's). */
const nextPages: string[] = [];
beforeEach(() => {
  posts.length = 0;
  nextPages.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/v1/account/webpush')
      void request
        .clone()
        .json()
        .then((b) => posts.push(b));
    if (
      url.pathname === '/v1/dashboard/scroll' ||
      (url.pathname.startsWith('/v1/dashboard/listing/') && url.searchParams.get('page') !== '0')
    )
      nextPages.push(url.pathname + url.search);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  jest.restoreAllMocks();
});

/**
 * jsdom has no layout: a page of cards 300 px each, at its top, so the dashboard's first page fills the
 * screen (without it every list is "near its bottom" and loads page after page on its own).
 */
const { listSize, pageHeight, setPage, scrollTo } = fakeScrollPage(300);
beforeEach(() => setPage(0));

const shownDialog = (store: AppStore) => store.getState().pwa?.pushDialog ?? 'none';

/**
 * The member scrolls to the dashboard's next page, then once more: the first scroll at page 1 (PWA-07).
 * Nothing is offered before that scroll: not at login, not when the page is asked for.
 */
async function scrollToNextPage(store: AppStore) {
  // The member's push flow (its own chunk; it asks the browser when the browser is idle) is running.
  await waitFor(() => expect(pushPlatform.permission).toHaveBeenCalled(), { timeout: 4000 });
  expect(shownDialog(store)).toBe('none');
  // Within 1000 px of the bottom: the dashboard asks for page 1.
  await scrollTo(pageHeight() - window.innerHeight - 500);
  await waitFor(() => expect(nextPages).not.toHaveLength(0));
  expect(shownDialog(store)).toBe('none');
  // The member's next scroll (the new page has made the page taller: no further page is asked for).
  await scrollTo(window.scrollY + 200);
}

async function openDashboard() {
  const auth = await signInStored('sofia');
  const app = renderApp('/dashboard-recent');
  await screen.findAllByTestId('member-card', {}, { timeout: 5000 });
  return { ...app, auth };
}

/** The dashboard scrolled to its next page with notification permission `initial`: what may ask for it. */
async function firstScroll(initial: PushPermission) {
  const user = userEvent.setup();
  const fake = fakePush(initial);
  const { store } = await openDashboard();
  await scrollToNextPage(store);
  return { user, fake };
}

describe('web push', () => {
  it('[PWA-02] [PWA-03] [API-55] permission granted: subscribes silently with the session key and POSTs {token: the subscription JSON}', async () => {
    const fake = fakePush('granted');
    const { store } = await openDashboard();
    await waitFor(() => expect(posts).toHaveLength(1), { timeout: 5000 });
    expect(fake.subscribe).toHaveBeenCalledWith(store.getState().session.webPushPublicKey);
    expect(fake.subscribe).toHaveBeenCalledWith(WEB_PUSH_PUBLIC_KEY);
    expect(posts[0]).toEqual({ token: SUB_JSON });
    // The demo API kept it for the member (and the push flow asked nothing of the member).
    expect(db.webPushSubscriptions.get(DEMO_ACCOUNTS.sofia.id)).toEqual([SUB_JSON]);
    expect(fake.request).not.toHaveBeenCalled();
    expect(screen.queryByTestId('push-dialog')).toBeNull();
    await waitFor(() => expect(store.getState().pwa?.pushSubscribed).toBe(true));
  });

  it('[PWA-02] the key is the one the session gives: a refreshed key is used on the next login', async () => {
    const fake = fakePush('granted');
    const auth = await apiSignIn('sofia');
    const { store } = storeForSagas(authenticatedState(auth, { webPushPublicKey: 'BOtherKey_-' }));
    store.runSaga(pushSaga);
    await waitFor(() => expect(fake.subscribe).toHaveBeenCalledWith('BOtherKey_-'));
  });

  it("[PWA-04] [PWA-07] permission 'default': nothing at first; at the first scroll to page 1 our dialog, and the browser's prompt only after 'Activar notificaciones'", async () => {
    const user = userEvent.setup();
    const fake = fakePush('default', 'granted');
    const { store } = await openDashboard();
    await scrollToNextPage(store); // nothing at login, nor when page 1 is asked for: only at the first scroll at page 1
    const dialog = await screen.findByTestId('push-dialog', {}, { timeout: 15000 });
    expect(within(dialog).getByRole('heading', { name: '¿Te avisamos cuando te escriban?' })).toBeInTheDocument();
    expect(fake.request).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Activar notificaciones' }));
    await waitFor(() => expect(fake.request).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(posts).toEqual([{ token: SUB_JSON }]));
    expect(screen.queryByTestId('push-dialog')).toBeNull();
  });

  it("[PWA-04] 'Ahora no' closes our dialog and the browser is never asked", async () => {
    const { user, fake } = await firstScroll('default');
    const dialog = await screen.findByTestId('push-dialog', {}, { timeout: 15000 });
    await user.click(within(dialog).getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(screen.queryByTestId('push-dialog')).toBeNull());
    expect(fake.request).not.toHaveBeenCalled();
    expect(fake.subscribe).not.toHaveBeenCalled();
    expect(posts).toEqual([]);
  });

  it("[PWA-05] [PWA-07] permission 'denied': at the first scroll, a short tutorial on re-enabling notifications", async () => {
    const { user, fake } = await firstScroll('denied');
    const tutorial = await screen.findByTestId('push-tutorial', {}, { timeout: 15000 });
    expect(within(tutorial).getByRole('heading', { name: 'Las notificaciones están bloqueadas' })).toBeInTheDocument();
    expect(within(tutorial).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(tutorial).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByTestId('push-tutorial')).toBeNull());
    expect(fake.request).not.toHaveBeenCalled();
    expect(fake.subscribe).not.toHaveBeenCalled();
  });

  it('[PWA-04] [PWA-07] a page asked for before the push flow gets going (the browser not idle yet) still counts: our dialog at the next scroll', async () => {
    // A busy browser: its idle moments come when the test says so (the push flow waits for one).
    const idle: IdleRequestCallback[] = [];
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      writable: true,
      value: (cb: IdleRequestCallback) => idle.push(cb),
    });
    try {
      const fake = fakePush('default');
      const { store } = await openDashboard();
      const firstPage = listSize();
      // The member scrolls to page 1 at once: the dashboard asks for it (and it arrives), the push flow is not going yet.
      await scrollTo(pageHeight() - window.innerHeight - 500);
      await waitFor(() => expect(listSize()).toBeGreaterThan(firstPage));
      expect(nextPages).toHaveLength(1);
      expect(fake.permission).not.toHaveBeenCalled();
      act(() => idle.splice(0).forEach((cb) => cb({ didTimeout: false, timeRemaining: () => 50 })));
      await waitFor(() => expect(fake.permission).toHaveBeenCalled());
      expect(shownDialog(store)).toBe('none'); // not at the flow's start either: at the member's next scroll
      await scrollTo(window.scrollY + 200);
      const dialog = await screen.findByTestId('push-dialog');
      expect(within(dialog).getByRole('heading', { name: '¿Te avisamos cuando te escriban?' })).toBeInTheDocument();
      expect(nextPages).toHaveLength(1); // that scroll asked for no further page: the flow had counted page 1's
      expect(fake.request).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
  });

  it.each([['default', 'ask'] as const, ['denied', 'tutorial'] as const])(
    '[PWA-06] permission %s: the %s dialog at most 5 times, each at least 24 h after the last',
    async (perm, kind) => {
      fakePush(perm);
      const auth = await apiSignIn('sofia');
      let t = 1_000_000_000_000;
      jest.spyOn(now, 'ms').mockImplementation(() => t);
      const shownAt: number[] = [];
      // Each "session": a fresh store, a scroll; the member dismisses whatever shows.
      const session = async () => {
        const { store } = storeForSagas(authenticatedState(auth));
        store.runSaga(memberPushFlow);
        store.dispatch(dashboardMoreRequested({ kind: 'recent' }));
        await act(async () => {
          window.dispatchEvent(new Event('scroll'));
          await new Promise((r) => setTimeout(r, 0));
        });
        if (store.getState().pwa?.pushDialog === kind) shownAt.push(t);
        store.dispatch(pwaActions.pushDialogDismissed());
        store.stopSagas();
      };
      await session(); // 1st
      t += PROMPT_INTERVAL_MS - 1; // 1 ms short of 24 h
      await session();
      expect(shownAt).toHaveLength(1);
      t += 1; // exactly 24 h
      await session();
      for (let i = 0; i < 6; i += 1) {
        t += PROMPT_INTERVAL_MS;
        await session();
      }
      expect(shownAt).toHaveLength(MAX_PROMPTS);
      expect(JSON.parse(localStorage.getItem(PROMPTS_KEY) ?? '{}')[kind].count).toBe(MAX_PROMPTS);
    },
  );

  it('[PWA-03] a subscription the push service refuses is retried later, silently (no error shown)', async () => {
    const saved = [...SUBSCRIBE_RETRY_MS];
    SUBSCRIBE_RETRY_MS.splice(0, SUBSCRIBE_RETRY_MS.length, 30, 30, 30);
    try {
      const fake = fakePush('granted');
      fake.subscribe.mockRejectedValueOnce(new DOMException('push service error', 'AbortError'));
      const { store } = await openDashboard();
      await waitFor(() => expect(posts).toEqual([{ token: SUB_JSON }]), { timeout: 5000 });
      expect(fake.subscribe).toHaveBeenCalledTimes(2);
      expect(store.getState().shell.alert).toBeNull();
      expect(store.getState().shell.serverError).toBe(false);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    } finally {
      SUBSCRIBE_RETRY_MS.splice(0, SUBSCRIBE_RETRY_MS.length, ...saved);
    }
  });

  it('[PWA-03] logout unsubscribes this device', async () => {
    const fake = fakePush('granted');
    const { store } = await openDashboard();
    await waitFor(() => expect(posts).toHaveLength(1), { timeout: 5000 });
    expect(fake.unsubscribe).not.toHaveBeenCalled();
    await act(async () => {
      store.dispatch(logoutRequested({}));
      await new Promise((r) => setTimeout(r, 20));
    });
    await waitFor(() => expect(fake.unsubscribe).toHaveBeenCalledTimes(1));
  });

  it('[PWA-02] a notification click in an open window opens that conversation (the worker asks the app)', async () => {
    fakePush('granted');
    const { router } = await openDashboard();
    await waitFor(() => expect(workerMessage).not.toBeNull(), { timeout: 5000 });
    act(() => workerMessage?.({ type: 'OPEN_CONVERSATION', userId: DEMO_ACCOUNTS.martin.id }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('modal')).toBe('message-view'));
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe(String(DEMO_ACCOUNTS.martin.id));
    act(() => workerMessage?.({ type: 'SOMETHING_ELSE', userId: 'x' })); // ignored, never throws
  });
});
