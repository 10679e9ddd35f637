import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '@/mocks/db';
import { recordRequests, forceNext, openAt, SLOW } from './helpers';

const requests = recordRequests();
const blocked = DEMO_ACCOUNTS.bloqueado;

const boxes = () => within(screen.getByRole('group', { name: 'Código de validación' })).getAllByRole('textbox');

describe('user locked', () => {
  it('[SHELL-08] [AUTH-44] says the account was deactivated, thanks the member and that no more e-mails will be sent', async () => {
    await openAt('/user-locked', 'user-locked-screen');
    expect(screen.getByRole('heading', { name: 'Tu cuenta fue desactivada' })).toBeInTheDocument();
    expect(screen.getByText(/Gracias por haber sido parte de/)).toBeInTheDocument();
    expect(screen.getByText('No vas a recibir más notificaciones por email.')).toBeInTheDocument();
  });
});

describe('e-mail locked and validation code', () => {
  it('[SHELL-09] [AUTH-45] [AUTH-46] [API-23] shows the address, a register button, a spinner while sending, and a 201 goes to /code', async () => {
    const { user, router } = await openAt(`/locked/${encodeURIComponent(blocked.email)}`, 'locked-screen');
    expect(screen.getByText(blocked.email)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrarme' })).toHaveAttribute('href', '/register');
    const send = screen.getByRole('button', { name: 'Enviar código' });
    await user.click(send);
    await waitFor(() => expect(router.state.location.pathname).toBe('/code'), SLOW);
    await requests.settled();
    expect(requests.to('/v1/email-validation/create').map((r) => r.body)).toEqual([{ email: blocked.email }]);
  });

  it('[AUTH-45] [AUTH-46] the locked page does not claim a code was sent before "Enviar código"; the code page then shows the address and sends the code again', async () => {
    const { user, router } = await openAt(`/locked/${encodeURIComponent(blocked.email)}`, 'locked-screen');
    expect(screen.queryByText(/Te mandamos un código/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/code'), SLOW);
    expect(await screen.findByText(`Escribí el código que te mandamos a ${blocked.email}, tal cual lo recibiste.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '¿No te llegó? Volvé a pedirlo' }));
    expect(await screen.findByText(`Listo, te mandamos un código nuevo a ${blocked.email}.`, {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/code');
    await requests.settled();
    expect(requests.to('/v1/email-validation/create')).toHaveLength(2);
  });

  it('[AUTH-45] the send-code button shows a spinner while loading', async () => {
    const { user } = await openAt(`/locked/${encodeURIComponent(blocked.email)}`, 'locked-screen');
    await forceNext('slow', '/v1/email-validation/create');
    const send = screen.getByRole('button', { name: 'Enviar código' });
    await user.click(send);
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(within(send).getByRole('status')).toHaveTextContent('Cargando…');
  });

  it.each([
    ['after "Enviar código" (the address is known)', true],
    ['opened on its own (no address)', false],
  ])(
    '[SHELL-10] [AUTH-47] the code page %s asks for the code as it was received, not for "5 números": the boxes take any character',
    async (_what, sent) => {
      const { user, router } = await openAt(
        sent ? `/locked/${encodeURIComponent(blocked.email)}` : '/code',
        sent ? 'locked-screen' : 'code-screen',
      );
      if (sent) {
        await user.click(screen.getByRole('button', { name: 'Enviar código' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/code'), SLOW);
      }
      const page = await screen.findByTestId('code-screen');
      expect(page).toHaveTextContent(
        sent
          ? `Escribí el código que te mandamos a ${blocked.email}, tal cual lo recibiste.`
          : 'Escribí el código tal cual lo recibiste por email.',
      );
      expect(page).not.toHaveTextContent(/números/);
      // The boxes take letters too (AUTH-47: five non-empty boxes).
      await user.type(boxes()[0]!, 'a');
      expect(boxes()[0]).toHaveValue('a');
    },
  );

  it('[SHELL-10] [AUTH-47] [AUTH-50] five labelled boxes: typing advances, backspace goes back, an incomplete code is not sent', async () => {
    const { user } = await openAt('/code', 'code-screen');
    const b = boxes();
    expect(b).toHaveLength(5);
    expect(b.map((x) => x.getAttribute('aria-label'))).toEqual([
      'Casilla 1 de 5',
      'Casilla 2 de 5',
      'Casilla 3 de 5',
      'Casilla 4 de 5',
      'Casilla 5 de 5',
    ]);
    expect(b[0]).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(b[0]!);
    await user.keyboard('123');
    expect(b.map((x) => (x as HTMLInputElement).value)).toEqual(['1', '2', '3', '', '']);
    expect(b[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(b[2]).toHaveFocus();
    expect(b.map((x) => (x as HTMLInputElement).value)).toEqual(['1', '2', '', '', '']);
    await user.keyboard('34');
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    expect(screen.getByText('Completá las 5 casillas del código')).toBeInTheDocument();
    expect(b[4]).toHaveFocus();
    expect(requests.seen.filter((r) => r.path.startsWith('/v1/email-validation/validate'))).toHaveLength(0);
  });

  it('[AUTH-47] the rule is five non-empty boxes, not digits only: letters are kept and a 5-character code is sent as typed', async () => {
    const { user } = await openAt('/code', 'code-screen');
    const b = boxes();
    expect(b[0]).not.toHaveAttribute('inputmode', 'numeric');
    expect(b[0]).not.toHaveAttribute('pattern');
    await user.click(b[0]!);
    await user.keyboard('A1b2');
    expect(b.map((x) => (x as HTMLInputElement).value)).toEqual(['A', '1', 'b', '2', '']);
    expect(b[4]).toHaveFocus();
    await user.keyboard('Z');
    await requests.settled();
    await waitFor(() =>
      expect(requests.seen.filter((r) => r.path.startsWith('/v1/email-validation/validate')).map((r) => r.path)).toEqual([
        '/v1/email-validation/validate/A1b2Z',
      ]),
    );
  });

  it('[AUTH-48] [AUTH-50] a wrong code sets the failed state and shows the message', async () => {
    const { user, store } = await openAt('/code', 'code-screen');
    await user.click(boxes()[0]!);
    await user.keyboard('99999');
    expect(
      await screen.findByText('El código ingresado no es correcto, asegurate de escribirlo tal cual lo recibiste.', {}, SLOW),
    ).toBeInTheDocument();
    expect(store.getState().auth?.code.state).toBe('failed');
    expect(boxes()[0]).toHaveAccessibleDescription('El código ingresado no es correcto, asegurate de escribirlo tal cual lo recibiste.');
    // Editing leaves the failed state.
    await user.keyboard('{Backspace}');
    expect(store.getState().auth?.code.state).toBe('notValidated');
  });

  it('[API-08] [AUTH-46] [AUTH-49] [AUTH-50] [API-24] blocked login -> send code -> paste the code -> "Tu cuenta fue validada" -> autologin after 3 s', async () => {
    const { user, router, store } = await openAt('/login', 'login-screen');
    await user.type(screen.getByLabelText('Email'), blocked.email);
    await user.type(screen.getByLabelText('Contraseña'), `${blocked.password}{Enter}`);
    await screen.findByTestId('locked-screen', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await screen.findByTestId('code-screen', {}, SLOW);

    await user.click(boxes()[0]!);
    await user.paste('12345');
    expect(await screen.findByText('Tu cuenta fue validada', { selector: 'p' }, SLOW)).toBeInTheDocument();
    expect(store.getState().auth?.code.state).toBe('validated');
    const validatedAt = Date.now();
    const [validate] = requests.seen.filter((r) => r.path.startsWith('/v1/email-validation/validate'));
    expect(validate?.path).toBe('/v1/email-validation/validate/12345');
    expect(validate?.authorization).toBeNull();

    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'), { timeout: 6000 });
    expect(Date.now() - validatedAt).toBeGreaterThanOrEqual(2800);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
    expect(store.getState().session.me?.email).toBe(blocked.email);
    expect(requests.seen.some((r) => r.path.startsWith('/v1/autologin/demo-autologin-'))).toBe(true);
  }, 30000);
});
