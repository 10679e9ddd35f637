/**
 * Prices in ARS for es-AR (B §9): formatted from the server's value pairs (integer part + decimals as
 * digit strings) with Intl, never through float maths (a peso amount is never multiplied or rounded here).
 */
import type { PricePair } from './types';

// Built on first use, not when the module is evaluated: the first currency formatter loads ICU's
// es-AR data, a long task (about 80 ms on a phone) on the first screen, which shows no price.
let ars: Intl.NumberFormat | null = null;
const ARS = (): Intl.NumberFormat =>
  (ars ??= new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** '1499' + '90' -> '$ 1.499,90' (the decimals are the server's cents, two digits). */
export function formatArs(p: PricePair): string {
  const decimals = p.decimals.padStart(2, '0').slice(0, 2);
  return ARS()
    .formatToParts(BigInt(p.value))
    .map((part) => (part.type === 'fraction' ? decimals : part.value))
    .join('');
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
