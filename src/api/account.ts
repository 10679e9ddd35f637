/**
 * Account calls (B §7; API-50..54, API-56, API-65; OPEN-13, OPEN-14, OPEN-16): one typed function per
 * call. Statuses are interpreted by callApi, never here. The paths and methods the spec leaves open
 * (OPEN-13 renewal, OPEN-14 refund, OPEN-16 methods) are written in the call, as everywhere in api/.
 */
import type { Answer, Body, FormField } from './contract';
import type { Requester } from './http';
import { wireId } from '@/shared/lib/wire';

/** GET /v1/account (getAccount; API-50). */
export const apiGetAccount = (req: Requester) => req<Answer<'getAccount'>>({ method: 'GET', url: '/v1/account' });

/** /v1/account/password {old, new}, both already hashed by the caller (changePassword; API-51, OPEN-22). */
export const apiChangePassword = (req: Requester, oldHash: string, newHash: string) =>
  req<Answer<'changePassword'>>({
    method: 'PUT',
    url: '/v1/account/password',
    data: { old: oldHash, new: newHash } satisfies Body<'changePassword'>,
  });

/** /v1/account/notifications {web, android} with '1'/'0' values (updateNotifications; API-52). */
export const apiSaveNotifications = (req: Requester, payload: Body<'updateNotifications'>) =>
  req<Answer<'updateNotifications'>>({ method: 'PUT', url: '/v1/account/notifications', data: payload });

/** /v1/account/age-range {min, max} (updateAgeRange; API-53). */
export const apiSaveAgeRange = (req: Requester, min: number, max: number) =>
  req<Answer<'updateAgeRange'>>({ method: 'PUT', url: '/v1/account/age-range', data: { min, max } satisfies Body<'updateAgeRange'> });

/** DELETE /v1/account {password} (deleteAccount; API-54). */
export const apiDeleteAccount = (req: Requester, password: string) =>
  req<Answer<'deleteAccount'>>({ method: 'DELETE', url: '/v1/account', data: { password } satisfies Body<'deleteAccount'> });

/** /v1/account/renewal/1: the unsubscribe check {email, password} (renewalCheck; API-56, OPEN-13). */
export const apiRenewalCheck = (req: Requester, email: string, password: string) =>
  req<Answer<'renewalCheck'>>({
    method: 'POST',
    url: '/v1/account/renewal/1',
    data: { email, password } satisfies Body<'renewalCheck'>,
  });

/** /v1/account/renewal/2: on hold, the member went to write a last message (renewalHold; API-56, OPEN-13). */
export const apiRenewalHold = (req: Requester) => req<Answer<'renewalHold'>>({ method: 'POST', url: '/v1/account/renewal/2' });

/** /v1/account/renewal/3: confirm the cancellation (renewalConfirm; API-56, OPEN-13). */
export const apiRenewalConfirm = (req: Requester) => req<Answer<'renewalConfirm'>>({ method: 'POST', url: '/v1/account/renewal/3' });

/** POST /v1/user/refund as a form with id; resultset.idTramite is the confirmation number (requestRefund; API-65, OPEN-14). */
export const apiRefund = (req: Requester, memberId: number) => {
  const form = new URLSearchParams();
  const field: FormField<'requestRefund'> = 'id';
  form.append(field, String(wireId(memberId)));
  return req<Answer<'requestRefund'>>({
    method: 'POST',
    url: '/v1/user/refund',
    data: form,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
};
