/**
 * API-03 passes 403 answers on to the caller as `ok`, but the contract leaves their body unstated: an
 * identity path (the login, the stored session) opens a session only on an explicit success (200/201),
 * never on a 403, whatever its body says. In both readings of the contract (the demo's answers and
 * `useContractMode('other-reading')`), with the success's own body sent on a 403.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ACCOUNTS } from '@/mocks/db';
import { useContractMode } from '@/test/contract';
import { inContractMode } from '@/test/demo-answer';
import { server } from '@/test/msw-server';
import { SLOW } from '@/test/requests';
import { renderApp, signInStored } from '@/test/utils';

const READINGS = ['demo', 'other-reading'] as const;

describe.each(READINGS)('403 answers on identity paths, %s reading', (reading) => {
  beforeEach(() => {
    if (reading === 'other-reading') useContractMode('other-reading');
  });

  it("[API-03][AUTH-15][API-16] a 403 to the login is no session, even with a login's answer in its body", async () => {
    server.use(inContractMode('post', '/v1/authenticate', undefined, { status: 403 }));
    const user = userEvent.setup({ delay: null });
    const { router, store } = renderApp('/login');
    await screen.findByTestId('login-screen', {}, SLOW);
    await user.type(screen.getByLabelText('Email'), DEMO_ACCOUNTS.martin.email);
    await user.type(screen.getByLabelText('Contraseña'), `${DEMO_ACCOUNTS.martin.password}{Enter}`);
    expect(await screen.findByText('El Email o el Password son inválidos', {}, SLOW)).toBeInTheDocument();
    expect(store.getState().session.status).not.toBe('authenticated');
    expect(router.state.location.pathname).toBe('/login');
  });

  it("[API-03][AUTH-52][API-19] a 403 to the stored session's GET /v1/session opens no session, even with the member in its body", async () => {
    await signInStored('sofia');
    server.use(inContractMode('get', '/v1/session', undefined, { status: 403 }));
    const { store } = renderApp('/dashboard-recent');
    await waitFor(() => expect(store.getState().session.status).not.toBe('restoring'), SLOW);
    expect(store.getState().session.status).not.toBe('authenticated');
    expect(store.getState().session.me).toBeNull();
  });
});
