/** Paying without a card subscription: the cash coupon (PagoFácil, Rapipago) and the one-time (covid) plan. */
import { http, HttpResponse } from 'msw';
import { db } from '../../db';
import { API_BASE, apiUrl, int, jsonError, readBody, str, memberRoute } from '../base';
import { DEMO_PLANS } from './paywall';
import { recordPayment } from './subscription';

const tenDigits = () => String(Math.floor(1_000_000_000 + Math.random() * 8_999_999_999));

export const oneTimeHandlers = [
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
    const id = recordPayment(member, { planId: idplan, kind: 'one-shot', call: 'one-shot', sandbox: false });
    // The contract's OneShotResponse: data.id (API-61).
    return HttpResponse.json({ data: { id } });
  }),
];
