/** Wire types of the entry calls that src/api/types/session.ts does not cover (A §7; OPEN-06, OPEN-07). */

/** POST /v1/reset-password, POST /v1/email-validation/create */
export interface ApiMsgJson {
  msg?: string;
}

/** POST /v1/set-password: the new token pair (AUTH-28). */
export interface ApiSetPasswordJson {
  token: string;
  recovery_token: string;
}

/** GET /v1/email-validation/validate/{code} (API-24): 'Code invalid', or any other msg with an autologin token. */
export interface ApiEmailValidationJson {
  msg: string;
  token?: string;
}
