import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/mocks/handlers';
import { renderApp, storeForSagas } from '@/test/utils';
import { DEMO_ACCOUNTS } from '@/mocks/db';
import { authFeature } from '../feature';
import { authActions } from '../slice';
import { readAutologinHandoff } from '../handoff';
import { recordRequests, openAt, SLOW } from './helpers';

const requests = recordRequests();
const valentina = DEMO_ACCOUNTS.valentina;

describe('autologin screen', () => {
  it('[AUTH-29] /autologin without a token goes home', async () => {
    const { router } = await openAt('/autologin', 'home');
    expect(router.state.location.pathname).toBe('/');
  });

  it('[SHELL-07] [AUTH-30] [AUTH-31] [API-20] shows "Ingresando...", removes the token from the address at once, logs in and keeps idabono', async () => {
    const { router, store } = renderApp(`/autologin/${valentina.autologinToken}/x/0/mail-42?idabono=6041`);
    expect(await screen.findByText('Ingresando...', {}, SLOW)).toBeInTheDocument();
    // The token left the address bar (and the history entry was replaced, not kept behind).
    expect(router.state.location.pathname).toBe('/autologin');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
    expect(store.getState().session.me?.email).toBe(valentina.email);
    expect(requests.to(`/v1/autologin/${valentina.autologinToken}`)).toHaveLength(1);
    expect(readAutologinHandoff().idabono).toBe('6041');
  });

  it('[AUTH-29] an invalid token goes home without logging in', async () => {
    const { router, store } = renderApp('/autologin/not-a-token/m');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('[OPEN-18] [AUTH-29] an autologin answered with text that is not JSON goes home without logging in', async () => {
    server.use(
      http.get(
        apiUrl('/v1/autologin/:token'),
        () => new HttpResponse('{"token": "a', { status: 200, headers: { 'Content-Type': 'application/json' } }),
        { once: true },
      ),
    );
    const { router, store } = renderApp(`/autologin/${valentina.autologinToken}/c`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
    expect(store.getState().session.status).toBe('anonymous');
    expect(await screen.findByTestId('home', {}, SLOW)).toBeInTheDocument();
  });
});

/** Where each action lands (A §4). */
const table: [string, string, string | null, string][] = [
  ['[AUTH-33]', 'm', '12', '/message-received?modal=message-view&id=12'],
  ['[AUTH-33]', 'm', null, '/message-received'],
  ['[AUTH-34]', 'like', '12', '/dashboard-recent?modal=profile-view&id=12'],
  ['[AUTH-34]', 'v', '15', '/dashboard-recent?modal=profile-view&id=15'],
  ['[AUTH-35]', 'c', null, '/my-account'],
  ['[AUTH-36]', 'dislike', null, '/dislikes'],
  ['[AUTH-37]', 'p', '27', '/dashboard-recent?modal=pay-wall&id=27'],
  ['[AUTH-37]', 'p', null, '/dashboard-recent?modal=pay-wall'],
  ['[AUTH-38]', 'x', null, '/dashboard-recent'],
  ['[AUTH-38]', 'r', null, '/dashboard-recent'],
  ['[AUTH-39]', 'new', null, '/dashboard-recent?modal=post-register'],
  ['[AUTH-40]', 'visitas', null, '/visits-received'],
  ['[AUTH-41]', 'edit', null, '/my-profile'],
];

/** Runs the autologin saga with a recording navigator; resolves with where it navigated and when. */
async function runAutologin(action: string | null, user: string | null) {
  const { store, nav } = storeForSagas(undefined, '/autologin');
  store.startSaga(authFeature);
  let authAt = 0;
  const unsubscribe = store.subscribe(() => {
    if (!authAt && store.getState().session.status === 'authenticated') authAt = Date.now();
  });
  const start = nav.history.length;
  await act(async () => {
    store.dispatch(authActions.autologinStarted({ token: valentina.autologinToken, action, user, origin: null, idabono: null }));
  });
  await waitFor(() => expect(store.getState().auth?.autologin.running).toBe(false), { timeout: 5000 });
  unsubscribe();
  return { store, history: nav.history.slice(Math.max(0, start - 1)), authAt };
}

describe('autologin actions (navigation 500 ms after login)', () => {
  it('[AUTH-32] the navigation runs 500 ms after the login', async () => {
    const { store, nav } = storeForSagas(undefined, '/autologin');
    store.startSaga(authFeature);
    let authAt = 0;
    let navAt = 0;
    const navigate = nav.navigate.bind(nav);
    nav.navigate = (to, opts) => {
      if (to === '/my-account') navAt = Date.now();
      navigate(to, opts);
    };
    store.subscribe(() => {
      if (!authAt && store.getState().session.status === 'authenticated') authAt = Date.now();
    });
    store.dispatch(authActions.autologinStarted({ token: valentina.autologinToken, action: 'c', user: null, origin: null, idabono: null }));
    await waitFor(() => expect(navAt).toBeGreaterThan(0), { timeout: 5000 });
    expect(navAt - authAt).toBeGreaterThanOrEqual(490);
    expect(navAt - authAt).toBeLessThan(1500);
  });

  it.each(table)('%s action %s (user %s) lands on %s', async (_id, action, user, destination) => {
    const { history, store } = await runAutologin(action, user);
    expect(history[history.length - 1]).toBe(destination);
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('[AUTH-42] action o stores the plan and goes to the one-time payment page', async () => {
    const { history } = await runAutologin('o', '6041');
    expect(history[history.length - 1]).toBe('/covid-payment');
    expect(readAutologinHandoff().plan).toBe('6041');
  });

  it('[AUTH-43] action blockbienvenida logs out and goes to /user-locked', async () => {
    const { history, store } = await runAutologin('blockbienvenida', null);
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(history[history.length - 1]).toBe('/user-locked');
    expect(store.getState().session.token).toBeNull();
  });
});

/**
 * The whole app (routes, lazy screens, guards, the autologin screen): where the member is once the
 * saga has settled and a second has passed. The router's navigations are transitions, so the screen
 * being left renders once more after the saga finishes; it must not navigate again (issue #14: every
 * action used to end on '/' and then /dashboard-recent).
 */
describe('autologin actions in the app: the member stays on the destination', () => {
  const withApp: [string, string, string][] = [
    ...table.map(([id, action, user, destination]): [string, string, string] => [id, `${action}${user ? `/${user}` : ''}`, destination]),
    ['[AUTH-42]', 'o/6041', '/covid-payment'],
  ];
  it.each(withApp)(
    '%s /autologin/<token>/%s lands on %s and is still there a second after the saga settled',
    async (_id, tail, destination) => {
      const { router, store } = renderApp(`/autologin/${valentina.autologinToken}/${tail}`);
      const visited: string[] = [];
      const unsubscribe = router.subscribe((st) => visited.push(st.location.pathname + st.location.search));
      const here = () => router.state.location.pathname + router.state.location.search;
      await waitFor(() => expect(visited).toContain(destination), { timeout: 10000 });
      await waitFor(() => expect(store.getState().auth?.autologin.running).toBe(false), { timeout: 5000 });
      await act(() => new Promise((r) => setTimeout(r, 1000)));
      unsubscribe();
      expect(here()).toBe(destination);
      expect(visited).not.toContain('/');
      // Only /autologin (the token leaves the address), the destination's page and then its modal.
      expect(visited.filter((v) => v !== '/autologin' && v !== destination && v !== destination.split('?')[0])).toEqual([]);
      expect(store.getState().session.status).toBe('authenticated');
    },
    20000,
  );
});
