/**
 * Wire types (server JSON) of the paywall and payment calls: B §3, §7 (API-57 to API-64, OPEN-17).
 * Every field is optional on purpose: the mappers (features/paywall/mappers.ts) fall back, never crash.
 */

/** One plan of GET /v2/paywall (PAY-04). Prices travel as value pairs: integer part and decimals. */
export interface ApiPlanJson {
  idabono?: number | string;
  idabonoregular?: number | string;
  tipoPago?: string;
  callToAction?: string;
  descuento?: string;
  unpagovalor?: number | string;
  unpagodecimal?: number | string;
  totalvalor?: number | string;
  totaldecimal?: number | string;
  descripcion_externa?: string;
  posicion?: number | string;
  quantity?: number | string;
  variant?: string;
  list?: unknown;
  priceYear?: number | string;
}

/** GET /v2/paywall (API-57). */
export interface ApiPaywallJson {
  header?: { textOne?: string; textTwo?: string; textThree?: string };
  plans?: ApiPlanJson[];
  footer?: {
    /** The legal lines. */
    legal?: string[];
    modalRenovacion?: { title?: string; content?: string };
  };
}

/** Query of GET /v2/paywall (API-57). */
export interface ApiPaywallQuery {
  type?: string;
  nickname?: string;
  picture?: string;
  idabono?: string;
}

/** POST /v1/payment/mp and /v1/payment/mobbex/createSubscriber (API-58, API-59). */
export interface ApiCardPaymentPayload {
  email: string;
  dni: string;
  username: string;
  idplan: number;
  sandbox: boolean;
  /** The payment provider's one-time card token (OPEN-33), when the provider hands one out. */
  token?: string;
}

/** API-58, API-60: status 200 or 201 is success; otherwise the message is in `message`. */
export interface ApiCardPaymentJson {
  status?: number | string;
  idsubscription?: number | string;
  idsubscriber?: number | string;
  message?: string;
}

/** POST /v1/payment/ticket (API-62, OPEN-17). */
export interface ApiTicketPayload {
  paymentMethod: 'pagofacil' | 'rapipago';
  idPlan: number;
  tipoPago: 'ticket';
}
export interface ApiTicketJson {
  payment_code?: string | number;
  payment_url?: string;
  message?: string;
}

/** POST /v1/payment/mp/one-shot (API-61, OPEN-17). */
export interface ApiOneShotPayload {
  idplan: number;
  email: string;
  username: string;
}
/** POST /v1/payment/mp/one-shot (API-61): 'One-shot response data.id.' */
export interface ApiOneShotJson {
  data?: { id?: number | string };
}

/** GET /v1/payment/covid/{planId} (API-63, OPEN-17): the one-time plan. */
export interface ApiCovidJson {
  plan?: ApiPlanJson;
}

/** GET /v1/payment/mp/thkpage (API-64). */
export interface ApiThankYouJson {
  thkpage?: boolean | number | string;
  error?: boolean | number | string;
  msg?: string;
}
