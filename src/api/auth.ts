/**
 * Entry calls (A §7; API-16 to API-24; OPEN-06, OPEN-07): one typed function per call. Statuses are
 * interpreted by callApi, never here.
 */
import { lockedEmailFrom } from './call-api';
import type { Answer, Body } from './contract';
import type { Requester } from './http';

/** POST /v1/authenticate {email, password} (authenticate; API-16); a locked e-mail without `email` in the answer is the typed one (API-08). */
export const apiAuthenticate = lockedEmailFrom(
  (req: Requester, email: string, password: string) =>
    req<Answer<'authenticate'>>({
      method: 'POST',
      url: '/v1/authenticate',
      data: { email, password } satisfies Body<'authenticate'>,
      withToken: 'optional',
    }),
  (email) => email,
);

/** POST /v1/register (register; API-17, AUTH-11). */
export const apiRegister = (req: Requester, payload: Body<'register'>) =>
  req<Answer<'register'>>({ method: 'POST', url: '/v1/register', data: payload, withToken: 'optional' });

/** POST /v1/facebook/connect {accessToken, userID} (facebookConnect; API-18, AUTH-21). */
export const apiFacebookConnect = (req: Requester, accessToken: string, userID: string) =>
  req<Answer<'facebookConnect'>>({
    method: 'POST',
    url: '/v1/facebook/connect',
    data: { accessToken, userID } satisfies Body<'facebookConnect'>,
    withToken: 'optional',
  });

/** GET /v1/autologin/{token} (autologin; API-20, OPEN-07): action, user and origin stay on the client. */
export const apiAutologin = (req: Requester, token: string) =>
  req<Answer<'autologin'>>({ method: 'GET', url: `/v1/autologin/${encodeURIComponent(token)}`, withToken: 'optional' });

/** POST /v1/reset-password {email} (resetPassword; API-21). */
export const apiResetPassword = (req: Requester, email: string) =>
  req<Answer<'resetPassword'>>({
    method: 'POST',
    url: '/v1/reset-password',
    data: { email } satisfies Body<'resetPassword'>,
    withToken: 'optional',
  });

/** POST /v1/set-password {recoveryToken, newPassword} (setPassword; API-22). */
export const apiSetPassword = (req: Requester, recoveryToken: string, newPassword: string) =>
  req<Answer<'setPassword'>>({
    method: 'POST',
    url: '/v1/set-password',
    data: { recoveryToken, newPassword } satisfies Body<'setPassword'>,
    withToken: 'optional',
  });

/** POST /v1/email-validation/create {email} (createEmailValidation; API-23, OPEN-06); 201 leads to the code page. */
export const apiEmailValidationCreate = (req: Requester, email: string) =>
  req<Answer<'createEmailValidation'>>({
    method: 'POST',
    url: '/v1/email-validation/create',
    data: { email } satisfies Body<'createEmailValidation'>,
    withToken: 'optional',
  });

/** GET /v1/email-validation/validate/{code}, without token (validateEmailCode; API-24, OPEN-06). */
export const apiEmailValidationValidate = (req: Requester, code: string) =>
  req<Answer<'validateEmailCode'>>({
    method: 'GET',
    url: `/v1/email-validation/validate/${encodeURIComponent(code)}`,
    withToken: false,
  });
