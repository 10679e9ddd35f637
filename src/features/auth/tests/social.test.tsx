import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '@/mocks/db';
import { config } from '@/shared/config/env';
import { SESSION_STORAGE_KEY } from '@/features/session/storage';
import { FACEBOOK_SDK_URL, resetFacebookSdk, type FacebookSdk } from '../social/facebook-adapter';
import { recordRequests, openAt, SLOW } from './helpers';
import { server } from '@/test/msw-server';
import { reshaped, without } from '@/test/demo-answer';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/handlers';

const requests = recordRequests();

const openHome = () => openAt('/', 'home');

describe('social sign-in (demo adapter)', () => {
  it('[AUTH-20] [AUTH-21] [AUTH-22] [API-18] "connected" logs in, with the connecting overlay while it runs and the long token stored', async () => {
    const { user, router, store } = await openHome();
    await user.click(screen.getByRole('button', { name: 'Continuar con Facebook' }));
    expect(screen.getByTestId('connecting-overlay')).toHaveTextContent('Conectando...');
    const chooser = await screen.findByTestId('facebook-demo');
    await user.click(within(chooser).getByRole('button', { name: 'Ya tengo cuenta conectada' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
    await requests.settled();
    const [connect] = requests.to('/v1/facebook/connect');
    expect(connect?.body).toEqual({ accessToken: expect.stringMatching(/^demo-fb-/), userID: 'known-3' });
    expect(store.getState().session.me?.email).toBe(DEMO_ACCOUNTS.sofia.email);
    const long = `demo-long-${(connect?.body as { accessToken: string }).accessToken}`;
    expect(store.getState().session.longAccessToken).toBe(long);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').longAccessToken).toBe(long));
    expect(screen.queryByTestId('connecting-overlay')).not.toBeInTheDocument();
  });

  type Json = Record<string, unknown>;
  const connectedReadings: [string, (j: Json) => unknown, 'inline' | 'session'][] = [
    ["the demo's answer (a login answer's token, recovery_token and sessionInfo beside the contract's fields)", (j) => j, 'inline'],
    [
      "the contract's fields plus a token and recovery_token (no sessionInfo)",
      (j) => ({
        fb_connect_status: j.fb_connect_status,
        longAccessToken: j.longAccessToken,
        token: j.token,
        recovery_token: j.recovery_token,
      }),
      'session',
    ],
  ];

  it.each(connectedReadings)(
    '[AUTH-21] [AUTH-22] [API-18] [API-19] "connected" answered with %s logs in with its token (never the long token) and stores its recovery token',
    async (_what, reshape, via) => {
      server.use(reshaped('post', '/v1/facebook/connect', reshape));
      const { user, router, store } = await openHome();
      await user.click(screen.getByRole('button', { name: 'Continuar con Facebook' }));
      await user.click(within(await screen.findByTestId('facebook-demo')).getByRole('button', { name: 'Ya tengo cuenta conectada' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
      await requests.settled();
      const long = `demo-long-${(requests.to('/v1/facebook/connect')[0]?.body as { accessToken: string }).accessToken}`;
      const { token, recoveryToken, me, longAccessToken } = store.getState().session;
      expect(me?.email).toBe(DEMO_ACCOUNTS.sofia.email);
      expect(token).not.toBe(long);
      expect(recoveryToken).toEqual(expect.stringMatching(/^rec_/));
      expect(longAccessToken).toBe(long);
      await waitFor(() =>
        expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ token, recovery_token: recoveryToken }),
      );
      // The long token is Facebook's: never an API bearer.
      expect(requests.seen.filter((r) => r.authorization === `Bearer ${long}`)).toEqual([]);
      if (via === 'session') expect(requests.to('/v1/session')[0]?.authorization).toBe(`Bearer ${token}`);
    },
  );

  it('[AUTH-22] [API-18] a "connected" answer with only the contract\'s fields (no token) shows the Facebook error and never uses the long token as a bearer', async () => {
    server.use(
      reshaped('post', '/v1/facebook/connect', (j: Json) => ({
        fb_connect_status: j.fb_connect_status,
        longAccessToken: j.longAccessToken,
      })),
    );
    const { user, router, store } = await openHome();
    await user.click(screen.getByRole('button', { name: 'Continuar con Facebook' }));
    await user.click(within(await screen.findByTestId('facebook-demo')).getByRole('button', { name: 'Ya tengo cuenta conectada' }));
    expect(
      await screen.findByText('No pudimos conectarte con Facebook. Volvé a intentarlo en unos minutos.', {}, SLOW),
    ).toBeInTheDocument();
    await requests.settled();
    expect(requests.to('/v1/session')).toEqual([]);
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('[AUTH-22] [API-18] a "connected" answer whose token opens no session shows the Facebook error, not nothing', async () => {
    server.use(
      reshaped('post', '/v1/facebook/connect', (j: Json) => without(j, 'sessionInfo')),
      http.get(apiUrl('/v1/session'), () => HttpResponse.json({ error: 'x' }, { status: 400 })),
    );
    const { user, router } = await openHome();
    await user.click(screen.getByRole('button', { name: 'Continuar con Facebook' }));
    await user.click(within(await screen.findByTestId('facebook-demo')).getByRole('button', { name: 'Ya tengo cuenta conectada' }));
    expect(
      await screen.findByText('No pudimos conectarte con Facebook. Volvé a intentarlo en unos minutos.', {}, SLOW),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('[AUTH-23] [AUTH-14] [AUTH-11] "get_user_data" pre-fills the register form, locks the birth date and registers with socialMedia facebook', async () => {
    const { user, router } = await openHome();
    await user.click(screen.getByRole('button', { name: 'Continuar con Facebook' }));
    await user.click(within(await screen.findByTestId('facebook-demo')).getByRole('button', { name: 'Soy una persona nueva' }));
    await screen.findByTestId('register-screen', {}, SLOW);
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.queryByTestId('connecting-overlay')).not.toBeInTheDocument();

    await requests.settled();
    const sent = requests.to('/v1/facebook/connect')[0]?.body as { accessToken: string; userID: string };
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue(`${sent.userID.toLowerCase()}@facebook.example.com`);
    for (const label of ['Día', 'Mes', 'Año']) {
      expect(screen.getByLabelText(label)).toBeDisabled();
      expect(screen.getByLabelText(label)).not.toHaveValue('');
    }
    await user.type(screen.getByLabelText('Contraseña'), 'clave_fb');
    await user.click(screen.getByRole('radio', { name: /Soy hombre\s*busco hombre/ }));
    await user.selectOptions(screen.getByLabelText('Provincia'), 'Mendoza');
    await user.selectOptions(screen.getByLabelText('Ciudad'), 'Godoy Cruz');
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
    await requests.settled();
    expect(requests.to('/v1/register')[0]?.body).toMatchObject({
      email: `${sent.userID.toLowerCase()}@facebook.example.com`,
      gender: 'h',
      genderWanted: 'h',
      socialMedia: 'facebook',
      socialMediaData: { accessToken: sent.accessToken, userID: sent.userID },
    });
  });

  it('[AUTH-23] [API-18] register_data is read part by part (its content is not stated): a text birth date is used, a gender or e-mail of another type is not', async () => {
    server.use(
      reshaped('post', '/v1/facebook/connect', (j: Record<string, unknown>) => ({
        ...j,
        register_data: { ...(j.register_data as Record<string, unknown>), birthdate: '9/7/1995', gender: 'x', email: 42 },
      })),
    );
    const { user } = await openHome();
    await user.click(screen.getByRole('button', { name: 'Continuar con Facebook' }));
    await user.click(within(await screen.findByTestId('facebook-demo')).getByRole('button', { name: 'Soy una persona nueva' }));
    await screen.findByTestId('register-screen', {}, SLOW);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Día')).toHaveValue('9');
    expect(screen.getByLabelText('Mes')).toHaveValue('7');
    expect(screen.getByLabelText('Año')).toHaveValue('1995');
    for (const label of ['Día', 'Mes', 'Año']) expect(screen.getByLabelText(label)).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('[AUTH-20] cancelling the provider dialog removes the overlay and sends nothing', async () => {
    const { user } = await openHome();
    await user.click(screen.getByRole('button', { name: 'Continuar con Facebook' }));
    await user.click(within(await screen.findByTestId('facebook-demo')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('connecting-overlay')).not.toBeInTheDocument());
    expect(requests.to('/v1/facebook/connect')).toHaveLength(0);
  });
});

describe('social sign-in (Facebook JS SDK adapter)', () => {
  afterEach(() => {
    config.facebookAppId = '';
    delete window.FB;
    delete window.fbAsyncInit;
    document.getElementById('facebook-jssdk')?.remove();
    resetFacebookSdk();
  });

  it('[AUTH-19] [AUTH-20] [AUTH-22] loads the SDK only when pressed and asks for e-mail, public profile, birthday, hometown, location and photos', async () => {
    config.facebookAppId = '1234567890';
    const { user, router, store } = await openHome();
    expect(document.querySelector(`script[src="${FACEBOOK_SDK_URL}"]`)).toBeNull();
    expect(screen.queryByTestId('facebook-demo')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continuar con Facebook' }));
    await waitFor(() => expect(document.querySelector(`script[src="${FACEBOOK_SDK_URL}"]`)).not.toBeNull());
    expect(screen.getByTestId('connecting-overlay')).toBeInTheDocument();

    // The SDK arrives: FB.init with the app id, FB.login with the permissions of AUTH-19.
    const calls: { init?: unknown; scope?: string } = {};
    const fb: FacebookSdk = {
      init: (o) => void (calls.init = o),
      login: (cb, o) => {
        calls.scope = o.scope;
        cb({ status: 'connected', authResponse: { accessToken: 'EAAB-real', userID: `known-${DEMO_ACCOUNTS.martin.id}` } });
      },
    };
    window.FB = fb;
    window.fbAsyncInit?.();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'), SLOW);
    expect(calls.init).toMatchObject({ appId: '1234567890' });
    expect(calls.scope?.split(',')).toEqual(['email', 'public_profile', 'user_birthday', 'user_hometown', 'user_location', 'user_photos']);
    expect(store.getState().session.me?.email).toBe(DEMO_ACCOUNTS.martin.email);
    await requests.settled();
    expect(requests.to('/v1/facebook/connect')[0]?.body).toEqual({ accessToken: 'EAAB-real', userID: 'known-4' });
  });
});
