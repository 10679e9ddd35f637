/**
 * Paywall and payment calls (B §7; API-57 to API-64; OPEN-17, OPEN-33). One typed function per call;
 * the error catalogue applies through apiCall like everywhere else.
 */
import type { Answer, Body, Query } from './contract';
import type { Requester } from './http';

/** What the paywall is asked for (API-57): each value is sent when given and not empty. */
export interface PaywallQuery {
  type?: string;
  nickname?: string;
  picture?: string;
  idabono?: string;
}

/** GET /v2/paywall?type&nickname&picture&isMobile=true&idabono (getPaywall; API-57, PAY-02). Empty values are left out. */
export const apiGetPaywall = (req: Requester, q: PaywallQuery) => {
  const params: Query<'getPaywall'> = {
    ...(q.type ? { type: q.type } : {}),
    ...(q.nickname ? { nickname: q.nickname } : {}),
    ...(q.picture ? { picture: q.picture } : {}),
    ...(q.idabono ? { idabono: q.idabono } : {}),
    isMobile: true,
  };
  return req<Answer<'getPaywall'>>({ method: 'GET', url: '/v2/paywall', params });
};

/** POST /v1/payment/mp (payCard; API-58). */
export const apiPayMp = (req: Requester, body: Body<'payCard'>) =>
  req<Answer<'payCard'>>({ method: 'POST', url: '/v1/payment/mp', data: body });

/** POST /v1/payment/mobbex/createSubscriber (createMobbexSubscriber; API-59): used when the plan's paymentType names mobbex (OPEN-33). */
export const apiPayMobbex = (req: Requester, body: Body<'createMobbexSubscriber'>) =>
  req<Answer<'createMobbexSubscriber'>>({ method: 'POST', url: '/v1/payment/mobbex/createSubscriber', data: body });

/** POST /v1/payment/ticket (payTicket; API-62, OPEN-17). */
export const apiPayTicket = (req: Requester, body: Body<'payTicket'>) =>
  req<Answer<'payTicket'>>({ method: 'POST', url: '/v1/payment/ticket', data: body });

/** The one-shot payment's payload: the contract leaves it unstated (x-spec: silent); the app sends these. */
export interface OneShotPayload {
  idplan: number;
  email: string;
  username: string;
}

/** POST /v1/payment/mp/one-shot (payOneShot; API-61, OPEN-17). */
export const apiPayOneShot = (req: Requester, body: OneShotPayload) =>
  req<Answer<'payOneShot'>>({ method: 'POST', url: '/v1/payment/mp/one-shot', data: body satisfies Body<'payOneShot'> });

/** GET /v1/payment/covid/{planId} (getCovidPayment; API-63, OPEN-17). */
export const apiGetCovidPlan = (req: Requester, planId: string) =>
  req<Answer<'getCovidPayment'>>({ method: 'GET', url: `/v1/payment/covid/${encodeURIComponent(planId)}` });

/**
 * GET /v1/payment/mp/thkpage (getThankYouPage; API-64); the provider's return query is passed on. The
 * contract names no query parameter ("Query parameters, if any, are not stated"), so none is typed.
 */
export const apiGetThankYou = (req: Requester, query: Record<string, string>) =>
  req<Answer<'getThankYouPage'>>({ method: 'GET', url: '/v1/payment/mp/thkpage', params: query });
