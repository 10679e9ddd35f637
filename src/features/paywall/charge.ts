/**
 * What a plan's figures are, for the member (issue 30; Argentine consumer rules want the total price
 * clear before paying). The plan's price pair (unpagovalor) is the monthly price and, where the card
 * shows the single-payment line, the total pair (totalvalor) is what the card payment charges in one
 * go. Plan 970 has no single-payment line (PAY-11): it is charged its monthly price. The promo plan
 * 6041 lasts 3 days, so its price is not a monthly one; its price and its single payment are both
 * B §9's 10,00 (mappers.ts), never the displayed-price default 300 (issue 42 #2).
 */
import { NO_SINGLE_PAYMENT_PLAN_ID, THREE_DAY_PLAN_ID } from './mappers';
import type { Plan, PricePair } from './types';

export interface PlanCharge {
  amount: PricePair;
  /** true: charged once ('en un solo pago'); false: charged every month ('por mes'). */
  single: boolean;
}

/** The single-payment line of the plan card: the total, except for plan 970 (PAY-11). */
export const singlePayment = (plan: Plan): PricePair | null => (plan.id !== NO_SINGLE_PAYMENT_PLAN_ID ? plan.total : null);

/** Whether the plan card's big figure is a price per month ('por mes' beside it). */
export const isMonthlyPrice = (plan: Plan): boolean => plan.id !== THREE_DAY_PLAN_ID;

/** The amount the card payment charges: the single payment when the card shows one, else the price. */
export function planCharge(plan: Plan): PlanCharge | null {
  const once = singlePayment(plan);
  if (once) return { amount: once, single: true };
  if (plan.price) return { amount: plan.price, single: !isMonthlyPrice(plan) };
  return null;
}
