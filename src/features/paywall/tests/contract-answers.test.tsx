/**
 * Money paths against both readings of the contract (issues 41 and 42; docs/api-decisions.md): what a
 * card payment answer must say before the member is congratulated, the paywall's unnamed footer fields,
 * the plan's two spellings, the one-time page's answer with or without its wrapper, plan 6041's price.
 * Driven as a member would, against the demo API with its answers overridden (msw `server.use`).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { DEMO_ACCOUNTS, db, getMember } from '@/mocks/db';
import { apiUrl } from '@/mocks/handlers';
import { server } from '@/test/msw-server';
import { reshaped } from '@/test/demo-answer';
import { recordRequests } from '@/test/requests';
import { renderApp, signInStored } from '@/test/utils';
import { warmLazyModules } from '@/test/warm';
import { formatShortDate } from '@/shared/lib/format';
import { SLOW, fillCard, openPayment, paywallWithPlans, withDemoProviderScript } from './helpers';

jest.setTimeout(30000);
withDemoProviderScript();
warmLazyModules(['/dashboard-recent'], [() => import('../screens/PaywallModal'), () => import('../screens/PaymentModal')]);
const seen = recordRequests();
const sofia = () => getMember(DEMO_ACCOUNTS.sofia.id)!;
/** What the demo makes of a member who bought the one-time promo: premium, no active subscription, no plan in the account. */
const promoMember = () => {
  Object.assign(sofia(), { premium: true, activeSubscription: false });
  db.subscriptions.set(DEMO_ACCOUNTS.sofia.id, null);
};
const cardAnswer = (body: unknown, status = 200) => http.post(apiUrl('/v1/payment/mp'), () => HttpResponse.json(body as never, { status }));

async function payPlan41() {
  const app = await openPayment(41);
  await fillCard(app.user, app.modal);
  await app.user.click(within(app.modal).getByRole('button', { name: 'pagar' }));
  return app;
}

describe('card payment: success only when the answer says so (API-60, both readings)', () => {
  it.each([
    ['the failure shape {data:{message}} (the other reading)', { data: { message: 'Tu tarjeta no tiene fondos suficientes.' } }],
    ['a top-level message without a status', { message: 'Tu tarjeta no tiene fondos suficientes.' }],
    ['a failure message beside the success ids', { idsubscription: 9001, data: { message: 'Tu tarjeta no tiene fondos suficientes.' } }],
  ])('[PAY-23] [API-60] a 200 whose body is %s shows the message, never congratulates', async (_name, body) => {
    server.use(cardAnswer(body));
    const { modal, router } = await payPlan41();
    expect(await within(modal).findByTestId('payment-error', {}, SLOW)).toHaveTextContent('Tu tarjeta no tiene fondos suficientes.');
    expect(router.state.location.pathname).toBe('/dashboard-recent');
    expect(screen.queryByTestId('subscribe-done')).not.toBeInTheDocument();
    expect(screen.queryByText(/Felicitaciones/)).not.toBeInTheDocument();
  });

  it.each([
    ['an empty object', {}],
    ['a body status that is not a number', { status: 'approved' }],
    ['a success status beside a failure message', { status: 200, idsubscription: 9001, idsubscriber: 3, data: { message: 'Rechazado' } }],
    ['a bare string', 'ok'],
  ])(
    "[PAY-15] [PAY-22] [API-60] a 200 whose body is %s is not a success: 'Estamos procesando tu pago', the server is asked, no congratulation",
    async (_name, body) => {
      server.use(cardAnswer(body));
      const { modal, router } = await payPlan41();
      expect(
        await within(modal).findByText(/^Estamos procesando tu pago\. Todavía no tenemos la confirmación/, {}, SLOW),
      ).toBeInTheDocument();
      await seen.settled();
      // The answer was checked with the server (the session's billing), which says the member is not premium.
      const paid = seen.seen.findIndex((r) => r.path === '/v1/payment/mp');
      expect(seen.seen.slice(paid).some((r) => r.path === '/v1/session')).toBe(true);
      expect(within(modal).getByRole('button', { name: 'pagar' })).toBeDisabled();
      expect(within(modal).getByRole('button', { name: 'Consultar de nuevo' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard-recent');
      expect(screen.queryByTestId('subscribe-done')).not.toBeInTheDocument();
    },
  );

  it('[PAY-22] [API-60] an unconfirmed 200 that the server does confirm (the session says premium now) lands on /subscribe-done', async () => {
    server.use(
      http.post(apiUrl('/v1/payment/mp'), () => {
        Object.assign(sofia(), { premium: true, activeSubscription: true, btnRefund: true });
        return HttpResponse.json({});
      }),
    );
    await payPlan41();
    expect(await screen.findByTestId('subscribe-done', {}, SLOW)).toBeInTheDocument();
  });

  it.each([
    ['the demo reading: body status 201 with the ids', { status: 201, idsubscription: 9001, idsubscriber: 3 }, 201],
    [
      'the demo reading: body status "200" (a digit string) with the ids',
      { status: '200', idsubscription: '9001', idsubscriber: '3' },
      200,
    ],
    ['the other reading: HTTP 201, no body status, the ids', { idsubscription: 9001, idsubscriber: 3 }, 201],
    ['the other reading: HTTP 200, no body status, the subscription id', { idsubscription: 'sub-9001' }, 200],
  ])('[PAY-22] [API-58] [API-60] %s is a success', async (_name, body, status) => {
    server.use(cardAnswer(body, status));
    const { router } = await payPlan41();
    await screen.findByTestId('subscribe-done', {}, SLOW);
    expect(router.state.location.pathname).toBe('/subscribe-done');
  });

  it('[PAY-22] [API-60] a member who already has unlimited messages (the one-time promo) and gets an unconfirmed answer is not congratulated: only a new subscription confirms it', async () => {
    promoMember();
    server.use(cardAnswer({}));
    const { modal } = await payPlan41();
    expect(await within(modal).findByText(/^Estamos procesando tu pago\./, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('subscribe-done')).not.toBeInTheDocument();
  });

  it('[PAY-23] [API-59] [API-60] the mobbex call follows the same rule: a 200 {data:{message}} is a failure', async () => {
    server.use(
      http.post(apiUrl('/v1/payment/mobbex/createSubscriber'), () => HttpResponse.json({ data: { message: 'Mobbex rechazó el pago.' } })),
    );
    const { modal, user } = await openPayment(47, '/dashboard-recent?modal=pay-wall&id=MOBBEX');
    await fillCard(user, modal);
    await user.click(within(modal).getByRole('button', { name: 'pagar' }));
    expect(await within(modal).findByTestId('payment-error', {}, SLOW)).toHaveTextContent('Mobbex rechazó el pago.');
    expect(screen.queryByTestId('subscribe-done')).not.toBeInTheDocument();
  });
});

describe('cash coupon: the failure shape', () => {
  it('[PAY-27] [API-62] a 200 answered with the failure shape {data:{message}} shows that message, no coupon', async () => {
    server.use(http.post(apiUrl('/v1/payment/ticket'), () => HttpResponse.json({ data: { message: 'No hay cupones para este plan.' } })));
    const { modal, user } = await openPayment(41);
    await user.click(within(modal).getByRole('button', { name: 'No tengo tarjeta de crédito' }));
    await user.click(await within(modal).findByRole('button', { name: 'Rapipago' }));
    expect(await within(modal).findByText('No hay cupones para este plan.', {}, SLOW)).toBeInTheDocument();
    expect(within(modal).queryByTestId('coupon-code')).not.toBeInTheDocument();
  });
});

describe('paywall footer and plans: every branch the contract admits', () => {
  it("[PAY-06] [API-57] the other reading: legal lines under other names (a list, a text with line breaks) and modalRenovacion beside the footer with other field names are shown (the demo's footer.legal: paywall.test '[PAY-06]')", async () => {
    // The other reading: the legal lines under another name, modalRenovacion beside the footer with other field names.
    server.use(
      reshaped('get', '/v2/paywall', (json: Record<string, unknown>) => ({
        plans: json.plans,
        header: json.header,
        footer: {
          lineasLegales: ['Precios finales en pesos argentinos (IVA incluido).'],
          aviso: 'Podés cancelar cuando quieras.\nSin costo.',
        },
        modalRenovacion: { titulo: 'Renovación automática', texto: 'Tu plan se renueva solo al terminar.' },
      })),
    );
    const { paywall, user } = await paywallWithPlans();
    const legal = within(paywall).getByTestId('legal');
    expect(legal).toHaveTextContent('Precios finales en pesos argentinos (IVA incluido).');
    expect(legal).toHaveTextContent('Podés cancelar cuando quieras.');
    expect(legal).toHaveTextContent('Sin costo.');
    await user.click(within(paywall).getByRole('button', { name: 'para más información entra aquí' }));
    const dialog = await screen.findByTestId('renewal-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Renovación automática' })).toBeInTheDocument();
    expect(within(dialog).getByText('Tu plan se renueva solo al terminar.')).toBeInTheDocument();
  });

  it('[PAY-04] [PAY-09] [API-57] plans that spell their fields id / regularId / paymentType (the other spelling the contract admits) are shown and chosen', async () => {
    server.use(
      reshaped('get', '/v2/paywall', (json: { plans: Record<string, unknown>[] }) => ({
        ...json,
        plans: json.plans.map(({ idabono, idabonoregular, tipoPago, ...rest }) => ({
          ...rest,
          id: idabono,
          regularId: idabonoregular,
          paymentType: tipoPago,
        })),
      })),
    );
    const { paywall, user } = await paywallWithPlans();
    const card = within(paywall).getByTestId('plan-41');
    await user.click(within(card).getByRole('button', { name: 'Quiero este plan' }));
    const modal = await screen.findByTestId('payment', {}, SLOW);
    expect(within(modal).getByTestId('payment-plan')).toHaveTextContent('Plan 12 meses');
  });
});

describe('the one-time page: the plan wrapped in `plan` or bare (API-63, silent answer)', () => {
  it.each([
    ['wrapped in plan (the demo)', null],
    ['bare (the plan itself)', (json: { plan: unknown }) => json.plan],
  ])('[PAY-33] [API-63] [API-61] an answer %s shows the plan and pays it', async (_name, reshape) => {
    if (reshape) server.use(reshaped('get', '/v1/payment/covid/:planId', reshape));
    await signInStored('sofia');
    renderApp('/covid-payment?plan=44');
    const page = await screen.findByTestId('covid', {}, SLOW);
    expect(page).toHaveTextContent('Plan 1 mes');
    expect(page).toHaveTextContent(/\$\s6\.499,00/);
    await userEvent.setup().click(within(page).getByRole('button', { name: 'Pagar una sola vez' }));
    await screen.findByTestId('subscribe-done', {}, SLOW);
    await seen.settled();
    expect(seen.seen.find((r) => r.path === '/v1/payment/mp/one-shot')?.body).toMatchObject({ idplan: 44 });
  });

  it('[PAY-33] [API-63] an answer for another plan than the one asked is an error, never paid', async () => {
    server.use(
      reshaped('get', '/v1/payment/covid/:planId', (json: { plan: Record<string, unknown> }) => ({ plan: { ...json.plan, idabono: 41 } })),
    );
    await signInStored('sofia');
    renderApp('/covid-payment?plan=44');
    expect(await screen.findByTestId('covid-error', {}, SLOW)).toHaveTextContent('Ups!!! Ocurrio un error, volve a intentarlo');
  });

  it("[PAY-33] [API-63] the silent answer's other reading, {} (no plan named), is the page's error, never a plan to pay", async () => {
    server.use(reshaped('get', '/v1/payment/covid/:planId', () => ({})));
    await signInStored('sofia');
    renderApp('/covid-payment?plan=44');
    expect(await screen.findByTestId('covid-error', {}, SLOW)).toHaveTextContent('Ups!!! Ocurrio un error, volve a intentarlo');
    expect(screen.queryByRole('button', { name: 'Pagar una sola vez' })).not.toBeInTheDocument();
    await seen.settled();
    expect(seen.seen.some((r) => r.path === '/v1/payment/mp/one-shot')).toBe(false);
  });
});

describe('plan 6041: one price everywhere, the spec’s 10,00 (PAY-12, B §9)', () => {
  const total = (modal: HTMLElement) => within(modal).getByTestId('payment-total');

  it.each([
    ["the demo's figures (unpagovalor 10, totalvalor 300)", null],
    [
      'the displayed-price default as the only figure (unpagovalor 300, no total)',
      (json: { plans: Record<string, unknown>[] }) => ({
        ...json,
        plans: json.plans.map((p) =>
          p.idabono === 6041 ? { ...p, unpagovalor: '300', unpagodecimal: '00', totalvalor: '', totaldecimal: '' } : p,
        ),
      }),
    ],
  ])('[PAY-12] [PAY-13] [I18N-02] with %s the plan card and the checkout both say $ 10,00, never 300', async (_name, reshape) => {
    if (reshape) server.use(reshaped('get', '/v2/paywall', reshape));
    const { paywall, user } = await paywallWithPlans('/dashboard-recent?modal=pay-wall&id=6');
    const card = within(paywall).getByTestId('plan-6041');
    expect(within(card).getByTestId('plan-price')).toHaveTextContent(/^\$\s10,00$/);
    expect(within(card).getByTestId('plan-single')).toHaveTextContent(/^\$\s10,00 en un solo pago$/);
    expect(card).not.toHaveTextContent('300');
    await user.click(within(card).getByRole('button'));
    const modal = await screen.findByTestId('payment', {}, SLOW);
    await waitFor(() => expect(total(modal)).toHaveTextContent(/^Total a pagar \$\s10,00 en un solo pago$/));
    expect(modal).not.toHaveTextContent('300');
  });
});

describe("the wizard's 'Quiero el PLAN 3 DÍAS' (issue 42 #3)", () => {
  it('[WIZ-02] [PAY-09] [PAY-12] [PAY-14] opens the checkout of plan 6041 (not a paywall of type 6041), at $ 10,00 like step 3, and pays that plan', async () => {
    sofia().photos = [{ id: 1, name: 'x.webp', approved: true }];
    await signInStored('sofia');
    const { router } = renderApp('/my-profile?modal=post-register');
    const user = userEvent.setup();
    const wizard = await screen.findByTestId('post-register', {}, { timeout: 15000 });
    for (const n of [1, 2, 3]) {
      await user.click(await within(wizard).findByRole('button', { name: 'Siguiente' }, SLOW));
      await waitFor(() => expect(wizard).toHaveAttribute('data-step', String(n)));
    }
    expect(within(wizard).getByTestId('wizard-promo-price')).toHaveTextContent(/\$\s10,00/);
    await user.click(within(wizard).getByRole('button', { name: 'Quiero el PLAN 3 DÍAS' }));
    const modal = await screen.findByTestId('payment', {}, SLOW);
    expect(new URLSearchParams(router.state.location.search).get('modal')).toBe('payment');
    expect(within(modal).getByTestId('payment-plan')).toHaveTextContent('PLAN 3 DÍAS');
    await waitFor(() => expect(within(modal).getByTestId('payment-total')).toHaveTextContent(/^Total a pagar \$\s10,00 en un solo pago$/));
    expect(within(modal).queryByRole('button', { name: 'No tengo tarjeta de crédito' })).not.toBeInTheDocument();
    expect(seen.seen.some((r) => r.path === '/v2/paywall')).toBe(false);
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'pagar' })).toBeEnabled(), SLOW);
    await fillCard(user, modal);
    await user.click(within(modal).getByRole('button', { name: 'pagar' }));
    await screen.findByTestId('subscribe-done', {}, SLOW);
    await seen.settled();
    expect(seen.seen.find((r) => r.path === '/v1/payment/mp')?.body).toMatchObject({ idplan: 6041 });
  });
});

describe('the one-time promo member: premium without a subscription (issue 42 #4)', () => {
  const DAY = 86_400_000;
  const untilText = (from: number) => `hasta el ${formatShortDate(from + 3 * DAY)} a las`;

  /** Sofía pays the promo in its checkout (the payment modal of plan 6041), as the wizard's button opens it. */
  async function buyPromo() {
    await signInStored('sofia');
    const app = renderApp('/dashboard-recent?modal=payment&id=6041');
    const user = userEvent.setup();
    const modal = await screen.findByTestId('payment', {}, SLOW);
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'pagar' })).toBeEnabled(), SLOW);
    await fillCard(user, modal);
    const at = Date.now();
    await user.click(within(modal).getByRole('button', { name: 'pagar' }));
    const done = await screen.findByTestId('subscribe-done', {}, SLOW);
    return { ...app, user, done, at };
  }

  it('[PAY-08] [PAY-30] [WIZ-07] after buying it: the done page, the paywall and my account say the PLAN 3 DÍAS and until when; plans stay on offer; never "suscripto" nor "procesando"', async () => {
    const { done, at, router, user } = await buyPromo();
    expect(done).toHaveTextContent('Compraste el PLAN 3 DÍAS: tenés mensajes ilimitados para leer y enviar');
    expect(done).toHaveTextContent(untilText(at));
    expect(done).not.toHaveTextContent('Ya sos un usuario suscripto');
    expect(sofia()).toMatchObject({ premium: true, activeSubscription: false });

    await waitFor(() => void router.navigate('/dashboard-recent?modal=pay-wall'));
    const paywall = await screen.findByTestId('paywall', {}, SLOW);
    const notice = await within(paywall).findByTestId('one-time', {}, SLOW);
    expect(notice).toHaveTextContent(`Compraste el PLAN 3 DÍAS: tenés mensajes ilimitados ${untilText(at)}`);
    expect(notice).toHaveTextContent('No tenés una suscripción activa: si querés seguir chateando sin límites, elegí un plan.');
    expect(within(paywall).queryByText('¡Ya sos un usuario suscripto!')).not.toBeInTheDocument();
    await user.click(await within(within(paywall).getByTestId('plan-41')).findByRole('button', { name: 'Quiero este plan' }, SLOW));
    expect(await screen.findByTestId('payment', {}, SLOW)).toHaveTextContent('Plan 12 meses');

    await waitFor(() => void router.navigate('/my-account'));
    const block = await screen.findByTestId('subscription-block', {}, SLOW);
    await waitFor(() => expect(block).toHaveTextContent(`Compraste el PLAN 3 DÍAS: tenés mensajes ilimitados ${untilText(at)}`));
    expect(block).not.toHaveTextContent('Estamos procesando tu plan');
    expect(within(block).getByRole('button', { name: 'Suscribite' })).toBeInTheDocument();
  });

  it('[PAY-08] [ACC-09] [API-50] bought elsewhere (this browser does not know when), the account answering subscriptions null (the demo): a one-time payment, plans on offer, no "procesando"', async () => {
    promoMember();
    const { paywall } = await paywallWithPlans();
    expect(await within(paywall).findByTestId('one-time', {}, SLOW)).toHaveTextContent('Tenés mensajes ilimitados por un pago único.');
    expect(within(paywall).queryByText('¡Ya sos un usuario suscripto!')).not.toBeInTheDocument();
    expect(within(within(paywall).getByTestId('plan-41')).getByRole('button', { name: 'Quiero este plan' })).toBeInTheDocument();
  });

  it('[ACC-08] [ACC-09] my account of that member says the one-time payment, not "Estamos procesando tu plan"', async () => {
    promoMember();
    await signInStored('sofia');
    renderApp('/my-account');
    const block = await screen.findByTestId('subscription-block', {}, SLOW);
    expect(block).toHaveTextContent('Tenés mensajes ilimitados por un pago único.');
    expect(block).toHaveTextContent('Es un pago único: no se renueva y no hay nada que dar de baja.');
    expect(block).not.toHaveTextContent('Estamos procesando tu plan');
  });

  it('[PAY-08] [ACC-08] [API-50] the other reading: the account lists the promo as its plan (renewal off): the paywall says it and its end, plans on offer; my account shows its dates', async () => {
    promoMember();
    db.subscriptions.set(DEMO_ACCOUNTS.sofia.id, {
      description: 'PLAN 3 DÍAS',
      active: '1',
      startDate: '2026-05-01',
      endDate: '2026-05-04',
      renewal: false,
      hideCancelButton: true,
    });
    const { paywall, router } = await paywallWithPlans();
    expect(await within(paywall).findByTestId('one-time', {}, SLOW)).toHaveTextContent('Tenés PLAN 3 DÍAS hasta el 04/05/2026.');
    expect(within(within(paywall).getByTestId('plan-41')).getByRole('button', { name: 'Quiero este plan' })).toBeInTheDocument();
    await waitFor(() => void router.navigate('/my-account'));
    const block = await screen.findByTestId('subscription-block', {}, SLOW);
    await waitFor(() => expect(block).toHaveTextContent('PLAN 3 DÍAS'));
    expect(block).toHaveTextContent('Hasta04/05/2026');
    expect(within(block).queryByRole('link', { name: 'Cancelar suscripción' })).toBeNull();
  });

  it('[PAY-08] an account that cannot be read leaves a premium member without plans to choose (never offered to pay twice)', async () => {
    promoMember();
    server.use(http.get(apiUrl('/v1/account'), () => HttpResponse.json('nope')));
    const { paywall } = await paywallWithPlans();
    expect(within(paywall).getByText('¡Ya sos un usuario suscripto!')).toBeInTheDocument();
    expect(within(within(paywall).getByTestId('plan-41')).queryByRole('button')).not.toBeInTheDocument();
  });
});
