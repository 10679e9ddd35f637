/**
 * The cash coupon survives a reload or a lost connection until the member closes it (PAY-28, PAY-29):
 * kept in local storage per member (flechazo.* keys, which logout clears with the rest of the member's data).
 */
import type { Coupon } from './types';

const key = (memberId: number) => `flechazo.coupon.${memberId}`;

export function saveCoupon(c: Coupon): void {
  try {
    localStorage.setItem(key(c.memberId), JSON.stringify(c));
  } catch {
    /* storage unavailable: the coupon stays in memory for this page */
  }
}

export function readCoupon(memberId: number): Coupon | null {
  try {
    const raw = localStorage.getItem(key(memberId));
    if (!raw) return null;
    const c = JSON.parse(raw) as Partial<Coupon>;
    if (
      c &&
      typeof c.code === 'string' &&
      typeof c.url === 'string' &&
      (c.method === 'PF' || c.method === 'RP') &&
      typeof c.issuedAt === 'string'
    ) {
      return { memberId, method: c.method, planId: Number(c.planId) || 0, code: c.code, url: c.url, issuedAt: c.issuedAt };
    }
  } catch {
    /* unreadable: treated as none */
  }
  return null;
}

export function removeCoupon(memberId: number): void {
  try {
    localStorage.removeItem(key(memberId));
  } catch {
    /* nothing to remove */
  }
}
