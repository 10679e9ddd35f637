/**
 * Wire types of the account calls (B §3, §7): account view and changes, unsubscribe (renewal) and the
 * withdrawal ('arrepentimiento'). Anything here may be missing or of the wrong type on the wire; the
 * account feature's mappers fall back.
 */

/** '1' on, '0' off; tolerated as numbers or booleans (ACC-14: some answers use integers). */
export type ApiFlag = '1' | '0';

/** One notification column (ACC-10). */
export interface ApiAlertSetJson {
  messages: ApiFlag;
  visits: ApiFlag;
  matches: ApiFlag;
  recomendados: ApiFlag;
  resumen: ApiFlag;
  promociones: ApiFlag;
}

/** ACC-14: the other form of notification settings, integers keyed android, visits, messages. */
export interface ApiAlertIntSetJson {
  android?: number;
  visits?: number;
  messages?: number;
}

/** ACC-08 */
export interface ApiSubscriptionJson {
  description: string;
  /** '0' means expired. */
  active: ApiFlag | number;
  startDate: string;
  endDate: string;
  renewal: boolean;
  hideCancelButton: boolean;
}

/** GET /v1/account (API-50, ACC-02). */
export interface ApiAccountJson {
  email: string;
  username: string;
  genderId: number | string;
  ageRange: { min: number; max: number };
  subscriptions: ApiSubscriptionJson | null;
  alerts: { web: ApiAlertSetJson | ApiAlertIntSetJson | null; android: ApiAlertSetJson | ApiAlertIntSetJson | null };
}

/** PUT /v1/account/notifications (API-52). */
export interface ApiNotificationsPayload {
  web: ApiAlertSetJson;
  android: ApiAlertSetJson;
}

/** PUT /v1/account/password: the new token pair (ACC-07). */
export interface ApiPasswordJson {
  token: string;
  recovery_token: string;
}

/** A 400 the account calls answer: a code and, when the server has one, a text to show. */
export interface ApiAccountErrorJson {
  error?: string;
  message?: string;
}

/** An unsubscribe list item (UNSUB-04). */
export interface ApiUnsubscribeUserJson {
  id: number;
  nickname: string;
  years: number;
  gender: number | string;
  picture: string;
  hasPicture?: boolean;
}

/** POST /v1/account/renewal/1 (OPEN-13): an empty error is success (UNSUB-03), with the step-two list. */
export interface ApiRenewalCheckJson {
  error: string;
  users: ApiUnsubscribeUserJson[];
}

/** POST /v1/account/renewal/2 and /3. */
export interface ApiRenewalJson {
  error?: string;
  status?: string;
}

/** POST /v1/user/refund (API-65). */
export interface ApiRefundJson {
  resultset: { idTramite: string | number };
}
