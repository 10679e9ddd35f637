/** My account (/my-account) with the real store, sagas, routes and the demo API. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, signInStored } from '@/test/utils';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/mocks/handlers';
import { db, DEMO_ACCOUNTS, type DbSubscription } from '@/mocks/db';
import { md5 } from '@/shared/lib/md5';
import { SESSION_STORAGE_KEY } from '@/features/session/storage';
import { captureRequests, forceNext, loginStatus, openScreen, SLOW } from './helpers';

const net = captureRequests();

const openAccount = (key: keyof typeof DEMO_ACCOUNTS = 'sofia') => openScreen('/my-account', 'my-account', key);

/** My account with one of its dialogs open: the button that opens it, the dialog's test id. */
async function openDialog(button: string, testId: string, key: keyof typeof DEMO_ACCOUNTS) {
  const app = await openAccount(key);
  await app.user.click(within(app.page).getByRole('button', { name: button }));
  const dialog = await screen.findByTestId(testId);
  return { ...app, dialog };
}
const openPasswordDialog = () => openDialog('Cambiar contraseña', 'change-password-dialog', 'sofia');
const openDeleteDialog = (key: keyof typeof DEMO_ACCOUNTS = 'martin') => openDialog('Eliminar cuenta', 'delete-account-dialog', key);

/** Types the current, the new and the repeated password into the change-password dialog. */
async function typePasswords(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, [old, next, repeat]: [string, string, string]) {
  await user.type(within(dialog).getByLabelText('Contraseña actual'), old);
  await user.type(within(dialog).getByLabelText('Nueva contraseña'), next);
  await user.type(within(dialog).getByLabelText('Repetí la nueva contraseña'), repeat);
}

/** Valentina's account with a subscription (a current 6-month plan unless `over` says otherwise): its block. */
async function openWithSubscription(over: Partial<DbSubscription> = {}) {
  db.subscriptions.set(DEMO_ACCOUNTS.valentina.id, {
    description: 'Plan Premium 6 meses',
    active: '1',
    startDate: '2026-08-01',
    endDate: '2027-02-01',
    renewal: true,
    hideCancelButton: false,
    ...over,
  });
  const app = await openAccount('valentina');
  return { ...app, block: within(app.page).getByTestId('subscription-block') };
}

const storedToken = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { token?: string; recovery_token?: string };

describe('my account', () => {
  it('[ACC-01][ACC-02][API-50] shows the age range, my data, subscription, "No me gustan", notifications and delete', async () => {
    const { page } = await openAccount('sofia');
    const m = db.members.get(DEMO_ACCOUNTS.sofia.id)!;
    for (const name of ['Edad de las personas que buscás', 'Mis datos', 'Suscripción', 'No me gustan', 'Notificaciones', 'Eliminar cuenta'])
      expect(within(page).getByRole('heading', { name })).toBeInTheDocument();
    expect(page).toHaveTextContent(m.email);
    expect(page).toHaveTextContent(m.username);
    expect(page).toHaveTextContent('Mujer');
    expect(page).toHaveTextContent(`De ${m.ageRange.min} a ${m.ageRange.max} años`);
    expect(within(page).getByRole('button', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Administrar' })).toHaveAttribute('href', '/dislikes');
    expect(within(page).getByRole('button', { name: 'Eliminar cuenta' })).toBeInTheDocument();
    expect(await net.to('/v1/account', 'GET')).toHaveLength(1);
    // Each section is a landmark named by its heading; none shares its name with another of the page
    // (the shell's toast region is 'Avisos', not a second 'Notificaciones').
    const regions = screen
      .getAllByRole('region')
      .map((r) => r.getAttribute('aria-label') ?? document.getElementById(r.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(new Set(regions).size).toBe(regions.length);
  });

  it('[ACC-03][API-53] the age range is saved as {min, max} when a thumb is released, not while it moves', async () => {
    const { page } = await openAccount('sofia');
    const min = within(page).getByRole('slider', { name: 'Edad mínima' });
    fireEvent.change(min, { target: { value: '30' } });
    expect(page).toHaveTextContent('De 30 a');
    expect(await net.to('/v1/account/age-range')).toHaveLength(0);
    fireEvent.pointerUp(min);
    await waitFor(() => expect(db.members.get(3)!.ageRange.min).toBe(30));
    const sent = await net.to('/v1/account/age-range', 'PUT');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ min: 30, max: db.members.get(3)!.ageRange.max });
  });

  it('[ACC-03] the thumbs keep 18 to 99 and a gap of at least 1', async () => {
    const { page } = await openAccount('sofia');
    const min = within(page).getByRole('slider', { name: 'Edad mínima' });
    const max = within(page).getByRole('slider', { name: 'Edad máxima' });
    fireEvent.change(max, { target: { value: '40' } });
    fireEvent.change(min, { target: { value: '60' } });
    expect(page).toHaveTextContent('De 39 a 40 años');
    fireEvent.keyUp(min);
    await waitFor(() => expect(db.members.get(3)!.ageRange).toEqual({ min: 39, max: 40 }));
    expect(min).toHaveAttribute('min', '18');
    expect(max).toHaveAttribute('max', '99');
  });

  it('[ACC-03] a refused save puts the previous range back and says so', async () => {
    server.use(http.put(apiUrl('/v1/account/age-range'), () => HttpResponse.json({ error: 'invalid_age_range' }, { status: 400 })));
    const { page } = await openAccount('sofia');
    const before = { ...db.members.get(3)!.ageRange };
    const min = within(page).getByRole('slider', { name: 'Edad mínima' });
    fireEvent.change(min, { target: { value: '33' } });
    fireEvent.pointerUp(min);
    expect(await within(page).findByText('No pudimos guardar el cambio. Intentá de nuevo.')).toBeInTheDocument();
    expect(page).toHaveTextContent(`De ${before.min} a ${before.max} años`);
  });

  it('[ACC-12][ACC-13] "Resumen" shows only for women, the Android column only with an Android set', async () => {
    const sofia = await openAccount('sofia');
    const table = within(sofia.page).getByTestId('notification-toggles');
    expect(within(table).getByRole('switch', { name: 'Resumen en Web' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Android' })).toBeNull();
    sofia.unmount();
    const vale = await openAccount('valentina');
    const t2 = within(vale.page).getByTestId('notification-toggles');
    expect(within(t2).getByRole('columnheader', { name: 'Android' })).toBeInTheDocument();
    expect(within(t2).getByRole('switch', { name: 'Mensajes en Android' })).toBeChecked();
    expect(within(t2).getByRole('switch', { name: 'Visitas en Android' })).not.toBeChecked();
    vale.unmount();
    const martin = await openAccount('martin');
    const t3 = within(martin.page).getByTestId('notification-toggles');
    expect(within(t3).queryByRole('switch', { name: 'Resumen en Web' })).toBeNull();
    expect(within(t3).getByRole('switch', { name: 'Promociones en Web' })).toBeInTheDocument();
  });

  it('[ACC-10][ACC-11][API-52] a toggle is saved at once with both sets as "1"/"0", and kept', async () => {
    const { page, user } = await openAccount('valentina');
    await user.click(within(page).getByRole('switch', { name: 'Visitas en Web' }));
    await waitFor(() => expect(db.alerts.get(5)?.web.visits).toBe('0'));
    const sent = await net.to('/v1/account/notifications', 'PUT');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      web: { messages: '1', visits: '0', matches: '1', recomendados: '1', resumen: '1', promociones: '0' },
      android: { messages: '1', visits: '0', matches: '1', recomendados: '0', resumen: '0', promociones: '0' },
    });
    await user.click(within(page).getByRole('switch', { name: 'Promociones en Android' }));
    await waitFor(() => expect(db.alerts.get(5)?.android?.promociones).toBe('1'));
    // A fresh visit reads the saved settings back.
    const again = await net.to('/v1/account/notifications', 'PUT');
    expect(again).toHaveLength(2);
  });

  it('[ACC-11][API-52] a member without an Android set saves web and an android set of the same keys, all "0", never android null; no Android column appears', async () => {
    const { page, user } = await openAccount('sofia');
    await user.click(within(page).getByRole('switch', { name: 'Mensajes en Web' }));
    await waitFor(async () => expect(await net.to('/v1/account/notifications', 'PUT')).toHaveLength(1));
    const [sent] = await net.to('/v1/account/notifications', 'PUT');
    expect(sent!.body).toEqual({
      web: { messages: '0', visits: '1', matches: '1', recomendados: '1', resumen: '1', promociones: '0' },
      android: { messages: '0', visits: '0', matches: '0', recomendados: '0', resumen: '0', promociones: '0' },
    });
    await waitFor(() => expect(db.alerts.get(3)?.web.messages).toBe('0'));
    expect(within(page).queryByRole('columnheader', { name: 'Android' })).toBeNull();
  });

  it('[ACC-11] a failed save rolls the toggle back with a message', async () => {
    server.use(http.put(apiUrl('/v1/account/notifications'), () => HttpResponse.json({ error: 'nope' }, { status: 400 })));
    const { page, user } = await openAccount('sofia');
    const sw = within(page).getByRole('switch', { name: 'Visitas en Web' });
    expect(sw).toBeChecked();
    await user.click(sw);
    expect(await within(page).findByText('No pudimos guardar tus notificaciones. Intentá de nuevo.')).toBeInTheDocument();
    expect(sw).toBeChecked();
  });

  it('[ACC-08] the subscription shows description, dates, renewal and the cancel entry', async () => {
    const { block } = await openWithSubscription();
    expect(block).toHaveTextContent('Plan Premium 6 meses');
    expect(block).toHaveTextContent('01/08/2026');
    expect(block).toHaveTextContent('01/02/2027');
    expect(block).toHaveTextContent('Renovación automáticaSí');
    expect(block).toHaveTextContent('Activa');
    expect(within(block).getByRole('link', { name: 'Cancelar suscripción' })).toHaveAttribute('href', '/unsubscribe/step-one');
  });

  it('[ACC-08] active "0" shows the plan as expired; hideCancelButton hides the cancel entry; none offers to subscribe', async () => {
    const vale = await openWithSubscription({ description: 'Plan 3 meses', active: '0', renewal: false, hideCancelButton: true });
    const { block } = vale;
    expect(block).toHaveTextContent('Vencida');
    expect(block).toHaveTextContent('Renovación automáticaNo');
    expect(within(block).queryByRole('link', { name: 'Cancelar suscripción' })).toBeNull();
    vale.unmount();
    const sofia = await openAccount('sofia');
    const b2 = within(sofia.page).getByTestId('subscription-block');
    expect(b2).toHaveTextContent('No tenés una suscripción activa.');
    await sofia.user.click(within(b2).getByRole('button', { name: 'Suscribite' }));
    await waitFor(() => expect(sofia.router.state.location.search).toContain('modal=pay-wall'));
  });

  it('[ACC-09] while the plan is processed the cancel entry is hidden and the processing text shows', async () => {
    db.subscriptions.set(5, 'processing');
    const { page } = await openAccount('valentina');
    const block = within(page).getByTestId('subscription-block');
    expect(block).toHaveTextContent('Estamos procesando tu plan. Este proceso puede demorar hasta 2 horas.');
    expect(within(block).queryByRole('link', { name: 'Cancelar suscripción' })).toBeNull();
  });

  it('[API-50] a malformed answer settles on an error with "Reintentar", which loads again', async () => {
    server.use(
      http.get(apiUrl('/v1/account'), () => new HttpResponse('not json', { status: 200, headers: { 'Content-Type': 'text/plain' } }), {
        once: true,
      }),
    );
    await signInStored('sofia');
    const user = userEvent.setup();
    renderApp('/my-account');
    expect(await screen.findByText('No pudimos cargar los datos de tu cuenta.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('my-account')).toBeInTheDocument();
  });

  it('[API-50] a 500 follows the catalogue: the server-error screen', async () => {
    await signInStored('sofia');
    await forceNext('500', '/v1/account');
    const { router } = renderApp('/my-account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/server-error'), SLOW);
  });
});

describe('change password', () => {
  it('[ACC-04][ACC-05] opens a dialog; all three empty says "Revisá los campos inválidos" and sends nothing', async () => {
    const { dialog, user } = await openPasswordDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('Revisá los campos inválidos')).toHaveAttribute('role', 'alert');
    for (const label of ['Contraseña actual', 'Nueva contraseña', 'Repetí la nueva contraseña']) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription('Completá este campo');
    }
    expect(within(dialog).getByLabelText('Contraseña actual')).toHaveFocus();
    expect(await net.to('/v1/account/password')).toHaveLength(0);
  });

  it('[ACC-06] new and repeat must be equal: the error sits under the repeat and keeps what was typed', async () => {
    const { dialog, user } = await openPasswordDialog();
    await typePasswords(user, dialog, ['demo1234', 'nueva123', 'nueva124']);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const repeat = within(dialog).getByLabelText('Repetí la nueva contraseña');
    expect(repeat).toHaveAccessibleDescription('Las contraseñas no coinciden');
    expect(repeat).toHaveValue('nueva124');
    expect(repeat).toHaveFocus();
    expect(await net.to('/v1/account/password')).toHaveLength(0);
  });

  it('[ACC-06][ACC-07][API-51] sends {old, new} hashed, stores the new tokens, closes after 100 ms; the old password stops working', async () => {
    const { dialog, user, store, page } = await openPasswordDialog();
    const before = storedToken();
    await typePasswords(user, dialog, ['demo1234', 'nueva123', 'nueva123']);
    // When the success lands and when the dialog closes, as the store sees them (polling could miss the
    // open moment on a loaded machine).
    const seen: { changedAt?: number; openAtChange?: boolean; closedAt?: number } = {};
    const unsubscribe = store.subscribe(() => {
      const p = store.getState().account!.password;
      if (p.changed && seen.changedAt === undefined) Object.assign(seen, { changedAt: performance.now(), openAtChange: p.open });
      if (seen.changedAt !== undefined && !p.open && seen.closedAt === undefined) seen.closedAt = performance.now();
    });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(seen.closedAt).toBeDefined());
    unsubscribe();
    // Still open right after the success, closed 100 ms later (ACC-07).
    expect(seen.openAtChange).toBe(true);
    expect(seen.closedAt! - seen.changedAt!).toBeGreaterThanOrEqual(95);
    expect(within(page).getByText('Tu contraseña se cambió correctamente.')).toBeInTheDocument();
    const [sent] = await net.to('/v1/account/password', 'PUT');
    expect(sent!.body).toEqual({ old: md5('demo1234'), new: md5('nueva123') });
    const s = store.getState().session;
    expect(s.token).not.toBe(before.token);
    expect(s.recoveryToken).not.toBe(before.recovery_token);
    await waitFor(() => expect(storedToken().token).toBe(s.token));
    expect(storedToken().recovery_token).toBe(s.recoveryToken);
    expect(await loginStatus('sofia', 'demo1234')).toBe(401);
    expect(await loginStatus('sofia', 'nueva123')).toBe(200);
  });

  it('[ACC-06] new and repeat need only be non-empty and equal: a long password with spaces is kept whole and sent hashed', async () => {
    const { dialog, user } = await openPasswordDialog();
    const long = 'una clave con espacios, ñ y más de veinte';
    await typePasswords(user, dialog, ['demo1234', long, long]);
    expect(within(dialog).getByLabelText('Nueva contraseña')).toHaveValue(long);
    expect(within(dialog).getByLabelText('Repetí la nueva contraseña')).toHaveValue(long);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(async () => expect(await net.to('/v1/account/password', 'PUT')).toHaveLength(1), SLOW);
    const [sent] = await net.to('/v1/account/password', 'PUT');
    expect(sent!.body).toEqual({ old: md5('demo1234'), new: md5(long) });
    expect(await loginStatus('sofia', long)).toBe(200);
  });

  it('[ACC-06] a wrong old password says so under the field and keeps every field', async () => {
    const { dialog, user, store } = await openPasswordDialog();
    await typePasswords(user, dialog, ['otra_cosa', 'nueva123', 'nueva123']);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const old = within(dialog).getByLabelText('Contraseña actual');
    await waitFor(() => expect(old).toHaveAccessibleDescription('La contraseña actual es incorrecta'));
    expect(old).toHaveValue('otra_cosa');
    expect(within(dialog).getByLabelText('Nueva contraseña')).toHaveValue('nueva123');
    expect(store.getState().account!.password.open).toBe(true);
    expect(await loginStatus('sofia', 'demo1234')).toBe(200);
  });

  it('[ACC-06] a server 400 with a message shows that message', async () => {
    server.use(
      http.put(apiUrl('/v1/account/password'), () =>
        HttpResponse.json({ error: 'weak_password', message: 'La nueva contraseña es muy parecida a la anterior' }, { status: 400 }),
      ),
    );
    const { dialog, user } = await openPasswordDialog();
    await typePasswords(user, dialog, ['demo1234', 'demo12345', 'demo12345']);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('La nueva contraseña es muy parecida a la anterior')).toBeInTheDocument();
  });

  it('[ACC-07][API-51] a session that expires while the dialog is open relogs and changes the password once; a double submit sends one request', async () => {
    const { dialog, user, store } = await openPasswordDialog();
    await forceNext('token_expired', '/v1/account/password');
    await typePasswords(user, dialog, ['demo1234', 'nueva123', 'nueva123']);
    const submit = within(dialog).getByRole('button', { name: 'Guardar' });
    await user.dblClick(submit);
    await waitFor(() => expect(store.getState().account!.password.open).toBe(false));
    const puts = await net.to('/v1/account/password', 'PUT');
    // The expired attempt and its one repeat after /relog; the double click added nothing.
    expect(puts).toHaveLength(2);
    expect(await net.to('/relog', 'POST')).toHaveLength(1);
    expect(store.getState().session.status).toBe('authenticated');
    expect(await loginStatus('sofia', 'nueva123')).toBe(200);
  });
});

describe('faults while a dialog is open', () => {
  it('[ACC-06][API-51] a 500 on the password change follows the catalogue: the server-error screen', async () => {
    const { dialog, ...app } = await openPasswordDialog();
    await forceNext('500', '/v1/account/password');
    await typePasswords(app.user, dialog, ['demo1234', 'nueva123', 'nueva123']);
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/server-error'), SLOW);
    expect(await loginStatus('sofia', 'demo1234')).toBe(200);
  });

  it('[ACC-06][AUTH-17] a null result (a plain 401) on the password change shows the error and keeps the fields', async () => {
    const { dialog, ...app } = await openPasswordDialog();
    await forceNext('unauthorized', '/v1/account/password');
    await typePasswords(app.user, dialog, ['demo1234', 'nueva123', 'nueva123']);
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('No pudimos cambiar tu contraseña. Intentá de nuevo.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nueva contraseña')).toHaveValue('nueva123');
    expect(app.store.getState().session.status).toBe('authenticated');
  });

  it('[ACC-16][API-54] a session that expires while the delete dialog is open relogs, and the account is deleted once', async () => {
    const { dialog, ...app } = await openDeleteDialog();
    await forceNext('token_expired', '/v1/account');
    await app.user.type(within(dialog).getByLabelText('Tu contraseña'), 'demo1234');
    await app.user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    await waitFor(() => expect(app.store.getState().session.status).toBe('anonymous'), SLOW);
    expect(await net.to('/relog', 'POST')).toHaveLength(1);
    expect(await net.to('/v1/account', 'DELETE')).toHaveLength(2);
    expect(db.members.has(4)).toBe(false);
  });
});

describe('delete account', () => {
  it('[ACC-04][ACC-15] opens a dialog; an empty password says "El password es inválido" and sends nothing', async () => {
    const { dialog, user } = await openDeleteDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(within(dialog).getByLabelText('Tu contraseña')).toHaveAccessibleDescription('El password es inválido');
    expect(await net.to('/v1/account', 'DELETE')).toHaveLength(0);
  });

  it('[ACC-16][ACC-17][API-54] a 400 shows the error after 1 s of loading, keeps the password typed and the member signed in', async () => {
    const { dialog, user, store, router } = await openDeleteDialog();
    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'equivocada');
    const button = within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' });
    const t0 = Date.now();
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(within(dialog).getByLabelText('Tu contraseña')).toHaveAccessibleDescription('El password es inválido'));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(950);
    expect(within(dialog).getByLabelText('Tu contraseña')).toHaveValue('equivocada');
    expect(store.getState().session.status).toBe('authenticated');
    expect(router.state.location.pathname).toBe('/my-account');
    const [sent] = await net.to('/v1/account', 'DELETE');
    expect(sent!.body).toEqual({ password: 'equivocada' });
    expect(db.members.has(4)).toBe(true);
  });

  it('[ACC-16][ACC-17][API-54] a 200 logs out fully (storage, state, home) and the account no longer logs in', async () => {
    const { dialog, user, store, router } = await openDeleteDialog();
    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'demo1234');
    const t0 = Date.now();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'), SLOW);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(950);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await net.to('/v1/account', 'DELETE')).toHaveLength(1);
    expect(db.members.has(4)).toBe(false);
    expect(await loginStatus('martin', 'demo1234')).toBe(401);
  });
});

// Keeps act() warnings away from timers left by the dialogs.
afterEach(async () => {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
});
