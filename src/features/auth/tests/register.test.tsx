import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, DEMO_ACCOUNTS } from '@/mocks/db';
import { config } from '@/shared/config/env';
import { SESSION_STORAGE_KEY } from '@/features/session/storage';
import { recordRequests, forceNext, openAt, SLOW } from './helpers';

const requests = recordRequests();

const openRegister = (path = '/register') => openAt(path, 'register-screen');

async function fillValid(user: ReturnType<typeof userEvent.setup>, email = 'Nueva.Persona@Example.com') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Contraseña'), 'clave_123');
  await user.click(screen.getByRole('radio', { name: /Soy mujer\s*busco hombre/ }));
  await user.selectOptions(screen.getByLabelText('Día'), '9');
  await user.selectOptions(screen.getByLabelText('Mes'), 'Julio');
  await user.selectOptions(screen.getByLabelText('Año'), '1995');
  await user.selectOptions(screen.getByLabelText('Provincia'), 'Córdoba');
  await user.selectOptions(screen.getByLabelText('Ciudad'), 'Villa Carlos Paz');
}

describe('register screen', () => {
  afterEach(() => {
    config.gtmId = '';
    delete window.dataLayer;
  });

  it('[SHELL-02] [AUTH-01] [AUTH-02] shows every field, the Soy/Busco options and the terms note (also with a :token)', async () => {
    await openRegister('/register/abc123');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('autocomplete', 'new-password');
    const group = screen.getByRole('radiogroup', { name: 'Soy / Busco' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['h-m', 'm-h', 'h-h', 'm-m']);
    expect(screen.getByLabelText('Día')).toHaveAttribute('autocomplete', 'bday-day');
    expect(screen.getByLabelText('Mes')).toHaveAttribute('autocomplete', 'bday-month');
    expect(screen.getByLabelText('Año')).toHaveAttribute('autocomplete', 'bday-year');
    expect(screen.getByLabelText('Provincia')).toBeInTheDocument();
    expect(screen.getByLabelText('Ciudad')).toBeInTheDocument();
    expect(screen.getByText('Al registrarte aceptás nuestros términos y condiciones.')).toBeInTheDocument();
  });

  it('[AUTH-03] [AUTH-04] [AUTH-06] [AUTH-07] [AUTH-08] [AUTH-09] shows each message under its field, focuses the first wrong field and keeps what was typed', async () => {
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('Email'), 'ana@mail');
    await user.type(screen.getByLabelText('Contraseña'), 'ab!');
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('El email es incorrecto');
    expect(email).toHaveValue('ana@mail');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('La contraseña es incorrecta');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('ab!');
    expect(screen.getByRole('radiogroup', { name: 'Soy / Busco' })).toHaveAccessibleDescription('Tenés que seleccionar una opción');
    expect(screen.getByLabelText('Día')).toHaveAccessibleDescription('La fecha de nacimiento es incorrecta');
    expect(screen.getByLabelText('Provincia')).toHaveAccessibleDescription('Tenés que seleccionar una provincia');
    expect(screen.getByLabelText('Ciudad')).toHaveAccessibleDescription('Tenés que seleccionar una ciudad');
    expect(requests.to('/v1/register')).toHaveLength(0);

    // Fixing the first fields moves focus to the next wrong one on the next submit.
    await user.clear(email);
    await user.type(email, 'ana@mail.com');
    await user.clear(screen.getByLabelText('Contraseña'));
    await user.type(screen.getByLabelText('Contraseña'), 'abcd');
    expect(screen.queryByText('El email es incorrecto')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(screen.getByRole('radio', { name: /Soy hombre\s*busco mujer/ })).toHaveFocus();
  });

  it('[AUTH-06] a missing month or a birth date one day short of 18 shows the date message and sends nothing; 18 today registers', async () => {
    // Only the clock's date is fixed (15 June 2025, local noon): timers, msw and the sagas run for real.
    jest.useFakeTimers({
      now: new Date(2025, 5, 15, 12, 0, 0),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'hrtime',
        'performance',
      ],
    });
    try {
      const { user } = await openRegister();
      await fillValid(user);
      const day = screen.getByLabelText('Día');
      const refused = async () => {
        await user.click(screen.getByRole('button', { name: 'Registrarme' }));
        expect(day).toHaveAccessibleDescription('La fecha de nacimiento es incorrecta');
        expect(day).toHaveFocus();
        expect(requests.to('/v1/register')).toHaveLength(0);
      };
      // A missing month.
      await user.selectOptions(screen.getByLabelText('Mes'), '');
      await refused();
      // Born 16 June 2007: 18 tomorrow.
      await user.selectOptions(screen.getByLabelText('Año'), '2007');
      await user.selectOptions(screen.getByLabelText('Mes'), 'Junio');
      await user.selectOptions(day, '16');
      await refused();
      // Born 15 June 2007: 18 today.
      await user.selectOptions(day, '15');
      await user.click(screen.getByRole('button', { name: 'Registrarme' }));
      expect(screen.queryByText('La fecha de nacimiento es incorrecta')).not.toBeInTheDocument();
      await waitFor(() => expect(requests.to('/v1/register')).toHaveLength(1));
    } finally {
      jest.useRealTimers();
    }
  });

  it('[AUTH-05] [API-25] the year list has 100 years from the current year minus 18 and the provinces come from the location list', async () => {
    await openRegister();
    const years = within(screen.getByLabelText('Año'))
      .getAllByRole('option')
      .slice(1)
      .map((o) => Number((o as HTMLOptionElement).value));
    const y = new Date().getFullYear();
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(y - 18);
    expect(years[99]).toBe(y - 117);
    expect(within(screen.getByLabelText('Provincia')).getAllByRole('option')).toHaveLength(1 + db.locations.length);
  });

  it("[AUTH-10] choosing a province resets the city and loads that province's cities", async () => {
    const { user } = await openRegister();
    const city = screen.getByLabelText('Ciudad');
    expect(within(city).getAllByRole('option')).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Provincia'), 'Córdoba');
    expect(within(city).getByRole('option', { name: 'Río Cuarto' })).toBeInTheDocument();
    await user.selectOptions(city, 'Río Cuarto');
    expect(city).toHaveValue(String(db.locations.find((p) => p.name === 'Córdoba')!.cities.find((c) => c.name === 'Río Cuarto')!.id));
    await user.selectOptions(screen.getByLabelText('Provincia'), 'Mendoza');
    expect(city).toHaveValue('');
    expect(within(city).queryByRole('option', { name: 'Río Cuarto' })).not.toBeInTheDocument();
    expect(within(city).getByRole('option', { name: 'Godoy Cruz' })).toBeInTheDocument();
  });

  it('[AUTH-11] [AUTH-12] [AUTH-18] [API-17] registers with the lowercased e-mail, lands logged in on the recent dashboard and pushes the tracking code', async () => {
    config.gtmId = 'GTM-TEST';
    const { user, router } = await openRegister('/register/campaign-7');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);

    const [sent] = await requests.settled().then(() => requests.to('/v1/register'));
    const cordoba = db.locations.find((p) => p.name === 'Córdoba')!;
    expect(sent?.body).toEqual({
      email: 'nueva.persona@example.com',
      password: 'clave_123',
      birthdate: { day: 9, month: 7, year: 1995 },
      gender: 'm',
      genderWanted: 'h',
      province: cordoba.id,
      city: cordoba.cities.find((c) => c.name === 'Villa Carlos Paz')!.id,
      socialMedia: null,
      socialMediaData: null,
    });
    // AUTH-18: saved 100 ms after authentication.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').token).toEqual(expect.any(String)));
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'registration', soyBusco: 'M', method: 'email', origin: 'campaign-7' }),
    );
  });

  it('[WIZ-01] [AUTH-11] registering through the form lands on the recent dashboard with the post-registration wizard open, and it stays open', async () => {
    const { user, router } = await openRegister();
    await fillValid(user, 'wizard.form@example.com');
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
    // The entry route's guard must not replace the address after the saga's navigation (issue 30).
    await new Promise((r) => setTimeout(r, 300));
    expect(router.state.location.search).toBe('?modal=post-register');
    const wizard = await screen.findByTestId('post-register', {}, { timeout: 20000 });
    expect(within(wizard).getByText('Paso 1 de 4')).toBeInTheDocument();
  }, 40000);

  it.each([
    ['20 characters (the longest allowed)', 'Wmqx59642mw7621_abcd', true],
    ['24 characters', 'Wmqx59642mw7621_abcd1234', false],
  ])(
    '[AUTH-04] [AUTH-11] a pasted password of %s is kept whole: the longest registers, a longer one says "La contraseña es incorrecta" and sends nothing',
    async (_what, password, registers) => {
      const { user, router } = await openRegister();
      await fillValid(user, 'largo.clave@example.com');
      const field = screen.getByLabelText('Contraseña');
      await user.clear(field);
      await user.click(field);
      await user.paste(password);
      // Never cut to 20 without a word (issue 42 #14).
      expect(field).toHaveValue(password);
      await user.click(screen.getByRole('button', { name: 'Registrarme' }));
      if (registers) {
        await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
        await requests.settled();
        expect((requests.to('/v1/register')[0]?.body as { password: string }).password).toBe(password);
        return;
      }
      expect(field).toHaveAccessibleDescription('La contraseña es incorrecta');
      expect(field).toHaveFocus();
      expect(router.state.location.pathname).toBe('/register');
      await requests.settled();
      expect(requests.to('/v1/register')).toHaveLength(0);
    },
  );

  it('[AUTH-13] a duplicate e-mail shows the server message under the e-mail and loses nothing', async () => {
    const { user, router } = await openRegister();
    await fillValid(user, DEMO_ACCOUNTS.sofia.email.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('El Email es inválido o ya está registrado'));
    expect(email).toHaveFocus();
    expect(email).toHaveValue(DEMO_ACCOUNTS.sofia.email.toUpperCase());
    expect(screen.getByLabelText('Ciudad')).not.toHaveValue('');
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByRole('button', { name: 'Registrarme' })).not.toHaveAttribute('aria-busy');
  });

  it('[AUTH-16] [AUTH-17] ignores submits while loading; a null result sets hasError', async () => {
    const { user, store } = await openRegister();
    await fillValid(user);
    await forceNext('slow,unauthorized', '/v1/register');
    const button = screen.getByRole('button', { name: 'Registrarme' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.type(screen.getByLabelText('Contraseña'), '{Enter}');
    await waitFor(() => expect(store.getState().auth?.register.hasError).toBe(true), { timeout: 4000 });
    expect(requests.to('/v1/register')).toHaveLength(1);
    expect(store.getState().auth?.register.loading).toBe(false);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('El Email es inválido o ya está registrado');
  });

  it('[AUTH-16] leaving the screen clears the loading state', async () => {
    const { user, store, router } = await openRegister();
    await fillValid(user);
    await forceNext('slow', '/v1/register');
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(store.getState().auth?.register.loading).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Ingresá' }));
    await screen.findByTestId('login-screen', {}, SLOW);
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().auth?.register.loading).toBe(false);
  });
});
