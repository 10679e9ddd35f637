/** The paywall's own types (mapped from the wire JSON in mappers.ts). */

/** A price as the server sends it: the integer part and the decimals, as digit strings (never a float). */
export interface PricePair {
  value: string;
  decimals: string;
}

/** PAY-04 */
export interface Plan {
  id: number;
  regularId: number | null;
  paymentType: string;
  callToAction: string;
  discount: string;
  price: PricePair | null;
  total: PricePair | null;
  name: string;
  position: number;
  quantity: number | null;
  variant: string;
  list: string[];
  priceYear: string;
}

export interface Paywall {
  header: { textOne: string; textTwo: string; textThree: string };
  plans: Plan[];
  legal: string[];
  renewal: { title: string; content: string };
}

/**
 * What the member already has, as the paywall tells it (PAY-08; issue 42 #4): an active subscription
 * (no plan can be chosen); unlimited messages without an active subscription: the one-time promo or
 * another one-time payment (`until` when this browser knows it), or a plan the account names that ends
 * (`plan` until `endDate`, e.g. a subscription whose renewal was cancelled, or the promo listed as a
 * plan), both free to choose a plan; or nothing.
 */
export type Standing =
  { kind: 'free' } | { kind: 'subscriber' } | { kind: 'oneTime'; until: number | null } | { kind: 'ending'; plan: string; endDate: string };

/** A text shown to the member: an i18n key of the payments namespace, or the server's own words. */
export type PayText = { key: string } | { raw: string };

export type CouponMethod = 'PF' | 'RP';

/** PAY-28, PAY-29: the cash coupon, kept per member until they close it. */
export interface Coupon {
  memberId: number;
  method: CouponMethod;
  planId: number;
  code: string;
  url: string;
  /** ISO time it was issued; valid for COUPON_VALID_DAYS. */
  issuedAt: string;
}

export interface CardForm {
  cardholderName: string;
  docNumber: string;
  payerEmail: string;
}
