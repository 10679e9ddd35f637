/**
 * The paywall driven as a member would: the real store, sagas, routes and the demo API (msw).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { paywallRequired } from '@/features/paywall';
import { rtPromoReceived, promoTapped } from '@/features/realtime';
import { promoTarget } from '@/features/realtime/promo';
import { storeIdabono } from '@/features/auth/handoff';
import { recordRequests } from '@/test/requests';
import { DEMO_ACCOUNTS } from '@/mocks/db';
import { forceScenario } from '@/mocks/fixtures';
import { apiUrl } from '@/mocks/handlers';
import { server } from '@/test/msw-server';
import { renderApp, signInStored } from '@/test/utils';
import { formatArs } from '../format';
import { toPaywall, toPlan, visiblePlans } from '../mappers';
import { mapPromotionCode, PROMO_CODE_MAP } from '../promo-codes';
import { SLOW, lockedChatOf, openChatOf, openPaywall, paywallWithPlans } from './helpers';

const seen = recordRequests();
const paywallCalls = () => seen.seen.filter((r) => r.path === '/v2/paywall');
const lastQuery = () => new URLSearchParams(paywallCalls().at(-1)?.query ?? '');
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

/** Sofía opens a chat she cannot read: the conversation answers 402 and the paywall opens over it. */
async function lockedConversation() {
  await signInStored('sofia');
  const other = lockedChatOf(DEMO_ACCOUNTS.sofia.id);
  const user = userEvent.setup();
  const app = renderApp(`/message-received?modal=message-view&id=${other}`);
  const paywall = await screen.findByTestId('paywall', {}, SLOW);
  return { ...app, user, other, paywall };
}

describe('opening the paywall', () => {
  it('[PAY-01] [API-10] a 402 on a GET opens the paywall with type RM', async () => {
    const { router } = await lockedConversation();
    expect(search(router).get('modal')).toBe('pay-wall');
    expect(search(router).get('id')).toBe('RM');
    await waitFor(() => expect(lastQuery().get('type')).toBe('RM'));
  });

  it('[SHELL-32] back from a paywall opened over a conversation, the message view is skipped: the member is back on the list, nothing reloads', async () => {
    const { user, router, other, paywall } = await lockedConversation();
    const views = () => seen.seen.filter((r) => r.path === `/v1/messages/view/${other}`).length;
    expect(views()).toBe(1);
    await user.click(within(paywall).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(search(router).get('modal')).toBeNull(), SLOW);
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(router.state.location.pathname).toBe('/message-received');
    expect(search(router).get('modal')).toBeNull();
    expect(screen.queryByTestId('message-view')).not.toBeInTheDocument();
    expect(screen.queryByText('No pudimos cargar la conversación.')).not.toBeInTheDocument();
    expect(views()).toBe(1); // not loaded again: it would only answer 402 and reopen the paywall
    expect(screen.queryByTestId('paywall')).not.toBeInTheDocument();
  });

  it('[SHELL-32] without the paywall in between, opening the conversation loads it', async () => {
    await signInStored('sofia');
    const other = openChatOf(DEMO_ACCOUNTS.sofia.id);
    renderApp(`/message-sent?modal=message-view&id=${other}`);
    await screen.findByTestId('composer', {}, SLOW);
    expect(seen.seen.filter((r) => r.path === `/v1/messages/view/${other}`).length).toBeGreaterThan(0);
  });

  it('[PAY-01] [API-10] a 402 on a POST (a free member past the demo send limit) opens the paywall with type SM', async () => {
    await signInStored('sofia');
    const other = openChatOf(DEMO_ACCOUNTS.sofia.id);
    const user = userEvent.setup();
    const { router } = renderApp(`/message-sent?modal=message-view&id=${other}`);
    const composer = await screen.findByTestId('composer', {}, SLOW);
    for (let i = 1; i <= 4 && search(router).get('modal') === 'message-view'; i += 1) {
      await user.type(within(composer).getByRole('textbox'), `Mensaje ${i}`);
      await user.keyboard('{Enter}');
      await waitFor(
        () => expect(seen.seen.filter((r) => r.method === 'POST' && r.path === `/v1/messages/send/${other}`)).toHaveLength(i),
        SLOW,
      );
      await act(() => new Promise((r) => setTimeout(r, 50)));
    }
    await screen.findByTestId('paywall', {}, SLOW);
    expect(search(router).get('id')).toBe('SM');
    await waitFor(() => expect(lastQuery().get('type')).toBe('SM'));
  });

  it('[PAY-01] [PAY-34] a promotional link opens the paywall with the promotion id (code 6 -> 27)', async () => {
    await signInStored('sofia');
    const { store, router } = renderApp('/dashboard-recent');
    await screen.findByTestId('toolbar', {}, SLOW).catch(() => undefined);
    act(() => {
      store.dispatch(
        rtPromoReceived({
          imageMobile: 'http://localhost:8081/img/promo.png',
          linkMobile: '{paywall}?promo=6',
          gaImpression: null,
          gaClick: null,
        }),
      );
      store.dispatch(promoTapped());
    });
    await screen.findByTestId('paywall', {}, SLOW);
    expect(search(router).get('id')).toBe('27');
    await waitFor(() => expect(lastQuery().get('type')).toBe('27'));
  });

  it("[PAY-01] 'Suscribite' in the side menu opens the paywall (type RM)", async () => {
    await signInStored('sofia');
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard-recent');
    await user.click(await screen.findByRole('button', { name: /menú/i }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Suscribite' }));
    await screen.findByTestId('paywall', {}, SLOW);
    expect(search(router).get('modal')).toBe('pay-wall');
    await waitFor(() => expect(lastQuery().get('type')).toBe('RM'));
  });

  it('[PAY-02] [API-57] loads with type, nickname, picture, isMobile=true and the idabono kept from autologin', async () => {
    storeIdabono('44');
    const { paywall } = await paywallWithPlans('/dashboard-recent?modal=pay-wall&id=SM');
    const q = lastQuery();
    expect(q.get('type')).toBe('SM');
    expect(q.get('nickname')).toBe(DEMO_ACCOUNTS.sofia.nickname);
    expect(q.get('picture')).toBeTruthy();
    expect(q.get('isMobile')).toBe('true');
    expect(q.get('idabono')).toBe('44');
    // The demo puts the autologin's plan first.
    expect(within(paywall).getByTestId('plan-44')).toBeInTheDocument();
  });

  it('[PAY-01] [PAY-02] [PAY-34] an autologin promotion link (action p, code 6) opens paywall 27 with the idabono it carried, and it stays open', async () => {
    const { router } = renderApp('/autologin/demo-autologin-3/p/6?idabono=44');
    const paywall = await screen.findByTestId('paywall', {}, SLOW);
    await within(paywall).findByTestId('plan-6041', {}, SLOW);
    expect(lastQuery().get('type')).toBe('27');
    expect(lastQuery().get('idabono')).toBe('44');
    await act(() => new Promise((r) => setTimeout(r, 800)));
    expect(search(router).get('modal')).toBe('pay-wall');
    expect(router.state.location.pathname).toBe('/dashboard-recent');
  });

  it('[PAY-02] without an autologin idabono none is sent', async () => {
    await paywallWithPlans();
    expect(lastQuery().has('idabono')).toBe(false);
    expect(lastQuery().get('isMobile')).toBe('true');
  });

  it('[API-10] a 402 while the paywall is open does not stack a second one; cant_buy adds the notice', async () => {
    const { store, router } = await paywallWithPlans('/dashboard-recent?modal=pay-wall&id=RM');
    const entry = router.state.location.key;
    act(() => void store.dispatch(paywallRequired({ type: 'SM', cantBuy: false })));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(router.state.location.key).toBe(entry);
    expect(search(router).get('id')).toBe('RM');
    act(() => void store.dispatch(paywallRequired({ type: 'SM', cantBuy: true })));
    await screen.findByText('Esta promoción esta limitada a una compra por persona.');
    expect(search(router).get('id')).toBe('RM');
    expect(screen.getAllByTestId('paywall')).toHaveLength(1);
  });

  it('[PAY-07] [API-10] a 402 cant_buy opens the paywall with the one-purchase notice', async () => {
    await signInStored('sofia');
    forceScenario('cant_buy', { path: '/v1/dashboard/listing/recent' });
    renderApp('/dashboard-recent');
    const paywall = await screen.findByTestId('paywall', {}, SLOW);
    expect(within(paywall).getByText('Esta promoción esta limitada a una compra por persona.')).toBeInTheDocument();
    expect(within(paywall).getByText('Estos son nuestros planes DISPONIBLES')).toBeInTheDocument();
  });

  it('[PAY-07] without cantBuy there is no one-purchase notice', async () => {
    const { paywall } = await paywallWithPlans();
    expect(within(paywall).queryByText('Esta promoción esta limitada a una compra por persona.')).not.toBeInTheDocument();
  });
});

describe('what the paywall shows', () => {
  it('[PAY-03] plan 6602 is hidden and only the first two plans are shown', async () => {
    const { paywall } = await paywallWithPlans('/dashboard-recent?modal=pay-wall&id=SM');
    // The demo answers [6602, 41, 970, 44] for SM.
    const plans = within(paywall)
      .getAllByTestId(/^plan-\d+$/)
      .map((e) => e.dataset.testid);
    expect(plans).toEqual(['plan-41', 'plan-970']);
  });

  it('[PAY-03] visiblePlans drops 6602 wherever it is and keeps two', () => {
    const p = (id: number) => toPlan({ idabono: id })!;
    expect(visiblePlans([p(1), p(6602), p(2), p(3)]).map((x) => x.id)).toEqual([1, 2]);
  });

  it('[PAY-04] a plan holds every field of the wire plan', () => {
    const plan = toPlan({
      idabono: '41',
      idabonoregular: 40,
      tipoPago: 'mercadopago',
      callToAction: 'Quiero este plan',
      descuento: '60% OFF',
      unpagovalor: '2499',
      unpagodecimal: '90',
      totalvalor: 29998,
      totaldecimal: '8',
      descripcion_externa: 'Plan 12 meses',
      posicion: '1',
      quantity: 12,
      variant: 'gold',
      list: ['Mensajes ilimitados', 7],
      priceYear: '29998,80',
    });
    expect(plan).toEqual({
      id: 41,
      regularId: 40,
      paymentType: 'mercadopago',
      callToAction: 'Quiero este plan',
      discount: '60% OFF',
      price: { value: '2499', decimals: '90' },
      total: { value: '29998', decimals: '08' },
      name: 'Plan 12 meses',
      position: 1,
      quantity: 12,
      variant: 'gold',
      list: ['Mensajes ilimitados', '7'],
      priceYear: '29998,80',
    });
    // Robust: junk is dropped or falls back, never crashes.
    expect(toPlan({ idabono: 'x' })).toBeNull();
    expect(toPlan(null)).toBeNull();
    expect(toPlan({ idabono: 3, unpagovalor: '1.5', list: 'no' })).toMatchObject({ price: null, list: [], name: '' });
    expect(toPaywall({ plans: 'x' })).toEqual({
      header: { textOne: '', textTwo: '', textThree: '' },
      plans: [],
      legal: [],
      renewal: { title: '', content: '' },
    });
  });

  it('[PAY-04] prices are the server value pairs formatted for es-AR in ARS (no float maths)', async () => {
    expect(formatArs({ value: '29998', decimals: '80' })).toMatch(/^\$\s29\.998,80$/);
    expect(formatArs({ value: '900719925474099', decimals: '99' })).toMatch(/^\$\s900\.719\.925\.474\.099,99$/);
    expect(formatArs({ value: '10', decimals: '5' })).toMatch(/^\$\s10,05$/);
    const { paywall } = await paywallWithPlans();
    expect(within(within(paywall).getByTestId('plan-41')).getByTestId('plan-price')).toHaveTextContent(/^\$\s2\.499,90$/);
  });

  it('[PAY-04] [PAY-11] the plan card says its big figure is a price per month, apart from the single payment', async () => {
    const { paywall } = await paywallWithPlans('/dashboard-recent?modal=pay-wall&id=SM');
    const card41 = within(within(paywall).getByTestId('plan-41'));
    expect(card41.getByTestId('plan-price').parentElement).toHaveTextContent(/^\$\s2\.499,90 por mes$/);
    expect(card41.getByTestId('plan-single')).toHaveTextContent(/29\.998,80 en un solo pago/);
    expect(within(within(paywall).getByTestId('plan-970')).getByTestId('plan-price').parentElement).toHaveTextContent(/por mes$/);
  });

  it("[PAY-04] [PAY-12] the 3-day promo's price is not called a monthly one", async () => {
    const { paywall } = await paywallWithPlans('/dashboard-recent?modal=pay-wall&id=6');
    expect(within(within(paywall).getByTestId('plan-6041')).queryByTestId('plan-period')).not.toBeInTheDocument();
    expect(within(within(paywall).getByTestId('plan-41')).getByTestId('plan-period')).toHaveTextContent('por mes');
  });

  it("[PAY-05] the header shows the member's picture and the texts textOne, textTwo and textThree", async () => {
    const { paywall } = await paywallWithPlans();
    expect(
      within(paywall).getByRole('heading', { name: `¡${DEMO_ACCOUNTS.sofia.nickname}, no te quedes con las ganas!` }),
    ).toBeInTheDocument();
    expect(within(paywall).getByText('Suscribite para leer y responder tus mensajes.')).toBeInTheDocument();
    expect(within(paywall).getByText('Chateá sin límites con quien quieras.')).toBeInTheDocument();
    const img = paywall.querySelector('.paywall-head__avatar img');
    expect(img?.getAttribute('src')).toMatch(/users\//);
  });

  it("[PAY-06] the legal lines and 'para más información entra aquí' opening the renewal dialog", async () => {
    const { paywall, user } = await paywallWithPlans();
    expect(within(paywall).getByText(/Los planes se renuevan automáticamente/)).toBeInTheDocument();
    await user.click(within(paywall).getByRole('button', { name: 'para más información entra aquí' }));
    const dialog = await screen.findByTestId('renewal-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Renovación automática' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Podés cancelar la renovación en cualquier momento/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(within(dialog).queryByText(/Podés cancelar la renovación/)).not.toBeInTheDocument());
  });

  it("[PAY-08] active subscribers see '¡Ya sos un usuario suscripto!' and cannot choose a plan", async () => {
    const { paywall } = await paywallWithPlans('/dashboard-recent?modal=pay-wall', 'valentina');
    expect(within(paywall).getByText('¡Ya sos un usuario suscripto!')).toBeInTheDocument();
    expect(within(within(paywall).getByTestId('plan-41')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('[PAY-05][PAY-07][PAY-08] the notices come with the answer, under its header texts: none stands over the spinner to be pushed down when they arrive', async () => {
    let answer: () => void = () => {};
    server.use(
      http.get(apiUrl('/v2/paywall'), async () => {
        await new Promise<void>((r) => (answer = r));
        return HttpResponse.json({ header: { textOne: 'Hola', textTwo: 'Elegí tu plan', textThree: 'Sin compromiso' }, plans: [] });
      }),
    );
    const { paywall } = await openPaywall('/dashboard-recent?modal=pay-wall&cantBuy=1', 'valentina');
    await waitFor(() => expect(within(paywall).getByText('Cargando planes...')).toBeInTheDocument(), SLOW);
    expect(within(paywall).queryByTestId('subscribed')).not.toBeInTheDocument();
    expect(within(paywall).queryByTestId('cant-buy')).not.toBeInTheDocument();
    act(() => answer());
    await waitFor(() => expect(within(paywall).getByText('¡Ya sos un usuario suscripto!')).toBeInTheDocument(), SLOW);
    const order = [...paywall.querySelectorAll('.paywall-head__three, [data-testid="cant-buy"], [data-testid="subscribed"]')];
    expect(order.map((el) => el.className)).toEqual(['paywall-head__three', 'paywall-notice', 'paywall-notice paywall-notice--ok']);
  });

  it('[PAY-08] a free member sees no subscriber notice and can choose', async () => {
    const { paywall } = await paywallWithPlans();
    expect(within(paywall).queryByText('¡Ya sos un usuario suscripto!')).not.toBeInTheDocument();
    expect(within(within(paywall).getByTestId('plan-41')).getByRole('button', { name: 'Quiero este plan' })).toBeInTheDocument();
  });

  it('[PAY-09] choosing a plan stores it and opens the payment modal with it', async () => {
    const { paywall, user, router, store } = await paywallWithPlans();
    await user.click(within(within(paywall).getByTestId('plan-44')).getByRole('button'));
    const modal = await screen.findByTestId('payment', {}, SLOW);
    expect(search(router).get('modal')).toBe('payment');
    expect(search(router).get('id')).toBe('44');
    expect(within(modal).getByTestId('payment-plan')).toHaveTextContent('Plan 1 mes');
    expect(store.getState().paywall?.plan?.id).toBe(44);
    expect(JSON.parse(sessionStorage.getItem('flechazo.paywall.plan') ?? '{}')).toMatchObject({ id: 44 });
  });

  it('[PAY-10] plan 41 is styled apart from the others', async () => {
    const { paywall } = await paywallWithPlans();
    expect(within(paywall).getByTestId('plan-41')).toHaveClass('plan-card--special');
    expect(within(paywall).getByTestId('plan-44')).not.toHaveClass('plan-card--special');
  });

  it('[PAY-11] plan 970 omits the single-payment line that the others show', async () => {
    const { paywall } = await paywallWithPlans('/dashboard-recent?modal=pay-wall&id=SM');
    expect(within(within(paywall).getByTestId('plan-41')).getByTestId('plan-single')).toHaveTextContent(/29\.998,80 en un solo pago/);
    expect(within(within(paywall).getByTestId('plan-970')).queryByTestId('plan-single')).not.toBeInTheDocument();
  });

  it("[PAY-12] plan 6041 is 'PLAN 3 DÍAS' at 10,00 ARS (the promo); the displayed-price default 300 is never shown nor charged", async () => {
    const { paywall } = await paywallWithPlans('/dashboard-recent?modal=pay-wall&id=6');
    const card = within(paywall).getByTestId('plan-6041');
    expect(within(card).getByRole('heading', { name: 'PLAN 3 DÍAS' })).toBeInTheDocument();
    expect(within(card).getByTestId('plan-price')).toHaveTextContent(/^\$\s10,00$/);
    expect(card).not.toHaveTextContent('300');
    const bare = toPlan({ idabono: 6041 })!;
    expect(bare.price).toEqual({ value: '10', decimals: '00' });
    expect(bare.total).toEqual({ value: '10', decimals: '00' });
    expect(toPlan({ idabono: 6041, unpagovalor: '300', totalvalor: '300' })!.total).toEqual({ value: '10', decimals: '00' });
    expect(toPlan({ idabono: 44 })!.total).toBeNull();
  });

  it('[PAY-03] a malformed paywall answer settles on an empty state; a 500-free failure offers Reintentar', async () => {
    server.use(http.get(apiUrl('/v2/paywall'), () => HttpResponse.json({ plans: 'nope', header: 3 })));
    const { paywall } = await openPaywall();
    expect(await within(paywall).findByText('No hay planes disponibles en este momento.')).toBeInTheDocument();
  });

  it('[API-57] a network drop on the paywall shows the error with Reintentar, which loads it', async () => {
    forceScenario('network', { path: '/v2/paywall' });
    const { paywall, user } = await openPaywall();
    await user.click(await within(paywall).findByRole('button', { name: 'Reintentar' }, SLOW));
    expect(await within(paywall).findByTestId('plan-41', {}, SLOW)).toBeInTheDocument();
  });
});

describe('promotion link codes', () => {
  /** PAY-34 as the spec writes it: each paywall id with the codes that lead to it. */
  const specCodes: [id: string, codes: string[]][] = [
    ['27', ['6']],
    ['28', ['11', '12']],
    ['29', ['13']],
    ['30', ['14', '15']],
    ['31', ['16', '17']],
    ['32', ['18', '19', '23']],
  ];
  it.each(specCodes.flatMap(([id, codes]) => codes.map((code) => [code, id])))('[PAY-34] code %s opens paywall id %s', (code, id) => {
    expect(mapPromotionCode(code)).toBe(id);
  });

  it('[PAY-34] the table has exactly the spec codes', () => {
    expect(Object.keys(PROMO_CODE_MAP).sort()).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '23', '6'].sort());
  });

  it.each(['7', '27', '5', 'SM', 'RM', 'ABC'])('[PAY-35] any other code (%s) passes through unchanged', (code) => {
    expect(mapPromotionCode(code)).toBe(code);
  });

  it('[PAY-35] an unmapped code reaches the paywall call unchanged', async () => {
    await paywallWithPlans('/dashboard-recent?modal=pay-wall&id=7');
    expect(lastQuery().get('type')).toBe('7');
  });

  it("[PAY-36] a promotion link containing 'recomendados' goes to the recommended page instead of the paywall", async () => {
    expect(promoTarget('{paywall}?promo=6&to=recomendados', 'http://app')).toEqual({ kind: 'path', to: '/recomendados' });
    await signInStored('valentina');
    const { store, router } = renderApp('/dashboard-recent');
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'), SLOW);
    // A promotion reaches a member on a settled screen (the dashboard's cards are in).
    await screen.findAllByTestId('member-card', {}, SLOW);
    act(() => {
      store.dispatch(
        rtPromoReceived({
          imageMobile: 'http://localhost:8081/img/promo.png',
          linkMobile: 'https://flechazo.ar/recomendados?{paywall}',
          gaImpression: null,
          gaClick: null,
        }),
      );
      store.dispatch(promoTapped());
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/recomendados'), SLOW);
    expect(search(router).get('modal')).toBeNull();
  });
});
