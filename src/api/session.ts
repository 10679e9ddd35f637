import type { Requester } from './http';
import type { ApiAuthJson, ApiSessionJson } from './types/session';

/** GET /v1/session?id={0..8} (API-19, OPEN-21). */
export const apiGetSession = (req: Requester, id: number) => req<ApiSessionJson>({ method: 'GET', url: '/v1/session', params: { id } });

/** POST /relog {recovery_token} (API-05) with the bearer token that expired (API-01). Never itself triggers a relog. */
export const apiRelog = (req: Requester, recoveryToken: string) =>
  req<ApiAuthJson>({ method: 'POST', url: '/relog', data: { recovery_token: recoveryToken }, withToken: 'optional' });

/**
 * GET /v1/session with a token the store does not hold yet (API-19): the Facebook `connected` answer's
 * token, before the member is signed in (AUTH-22).
 */
export const apiGetSessionWithToken = (req: Requester, token: string) =>
  req<ApiSessionJson>({
    method: 'GET',
    url: '/v1/session',
    params: { id: 0 },
    withToken: false,
    headers: { Authorization: `Bearer ${token}` },
  });
