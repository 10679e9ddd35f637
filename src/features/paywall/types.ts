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
