/** The withdrawal ('arrepentimiento', /refund) with the real store, sagas, routes and the demo API. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderApp, signInStored } from '@/test/utils';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/mocks/handlers';
import { db } from '@/mocks/db';
import { captureRequests, SLOW } from './helpers';

const net = captureRequests();

async function openRefund() {
  const user = userEvent.setup();
  await signInStored('valentina');
  const app = renderApp('/refund');
  const page = await screen.findByTestId('refund', {}, SLOW);
  return { ...app, user, page };
}

describe('withdrawal (arrepentimiento)', () => {
  it('[REFUND-01][REFUND-02][REFUND-03] explains what confirming means and offers Confirmar and Cancelar (to /)', async () => {
    const { page, user, router, store } = await openRefund();
    expect(page).toHaveTextContent('revocás la aceptación del servicio');
    expect(page).toHaveTextContent('perder el acceso a las conversaciones con usuarios gratuitos');
    expect(page).toHaveTextContent('Esos usuarios también van a perder el acceso a los mensajes que les enviaste');
    expect(within(page).getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    expect(store.getState().account!.refund).toEqual({ idTramite: null, isLoading: false, failed: false, done: false });
    await user.click(within(page).getByRole('link', { name: 'Cancelar' }));
    // '/' sends a member to the authenticated home.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'));
    expect(await net.to('/v1/user/refund')).toHaveLength(0);
  });

  it('[REFUND-03][REFUND-04][REFUND-05][REFUND-06][REFUND-07][API-65] Confirmar sends the form with id, shows a spinner, then the number, the legal notes and Continuar', async () => {
    server.use(
      http.post(apiUrl('/v1/user/refund'), async () => {
        await delay(150);
      }),
    );
    const { page, user, store, router } = await openRefund();
    await user.dblClick(within(page).getByRole('button', { name: 'Confirmar' }));
    expect(within(page).getByRole('status')).toHaveTextContent('Procesando tu pedido…');
    expect(store.getState().account!.refund.isLoading).toBe(true);
    const number = await within(page).findByTestId('refund-number', {}, SLOW);
    const { idTramite } = db.refunds[0]!;
    expect(number).toHaveTextContent(idTramite);
    expect(store.getState().account!.refund).toEqual({ idTramite, isLoading: false, failed: false, done: true });
    expect(page).toHaveTextContent('Si pagaste con tarjeta, vas a ver el reintegro proporcional en el próximo resumen de tu tarjeta.');
    expect(page).toHaveTextContent('el reintegro se acredita en tu cuenta del medio de pago asociada al email con el que te registraste');
    const sent = await net.to('/v1/user/refund', 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.contentType).toContain('application/x-www-form-urlencoded');
    expect(sent[0]!.body).toBe('id=5');
    expect(db.members.get(5)!.btnRefund).toBe(false);
    // The session refresh drops the side menu's entry (billing.btnRefund).
    await waitFor(() => expect(store.getState().session.me?.billing.btnRefund).toBe(false));
    await user.click(within(page).getByRole('link', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'));
  });

  it.each([
    ['a 400', () => HttpResponse.json({ error: 'refund_not_available' }, { status: 400 })],
    ['an answer without idTramite', () => HttpResponse.json({ resultset: {} })],
    ['malformed JSON', () => new HttpResponse('oops', { status: 200, headers: { 'Content-Type': 'text/plain' } })],
    ['a network failure', () => HttpResponse.error()],
  ])('[REFUND-08] %s shows "Ups!!! Ocurrio un error, volve a intentarlo" and Confirmar again', async (_label, answer) => {
    server.use(http.post(apiUrl('/v1/user/refund'), answer, { once: true }));
    const { page, user, store } = await openRefund();
    await user.click(within(page).getByRole('button', { name: 'Confirmar' }));
    expect(await within(page).findByText('Ups!!! Ocurrio un error, volve a intentarlo', {}, SLOW)).toBeInTheDocument();
    expect(store.getState().account!.refund).toMatchObject({ failed: true, isLoading: false, done: false });
    await user.click(within(page).getByRole('button', { name: 'Confirmar' }));
    expect(await within(page).findByTestId('refund-number', {}, SLOW)).toBeInTheDocument();
  });

  it('[REFUND-08] a 500 follows the catalogue (server-error screen)', async () => {
    server.use(http.post(apiUrl('/v1/user/refund'), () => HttpResponse.json({ error: 'x' }, { status: 500 }), { once: true }));
    const { page, user, router } = await openRefund();
    await user.click(within(page).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/server-error'), SLOW);
  });

  it('[REFUND-04] the side menu offers "arrepentimiento" only with billing.btnRefund, and it leads here', async () => {
    await signInStored('sofia');
    const user = userEvent.setup();
    const sofia = renderApp('/my-account');
    await screen.findByTestId('my-account', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(screen.queryByRole('link', { name: 'arrepentimiento' })).toBeNull();
    sofia.unmount();
    await signInStored('valentina');
    const vale = renderApp('/my-account');
    await screen.findByTestId('my-account', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(await screen.findByRole('link', { name: 'arrepentimiento' }));
    await waitFor(() => expect(vale.router.state.location.pathname).toBe('/refund'));
    expect(await screen.findByTestId('refund', {}, SLOW)).toBeInTheDocument();
  });
});
