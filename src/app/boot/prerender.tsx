/**
 * Build-time renders of the app (webpack.config.js runs this bundle in Node and puts the markup in
 * index.html's templates; see ./loader/). Each renders the app's own route table, layout, screens
 * and locales, so the static page is the app's first render, not a copy.
 *
 * Nothing runs here: the store has no saga middleware (it starts no feature saga).
 *
 * - The visitor's home (<template id="static-home">): the app's state when the home shows, locations
 *   in and no session.
 * - Each route's static first screen (./first-screens.ts, <template id="static-NAME">), by
 *   FIRST_SCREEN_RENDERS: the member's dashboard with STATIC_CARDS placeholder cards whose nickname,
 *   age, location and photo are the DASHBOARD_SLOTS tokens; the boot loader fills them from the early
 *   dashboard answer (./loader/screens/dashboard.ts).
 */
import { configureStore, type Action } from '@reduxjs/toolkit';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { i18n } from '@/shared/i18n';
import { preloadMatchedScreens } from '@/app/router/lazy-screen';
import { routes } from '@/app/router/routes';
import { createMemoryAppRouter } from '@/app/router/app-router';
import { RouterView } from '@/app/router/RouterView';
import { rootReducer } from '@/app/store/root-reducer';
import type { AppStore, RootState } from '@/store';
import { authenticated, toMe } from '@/features/session';
import { dashboardPageLoaded, dashboardPageRequested } from '@/features/dashboard';
import { membersSeen } from '@/features/lists';
import { listLoaded } from '@/features/messages';
import { placeholderIndex } from '@/features/messages/first-screen';
import { DASHBOARD_SLOTS, LIKED_CARD_ID, STATIC_CARDS } from './static-dashboard';
import { MESSAGES_SLOTS, STATIC_ROWS, UNREAD_SLOT } from './static-messages';
import { FIRST_SCREENS } from './first-screens';

export { FIRST_SCREENS };

const noop = () => undefined;

async function renderAt(path: string, actions: Action[]): Promise<string> {
  await preloadMatchedScreens(routes, { pathname: path });
  const preloaded: Partial<RootState> = { locations: { status: 'loaded', provinces: [] } };
  const store = Object.assign(
    configureStore({ reducer: rootReducer, preloadedState: preloaded as RootState, middleware: (d) => d({ thunk: false }) }),
    { startSaga: noop, runSaga: noop, stopSagas: noop, rootTask: null },
  ) as unknown as AppStore;
  for (const a of actions) store.dispatch(a);

  const router = createMemoryAppRouter(routes, [path]);
  return renderToStaticMarkup(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterView router={router} />
      </I18nextProvider>
    </Provider>,
  );
}

export async function renderStaticHome(): Promise<string> {
  const html = await renderAt('/', []);
  if (!html.includes('data-testid="home"')) throw new Error('prerender: the home page did not render');
  return html;
}

/** A member the app knows nothing of (every field its fallback), signed in. */
const signedIn = () =>
  authenticated({
    token: 'prerender',
    recoveryToken: null,
    me: toMe({}),
    counters: { visits: 0, matches: 0, messages: 0 },
    realtime: null,
    webPushPublicKey: null,
  });

async function renderStaticDashboard(): Promise<string> {
  const S = DASHBOARD_SLOTS;
  const card = (id: number) => ({
    type: 'USER' as const,
    id,
    gender: 2 as const,
    nickname: S.nickname,
    years: S.years,
    location: S.location,
    online: true,
    picture: S.picture,
    hasPicture: true,
  });
  const items = [...Array.from({ length: STATIC_CARDS }, (_, i) => card(-1 - i)), card(LIKED_CARD_ID)];
  const html = await renderAt('/dashboard-recent', [
    signedIn(),
    // The lists own whether a member is liked: the last card shows the liked form.
    membersSeen([{ id: LIKED_CARD_ID, liked: true }]),
    dashboardPageRequested({ kind: 'recent', requestedAt: 1, replace: true }),
    dashboardPageLoaded({ kind: 'recent', requestedAt: 1, items, received: items.length, scrollId: null, replace: true }),
  ]);
  if ((html.match(/data-member-id=/g) ?? []).length !== STATIC_CARDS + 1) throw new Error('prerender: the dashboard cards did not render');
  return html;
}

/**
 * The member's received messages (./static-messages.ts): STATIC_ROWS read rows of a text message (no
 * photo: the app loads a row's photo once it is in view), then the sample rows: a photo from yesterday
 * with UNREAD_SLOT unread, a video call with one, a system sender's chat, a locked chat per placeholder.
 */
async function renderStaticMessages(): Promise<string> {
  const S = MESSAGES_SLOTS;
  const row = (userId: number, unread: number, messageType: 1 | 2 | 3 | 4, date: string, canRead = true) => ({
    userId,
    date,
    canRead,
    isNew: unread > 0,
    unread,
    userGenderId: 2,
    userImg: '',
    userName: S.name,
    messageText: S.text,
    messageType,
    selected: false,
  });
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  // A locked chat per placeholder text, in their order: the first member id that the app gives each
  // (the texts are the screen's namespace, in once its code has loaded).
  await preloadMatchedScreens(routes, { pathname: '/message-received' });
  const placeholders: unknown = i18n.t('messages:list.placeholders', { returnObjects: true });
  const count = Array.isArray(placeholders) ? placeholders.length : 0;
  const lockedIds = Array.from({ length: count }, (_, i) => {
    let id = 1000;
    while (placeholderIndex(id, count) !== i) id += 1;
    return id;
  });
  const rows = [
    ...Array.from({ length: STATIC_ROWS }, (_, i) => row(1 + i, 0, 1, S.date)),
    row(STATIC_ROWS + 1, UNREAD_SLOT, 2, yesterday),
    row(STATIC_ROWS + 2, 1, 3, S.date),
    row(STATIC_ROWS + 3, 0, 4, S.date),
    ...lockedIds.map((id) => row(id, 0, 1, S.date, false)),
  ];
  const html = await renderAt('/message-received', [
    signedIn(),
    listLoaded({ box: 'received', requestedAt: 0, items: rows, replace: true, received: rows.length }),
  ]);
  if ((html.match(/data-testid="chat-row"/g) ?? []).length !== rows.length || count === 0)
    throw new Error('prerender: the message rows did not render');
  return html;
}

/** The build-time render of each route's static first screen, by its name in FIRST_SCREENS. */
const FIRST_SCREEN_RENDERS: Record<string, (() => Promise<string>) | undefined> = {
  dashboard: renderStaticDashboard,
  messages: renderStaticMessages,
};

/** The markup of <template id="static-NAME"> for a route's static first screen (FIRST_SCREENS). */
export async function renderFirstScreen(name: string): Promise<string> {
  const render = FIRST_SCREEN_RENDERS[name];
  if (!render) throw new Error(`prerender: no render for the first screen '${name}' (src/app/boot/first-screens.ts)`);
  // The CSP allows no style attributes in markup: the loader sets these through the CSSOM instead.
  return (await render()).replace(/ style="/g, ' data-style="');
}
