/**
 * Payments area of the demo API (B §7; API-57 to API-64, OPEN-17, OPEN-33): the paywall, the card
 * payment through a demo provider script, the cash coupon, the one-time (covid) plan and the
 * thank-you answer.
 *
 * The demo provider (GET /demo/payment-provider.js) defines window.FlechazoPaymentProvider; its card
 * token carries the card holder's name, and the demo "charges" by that name:
 *   - a name with 'rechaz' (e.g. 'Tarjeta Rechazada') is declined: 403 {status: 403, message};
 *   - a name with 'precio' answers the price restriction: 400 {status: 400};
 *   - a name with 'lent' (e.g. 'Pago Lento') is approved after SLOW_PAYMENT_MS;
 *   - any other name is approved: 201 {status: 201, idsubscription, idsubscriber}, and the member
 *     becomes premium at once (messages unlock, the refund entry shows).
 * A script that fails to load is a queued scenario on its path (POST /__demo/scenario
 * {scenario: '500', path: '/demo/payment-provider.js'}). A repeated payment of an active member is
 * answered with the existing subscription and never charged twice.
 *
 * By concern: paywall.ts (the plan catalogue and the paywall), card.ts (provider script, card
 * checkout, the provider's return), one-time.ts (cash coupon, one-time plan); subscription.ts records
 * an approved payment for both.
 */
import { cardHandlers } from './card';
import { oneTimeHandlers } from './one-time';
import { paywallHandlers } from './paywall';

export { DECLINE_MESSAGE } from './card';

export const paymentHandlers = [...paywallHandlers, ...cardHandlers, ...oneTimeHandlers];
