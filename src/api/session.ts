import type { Answer, Body, Query } from './contract';
import type { Requester } from './http';

/** GET /v1/session?id={0..8} (getSession; API-19, OPEN-21). */
export const apiGetSession = (req: Requester, id: number) =>
  req<Answer<'getSession'>>({ method: 'GET', url: '/v1/session', params: { id } satisfies Query<'getSession'> });

/** POST /relog {recovery_token} (relog; API-05) with the bearer token that expired (API-01). Never itself triggers a relog. */
export const apiRelog = (req: Requester, recoveryToken: string) =>
  req<Answer<'relog'>>({
    method: 'POST',
    url: '/relog',
    data: { recovery_token: recoveryToken } satisfies Body<'relog'>,
    withToken: 'optional',
  });

/**
 * GET /v1/session with a token the store does not hold yet (getSession; API-19): the Facebook `connected`
 * answer's token, before the member is signed in (AUTH-22).
 */
export const apiGetSessionWithToken = (req: Requester, token: string) =>
  req<Answer<'getSession'>>({
    method: 'GET',
    url: '/v1/session',
    params: { id: 0 } satisfies Query<'getSession'>,
    withToken: false,
    headers: { Authorization: `Bearer ${token}` },
  });
