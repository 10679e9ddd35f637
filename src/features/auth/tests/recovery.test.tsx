import { screen, waitFor } from '@testing-library/react';
import { apiSignIn } from '@/test/utils';
import { API_BASE } from '@/mocks/handlers';
import { DEMO_ACCOUNTS } from '@/mocks/db';
import { SESSION_STORAGE_KEY } from '@/features/session/storage';
import { recordRequests, forceNext, openAt, outbox, SLOW } from './helpers';

const requests = recordRequests();
const sofia = DEMO_ACCOUNTS.sofia;

describe('password recovery', () => {
  it('[SHELL-04] [AUTH-24] [API-21] sends {email} and shows where the link went, with a link home', async () => {
    const { user } = await openAt('/password-recovery', 'recovery-screen');
    await user.type(screen.getByLabelText('Email'), `${sofia.email}{Enter}`);
    expect(
      await screen.findByText(`Se ha enviado un email a ${sofia.email} con el link para reestablecer tu contraseña`, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await requests.settled();
    expect(requests.to('/v1/reset-password').map((r) => r.body)).toEqual([{ email: sofia.email }]);
    expect(await outbox(sofia.email)).toEqual([
      expect.objectContaining({ kind: 'reset-password', link: expect.stringMatching(/^\/reset_password\/change\//) }),
    ]);
  });

  it('[AUTH-25] [AUTH-17] an unknown e-mail shows "El Email ingresado es inválido"', async () => {
    const { user, store } = await openAt('/password-recovery', 'recovery-screen');
    await user.type(screen.getByLabelText('Email'), 'nadie@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('El Email ingresado es inválido'), SLOW);
    expect(store.getState().auth?.recovery.hasError).toBe(true);
    expect(screen.getByLabelText('Email')).toHaveValue('nadie@example.com');
  });

  it('[AUTH-16] a second submit while the recovery is loading is ignored', async () => {
    const { user } = await openAt('/password-recovery', 'recovery-screen');
    await forceNext('slow', '/v1/reset-password');
    await user.type(screen.getByLabelText('Email'), sofia.email);
    const button = screen.getByRole('button', { name: 'Enviar link' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await screen.findByTestId('recovery-sent', {}, SLOW);
    expect(requests.to('/v1/reset-password')).toHaveLength(1);
  });
});

describe('reset password by token', () => {
  it('[AUTH-26] /reset_password/change without an id goes home', async () => {
    const { router } = await openAt('/reset_password/change', 'home');
    expect(router.state.location.pathname).toBe('/');
  });

  it('[AUTH-27] empty or different passwords show an error and send nothing', async () => {
    const { user } = await openAt('/reset_password/change/abc', 'reset-screen');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(screen.getByLabelText('Contraseña nueva')).toHaveAccessibleDescription('Completá la contraseña nueva en los dos campos');
    expect(screen.getByLabelText('Contraseña nueva')).toHaveFocus();
    await user.type(screen.getByLabelText('Contraseña nueva'), 'nueva_1');
    await user.type(screen.getByLabelText('Repetí la contraseña'), 'nueva_2{Enter}');
    expect(screen.getByLabelText('Repetí la contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden');
    expect(screen.getByLabelText('Repetí la contraseña')).toHaveFocus();
    expect(screen.getByLabelText('Contraseña nueva')).toHaveValue('nueva_1');
    expect(requests.to('/v1/set-password')).toHaveLength(0);
  });

  it('[AUTH-27] the rule is only non-empty and equal: a long password with spaces and symbols is kept whole, sent and works', async () => {
    await fetch(`${API_BASE}/v1/reset-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: sofia.email }),
    });
    const [mail] = await outbox(sofia.email);
    const { user, router } = await openAt(mail!.link!, 'reset-screen');
    const long = 'Mi clave: ñandú 2026, ¡bien larga!'; // 34 characters, outside the registration rule
    await user.type(screen.getByLabelText('Contraseña nueva'), long);
    await user.type(screen.getByLabelText('Repetí la contraseña'), long);
    expect(screen.getByLabelText('Contraseña nueva')).toHaveValue(long);
    expect(screen.getByLabelText('Repetí la contraseña')).toHaveValue(long);
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
    await requests.settled();
    expect(requests.to('/v1/set-password').map((r) => (r.body as { newPassword: string }).newPassword)).toEqual([long]);
  });

  it('[SHELL-05] [AUTH-28] [API-22] [API-19] the e-mailed link sets {recoveryToken, newPassword}, stores the new tokens and logs the member in', async () => {
    await fetch(`${API_BASE}/v1/reset-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: sofia.email }),
    });
    const [mail] = await outbox(sofia.email);
    const token = mail!.link!.split('/').pop()!;
    const { user, router, store } = await openAt(mail!.link!, 'reset-screen');
    await user.type(screen.getByLabelText('Contraseña nueva'), 'nueva_123');
    await user.type(screen.getByLabelText('Repetí la contraseña'), 'nueva_123{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
    await requests.settled();
    expect(requests.to('/v1/set-password').map((r) => r.body)).toEqual([{ recoveryToken: token, newPassword: 'nueva_123' }]);
    const { token: bearer, recoveryToken } = store.getState().session;
    expect(requests.to('/v1/session')[0]?.authorization).toBe(`Bearer ${bearer}`);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ token: bearer, recovery_token: recoveryToken }),
    );
    // The new password works; the old one no longer does.
    const relogin = await fetch(`${API_BASE}/v1/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: sofia.email, password: 'nueva_123' }),
    });
    expect(relogin.status).toBe(200);
    await expect(apiSignIn('sofia')).resolves.toEqual({ error: 'invalid_credentials' });
  });

  it('[AUTH-17] a used or wrong link (null result) sets hasError and offers a new link', async () => {
    const { user, store } = await openAt('/reset_password/change/not-a-token', 'reset-screen');
    await user.type(screen.getByLabelText('Contraseña nueva'), 'nueva_123');
    await user.type(screen.getByLabelText('Repetí la contraseña'), 'nueva_123{Enter}');
    expect(await screen.findByText(/El link para cambiar tu contraseña ya no es válido/, {}, SLOW)).toBeInTheDocument();
    expect(store.getState().auth?.reset.hasError).toBe(true);
    expect(screen.getByRole('link', { name: 'Pedir un link nuevo' })).toHaveAttribute('href', '/password-recovery');
  });
});
