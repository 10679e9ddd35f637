/**
 * Prices in ARS for es-AR (B §9): formatted from the server's value pairs (integer part + decimals as
 * digit strings), never through float maths (a peso amount is never multiplied or rounded here).
 *
 * Written out here, not with Intl.NumberFormat: a page's first currency formatter loads ICU's number
 * data, 45-65 ms of one task on this machine (four times that on a low-end phone) inside the paywall's
 * first render (issue 32). format.test.ts checks the result is Intl's es-AR ARS format, digit for digit.
 */
import type { PricePair } from './types';

/** PAY-12, PAY-14: 'PLAN 3 DÍAS' (plan 6041), the post-registration promo: 10,00 ARS. */
export const THREE_DAY_PRICE: PricePair = { value: '10', decimals: '00' };

/** '1499' + '90' -> '$ 1.499,90' (a no-break space after '$'; the decimals are the server's cents, two digits). */
export function formatArs(p: PricePair): string {
  const decimals = p.decimals.padStart(2, '0').slice(0, 2);
  const whole = p.value.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `$\u00a0${whole},${decimals}`;
}

/** A wire number or digit string -> digits, or null (negative, fractional or junk values are refused). */
export function digits(v: unknown): string | null {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return String(v);
  if (typeof v === 'string' && /^\d{1,15}$/.test(v.trim())) return v.trim().replace(/^0+(?=\d)/, '');
  return null;
}

export function pricePair(value: unknown, decimals: unknown): PricePair | null {
  const v = digits(value);
  if (v === null) return null;
  const d = digits(decimals);
  return { value: v, decimals: d !== null && d.length <= 2 ? d.padStart(2, '0') : '00' };
}
