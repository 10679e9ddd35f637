import type { Requester } from './http';
import type { ApiAuthJson, ApiSessionJson } from './types/session';

/** GET /v1/session?id={0..8} (API-19, OPEN-21). */
export const apiGetSession = (req: Requester, id: number) => req<ApiSessionJson>({ method: 'GET', url: '/v1/session', params: { id } });

/** POST /relog {recovery_token} (API-05). Never itself triggers a relog. */
export const apiRelog = (req: Requester, recoveryToken: string) =>
  req<ApiAuthJson>({ method: 'POST', url: '/relog', data: { recovery_token: recoveryToken }, withToken: false });
