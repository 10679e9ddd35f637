/**
 * The one-time promo the member bought (plan 6041, 'PLAN 3 DÍAS': unlimited messages for 3 days, WIZ-07),
 * remembered in this browser so the paywall, my account and the subscribe-done page can say what it is
 * and until when: the API has no call or field that says it (docs/api-decisions.md "One-time promo").
 * Kept per member in local storage (a flechazo.* key, which logout clears with the member's other data);
 * gone once the 3 days are over.
 */
import { THREE_DAY_PLAN_ID } from './mappers';

export const PROMO_DAYS = 3;
const DAY_MS = 86_400_000;
const key = (memberId: number) => `flechazo.promo.${memberId}`;

export interface PromoPurchase {
  planId: number;
  /** When it was bought and when it ends (epoch ms). */
  boughtAt: number;
  until: number;
}

/** A successful payment of `planId`: remembered when it is the one-time promo. */
export function rememberPurchase(memberId: number, planId: number | string, at = Date.now()): void {
  if (Number(planId) !== THREE_DAY_PLAN_ID) return;
  try {
    localStorage.setItem(key(memberId), JSON.stringify({ planId: THREE_DAY_PLAN_ID, boughtAt: at }));
  } catch {
    /* storage unavailable: the app then says it without a date */
  }
}

/** The promo this member bought, while it lasts; null otherwise (or when unreadable). */
export function readPromo(memberId: number, now = Date.now()): PromoPurchase | null {
  try {
    const raw = localStorage.getItem(key(memberId));
    if (!raw) return null;
    const p: unknown = JSON.parse(raw);
    const boughtAt = typeof p === 'object' && p !== null && 'boughtAt' in p ? Number(p.boughtAt) : NaN;
    if (!Number.isFinite(boughtAt) || boughtAt > now + DAY_MS) return null;
    const until = boughtAt + PROMO_DAYS * DAY_MS;
    return until > now ? { planId: THREE_DAY_PLAN_ID, boughtAt, until } : null;
  } catch {
    return null;
  }
}
