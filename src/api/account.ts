/**
 * Account calls (B §7; API-50..54, API-56, API-65; OPEN-13, OPEN-14, OPEN-16): one typed function per
 * call. Statuses are interpreted by callApi, never here. The paths and methods the spec leaves open
 * (OPEN-13 renewal, OPEN-14 refund, OPEN-16 methods) are written in the call, as everywhere in api/.
 */
import type { Requester } from './http';
import type {
  ApiAccountJson,
  ApiNotificationsPayload,
  ApiPasswordJson,
  ApiRefundJson,
  ApiRenewalCheckJson,
  ApiRenewalJson,
} from './types/account';

/** GET /v1/account (API-50). */
export const apiGetAccount = (req: Requester) => req<ApiAccountJson>({ method: 'GET', url: '/v1/account' });

/** /v1/account/password {old, new}, both already hashed by the caller (API-51, OPEN-22). */
export const apiChangePassword = (req: Requester, oldHash: string, newHash: string) =>
  req<ApiPasswordJson>({ method: 'PUT', url: '/v1/account/password', data: { old: oldHash, new: newHash } });

/** /v1/account/notifications {web, android} with '1'/'0' values (API-52). */
export const apiSaveNotifications = (req: Requester, payload: ApiNotificationsPayload) =>
  req<unknown>({ method: 'PUT', url: '/v1/account/notifications', data: payload });

/** /v1/account/age-range {min, max} (API-53). */
export const apiSaveAgeRange = (req: Requester, min: number, max: number) =>
  req<unknown>({ method: 'PUT', url: '/v1/account/age-range', data: { min, max } });

/** DELETE /v1/account {password} (API-54). */
export const apiDeleteAccount = (req: Requester, password: string) =>
  req<unknown>({ method: 'DELETE', url: '/v1/account', data: { password } });

/** /v1/account/renewal/1: the unsubscribe check {email, password} (API-56, OPEN-13). */
export const apiRenewalCheck = (req: Requester, email: string, password: string) =>
  req<ApiRenewalCheckJson>({ method: 'POST', url: '/v1/account/renewal/1', data: { email, password } });

/** /v1/account/renewal/2: on hold, the member went to write a last message (API-56, OPEN-13). */
export const apiRenewalHold = (req: Requester) => req<ApiRenewalJson>({ method: 'POST', url: '/v1/account/renewal/2' });

/** /v1/account/renewal/3: confirm the cancellation (API-56, OPEN-13). */
export const apiRenewalConfirm = (req: Requester) => req<ApiRenewalJson>({ method: 'POST', url: '/v1/account/renewal/3' });

/** POST /v1/user/refund as a form with id; resultset.idTramite is the confirmation number (API-65, OPEN-14). */
export const apiRefund = (req: Requester, memberId: number) => {
  const form = new URLSearchParams();
  form.append('id', String(memberId));
  return req<ApiRefundJson>({
    method: 'POST',
    url: '/v1/user/refund',
    data: form,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
};
