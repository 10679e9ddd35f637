/**
 * Wire JSON -> app types for the paywall (PAY-03, PAY-04, PAY-12). Robust to missing or wrong fields:
 * a plan without a usable id is dropped, every other field falls back.
 */
import { isRecord, type WireRecord } from '@/shared/lib/wire';
import { digits, pricePair, THREE_DAY_PRICE } from './format';
import type { Paywall, Plan } from './types';

/** PAY-03 */
export const HIDDEN_PLAN_ID = 6602;
export const PLANS_SHOWN = 2;
/** PAY-10 */
export const SPECIAL_PLAN_ID = 41;
/** PAY-11 */
export const NO_SINGLE_PAYMENT_PLAN_ID = 970;
/** PAY-12, PAY-14: 'PLAN 3 DÍAS', the post-registration promo: 10,00 ARS, displayed price default 300. */
export const THREE_DAY_PLAN_ID = 6041;

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | null => {
  const d = digits(v);
  return d === null ? null : Number(d);
};
/** The first of two spellings the contract admits for one field (PAY-04: 'id (idabono)'), the demo's first. */
const either = (p: WireRecord, a: string, b: string): unknown => (p[a] !== undefined && p[a] !== null && p[a] !== '' ? p[a] : p[b]);

/**
 * PAY-12 (B §9): plan 6041 is 'PLAN 3 DÍAS' at 10,00 ARS, charged once. Its price is the spec's whatever
 * figures the answer carries: the 'displayed price default 300' is never shown nor taken for the amount
 * (issue 42 #2), so the card's price, its single-payment line, the checkout's total and the wizard's step
 * 3 all say 10,00.
 */
function threeDayPrices(): Pick<Plan, 'price' | 'total'> {
  return { price: { ...THREE_DAY_PRICE }, total: { ...THREE_DAY_PRICE } };
}

export function toPlan(p: unknown): Plan | null {
  if (!isRecord(p)) return null;
  const id = num(either(p, 'idabono', 'id'));
  if (id === null || id <= 0) return null;
  const three = id === THREE_DAY_PLAN_ID;
  return {
    id,
    regularId: num(either(p, 'idabonoregular', 'regularId')),
    paymentType: text(either(p, 'tipoPago', 'paymentType')),
    callToAction: text(p.callToAction),
    discount: text(p.descuento),
    ...(three ? threeDayPrices() : { price: pricePair(p.unpagovalor, p.unpagodecimal), total: pricePair(p.totalvalor, p.totaldecimal) }),
    name: text(p.descripcion_externa),
    position: num(p.posicion) ?? 0,
    quantity: num(p.quantity),
    variant: text(p.variant),
    list: Array.isArray(p.list) ? p.list.map(text).filter(Boolean) : [],
    priceYear: text(p.priceYear),
  };
}

/** WIZ-02, PAY-12: the 3-day promo as B §9 gives it, for the wizard's button (no paywall answer needed). */
export function threeDayPlan(): Plan {
  return {
    id: THREE_DAY_PLAN_ID,
    regularId: null,
    paymentType: '',
    callToAction: '',
    discount: '',
    ...threeDayPrices(),
    name: '',
    position: 0,
    quantity: null,
    variant: '',
    list: [],
    priceYear: '',
  };
}

/** PAY-03: plan 6602 never shows, and only the first two plans do. */
export function visiblePlans(plans: Plan[]): Plan[] {
  return plans.filter((p) => p.id !== HIDDEN_PLAN_ID).slice(0, PLANS_SHOWN);
}

/** Text lines of a field: a string (one line per line break) or a list of strings. */
function lines(v: unknown): string[] {
  const raw = typeof v === 'string' ? v.split(/\n+/) : Array.isArray(v) ? v.map(text) : [];
  return raw.map((l) => l.trim()).filter(Boolean);
}

/**
 * PAY-06: the footer's legal lines. The contract names no field for them (x-unnamed-fields: any name):
 * `legal` (the demo's) when it holds lines, else every other footer field but modalRenovacion, in order,
 * each a text or a list of texts (docs/api-decisions.md "Paywall legal lines").
 */
function legalLines(footer: WireRecord): string[] {
  const named = lines(footer.legal);
  if (named.length) return named;
  return Object.entries(footer)
    .filter(([k]) => k !== 'modalRenovacion' && k !== 'legal')
    .flatMap(([, v]) => lines(v));
}

/**
 * PAY-06: modalRenovacion sits inside the footer or beside it (both admitted), with a title and a content
 * whose names are not given: `title` / `content` (the demo's) when present, else its texts in order, the
 * first the title and the rest the content (one text alone is the content).
 */
function renewalOf(j: WireRecord, footer: WireRecord): Paywall['renewal'] {
  const m = isRecord(footer.modalRenovacion) ? footer.modalRenovacion : isRecord(j.modalRenovacion) ? j.modalRenovacion : {};
  if (typeof m.title === 'string' || typeof m.content === 'string') return { title: text(m.title), content: text(m.content) };
  const texts = Object.values(m).flatMap((v) => (typeof v === 'string' && v.trim() ? [v] : []));
  if (texts.length < 2) return { title: '', content: texts[0] ?? '' };
  return { title: texts[0] ?? '', content: texts.slice(1).join('\n') };
}

export function toPaywall(json: unknown): Paywall {
  const j = isRecord(json) ? json : {};
  const header = isRecord(j.header) ? j.header : {};
  const footer = isRecord(j.footer) ? j.footer : {};
  const plans = (Array.isArray(j.plans) ? j.plans : [])
    .map((p: unknown) => toPlan(isRecord(p) ? p : null))
    .filter((p): p is Plan => p !== null);
  return {
    header: { textOne: text(header.textOne), textTwo: text(header.textTwo), textThree: text(header.textThree) },
    plans: visiblePlans(plans),
    legal: legalLines(footer),
    renewal: renewalOf(j, footer),
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
