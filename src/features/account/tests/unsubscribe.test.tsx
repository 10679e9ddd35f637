/** The unsubscribe steps (/unsubscribe/step-one..four) with the real store, sagas, routes and demo API. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp, signInStored } from '@/test/utils';
import { server } from '@/test/msw-server';
import { reshaped } from '@/test/demo-answer';
import { apiUrl } from '@/mocks/handlers';
import { db, DEMO_ACCOUNTS } from '@/mocks/db';
import { captureRequests, openScreen, SLOW, submitForm } from './helpers';

const net = captureRequests();

const stepOne = (key: keyof typeof DEMO_ACCOUNTS = 'valentina') => openScreen('/unsubscribe/step-one', 'unsubscribe-step-1', key);

async function passStepOne(key: keyof typeof DEMO_ACCOUNTS = 'valentina') {
  const app = await stepOne(key);
  await app.user.type(within(app.page).getByLabelText('Email'), DEMO_ACCOUNTS[key].email.toUpperCase());
  await app.user.type(within(app.page).getByLabelText('Contraseña'), 'demo1234');
  await app.user.click(within(app.page).getByRole('button', { name: 'Continuar' }));
  const two = await screen.findByTestId('unsubscribe-step-2', {}, SLOW);
  return { ...app, two };
}

describe('unsubscribe', () => {
  it('[UNSUB-01][UNSUB-03][UNSUB-09][API-56] step one sends the e-mail lowercased and the password to renewal/1; loading 1 s, then step two', async () => {
    const { page, user, router } = await stepOne();
    await user.type(within(page).getByLabelText('Email'), 'Valentina@Demo.Flechazo.AR');
    await user.type(within(page).getByLabelText('Contraseña'), 'demo1234');
    const button = within(page).getByRole('button', { name: 'Continuar' });
    const t0 = Date.now();
    await user.dblClick(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unsubscribe/step-two'), SLOW);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(950);
    const sent = await net.to('/v1/account/renewal/1', 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ email: 'valentina@demo.flechazo.ar', password: 'demo1234' });
  });

  it('[UNSUB-02] a failed check says "El Email o el Password son inválidos" and keeps what was typed', async () => {
    const { page, user, router } = await stepOne();
    await submitForm(user, page, { Email: 'valentina@demo.flechazo.ar', Contraseña: 'mala' }, 'Continuar');
    expect(await within(page).findByText('El Email o el Password son inválidos', {}, SLOW)).toBeInTheDocument();
    expect(within(page).getByLabelText('Email')).toHaveValue('valentina@demo.flechazo.ar');
    expect(within(page).getByLabelText('Contraseña')).toHaveValue('mala');
    expect(router.state.location.pathname).toBe('/unsubscribe/step-one');
  });

  it('[UNSUB-02] a refusal with status 400 and empty fields are said under their fields', async () => {
    server.use(http.post(apiUrl('/v1/account/renewal/1'), () => HttpResponse.json({ error: 'bad_request' }, { status: 400 })));
    const { page, user } = await stepOne();
    await user.click(within(page).getByRole('button', { name: 'Continuar' }));
    expect(within(page).getByLabelText('Email')).toHaveAccessibleDescription('Ingresá tu email');
    expect(within(page).getByLabelText('Contraseña')).toHaveAccessibleDescription('Ingresá tu contraseña');
    expect(within(page).getByLabelText('Email')).toHaveFocus();
    expect(await net.to('/v1/account/renewal/1')).toHaveLength(0);
    await submitForm(user, page, { Email: 'valentina@demo.flechazo.ar', Contraseña: 'demo1234' }, 'Continuar');
    expect(await within(page).findByText('El Email o el Password son inválidos', {}, SLOW)).toBeInTheDocument();
  });

  it('[UNSUB-02] a malformed e-mail says "El Email o el Password son inválidos" (not "Ingresá tu email") and sends nothing', async () => {
    const { page, user } = await stepOne();
    await submitForm(user, page, { Email: 'valentina@demo', Contraseña: 'demo1234' }, 'Continuar');
    const email = within(page).getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('El Email o el Password son inválidos');
    expect(email).toHaveValue('valentina@demo');
    expect(email).toHaveFocus();
    expect(await net.to('/v1/account/renewal/1')).toHaveLength(0);
  });

  it('[UNSUB-04][UNSUB-05] step two lists the members (picture, nickname, years) and opens the conversation', async () => {
    const { two, user, router, store } = await passStepOne();
    const list = within(two).getByTestId('unsubscribe-users');
    const items = within(list).getAllByRole('button');
    expect(items.length).toBeGreaterThan(0);
    const partner = db.messages
      .filter((m) => m.from === 5 || m.to === 5)
      .map((m) => (m.from === 5 ? m.to : m.from))
      .find((id) => !db.members.get(id)?.system)!;
    const p = db.members.get(partner)!;
    const row = within(list).getByRole('button', { name: `Escribirle a ${p.nickname}` });
    expect(row).toHaveTextContent(/\d+ años/);
    expect(row.querySelector('.unsub-person__img')).not.toBeNull();
    const photo = p.photos.find((ph) => ph.approved);
    expect(store.getState().account!.unsubscribe.users).toContainEqual({
      id: p.id,
      nickname: p.nickname,
      years: expect.any(Number),
      gender: p.gender,
      picture: photo?.name ?? '',
      hasPicture: Boolean(photo),
    });
    await user.click(row);
    await waitFor(() => expect(router.state.location.search).toBe(`?modal=message-view&id=${p.id}`));
  });

  it('[UNSUB-05][UNSUB-06][UNSUB-07][UNSUB-09][API-56] step three confirms through renewal/3 after 1 s and step four confirms the cancellation', async () => {
    const { two, user, router } = await passStepOne();
    await user.click(within(two).getByRole('link', { name: 'Continuar con la baja' }));
    const three = await screen.findByTestId('unsubscribe-step-3');
    expect(within(three).getByRole('button', { name: 'Ir a mis mensajes' })).toBeInTheDocument();
    const t0 = Date.now();
    await user.dblClick(within(three).getByRole('button', { name: 'Confirmar la baja' }));
    const four = await screen.findByTestId('unsubscribe-step-4', {}, SLOW);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(950);
    expect(router.state.location.pathname).toBe('/unsubscribe/step-four');
    expect(within(four).getByRole('heading', { name: 'Tu suscripción fue cancelada' })).toBeInTheDocument();
    expect(within(four).getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/dashboard-recent');
    expect(await net.to('/v1/account/renewal/3', 'POST')).toHaveLength(1);
    expect(db.members.get(5)!.activeSubscription).toBe(false);
    expect(db.renewals.map((r) => r.step)).toEqual([1, 3]);
  });

  it('[UNSUB-05][API-56] "Ir a mis mensajes" puts the cancellation on hold (renewal/2) and opens the messages', async () => {
    const { two, user, router } = await passStepOne();
    await user.click(within(two).getByRole('link', { name: 'Continuar con la baja' }));
    const three = await screen.findByTestId('unsubscribe-step-3');
    await user.click(within(three).getByRole('button', { name: 'Ir a mis mensajes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/message-received'), SLOW);
    expect(await net.to('/v1/account/renewal/2', 'POST')).toHaveLength(1);
    expect(db.members.get(5)!.activeSubscription).toBe(true);
  });

  it.each(['/unsubscribe/step-two', '/unsubscribe/step-three', '/unsubscribe/step-four'])(
    '[UNSUB-08] %s without the member list (a reload) goes back to step one',
    async (path) => {
      await signInStored('valentina');
      const { router } = renderApp(path);
      expect(await screen.findByTestId('unsubscribe-step-1', {}, SLOW)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/unsubscribe/step-one');
    },
  );

  it('[UNSUB-08][UNSUB-05][UNSUB-06] a check that passed with an empty list goes on to step three: cancelling stays possible', async () => {
    server.use(http.post(apiUrl('/v1/account/renewal/1'), () => HttpResponse.json({ error: '', users: [] })));
    const { page, user, router } = await stepOne();
    await submitForm(user, page, { Email: 'valentina@demo.flechazo.ar', Contraseña: 'demo1234' }, 'Continuar');
    const three = await screen.findByTestId('unsubscribe-step-3', {}, SLOW);
    expect(router.state.location.pathname).toBe('/unsubscribe/step-three');
    await user.click(within(three).getByRole('button', { name: 'Confirmar la baja' }));
    await screen.findByTestId('unsubscribe-step-4', {}, SLOW);
    expect(db.members.get(5)!.activeSubscription).toBe(false);
  });

  it('[UNSUB-06] a failed confirmation says so and stays on step three', async () => {
    server.use(http.post(apiUrl('/v1/account/renewal/3'), () => HttpResponse.json({ error: 'nope' }, { status: 400 })));
    const { two, user, router } = await passStepOne();
    await user.click(within(two).getByRole('link', { name: 'Continuar con la baja' }));
    const three = await screen.findByTestId('unsubscribe-step-3');
    await user.click(within(three).getByRole('button', { name: 'Confirmar la baja' }));
    expect(await within(three).findByText('No pudimos completar la baja. Intentá de nuevo.', {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unsubscribe/step-three');
  });

  it('[ACC-08][UNSUB-07] after the cancellation my account shows the renewal off and no cancel entry', async () => {
    const { two, user, router } = await passStepOne();
    await user.click(within(two).getByRole('link', { name: 'Continuar con la baja' }));
    await user.click(within(await screen.findByTestId('unsubscribe-step-3')).getByRole('button', { name: 'Confirmar la baja' }));
    await screen.findByTestId('unsubscribe-step-4', {}, SLOW);
    await waitFor(() => void router.navigate('/my-account'));
    const block = await screen.findByTestId('subscription-block', {}, SLOW);
    await waitFor(() => expect(block).toHaveTextContent('Renovación automáticaNo'));
    expect(within(block).queryByRole('link', { name: 'Cancelar suscripción' })).toBeNull();
  });

  describe('the member list under any name (RenewalCheckResponse x-unnamed-fields; docs/api-decisions.md)', () => {
    const partner = () => {
      const other = db.messages
        .filter((m) => m.from === 5 || m.to === 5)
        .map((m) => (m.from === 5 ? m.to : m.from))
        .find((id) => !db.members.get(id)?.system)!;
      return db.members.get(other)!;
    };
    const answering = (body: (users: unknown[]) => unknown) =>
      server.use(
        reshaped('post', '/v1/account/renewal/1', (json: { error: string; users: unknown[] }) => (json.error ? json : body(json.users))),
      );

    it.each([
      ['users (the demo)', (users: unknown[]) => ({ error: '', users })],
      ['another name (miembros)', (users: unknown[]) => ({ error: '', miembros: users })],
      ['another name after another list-free field', (users: unknown[]) => ({ error: null, status: 'ok', contactos: users })],
    ])('[UNSUB-04][API-56] the list under %s is shown at step two', async (_name, body) => {
      answering(body);
      const p = partner();
      const { two } = await passStepOne();
      expect(within(two).getByRole('button', { name: `Escribirle a ${p.nickname}` })).toBeInTheDocument();
    });

    it.each([
      ['no list at all', () => ({ error: '' })],
      ['a users that is not a list', () => ({ error: '', users: { total: 3 } })],
      ['a list of junk', () => ({ error: '', users: ['x', 3, null] })],
    ])(
      '[UNSUB-08][UNSUB-06][UNSUB-07] a passed check with %s still lets the member cancel (step three, then four)',
      async (_name, body) => {
        answering(body);
        const { page, user } = await stepOne();
        await submitForm(user, page, { Email: 'valentina@demo.flechazo.ar', Contraseña: 'demo1234' }, 'Continuar');
        const three = await screen.findByTestId('unsubscribe-step-3', {}, SLOW);
        await user.click(within(three).getByRole('button', { name: 'Confirmar la baja' }));
        expect(await screen.findByTestId('unsubscribe-step-4', {}, SLOW)).toBeInTheDocument();
        expect(db.members.get(5)!.activeSubscription).toBe(false);
      },
    );

    it('[UNSUB-02][UNSUB-03] an answer without the required `error` is not a passed check (identity paths succeed only on an explicit success)', async () => {
      server.use(http.post(apiUrl('/v1/account/renewal/1'), () => HttpResponse.json({ users: [] })));
      const { page, user, router } = await stepOne();
      await submitForm(user, page, { Email: 'valentina@demo.flechazo.ar', Contraseña: 'demo1234' }, 'Continuar');
      expect(await within(page).findByText('El Email o el Password son inválidos', {}, SLOW)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/unsubscribe/step-one');
    });
  });
});
