/** Every route of A §2 / B §2 is registered (SHELL-02..SHELL-27) and chunks fail gracefully (SHELL-28). */
import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../routes';
import { lazyScreen, isChunkLoadError } from '../lazy-screen';
import { PATHS } from '../paths';
import { renderApp, signInStored } from '@/test/utils';
import { recordRequests } from '@/test/requests';

const requests = recordRequests();

/** Lazy screens whose module has been loaded (the route table imports each on demand). */
const mockLazyLoaded: string[] = [];
jest.mock('@/features/dashboard/screens/MatchingScreen', () => {
  mockLazyLoaded.push('MatchingScreen');
  return jest.requireActual('@/features/dashboard/screens/MatchingScreen');
});

/** Dialogs the modal host opened (the landscape overlay is a dialog too, shown by CSS alone). */
const modalDialogs = () => screen.queryAllByRole('dialog').filter((d) => d.dataset.testid !== 'landscape-overlay');

/** One [id, path] row per path: [id, ...paths] rows name each requirement once. */
const eachPath = (rows: [string, ...string[]][]) => rows.flatMap(([id, ...paths]) => paths.map((path): [string, string] => [id, path]));

const leafPath = (path: string) => {
  const m = matchRoutes(routes, path);
  return m?.[m.length - 1]?.route.path;
};

describe('route table', () => {
  it.each([
    ['[SHELL-01]', '/', '/'],
    ['[SHELL-02]', '/register', '/register/:token?'],
    ['[SHELL-02]', '/register/abc', '/register/:token?'],
    ['[SHELL-03]', '/login', '/login'],
    ['[SHELL-04]', '/password-recovery', '/password-recovery'],
    ['[SHELL-05]', '/reset_password/change/tok', '/reset_password/change/:id?'],
    ['[SHELL-06]', '/server-error', '/server-error'],
    ['[SHELL-07]', '/autologin/t/m/12/mail', '/autologin/:token?/:action?/:user?/:origin?'],
    ['[SHELL-08]', '/user-locked', '/user-locked'],
    ['[SHELL-09]', '/locked/a@b.com', '/locked/:mail'],
    ['[SHELL-10]', '/code', '/code'],
  ])('%s registers the public route %s', (_id, path, pattern) => {
    expect(leafPath(path)).toBe(pattern);
  });

  it.each(
    eachPath([
      ['[SHELL-11]', PATHS.DASHBOARD_RECENT],
      ['[SHELL-12]', PATHS.DASHBOARD_NEW, PATHS.DASHBOARD_ONLINE],
      ['[SHELL-13]', PATHS.LIKES_RECEIVED, PATHS.LIKES_SENT],
      ['[SHELL-14]', PATHS.VISITS_RECEIVED, PATHS.VISITS_SENT],
      ['[SHELL-15]', PATHS.DISLIKES],
      ['[SHELL-16]', PATHS.MESSAGE_RECEIVED, PATHS.MESSAGE_SENT],
      ['[SHELL-17]', PATHS.SEARCH_RESULTS],
      ['[SHELL-18]', PATHS.MY_PROFILE, PATHS.MY_ACCOUNT],
      ['[SHELL-19]', '/unsubscribe/step-one', '/unsubscribe/step-two', '/unsubscribe/step-three', '/unsubscribe/step-four'],
      ['[SHELL-20]', '/report-user/:id'],
      ['[SHELL-21]', PATHS.COVID],
      ['[SHELL-22]', PATHS.REFUND],
      ['[SHELL-23]', PATHS.SUBSCRIBE_DONE, PATHS.THKYOUPAGE],
      ['[SHELL-24]', PATHS.ADD_TO_HOME_SCREEN],
      ['[SHELL-26]', '/test-route-debug'],
    ]),
  )('%s registers the member route %s', (_id, path) => {
    expect(leafPath(path.replace(':id', '7'))).toBe(path);
  });

  it('[SHELL-11] /dashboard-recent is the default landing of the authenticated area', async () => {
    await signInStored('sofia');
    const { router } = renderApp('/login');
    await screen.findByTestId('toolbar');
    expect(router.state.location.pathname).toBe('/dashboard-recent');
  });

  it('[SHELL-27] any unknown path redirects to /', async () => {
    const { router } = renderApp('/no-such-page/at/all');
    expect(await screen.findByTestId('home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('[SHELL-25] /recomendados shows the recommended profiles, whose screen is loaded only when the page is opened', async () => {
    await signInStored('sofia');
    const { router } = renderApp(PATHS.DASHBOARD_RECENT);
    await screen.findAllByTestId('member-card');
    expect(mockLazyLoaded).not.toContain('MatchingScreen');
    expect(requests.to('/v2/user/matching')).toHaveLength(0);
    await act(() => router.navigate(PATHS.MATCHING));
    await waitFor(() => expect(mockLazyLoaded).toContain('MatchingScreen'));
    expect(await screen.findByRole('heading', { name: 'Recomendados' })).toBeInTheDocument();
    await waitFor(() => expect(requests.to('/v2/user/matching').length).toBeGreaterThan(0));
    expect((await screen.findAllByTestId('member-card')).length).toBeGreaterThan(0);
  });

  it.each([
    [PATHS.DASHBOARD_RECENT, 'Recientes'],
    [PATHS.DASHBOARD_NEW, 'Nuevos'],
    [PATHS.DASHBOARD_ONLINE, 'Online'],
    [PATHS.MESSAGE_RECEIVED, 'Mensajes'],
  ])('[OPEN-24] %s: the toolbar names the tab and document.title is "<screen> · Flechazo"', async (path, title) => {
    await signInStored('sofia');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} · Flechazo`));
  });

  it('[SHELL-26] the debug route labels its rows in Spanish', async () => {
    await signInStored('sofia');
    renderApp('/test-route-debug');
    const debug = await screen.findByTestId('debug-screen');
    expect(debug).toHaveTextContent('Versión');
    expect(debug).toHaveTextContent('Sesión');
    expect(debug).not.toHaveTextContent(/apiBaseUrl|imageHost|serviceWorker/);
  });

  it('[SHELL-26] the debug route shows the running version and configuration', async () => {
    await signInStored('sofia');
    renderApp('/test-route-debug');
    expect(await screen.findByTestId('debug-screen')).toHaveTextContent('1.2.0');
    expect(screen.getByTestId('debug-screen')).toHaveTextContent('http://localhost:8081');
  });

  it.each([
    ['profile-view', 'profile-view'],
    ['message-view', 'message-view'],
    ['pay-wall', 'paywall'],
    ['payment', 'payment'],
    ['my-profile-images', 'my-profile-images'],
    ['post-register', 'post-register'],
    ['search', 'search-modal'],
    ['photo-uploaded', 'photo-uploaded'],
    ['like-game', 'like-game'],
  ])('[SHELL-30] ?modal=%s opens that modal (%s) over the current page', async (modal, testId) => {
    await signInStored('valentina');
    const { router } = renderApp(`${PATHS.DASHBOARD_RECENT}?modal=${modal}&id=4`);
    await waitFor(() => expect(modalDialogs()).toHaveLength(1), { timeout: 10000 });
    expect(await screen.findByTestId(testId, {}, { timeout: 10000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATHS.DASHBOARD_RECENT);
  });

  it.each(['no-such-modal', 'profile', 'paywall', 'report-user'])(
    '[SHELL-30] ?modal=%s, not one of the nine kinds, opens nothing',
    async (modal) => {
      await signInStored('sofia');
      renderApp(`${PATHS.DASHBOARD_RECENT}?modal=${modal}&id=4`);
      await screen.findAllByTestId('member-card');
      await act(() => new Promise((r) => setTimeout(r, 300)));
      expect(modalDialogs()).toHaveLength(0);
    },
  );
});

describe('chunk loading', () => {
  it('[SHELL-28] script chunks load with a 120 s time-out', () => {
    type Config = { name?: string; output: { chunkLoadTimeout?: number } };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const makeConfig = require('../../../../webpack.config.js') as (env: object, argv: object) => Config | Config[];
    // Production builds are [prerender (Node), app]; the app's chunks are the ones that load in the browser.
    const built = makeConfig({}, { mode: 'production' });
    const app = (Array.isArray(built) ? built : [built]).find((c) => c.name === 'app');
    expect(app?.output.chunkLoadTimeout).toBe(120000);
  });

  it('[SHELL-28] recognises ChunkLoadError and its two messages', () => {
    const e = Object.assign(new Error('Loading chunk 451 failed.\n(timeout: /js/451.js)'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(e)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('something else'))).toBe(false);
  });

  it('[SHELL-28] a failed chunk shows a Spanish retry panel without any API call, and the retry loads it', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const Screen = lazyScreen((): Promise<{ default: () => ReactNode }> => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' }));
      return Promise.resolve({ default: () => <p>cargado</p> });
    });
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { I18nextProvider } = await import('react-i18next');
    const { i18n } = await import('@/shared/i18n');
    render(
      <I18nextProvider i18n={i18n}>
        <Screen />
      </I18nextProvider>,
    );
    expect(await screen.findByTestId('chunk-error')).toHaveTextContent('No pudimos cargar esta sección');
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByText('cargado')).toBeInTheDocument());
    expect(attempts).toBe(2);
    fetchSpy.mockRestore();
    errors.mockRestore();
    await act(async () => undefined);
  });
});
