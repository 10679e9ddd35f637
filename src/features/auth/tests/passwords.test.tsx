/**
 * Issue 41: a password set by the e-mailed link (POST /v1/set-password) or changed in my account (PUT
 * /v1/account/password) is answered 200 with the new token pair, which the contract makes optional
 * (NewTokens, x-spec: partial). Each test runs the demo's answer (with the tokens) and the other reading
 * (200 without them): the password was set either way.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_BASE } from '@/mocks/handlers';
import { DEMO_ACCOUNTS } from '@/mocks/db';
import { SESSION_STORAGE_KEY } from '@/features/session/storage';
import { server } from '@/test/msw-server';
import { reshaped } from '@/test/demo-answer';
import { renderApp, signInStored } from '@/test/utils';
import { recordRequests, openAt, outbox, SLOW } from './helpers';

const requests = recordRequests();
const sofia = DEMO_ACCOUNTS.sofia;

type Json = Record<string, unknown>;
const readings: [string, ((j: Json) => unknown) | null][] = [
  ["the demo's answer (token, recovery_token)", null],
  ['200 without tokens ({})', () => ({})],
];

const storedSession = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { token?: string; recovery_token?: string };

async function loginStatus(password: string): Promise<number> {
  const res = await fetch(`${API_BASE}/v1/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: sofia.email, password }),
  });
  return res.status;
}

describe('password reset by the e-mailed link (issue 41)', () => {
  it.each(readings)(
    '[AUTH-28] [API-22] a new password answered with %s is reported as set, never as a dead link',
    async (_what, reshape) => {
      if (reshape) server.use(reshaped('post', '/v1/set-password', reshape));
      await fetch(`${API_BASE}/v1/reset-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: sofia.email }),
      });
      const [mail] = await outbox(sofia.email);
      const { user, router, store } = await openAt(mail!.link!, 'reset-screen');
      await user.type(screen.getByLabelText('Contraseña nueva'), 'nueva_123');
      await user.type(screen.getByLabelText('Repetí la contraseña'), 'nueva_123{Enter}');
      if (!reshape) {
        // With the tokens the member is in at once (AUTH-28).
        await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
        expect(store.getState().session.me?.email).toBe(sofia.email);
        return;
      }
      // Without them: told it worked, and taken to log in with the new password.
      await screen.findByTestId('login-screen', {}, SLOW);
      expect(router.state.location.pathname).toBe('/login');
      expect(screen.getByRole('status')).toHaveTextContent('Tu contraseña se cambió correctamente. Ingresá con tu contraseña nueva.');
      expect(screen.queryByText(/El link para cambiar tu contraseña ya no es válido/)).not.toBeInTheDocument();
      expect(store.getState().session.status).toBe('anonymous');
      await user.type(screen.getByLabelText('Email'), sofia.email);
      await user.type(screen.getByLabelText('Contraseña'), 'nueva_123{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
    },
  );

  it('[AUTH-17] [AUTH-28] a 200 that carries an error is not a success: the link is reported as no longer valid', async () => {
    server.use(reshaped('post', '/v1/set-password', () => ({ error: 'invalid_recovery_token' })));
    const { user, router } = await openAt('/reset_password/change/not-a-token', 'reset-screen');
    await user.type(screen.getByLabelText('Contraseña nueva'), 'nueva_123');
    await user.type(screen.getByLabelText('Repetí la contraseña'), 'nueva_123{Enter}');
    expect(await screen.findByText(/El link para cambiar tu contraseña ya no es válido/, {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset_password/change/not-a-token');
  });
});

describe('password change in my account (issue 41)', () => {
  it.each(readings)(
    '[ACC-06] [ACC-07] [API-51] a change answered with %s says so, closes the dialog and keeps the member signed in',
    async (_what, reshape) => {
      if (reshape) server.use(reshaped('put', '/v1/account/password', reshape));
      const before = await signInStored('sofia');
      const user = userEvent.setup();
      const { store, router } = renderApp('/my-account');
      const page = await screen.findByTestId('my-account', {}, SLOW);
      await user.click(within(page).getByRole('button', { name: 'Cambiar contraseña' }));
      const dialog = await screen.findByTestId('change-password-dialog');
      await user.type(within(dialog).getByLabelText('Contraseña actual'), sofia.password);
      await user.type(within(dialog).getByLabelText('Nueva contraseña'), 'nueva123');
      await user.type(within(dialog).getByLabelText('Repetí la nueva contraseña'), 'nueva123');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await within(page).findByText('Tu contraseña se cambió correctamente.', {}, SLOW)).toBeInTheDocument();
      await waitFor(() => expect(store.getState().account?.password.open).toBe(false));
      expect(screen.getByTestId('change-password-dialog')).not.toHaveAttribute('open');
      expect(router.state.location.pathname).toBe('/my-account');
      const s = store.getState().session;
      expect(s.status).toBe('authenticated');
      if (reshape) {
        // No new pair: the session goes on with the tokens it had.
        expect(s.token).toBe(before.token);
        expect(storedSession().token).toBe(before.token);
      } else {
        expect(s.token).not.toBe(before.token);
        await waitFor(() => expect(storedSession().token).toBe(s.token));
      }
      expect(await loginStatus('nueva123')).toBe(200);
      await requests.settled();
      expect(requests.to('/v1/account/password')).toHaveLength(1);
    },
  );
});
