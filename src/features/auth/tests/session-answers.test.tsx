/**
 * Issue 41: the answers that log a member in (login, registration, autologin) name `sessionInfo`, whose
 * content the contract never states. Each test runs the demo's reading (`sessionInfo: {me, counters}`)
 * and the other one the contract allows (no usable member there: the app asks GET /v1/session with the
 * answer's token, where the contract names `me`). A token is never a wrong password.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEMO_ACCOUNTS } from '@/mocks/db';
import { apiUrl } from '@/mocks/handlers';
import { SESSION_STORAGE_KEY } from '@/features/session/storage';
import { server } from '@/test/msw-server';
import { reshaped, without } from '@/test/demo-answer';
import { renderApp } from '@/test/utils';
import { recordRequests, openAt, SLOW } from './helpers';

const requests = recordRequests();

type Json = Record<string, unknown>;
/** The readings of an answer that logs a member in. */
const readings: [string, ((j: Json) => unknown) | null][] = [
  ["the demo's answer (sessionInfo {me, counters})", null],
  ['no sessionInfo (only what the contract types: token, recovery_token, pusher, webpush)', (j) => without(j, 'sessionInfo')],
  ['a sessionInfo of another shape', (j) => ({ ...j, sessionInfo: { user: 'x' } })],
];

/** GET /v1/session answers that open no session: the member must see a named error. */
const sessionFailures: [string, () => Response][] = [
  ['a 400', () => HttpResponse.json({ error: 'bad_request' }, { status: 400 })],
  ['a plain 401 (null result)', () => HttpResponse.json({ error: 'nope' }, { status: 401 })],
  ['a network failure', () => HttpResponse.error()],
  ['text that is not JSON', () => new HttpResponse('{"me": {', { status: 200, headers: { 'Content-Type': 'application/json' } })],
  ['a session without a member', () => HttpResponse.json({ token: 'x', counters: {} })],
];

const sofia = DEMO_ACCOUNTS.sofia;

/** The token of the answer the app got (the recorded response is not kept: the stored session's). */
const storedSession = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { token?: string; recovery_token?: string };

async function logIn() {
  const app = await openAt('/login', 'login-screen');
  await app.user.type(screen.getByLabelText('Email'), sofia.email);
  await app.user.type(screen.getByLabelText('Contraseña'), `${sofia.password}{Enter}`);
  return app;
}

describe('login answers (issue 41)', () => {
  it.each(readings)('[AUTH-15] [AUTH-18] [API-16] [API-19] a login answered with %s signs the member in', async (_what, reshape) => {
    if (reshape) server.use(reshaped('post', '/v1/authenticate', reshape));
    const { router, store } = await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
    expect(store.getState().session.me?.email).toBe(sofia.email);
    expect(screen.queryByText('El Email o el Password son inválidos')).not.toBeInTheDocument();
    await waitFor(() => expect(storedSession().token).toBe(store.getState().session.token));
    expect(storedSession().recovery_token).toEqual(expect.any(String));
    if (reshape) {
      // The member came from GET /v1/session, asked with the login answer's token.
      await requests.settled();
      const [session] = requests.to('/v1/session');
      expect(session?.authorization).toBe(`Bearer ${store.getState().session.token}`);
      // The realtime settings of the login answer are kept (the session names them too).
      expect(store.getState().session.realtime?.notificationsChannel).toBeTruthy();
    }
  });

  it.each(sessionFailures)(
    '[AUTH-15] [AUTH-17] [API-19] a login that got a token, then %s to GET /v1/session, shows a named error, never the wrong-password text',
    async (_what, answer) => {
      server.use(
        reshaped('post', '/v1/authenticate', (j: Json) => without(j, 'sessionInfo')),
        http.get(apiUrl('/v1/session'), answer, { once: true }),
      );
      const { router, store } = await logIn();
      expect(await screen.findByText('No pudimos abrir tu sesión. Volvé a intentarlo en unos minutos.', {}, SLOW)).toBeInTheDocument();
      expect(screen.queryByText('El Email o el Password son inválidos')).not.toBeInTheDocument();
      expect(store.getState().auth?.login.hasError).toBe(false);
      expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
      expect(store.getState().session.status).toBe('anonymous');
      expect(router.state.location.pathname).toBe('/login');
      expect(screen.getByLabelText('Email')).toHaveValue(sofia.email);
      // Trying again works once the session answers.
      await userEvent.setup().click(screen.getByRole('button', { name: 'Ingresar' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
    },
  );
});

describe('registration and autologin answers (issue 41)', () => {
  async function register() {
    const app = await openAt('/register', 'register-screen');
    const { user } = app;
    await user.type(screen.getByLabelText('Email'), 'wmqx59642mw7621@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'clave_123');
    await user.click(screen.getByRole('radio', { name: /Soy mujer\s*busco hombre/ }));
    await user.selectOptions(screen.getByLabelText('Día'), '9');
    await user.selectOptions(screen.getByLabelText('Mes'), 'Julio');
    await user.selectOptions(screen.getByLabelText('Año'), '1995');
    await user.selectOptions(screen.getByLabelText('Provincia'), 'Ciudad Autónoma de Buenos Aires');
    await user.selectOptions(
      screen.getByLabelText('Ciudad'),
      within(screen.getByLabelText('Ciudad')).getAllByRole('option')[1]!.textContent,
    );
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    return app;
  }

  it.each(readings)(
    '[AUTH-11] [AUTH-18] [API-17] [API-19] a registration answered with %s signs the new member in',
    async (_what, reshape) => {
      if (reshape) server.use(reshaped('post', '/v1/register', reshape));
      const { router, store } = await register();
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
      expect(store.getState().session.me?.email).toBe('wmqx59642mw7621@example.com');
      expect(screen.queryByText('El Email es inválido o ya está registrado')).not.toBeInTheDocument();
    },
  );

  it.each(sessionFailures.slice(0, 3))(
    '[AUTH-13] [AUTH-17] [API-19] a registration that got a token, then %s to GET /v1/session, says the account exists and to log in, never the registration refusal',
    async (_what, answer) => {
      server.use(
        reshaped('post', '/v1/register', (j: Json) => without(j, 'sessionInfo')),
        http.get(apiUrl('/v1/session'), answer, { once: true }),
      );
      const { router, user } = await register();
      const alert = await screen.findByText(/Tu cuenta quedó creada, pero no pudimos abrir tu sesión/, {}, SLOW);
      expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription('El Email es inválido o ya está registrado');
      expect(router.state.location.pathname).toBe('/register');
      // The way on: log in with the new account.
      await user.click(within(alert).getByRole('link', { name: 'Ingresá' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it.each(readings)('[AUTH-30] [API-20] [API-19] an autologin answered with %s signs the member in', async (_what, reshape) => {
    if (reshape) server.use(reshaped('get', '/v1/autologin/:token', reshape));
    const { router, store } = renderApp(`/autologin/${DEMO_ACCOUNTS.valentina.autologinToken}/c`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'), SLOW);
    expect(store.getState().session.me?.email).toBe(DEMO_ACCOUNTS.valentina.email);
  });

  it('[AUTH-29] [API-19] an autologin that got a token whose session cannot be opened goes home and says so', async () => {
    server.use(
      reshaped('get', '/v1/autologin/:token', (j: Json) => without(j, 'sessionInfo')),
      http.get(apiUrl('/v1/session'), () => HttpResponse.json({ error: 'x' }, { status: 400 }), { once: true }),
    );
    const { router, store } = renderApp(`/autologin/${DEMO_ACCOUNTS.valentina.autologinToken}/c`);
    expect(await screen.findByText('No pudimos abrir tu sesión. Volvé a intentarlo en unos minutos.', {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.status).toBe('anonymous');
  });
});
