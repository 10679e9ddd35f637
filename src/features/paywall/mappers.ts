/**
 * Wire JSON -> app types for the paywall (PAY-03, PAY-04, PAY-12). Robust to missing or wrong fields:
 * a plan without a usable id is dropped, every other field falls back.
 */
import { isRecord, type WireRecord } from '@/shared/lib/wire';
import { digits, pricePair } from './format';
import type { Paywall, Plan, PricePair } from './types';

/** PAY-03 */
export const HIDDEN_PLAN_ID = 6602;
export const PLANS_SHOWN = 2;
/** PAY-10 */
export const SPECIAL_PLAN_ID = 41;
/** PAY-11 */
export const NO_SINGLE_PAYMENT_PLAN_ID = 970;
/** PAY-12, PAY-14: 'PLAN 3 DÍAS', the post-registration promo: 10,00 ARS, displayed price default 300. */
export const THREE_DAY_PLAN_ID = 6041;
export const THREE_DAY_PRICE: PricePair = { value: '10', decimals: '00' };
export const THREE_DAY_DISPLAY_PRICE: PricePair = { value: '300', decimals: '00' };

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | null => {
  const d = digits(v);
  return d === null ? null : Number(d);
};

/** A plan of the paywall (Schema<'Plan'>) or of the covid answer (not stated): read field by field. */
export function toPlan(p: unknown): Plan | null {
  if (!isRecord(p)) return null;
  const id = num(p.idabono);
  if (id === null || id <= 0) return null;
  const three = id === THREE_DAY_PLAN_ID;
  return {
    id,
    regularId: num(p.idabonoregular),
    paymentType: text(p.tipoPago),
    callToAction: text(p.callToAction),
    discount: text(p.descuento),
    price: pricePair(p.unpagovalor, p.unpagodecimal) ?? (three ? THREE_DAY_PRICE : null),
    total: pricePair(p.totalvalor, p.totaldecimal) ?? (three ? THREE_DAY_DISPLAY_PRICE : null),
    name: text(p.descripcion_externa),
    position: num(p.posicion) ?? 0,
    quantity: num(p.quantity),
    variant: text(p.variant),
    list: Array.isArray(p.list) ? p.list.map(text).filter(Boolean) : [],
    priceYear: text(p.priceYear),
  };
}

/** PAY-03: plan 6602 never shows, and only the first two plans do. */
export function visiblePlans(plans: Plan[]): Plan[] {
  return plans.filter((p) => p.id !== HIDDEN_PLAN_ID).slice(0, PLANS_SHOWN);
}

/** getPaywall's answer: the contract's anyOf (where modalRenovacion sits) leaves it `unknown` to the compiler. */
export function toPaywall(json: unknown): Paywall {
  const j: WireRecord = isRecord(json) ? json : {};
  const header: WireRecord = isRecord(j.header) ? j.header : {};
  const footer: WireRecord = isRecord(j.footer) ? j.footer : {};
  const renewal: WireRecord = isRecord(footer.modalRenovacion) ? footer.modalRenovacion : {};
  const plans = (Array.isArray(j.plans) ? j.plans : []).map(toPlan).filter((p): p is Plan => p !== null);
  return {
    header: { textOne: text(header.textOne), textTwo: text(header.textTwo), textThree: text(header.textThree) },
    plans: visiblePlans(plans),
    legal: Array.isArray(footer.legal) ? footer.legal.map(text).filter(Boolean) : [],
    renewal: { title: text(renewal.title), content: text(renewal.content) },
  };
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** PAY-31: the thank-you answer into the page's data {show, error} (and the server's message). */
export function toThankYou(json: unknown): { show: boolean; error: boolean; msg: string } {
  const j: WireRecord = isRecord(json) ? json : {};
  return { show: truthy(j.thkpage), error: truthy(j.error), msg: text(j.msg) };
}

/** OPEN-33: the mobbex call when the plan's paymentType names mobbex, the MercadoPago call otherwise. */
export const usesMobbex = (plan: Plan) => /mobbex/i.test(plan.paymentType);

/** PAY-28: '1234567890' -> ['12345', '67890']. */
export function couponGroups(code: string): [string, string] {
  const d = code.replace(/\D/g, '');
  return [d.slice(0, 5), d.slice(5, 10)];
}
