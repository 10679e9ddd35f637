/**
 * Paywall and payment calls (B §7; API-57 to API-64; OPEN-17, OPEN-33). One typed function per call;
 * the error catalogue applies through apiCall like everywhere else.
 */
import type { Requester } from './http';
import type {
  ApiCardPaymentJson,
  ApiCardPaymentPayload,
  ApiCovidJson,
  ApiOneShotJson,
  ApiOneShotPayload,
  ApiPaywallJson,
  ApiPaywallQuery,
  ApiThankYouJson,
  ApiTicketJson,
  ApiTicketPayload,
} from './types/payments';

/** GET /v2/paywall?type&nickname&picture&isMobile=true&idabono (API-57, PAY-02). Empty values are left out. */
export const apiGetPaywall = (req: Requester, q: ApiPaywallQuery) => {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) if (typeof v === 'string' && v !== '') params[k] = v;
  params.isMobile = 'true';
  return req<ApiPaywallJson>({ method: 'GET', url: '/v2/paywall', params });
};

/** POST /v1/payment/mp (API-58). */
export const apiPayMp = (req: Requester, body: ApiCardPaymentPayload) =>
  req<ApiCardPaymentJson>({ method: 'POST', url: '/v1/payment/mp', data: body });

/** POST /v1/payment/mobbex/createSubscriber (API-59): used when the plan's paymentType names mobbex (OPEN-33). */
export const apiPayMobbex = (req: Requester, body: ApiCardPaymentPayload) =>
  req<ApiCardPaymentJson>({ method: 'POST', url: '/v1/payment/mobbex/createSubscriber', data: body });

/** POST /v1/payment/ticket (API-62, OPEN-17). */
export const apiPayTicket = (req: Requester, body: ApiTicketPayload) =>
  req<ApiTicketJson>({ method: 'POST', url: '/v1/payment/ticket', data: body });

/** POST /v1/payment/mp/one-shot (API-61, OPEN-17). */
export const apiPayOneShot = (req: Requester, body: ApiOneShotPayload) =>
  req<ApiOneShotJson>({ method: 'POST', url: '/v1/payment/mp/one-shot', data: body });

/** GET /v1/payment/covid/{planId} (API-63, OPEN-17). */
export const apiGetCovidPlan = (req: Requester, planId: string) =>
  req<ApiCovidJson>({ method: 'GET', url: `/v1/payment/covid/${encodeURIComponent(planId)}` });

/** GET /v1/payment/mp/thkpage (API-64); the provider's return query is passed on. */
export const apiGetThankYou = (req: Requester, query: Record<string, string>) =>
  req<ApiThankYouJson>({ method: 'GET', url: '/v1/payment/mp/thkpage', params: query });
