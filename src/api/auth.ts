/**
 * Entry calls (A §7; API-16 to API-24; OPEN-06, OPEN-07): one typed function per call. Statuses are
 * interpreted by callApi, never here.
 */
import { lockedEmailFrom } from './call-api';
import type { Requester } from './http';
import type { ApiAuthJson, ApiFacebookConnectJson, ApiRegisterPayload } from './types/session';
import type { ApiEmailValidationJson, ApiMsgJson, ApiSetPasswordJson } from './types/auth';

/** POST /v1/authenticate {email, password} (API-16); a locked e-mail without `email` in the answer is the typed one (API-08). */
export const apiAuthenticate = lockedEmailFrom(
  (req: Requester, email: string, password: string) =>
    req<ApiAuthJson>({ method: 'POST', url: '/v1/authenticate', data: { email, password }, withToken: 'optional' }),
  (email) => email,
);

/** POST /v1/register (API-17, AUTH-11). */
export const apiRegister = (req: Requester, payload: ApiRegisterPayload) =>
  req<ApiAuthJson>({ method: 'POST', url: '/v1/register', data: payload, withToken: 'optional' });

/** POST /v1/facebook/connect {accessToken, userID} (API-18, AUTH-21). */
export const apiFacebookConnect = (req: Requester, accessToken: string, userID: string) =>
  req<ApiFacebookConnectJson>({ method: 'POST', url: '/v1/facebook/connect', data: { accessToken, userID }, withToken: 'optional' });

/** GET /v1/autologin/{token} (API-20, OPEN-07): action, user and origin stay on the client. */
export const apiAutologin = (req: Requester, token: string) =>
  req<ApiAuthJson>({ method: 'GET', url: `/v1/autologin/${encodeURIComponent(token)}`, withToken: 'optional' });

/** POST /v1/reset-password {email} (API-21). */
export const apiResetPassword = (req: Requester, email: string) =>
  req<ApiMsgJson>({ method: 'POST', url: '/v1/reset-password', data: { email }, withToken: 'optional' });

/** POST /v1/set-password {recoveryToken, newPassword} (API-22). */
export const apiSetPassword = (req: Requester, recoveryToken: string, newPassword: string) =>
  req<ApiSetPasswordJson>({ method: 'POST', url: '/v1/set-password', data: { recoveryToken, newPassword }, withToken: 'optional' });

/** POST /v1/email-validation/create {email} (API-23, OPEN-06); 201 leads to the code page. */
export const apiEmailValidationCreate = (req: Requester, email: string) =>
  req<ApiMsgJson>({ method: 'POST', url: '/v1/email-validation/create', data: { email }, withToken: 'optional' });

/** GET /v1/email-validation/validate/{code}, without token (API-24, OPEN-06). */
export const apiEmailValidationValidate = (req: Requester, code: string) =>
  req<ApiEmailValidationJson>({ method: 'GET', url: `/v1/email-validation/validate/${encodeURIComponent(code)}`, withToken: false });
