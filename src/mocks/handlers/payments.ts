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
 */
import { delay, http, HttpResponse } from 'msw';
import { db, getMember, xssText } from '../db';
import type { DbMember } from '../db';
import { API_BASE, apiUrl, int, jsonError, readBody, str, withMember, memberRoute } from './base';

export const SLOW_PAYMENT_MS = 3000;
export const DECLINE_MESSAGE = 'Tu tarjeta fue rechazada: fondos insuficientes. Probá con otra tarjeta.';

interface DemoPlan {
  idabono: number;
  idabonoregular: number;
  tipoPago: string;
  callToAction: string;
  descuento: string;
  unpagovalor: string;
  unpagodecimal: string;
  totalvalor: string;
  totaldecimal: string;
  descripcion_externa: string;
  posicion: number;
  quantity: number;
  variant: string;
  list: string[];
  priceYear: string;
}

const plan = (p: Partial<DemoPlan> & Pick<DemoPlan, 'idabono' | 'descripcion_externa' | 'unpagovalor' | 'totalvalor'>): DemoPlan => ({
  idabonoregular: p.idabono,
  tipoPago: 'mercadopago',
  callToAction: 'Suscribirme',
  descuento: '',
  unpagodecimal: '00',
  totaldecimal: '00',
  posicion: 1,
  quantity: 1,
  variant: 'default',
  list: ['Mensajes ilimitados', 'Leé todos tus mensajes'],
  priceYear: '',
  ...p,
});

/** The demo's plan catalogue (B §9: 6602 hidden, 41 special, 970 without the single-payment line, 6041 the 3-day promo). */
export const DEMO_PLANS: Record<number, DemoPlan> = {
  6602: plan({ idabono: 6602, descripcion_externa: 'Plan interno', unpagovalor: '1', totalvalor: '1', posicion: 0 }),
  41: plan({
    idabono: 41,
    descripcion_externa: 'Plan 12 meses',
    descuento: '60% OFF',
    unpagovalor: '2499',
    unpagodecimal: '90',
    totalvalor: '29998',
    totaldecimal: '80',
    callToAction: 'Quiero este plan',
    list: ['Mensajes ilimitados', 'Leé todos tus mensajes', 'Mejor ubicación en las búsquedas'],
    priceYear: '29998,80',
    quantity: 12,
  }),
  44: plan({ idabono: 44, descripcion_externa: 'Plan 1 mes', unpagovalor: '6499', unpagodecimal: '00', totalvalor: '6499', posicion: 2 }),
  970: plan({
    idabono: 970,
    descripcion_externa: 'Plan 6 meses',
    descuento: '35% OFF',
    unpagovalor: '4199',
    unpagodecimal: '50',
    totalvalor: '25197',
    posicion: 2,
    quantity: 6,
  }),
  47: plan({
    idabono: 47,
    descripcion_externa: 'Plan 3 meses',
    tipoPago: 'mobbex',
    unpagovalor: '5299',
    totalvalor: '15897',
    posicion: 2,
    quantity: 3,
  }),
  6041: plan({
    idabono: 6041,
    descripcion_externa: 'PLAN 3 DÍAS',
    unpagovalor: '10',
    unpagodecimal: '00',
    totalvalor: '300',
    callToAction: 'Probar 3 días',
    posicion: 1,
  }),
};

/** Which plans each paywall type offers, in order (the client hides 6602 and shows the first two). */
function plansFor(type: string, idabono: number | null): DemoPlan[] {
  let ids: number[];
  if (type === 'SM') ids = [6602, 41, 970, 44];
  else if (['27', '28', '29', '30', '31', '32'].includes(type)) ids = [6041, 41];
  else if (type === 'MOBBEX') ids = [47, 41];
  else ids = [6602, 41, 44, 970];
  if (idabono && DEMO_PLANS[idabono] && !ids.includes(idabono)) ids = [idabono, ...ids.filter((i) => i !== 6602)];
  else if (idabono && DEMO_PLANS[idabono]) ids = [idabono, ...ids.filter((i) => i !== idabono)];
  return ids.map((i) => DEMO_PLANS[i]).filter((p): p is DemoPlan => !!p);
}

/** Under the XSS corpus switch (db/xss.ts) every text of the paywall is a corpus entry. */
function xssPaywall(plans: DemoPlan[]) {
  return {
    header: { textOne: xssText(0), textTwo: xssText(3), textThree: xssText(24) },
    plans: plans.map((p, i) => ({
      ...p,
      descripcion_externa: xssText(i * 5 + 1),
      callToAction: xssText(i * 5 + 2),
      descuento: xssText(i * 5 + 8),
      variant: xssText(i * 5 + 4),
      list: [xssText(i * 5 + 5), xssText(i * 5 + 6), xssText(-1)],
    })),
    footer: {
      legal: [xssText(7), xssText(8), xssText(13), xssText(-1)],
      modalRenovacion: { title: xssText(9), content: xssText(10) },
    },
  };
}

function paywallJson(member: DbMember, type: string, nickname: string, idabono: number | null) {
  if (db.xss) return xssPaywall(plansFor(type, idabono));
  return {
    header: {
      textOne: `¡${nickname || member.nickname}, no te quedes con las ganas!`,
      textTwo: type === 'SM' ? 'Suscribite para enviar tu mensaje.' : 'Suscribite para leer y responder tus mensajes.',
      textThree: 'Chateá sin límites con quien quieras.',
    },
    plans: plansFor(type, idabono),
    footer: {
      legal: [
        'Los planes se renuevan automáticamente al finalizar cada período. Podés cancelar cuando quieras desde Mi cuenta.',
        'Precios finales en pesos argentinos (IVA incluido).',
      ],
      modalRenovacion: {
        title: 'Renovación automática',
        content:
          'Tu suscripción se renueva automáticamente al terminar el período contratado, con el mismo medio de pago.\nPodés cancelar la renovación en cualquier momento desde Mi cuenta > Suscripción, y seguís disfrutando del plan hasta su vencimiento.',
      },
    },
  };
}

function makePremium(m: DbMember): void {
  m.premium = true;
  m.activeSubscription = true;
  m.btnRefund = true;
}

let subscriptionSeq = 9000;
const tenDigits = () => String(Math.floor(1_000_000_000 + Math.random() * 8_999_999_999));

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
    const existing = db.payments.find((p) => p.memberId === member.id && p.kind === 'card');
    if (existing && (member.premium || member.activeSubscription)) {
      return HttpResponse.json({ status: 200, idsubscription: existing.idsubscription, idsubscriber: member.id });
    }
    subscriptionSeq += 1;
    db.payments.push({
      memberId: member.id,
      planId: idplan,
      kind: 'card',
      call,
      idsubscription: subscriptionSeq,
      sandbox,
      at: new Date().toISOString(),
    });
    makePremium(member);
    return HttpResponse.json({ status: 201, idsubscription: subscriptionSeq, idsubscriber: member.id }, { status: 201 });
  });
}

export const paymentHandlers = [
  http.get(apiUrl('/demo/payment-provider.js'), () =>
    HttpResponse.text(DEMO_PROVIDER_SCRIPT, {
      headers: { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
    }),
  ),

  /** API-57 */
  memberRoute.get('/v2/paywall', ({ request, member }) => {
    const q = new URL(request.url).searchParams;
    const type = q.get('type') || 'RM';
    return HttpResponse.json(paywallJson(member, type, q.get('nickname') ?? '', int(q.get('idabono'))));
  }),

  /** API-58, API-60 */
  http.post(apiUrl('/v1/payment/mp'), cardPayment('mp')),
  /** API-59 */
  http.post(apiUrl('/v1/payment/mobbex/createSubscriber'), cardPayment('mobbex')),

  /** API-62: a cash coupon, 10 digits, valid 5 days. */
  memberRoute.post('/v1/payment/ticket', async ({ request, member }) => {
    const body = await readBody(request);
    const method = str(body, 'paymentMethod');
    const idPlan = int(body.idPlan);
    if ((method !== 'pagofacil' && method !== 'rapipago') || str(body, 'tipoPago') !== 'ticket' || idPlan === null || !DEMO_PLANS[idPlan]) {
      return jsonError(400, { error: 'invalid_ticket', message: 'No pudimos generar el cupón para ese plan.' });
    }
    const code = tenDigits();
    db.tickets.push({ memberId: member.id, planId: idPlan, method, code, at: new Date().toISOString() });
    return HttpResponse.json({ payment_code: code, payment_url: `${API_BASE}/demo/ticket/${code}` });
  }),

  /** The printable coupon the payment_url points at. */
  http.get(apiUrl('/demo/ticket/:code'), ({ params }) => {
    const code = String(params.code).replace(/\D/g, '').slice(0, 10);
    return HttpResponse.text(
      `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>Cupón de pago</title></head>` +
        `<body style="font-family:sans-serif;text-align:center;padding:2rem"><h1>Cupón de pago</h1>` +
        `<p style="font:700 2rem monospace">${code.slice(0, 5)} ${code.slice(5)}</p><p>Válido por 5 días. Presentalo en Pago Fácil o Rapipago.</p></body></html>`,
      { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
    );
  }),

  /** API-63 */
  memberRoute.get('/v1/payment/covid/:planId', ({ params }) => {
    const id = int(params.planId);
    const p = id !== null ? DEMO_PLANS[id] : undefined;
    if (!p || id === 6602) return jsonError(400, { error: 'plan_not_found' });
    return HttpResponse.json({ plan: { ...p, callToAction: 'Pagar una sola vez' } });
  }),

  /** API-61 */
  memberRoute.post('/v1/payment/mp/one-shot', async ({ request, member }) => {
    const body = await readBody(request);
    const idplan = int(body.idplan);
    if (idplan === null || !DEMO_PLANS[idplan]) return jsonError(400, { error: 'plan_not_found' });
    subscriptionSeq += 1;
    db.payments.push({
      memberId: member.id,
      planId: idplan,
      kind: 'one-shot',
      call: 'one-shot',
      idsubscription: subscriptionSeq,
      sandbox: false,
      at: new Date().toISOString(),
    });
    makePremium(member);
    return HttpResponse.json({ id: subscriptionSeq });
  }),

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
