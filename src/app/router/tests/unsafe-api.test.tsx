/**
 * The app router (app-router.ts) is built on react-router's `UNSAFE_` history APIs instead of
 * `createBrowserRouter` + `useBlocker` (decision 36: ~17 KB gzip less on the first screen). Those APIs
 * may change in any react-router release without a type error, so this file pins every one the app
 * relies on: the exports and their shape, the history's members and what its listener is told, and the
 * behaviours end to end through the real app, over the memory history (renderApp) and over the browser
 * history the app runs on. If a react-router upgrade turns one of these red, follow decision 36.
 */
import * as ReactRouterDom from 'react-router-dom';
import { NavigationType, UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory } from 'react-router-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/App';
import { createBrowserAppRouter } from '@/app/router/app-router';
import { routes } from '@/app/router/routes';
import { makeStore } from '@/app/store/make-store';
import { alertShown } from '@/features/shell';
import { routerNavigator, type AppStore } from '@/store';
import { fakeBrowser, renderApp, signInStored } from '@/test/utils';

type Listener = Parameters<ReturnType<typeof UNSAFE_createMemoryHistory>['listen']>[0];
type Update = Parameters<Listener>[0];

/** What the listener was told, without the random keys. */
const told = (u: Update) => ({
  action: u.action,
  delta: u.delta,
  path: `${u.location.pathname}${u.location.search}`,
  state: u.location.state,
});

const openAlert = (store: AppStore) =>
  act(() => {
    store.dispatch(alertShown({ text: { key: 'offline' }, buttons: [{ label: { key: 'actions.close' } }] }));
  });

describe('react-router UNSAFE_ APIs the app router is built on', () => {
  it('[HOUSE] react-router-dom still exports the two history factories and NavigationType the app router imports', () => {
    expect(typeof ReactRouterDom.UNSAFE_createBrowserHistory).toBe('function');
    expect(typeof ReactRouterDom.UNSAFE_createMemoryHistory).toBe('function');
    expect(NavigationType).toEqual(expect.objectContaining({ Pop: 'POP', Push: 'PUSH', Replace: 'REPLACE' }));
  });

  it.each([
    ['memory', () => UNSAFE_createMemoryHistory({ initialEntries: ['/a'], v5Compat: true })],
    ['browser', () => UNSAFE_createBrowserHistory({ v5Compat: true })],
  ])('[HOUSE] a %s history has every member the app router calls, and "default" as its first key', (kind, create) => {
    if (kind === 'browser') window.history.replaceState(null, '', '/a');
    const history = create();
    for (const m of ['listen', 'push', 'replace', 'go', 'createHref', 'encodeLocation'] as const)
      expect(typeof history[m]).toBe('function');
    expect(history.action).toBe(NavigationType.Pop);
    // The shell's sagas tell an entry the app pushed from the one it was opened on by this key (leavePushedEntry).
    expect(history.location).toMatchObject({ pathname: '/a', search: '', hash: '', key: 'default' });
    expect(history.createHref('/b?x=1#h')).toBe('/b?x=1#h');
    expect(history.encodeLocation('/b?x=1#h')).toEqual({ pathname: '/b', search: '?x=1', hash: '#h' });
    // A history has one listener (a second replaces or throws): createAppRouter's, which the app never removes.
    expect(typeof history.listen(() => undefined)).toBe('function');
  });

  it('[HOUSE] with v5Compat a memory history tells its listener every push, replace and go, with the delta and the state', () => {
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/a'], v5Compat: true });
    const updates: ReturnType<typeof told>[] = [];
    const off = history.listen((u) => void updates.push(told(u)));
    history.push('/b?x=1', { from: 'a' });
    history.replace('/c');
    history.push('/d');
    history.go(-1);
    history.go(1);
    expect(updates).toEqual([
      { action: 'PUSH', delta: 1, path: '/b?x=1', state: { from: 'a' } },
      { action: 'REPLACE', delta: 0, path: '/c', state: null },
      { action: 'PUSH', delta: 1, path: '/d', state: null },
      { action: 'POP', delta: -1, path: '/c', state: null },
      { action: 'POP', delta: 1, path: '/d', state: null },
    ]);
    expect(history.action).toBe('POP');
    off();
    history.push('/e');
    expect(updates).toHaveLength(5);
  });

  it('[HOUSE] with v5Compat a browser history tells its listener every push and replace at once, and Back (popstate) with its delta', async () => {
    window.history.replaceState(null, '', '/a');
    const history = UNSAFE_createBrowserHistory({ v5Compat: true });
    const updates: ReturnType<typeof told>[] = [];
    const off = history.listen((u) => void updates.push(told(u)));
    history.push('/b?x=1', { from: 'a' });
    history.replace('/c');
    expect(window.location.pathname).toBe('/c');
    expect(updates).toEqual([
      { action: 'PUSH', delta: 1, path: '/b?x=1', state: { from: 'a' } },
      { action: 'REPLACE', delta: 0, path: '/c', state: null },
    ]);
    window.history.back(); // the browser's Back, not the history's own go
    await waitFor(() => expect(updates).toHaveLength(3));
    expect(updates[2]).toEqual({ action: 'POP', delta: -1, path: '/a', state: null });
    history.go(1);
    await waitFor(() => expect(updates).toHaveLength(4));
    expect(updates[3]).toEqual({ action: 'POP', delta: 1, path: '/c', state: null });
    off();
  });
});

describe('the app over those APIs', () => {
  it('[HOUSE] [SHELL-29] [SHELL-31] push, search params, Back, a held navigation, replace and navigate(-1) through the whole app', async () => {
    await signInStored('sofia');
    const { store, router } = renderApp('/dashboard-recent');
    await screen.findByTestId('toolbar');
    const u = userEvent.setup();

    // push
    await act(() => router.navigate('/my-account'));
    expect(router.state).toMatchObject({ location: { pathname: '/my-account' }, historyAction: 'PUSH' });
    await waitFor(() => expect(document.title).toMatch(/^Mi cuenta/));

    // search params: the toolbar's 'Buscar' pushes ?modal=search, which ModalHost reads with useSearchParams
    await u.click(screen.getByRole('button', { name: 'Buscar' }));
    const modal = await screen.findByTestId('search-modal', {}, { timeout: 5000 });
    expect(router.state.location).toMatchObject({ pathname: '/my-account', search: '?modal=search' });
    await within(modal).findByRole('combobox', { name: 'Provincia' });

    // Back (a pop): the route's own modal holds nothing, so it closes and the page stays
    await act(() => router.navigate(-1));
    expect(router.state).toMatchObject({ location: { pathname: '/my-account', search: '' }, historyAction: 'POP' });
    await waitFor(() => expect(screen.queryByTestId('search-modal')).not.toBeInTheDocument());

    // held: with a dialog open, Back is undone and a link or saga's push is stopped; each closes the dialog
    openAlert(store);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/my-account');
    expect(store.getState().shell.alert).toBeNull();
    openAlert(store);
    await act(() => router.navigate('/dashboard-new'));
    expect(router.state.location.pathname).toBe('/my-account');
    expect(store.getState().shell.alert).toBeNull();

    // replace, then navigate(-1) skips the replaced entry
    await act(() => router.navigate('/dashboard-new', { replace: true }));
    expect(router.state).toMatchObject({ location: { pathname: '/dashboard-new' }, historyAction: 'REPLACE' });
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/dashboard-recent');
    await waitFor(() => expect(document.title).toMatch(/^Recientes/));
  });

  describe('over the browser history (what the app runs on)', () => {
    let store: AppStore | undefined;
    afterEach(() => store?.stopSagas());

    it("[HOUSE] [SHELL-31] the browser's Back goes back, and while a dialog is open it is undone and the address stays", async () => {
      await signInStored('sofia');
      window.history.replaceState(null, '', '/dashboard-recent');
      const router = createBrowserAppRouter(routes);
      store = makeStore({ nav: routerNavigator(router), browser: fakeBrowser() });
      render(<App store={store} router={router} />);
      await screen.findByTestId('toolbar');

      await act(() => router.navigate('/my-account'));
      expect(window.location.pathname).toBe('/my-account');
      await waitFor(() => expect(document.title).toMatch(/^Mi cuenta/));

      openAlert(store);
      act(() => window.history.back());
      await waitFor(() => expect(store?.getState().shell.alert).toBeNull());
      // the pop to /dashboard-recent was undone (history.go(-delta)); the app never left /my-account
      await waitFor(() => expect(window.location.pathname).toBe('/my-account'));
      await act(() => new Promise((r) => setTimeout(r, 20)));
      expect(router.state.location.pathname).toBe('/my-account');
      expect(window.location.pathname).toBe('/my-account');

      act(() => window.history.back());
      await waitFor(() => expect(router.state).toMatchObject({ location: { pathname: '/dashboard-recent' }, historyAction: 'POP' }));
      await waitFor(() => expect(document.title).toMatch(/^Recientes/));
    });
  });
});
