/**
 * The demo API's answer shapes for the account calls (B §3, §7): its reading of the contract, which the
 * contract checks hold it to in jest and e2e. The app does not use these: its wire types come from the
 * contract (src/api/contract.ts).
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

/** An unsubscribe list item (UNSUB-04). */
export interface ApiUnsubscribeUserJson {
  id: number;
  nickname: string;
  years: number;
  gender: number | string;
  picture: string;
  hasPicture?: boolean;
}
