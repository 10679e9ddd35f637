/** Card checkout: the demo provider's script, the card payment (MercadoPago, Mobbex) and the provider's return page. */
import { delay, http, HttpResponse } from 'msw';
import { db, getMember } from '../../db';
import { apiUrl, int, jsonError, readBody, str, withMember, memberRoute } from '../base';
import { DEMO_PLANS } from './paywall';
import { makePremium, recordPayment } from './subscription';

export const SLOW_PAYMENT_MS = 3000;
export const DECLINE_MESSAGE = 'Tu tarjeta fue rechazada: fondos insuficientes. Probá con otra tarjeta.';

/** The demo provider's script: the shape src/features/paywall/provider expects. */
export const DEMO_PROVIDER_SCRIPT = `(function () {
  'use strict';
  window.FlechazoPaymentProvider = {
    name: 'demo',
    createCardToken: function (card, plan) {
      return new Promise(function (resolve) {
        setTimeout(function () {
          if (!card || !card.cardholderName) { resolve({ ok: false, message: 'Faltan los datos de la tarjeta.' }); return; }
          resolve({ ok: true, token: 'demo-card:' + encodeURIComponent(String(card.cardholderName)) + ':' + plan.id });
        }, 30);
      });
    }
  };
})();
`;

function cardHolderOf(token: string): string {
  const m = /^demo-card:([^:]*):/.exec(token);
  if (!m) return '';
  try {
    return decodeURIComponent(m[1] ?? '').toLowerCase();
  } catch {
    return '';
  }
}

function cardPayment(call: 'mp' | 'mobbex') {
  return withMember(async ({ request, member }) => {
    const body = await readBody(request);
    const idplan = int(body.idplan);
    const email = str(body, 'email').trim();
    const dni = str(body, 'dni');
    const username = str(body, 'username');
    const sandbox = body.sandbox === true || body.sandbox === 'true';
    const planOk = idplan !== null && DEMO_PLANS[idplan] && idplan !== 6602;
    if (!planOk || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !/^\d{6,9}$/.test(dni) || username !== member.username) {
      return jsonError(403, { status: 403, message: 'Los datos del pago son inválidos. Revisalos e intentá nuevamente.' });
    }
    const holder = cardHolderOf(str(body, 'token'));
    if (holder.includes('rechaz')) return jsonError(403, { status: 403, message: DECLINE_MESSAGE });
    if (holder.includes('precio')) return jsonError(400, { status: 400, message: 'price_card_only' });
    if (holder.includes('lent')) await delay(SLOW_PAYMENT_MS);
    // A repeated payment of the plan the member already has is answered, never charged twice (another
    // plan, e.g. a subscription after the one-time promo, is a new payment).
    const existing = db.payments.find((p) => p.memberId === member.id && p.kind === 'card' && p.planId === idplan);
    if (existing && (member.premium || member.activeSubscription)) {
      return HttpResponse.json({ status: 200, idsubscription: existing.idsubscription, idsubscriber: member.id });
    }
    const idsubscription = recordPayment(member, { planId: idplan, kind: 'card', call, sandbox });
    return HttpResponse.json({ status: 201, idsubscription, idsubscriber: member.id }, { status: 201 });
  });
}

export const cardHandlers = [
  http.get(apiUrl('/demo/payment-provider.js'), () =>
    HttpResponse.text(DEMO_PROVIDER_SCRIPT, {
      headers: { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
    }),
  ),

  /** API-58, API-60 */
  http.post(apiUrl('/v1/payment/mp'), cardPayment('mp')),
  /** API-59 */
  http.post(apiUrl('/v1/payment/mobbex/createSubscriber'), cardPayment('mobbex')),

  /** API-64: the provider's return (?status=approved|rejected|failure, as MercadoPago's back URLs). */
  memberRoute.get('/v1/payment/mp/thkpage', ({ request, member }) => {
    const q = new URL(request.url).searchParams;
    const status = (q.get('status') ?? q.get('collection_status') ?? '').toLowerCase();
    if (status === 'rejected' || status === 'failure' || status === 'cancelled') {
      return HttpResponse.json({ thkpage: true, error: true, msg: 'El pago fue rechazado.' });
    }
    const m = getMember(member.id);
    if (m && (status === 'approved' || status === 'success')) makePremium(m);
    return HttpResponse.json({ thkpage: true, error: false, msg: '' });
  }),
];
