/** Every route of A §2 / B §2 is registered (SHELL-02..SHELL-27) and chunks fail gracefully (SHELL-28). */
import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyScreen, isChunkLoadError } from '../lazy-screen';
import { PATHS } from '@/store';
import { renderApp, signInStored } from '@/test/utils';
import { recordRequests, SLOW } from '@/test/requests';
import { onUpdateCheckRequested, setUpdateApplier } from '@/shared/lib/app-update';

const requests = recordRequests();

/** Lazy screens whose module has been loaded (the route table imports each on demand). */
const mockLazyLoaded: string[] = [];
jest.mock('@/features/dashboard/screens/MatchingScreen', () => {
  mockLazyLoaded.push('MatchingScreen');
  return jest.requireActual('@/features/dashboard/screens/MatchingScreen');
});

/** Dialogs the modal host opened (the landscape overlay is a dialog too, shown by CSS alone). */
const modalDialogs = () => screen.queryAllByRole('dialog').filter((d) => d.dataset.testid !== 'landscape-overlay');

describe('route table', () => {
  // Each route renders the screen it names: its own test id, and the list or page it asks the API for
  // (a route given another screen, e.g. /dislikes given the likes list, fails here).
  it.each([
    ['[SHELL-01]', '/', 'home'],
    ['[SHELL-02]', '/register/abc', 'register-screen'],
    ['[SHELL-03]', '/login', 'login-screen'],
    ['[SHELL-04]', '/password-recovery', 'recovery-screen'],
    ['[SHELL-05]', '/reset_password/change/tok', 'reset-screen'],
    ['[SHELL-06]', '/server-error', 'server-error'],
    ['[SHELL-08]', '/user-locked', 'user-locked-screen'],
    ['[SHELL-09]', '/locked/a@b.com', 'locked-screen'],
    ['[SHELL-10]', '/code', 'code-screen'],
  ])('%s the public route %s shows its screen (%s)', async (_id, path, testId) => {
    const { router } = renderApp(path);
    expect(await screen.findByTestId(testId, {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('[SHELL-02] /register (no token) shows the registration form', async () => {
    renderApp('/register');
    expect(await screen.findByTestId('register-screen', {}, SLOW)).toBeInTheDocument();
  });

  it('[SHELL-07] /autologin/:token/:action/:user/:origin is the autologin screen: it sends the token to the API', async () => {
    renderApp('/autologin/t/m/12/mail');
    await waitFor(() => expect(requests.to('/v1/autologin/t')).toHaveLength(1), SLOW);
  });

  it.each([
    ['[SHELL-11]', PATHS.DASHBOARD_RECENT, 'member-card', 'GET /v1/dashboard/listing/recent'],
    ['[SHELL-12]', PATHS.DASHBOARD_NEW, 'member-card', 'GET /v1/dashboard/listing/new'],
    ['[SHELL-12]', PATHS.DASHBOARD_ONLINE, 'member-card', 'GET /v1/dashboard/listing/online'],
    ['[SHELL-13]', PATHS.LIKES_RECEIVED, 'member-list-matches', 'GET /v1/user/matches'],
    ['[SHELL-13]', PATHS.LIKES_SENT, 'member-list-likes', 'GET /v1/user/likes'],
    ['[SHELL-14]', PATHS.VISITS_RECEIVED, 'member-list-visitsReceived', 'GET /v1/user/visits/received'],
    ['[SHELL-14]', PATHS.VISITS_SENT, 'member-list-visitsSent', 'GET /v1/user/visits/sent'],
    ['[SHELL-15]', PATHS.DISLIKES, 'member-list-dislikes', 'GET /v1/user/dislikes'],
    ['[SHELL-16]', PATHS.MESSAGE_RECEIVED, 'message-list-received', 'GET /v1/messages/received'],
    ['[SHELL-16]', PATHS.MESSAGE_SENT, 'message-list-sent', 'GET /v1/messages/sent'],
    ['[SHELL-17]', PATHS.SEARCH_RESULTS, 'search-results', 'POST /v1/dashboard/search'],
    ['[SHELL-18]', PATHS.MY_PROFILE, 'my-profile', 'GET /v1/profile'],
    ['[SHELL-18]', PATHS.MY_ACCOUNT, 'my-account', 'GET /v1/account'],
    ['[SHELL-20]', '/report-user/7', 'report', '-'],
    ['[SHELL-21]', PATHS.COVID, 'covid-error', '-'],
    ['[SHELL-22]', PATHS.REFUND, 'refund', '-'],
    ['[SHELL-23]', PATHS.SUBSCRIBE_DONE, 'subscribe-done', '-'],
    ['[SHELL-23]', PATHS.THKYOUPAGE, 'thankyou-ok', 'GET /v1/payment/mp/thkpage'],
    ['[SHELL-24]', PATHS.ADD_TO_HOME_SCREEN, 'install-page', '-'],
    ['[SHELL-26]', '/test-route-debug', 'debug-screen', '-'],
  ])('%s the member route %s shows its screen (%s); its request: %s', async (_id, path, testId, request) => {
    await signInStored('valentina');
    const { router } = renderApp(path);
    expect((await screen.findAllByTestId(testId, {}, SLOW)).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe(path);
    if (request !== '-') {
      const [method, url] = request.split(' ');
      await waitFor(() => expect(requests.seen.some((r) => r.method === method && r.path === url)).toBe(true));
    }
  });

  it('[SHELL-19] /unsubscribe/step-one to /unsubscribe/step-four show the four unsubscribe steps', async () => {
    await signInStored('valentina');
    const { router } = renderApp('/unsubscribe/step-one');
    const user = userEvent.setup();
    const one = await screen.findByTestId('unsubscribe-step-1', {}, SLOW);
    await user.type(within(one).getByLabelText('Email'), 'valentina@demo.flechazo.ar');
    await user.type(within(one).getByLabelText('Contraseña'), 'demo1234');
    await user.click(within(one).getByRole('button', { name: 'Continuar' }));
    const two = await screen.findByTestId('unsubscribe-step-2', {}, SLOW);
    expect(router.state.location.pathname).toBe('/unsubscribe/step-two');
    await user.click(within(two).getByRole('link', { name: 'Continuar con la baja' }));
    const three = await screen.findByTestId('unsubscribe-step-3', {}, SLOW);
    expect(router.state.location.pathname).toBe('/unsubscribe/step-three');
    await user.click(within(three).getByRole('button', { name: 'Confirmar la baja' }));
    expect(await screen.findByTestId('unsubscribe-step-4', {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unsubscribe/step-four');
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

  it.each([
    ['/register', 'Registrarme'],
    ['/login', 'Ingresar'],
    ['/password-recovery', 'Recuperar contraseña'],
    ['/reset_password/change/abc', 'Contraseña nueva'],
    ['/locked/alguien%40example.com', 'Problema con tu email'],
    ['/code', 'Código de validación'],
    ['/user-locked', 'Cuenta desactivada'],
  ])('[OPEN-24] [SHELL-02] entry screen %s: document.title names it ("%s · Flechazo")', async (path, title) => {
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(`${title} · Flechazo`), { timeout: 15000 });
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

describe('a screen of an older version', () => {
  const afterTest: (() => void)[] = [];
  afterEach(() => afterTest.splice(0).forEach((f) => f()));
  const gone = () =>
    Object.assign(new Error('Loading chunk 77 failed.\n(error: http://localhost/js/account.deadbeef.js)'), {
      name: 'ChunkLoadError',
      type: 'error',
      request: 'http://localhost/js/account.deadbeef.js',
    });

  async function renderFailing(answer: () => Promise<Response>) {
    const Screen = lazyScreen((): Promise<{ default: () => ReactNode }> => Promise.reject(gone()));
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(answer);
    // React reports the error its boundary caught; the panel is what matters here.
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    afterTest.push(() => errors.mockRestore());
    const { I18nextProvider } = await import('react-i18next');
    const { i18n } = await import('@/shared/i18n');
    render(
      <I18nextProvider i18n={i18n}>
        <Screen />
      </I18nextProvider>,
    );
    return fetchSpy;
  }

  it('[SHELL-28] [PWA-01] when its code is gone from the server (a new version was deployed), the screen offers the update instead of a retry', async () => {
    const user = userEvent.setup();
    const checks = jest.fn();
    const offCheck = onUpdateCheckRequested(checks);
    const apply = jest.fn();
    const offApply = setUpdateApplier(apply);
    const fetchSpy = await renderFailing(() => Promise.resolve(new Response(null, { status: 404 })));
    const panel = await screen.findByTestId('chunk-update');
    expect(panel).toHaveTextContent('Hay una nueva versión de Flechazo');
    expect(panel).toHaveTextContent('Actualizá para abrirla');
    expect(screen.queryByTestId('chunk-error')).toBeNull();
    // The server was asked for the file itself (HEAD, not through the service worker's GET routes).
    expect(fetchSpy).toHaveBeenCalledWith('http://localhost/js/account.deadbeef.js', expect.objectContaining({ method: 'HEAD' }));
    expect(checks).toHaveBeenCalledTimes(1); // the service worker looks for the new version at once
    await user.click(within(panel).getByRole('button', { name: 'Actualizar' }));
    expect(apply).toHaveBeenCalledTimes(1);
    fetchSpy.mockRestore();
    offCheck();
    offApply();
  });

  it('[SHELL-28] when the file is still there, or the member is offline, it stays the retry panel', async () => {
    const fetchSpy = await renderFailing(() =>
      Promise.resolve(new Response('', { status: 200, headers: { 'Content-Type': 'application/javascript' } })),
    );
    expect(await screen.findByTestId('chunk-error')).toHaveTextContent('No pudimos cargar esta sección');
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(screen.queryByTestId('chunk-update')).toBeNull();
    fetchSpy.mockRestore();
  });

  it('[SHELL-28] offline, the server is not asked and the panel says to check the connection', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchSpy = await renderFailing(() => Promise.resolve(new Response(null, { status: 404 })));
    expect(await screen.findByTestId('chunk-error')).toHaveTextContent('Revisá tu conexión');
    await act(async () => undefined);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.queryByTestId('chunk-update')).toBeNull();
    fetchSpy.mockRestore();
    online.mockRestore();
  });
});
