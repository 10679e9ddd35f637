/**
 * The card payment's check with the server in both readings of the contract (docs/api-decisions.md "Two
 * readings"): the demo's answers (billing flags true / false) and `useContractMode('other-reading')`
 * (billing flags '1' / '0'). Money succeeds only on an explicit success: a 403 is never a confirmation.
 */
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { DEMO_ACCOUNTS, getMember } from '@/mocks/db';
import { forceScenario } from '@/mocks/fixtures';
import { useContractMode } from '@/test/contract';
import { inContractMode } from '@/test/demo-answer';
import { server } from '@/test/msw-server';
import { renderApp, signInStored } from '@/test/utils';
import { warmLazyModules } from '@/test/warm';
import { SLOW, fillCard, openPayment, withDemoProviderScript } from './helpers';

jest.setTimeout(30000); // the first test compiles the payment chunks
withDemoProviderScript();
warmLazyModules(['/dashboard-recent'], [() => import('../screens/PaywallModal'), () => import('../screens/PaymentModal')]);
const sofia = () => getMember(DEMO_ACCOUNTS.sofia.id)!;
const READINGS = ['demo', 'other-reading'] as const;

/** Pays by card and the connection is lost before the answer: the modal asks the member to check. */
async function payCutOff(user: ReturnType<typeof userEvent.setup>, modal: HTMLElement) {
  forceScenario('network', { path: '/v1/payment/mp' });
  await user.click(within(modal).getByRole('button', { name: 'pagar' }));
  expect(await within(modal).findByText(/Se cortó la conexión antes de que confirmáramos tu pago/, {}, SLOW)).toBeInTheDocument();
}

async function paymentCutOff() {
  const app = await openPayment(41);
  await fillCard(app.user, app.modal);
  await payCutOff(app.user, app.modal);
  return app;
}

describe.each(READINGS)('the payment check, %s reading', (reading) => {
  beforeEach(() => {
    if (reading === 'other-reading') useContractMode('other-reading');
  });

  it("[PAY-22][AUTH-62] after a lost connection, 'Consultar de nuevo' reads the session's billing flags in either form: not premium is not paid, premium is", async () => {
    const { modal, user } = await paymentCutOff();
    await user.click(within(modal).getByRole('button', { name: 'Consultar de nuevo' }));
    expect(await within(modal).findByTestId('payment-error', {}, SLOW)).toHaveTextContent('Todavía no vemos tu pago acreditado');
    expect(screen.queryByTestId('subscribe-done')).not.toBeInTheDocument();
    // Paid again, cut off again; this time the server did take it: premium now ('1' / true).
    await payCutOff(user, modal);
    Object.assign(sofia(), { premium: true, activeSubscription: true, btnRefund: true });
    await user.click(within(modal).getByRole('button', { name: 'Consultar de nuevo' }));
    await screen.findByTestId('subscribe-done', {}, SLOW);
  });

  it("[PAY-22][API-03] a 403 to the check is never a confirmation, even with a premium member's session in its body", async () => {
    const { modal, user } = await paymentCutOff();
    Object.assign(sofia(), { premium: true, activeSubscription: true, btnRefund: true });
    server.use(inContractMode('get', '/v1/session', undefined, { status: 403, once: true }));
    await user.click(within(modal).getByRole('button', { name: 'Consultar de nuevo' }));
    expect(await within(modal).findByTestId('payment-error', {}, SLOW)).toHaveTextContent('Todavía no vemos tu pago acreditado');
    expect(screen.queryByTestId('subscribe-done')).not.toBeInTheDocument();
    // Paid again, cut off again: the check that succeeds (200) confirms it.
    await payCutOff(user, modal);
    await user.click(within(modal).getByRole('button', { name: 'Consultar de nuevo' }));
    await screen.findByTestId('subscribe-done', {}, SLOW);
  });

  it("[PAY-31][PAY-32][API-64][API-03] a 403 to the thank-you page is no payment's result, even with a success's body: it settles with 'Reintentar'", async () => {
    server.use(inContractMode('get', '/v1/payment/mp/thkpage', undefined, { status: 403, once: true }));
    await signInStored('sofia');
    renderApp('/thkyoupage?status=approved&payment_id=77');
    expect(await screen.findByRole('button', { name: 'Reintentar' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('thankyou-ok')).toBeNull();
  });
});
