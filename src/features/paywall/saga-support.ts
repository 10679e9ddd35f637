/** What the paywall's sagas share: the refresh id and error texts of a payment, the navigator, and the plan kept across a reload. */
import { getContext, type SagaGen } from '@/store/effects';
import type { Navigator } from '@/store';
import type { PayText, Plan } from './types';

/** The session refresh id asked after a payment (counter refresh ids 0 to 8). */
export const PAYMENT_REFRESH_ID = 0;
/** PAY-23 */
export const PAYMENT_FALLBACK: PayText = { key: 'errors.payment' };
/** PAY-24 */
export const PRICE_CARD_ONLY: PayText = { key: 'errors.creditOnly' };
const CHOSEN_PLAN_KEY = 'flechazo.paywall.plan';

export const text = (m: unknown): PayText | null => (typeof m === 'string' && m.trim() ? { raw: m.trim() } : null);

export function* nav(): SagaGen<Navigator> {
  return yield* getContext('nav');
}

export function keepPlan(plan: Plan | null): void {
  try {
    if (plan) sessionStorage.setItem(CHOSEN_PLAN_KEY, JSON.stringify(plan));
    else sessionStorage.removeItem(CHOSEN_PLAN_KEY);
  } catch {
    /* storage unavailable: the plan lives in the store only */
  }
}

export function keptPlan(): Plan | null {
  try {
    const raw = sessionStorage.getItem(CHOSEN_PLAN_KEY);
    return raw ? (JSON.parse(raw) as Plan) : null;
  } catch {
    return null;
  }
}
