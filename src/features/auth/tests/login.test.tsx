import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/mocks/handlers';
import { DEMO_ACCOUNTS } from '@/mocks/db';
import { config } from '@/shared/config/env';
import { SESSION_STORAGE_KEY } from '@/features/session/storage';
import { useContractMode } from '@/test/contract';
import { recordRequests, forceNext, openAt, SLOW } from './helpers';

const requests = recordRequests();

const openLogin = () => openAt('/login', 'login-screen');

const realSetItem = Storage.prototype.setItem;

describe('login screen', () => {
  afterEach(() => {
    config.gtmId = '';
    delete window.dataLayer;
  });

  it('[SHELL-03] [AUTH-15] [AUTH-18] [API-16] sends {email, password}, lands logged in and saves the session 100 ms later', async () => {
    config.gtmId = 'GTM-TEST';
    const { user, router, store } = await openLogin();
    // When the member became authenticated and when the session was written (the write waits 100 ms).
    let authenticatedAt = 0;
    const unsubscribe = store.subscribe(() => {
      if (!authenticatedAt && store.getState().session.status === 'authenticated') authenticatedAt = performance.now();
    });
    let savedAt = 0;
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === SESSION_STORAGE_KEY && !savedAt) savedAt = performance.now();
      realSetItem.call(this, key, value);
    });
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('autocomplete', 'current-password');
    await user.type(screen.getByLabelText('Email'), DEMO_ACCOUNTS.martin.email);
    await user.type(screen.getByLabelText('Contraseña'), `${DEMO_ACCOUNTS.martin.password}{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
    await requests.settled();
    expect(requests.to('/v1/authenticate').map((r) => r.body)).toEqual([
      { email: DEMO_ACCOUNTS.martin.email, password: DEMO_ACCOUNTS.martin.password },
    ]);
    expect(store.getState().session.me?.email).toBe(DEMO_ACCOUNTS.martin.email);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').token).toBe(store.getState().session.token));
    unsubscribe();
    setItem.mockRestore();
    expect(authenticatedAt).toBeGreaterThan(0);
    expect(savedAt - authenticatedAt).toBeGreaterThanOrEqual(95); // 100 ms later (timer granularity)
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'login', method: 'email' }));
  });

  it('[AUTH-15] [AUTH-17] wrong credentials (a null result) show the message and keep what was typed', async () => {
    const { user, router, store } = await openLogin();
    await user.type(screen.getByLabelText('Email'), DEMO_ACCOUNTS.sofia.email);
    await user.type(screen.getByLabelText('Contraseña'), 'otra_clave');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('El Email o el Password son inválidos', {}, SLOW)).toBeInTheDocument();
    expect(store.getState().auth?.login.hasError).toBe(true);
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_ACCOUNTS.sofia.email);
    expect(screen.getByLabelText('Contraseña')).toHaveValue('otra_clave');
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    [
      'text that is not JSON',
      () => new HttpResponse('{"token": "abc", "sessionInfo": {', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ],
    ['no token (a member, but nothing to sign in with)', () => HttpResponse.json({ sessionInfo: {} })],
  ] as [string, () => Response][])(
    '[OPEN-18] [AUTH-15] a login answered with %s stops loading, shows the message and keeps what was typed',
    async (_what, answer) => {
      server.use(http.post(apiUrl('/v1/authenticate'), answer, { once: true }));
      const { user, router, store } = await openLogin();
      await user.type(screen.getByLabelText('Email'), DEMO_ACCOUNTS.sofia.email);
      await user.type(screen.getByLabelText('Contraseña'), `${DEMO_ACCOUNTS.sofia.password}{Enter}`);
      expect(await screen.findByText('El Email o el Password son inválidos', {}, SLOW)).toBeInTheDocument();
      expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
      expect(store.getState().session.status).toBe('anonymous');
      expect(screen.getByLabelText('Email')).toHaveValue(DEMO_ACCOUNTS.sofia.email);
      expect(router.state.location.pathname).toBe('/login');
      // The member can try again: the next answer is a real one.
      await user.click(screen.getByRole('button', { name: 'Ingresar' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
    },
  );

  it('[AUTH-03] a malformed e-mail is refused before sending', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'sofia@demo');
    await user.type(screen.getByLabelText('Contraseña'), 'x{Enter}');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('El email es incorrecto');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(requests.to('/v1/authenticate')).toHaveLength(0);
  });

  it('[AUTH-16] a submit while loading is ignored', async () => {
    const { user, router } = await openLogin();
    await forceNext('slow', '/v1/authenticate');
    await user.type(screen.getByLabelText('Email'), DEMO_ACCOUNTS.sofia.email);
    await user.type(screen.getByLabelText('Contraseña'), DEMO_ACCOUNTS.sofia.password);
    const button = screen.getByRole('button', { name: 'Ingresar' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.type(screen.getByLabelText('Contraseña'), '{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
    expect(requests.to('/v1/authenticate')).toHaveLength(1);
  });

  it.each([
    ['with the e-mail in the answer', 'off'],
    ['answered only what the contract names (401 {errcode: 1000}, no e-mail): with the e-mail the member typed', 'strict'],
  ] as const)('[AUTH-45] [API-08] a member whose e-mail is blocked (401 errcode 1000) lands on /locked/:mail %s', async (_what, mode) => {
    if (mode === 'strict') useContractMode('strict');
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Email'), DEMO_ACCOUNTS.bloqueado.email);
    await user.type(screen.getByLabelText('Contraseña'), `${DEMO_ACCOUNTS.bloqueado.password}{Enter}`);
    expect(await screen.findByTestId('locked-screen', {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/locked/${encodeURIComponent(DEMO_ACCOUNTS.bloqueado.email)}`);
    expect(screen.getByText(DEMO_ACCOUNTS.bloqueado.email)).toBeInTheDocument();
  });
});
