/**
 * The payment modal's side effects (PAY-21 to PAY-29, OPEN-32, OPEN-33): the provider, the card payment
 * (one request per press; a lost connection is checked with the server, never assumed), the cash coupon.
 */
import { put } from 'redux-saga/effects';
import { apiCall, call, isSuccess, type SagaGen, select } from '@/store/effects';
import { apiPayMobbex, apiPayMp, apiPayTicket } from '@/api/payments';
import { apiGetSession } from '@/api/session';
import { PATHS } from '@/store';
import { selectMe, sessionRefreshRequested } from '@/features/session';
import { config } from '@/shared/config/env';
import { readCoupon, removeCoupon, saveCoupon } from './coupon-storage';
import { cardOutcome, failureMessage } from './card-answer';
import { digits } from './format';
import { THREE_DAY_PLAN_ID, threeDayPlan, usesMobbex } from './mappers';
import { rememberPurchase } from './promo-storage';
import { loadPaymentProvider } from './provider';
import { paywallActions, selectPaywallState } from './slice';
import type { CouponMethod, Plan } from './types';
import { PAYMENT_FALLBACK, PAYMENT_REFRESH_ID, PRICE_CARD_ONLY, keepPlan, keptPlan, nav, text } from './saga-support';
import { safeUrl } from '@/shared/lib/safe-url';
import { bool, isRecord, str } from '@/shared/lib/wire';
import { ANALYTICS_EVENTS, track } from '@/shared/analytics';

// ---- payment modal -------------------------------------------------------------------------------

/**
 * The plan of a payment modal opened for `wanted` (its ?id=): the chosen plan, else the one kept across a
 * reload; plan 6041 (the wizard's 'Quiero el PLAN 3 DÍAS', WIZ-02) is B §9's own when neither is it, as it
 * needs no paywall answer (PAY-12, PAY-14). Without an id, the chosen or kept plan as before.
 */
function planFor(wanted: string | null, chosen: Plan | null, kept: Plan | null): Plan | null {
  const fits = (p: Plan | null): p is Plan => p !== null && (wanted === null || String(p.id) === wanted);
  if (fits(chosen)) return chosen;
  if (fits(kept)) return kept;
  if (wanted === String(THREE_DAY_PLAN_ID)) return threeDayPlan();
  return chosen ?? kept;
}

/** The payment modal opened: its plan (planFor), the member's coupon, and the provider's script. */
export function* openPaymentModal(action: ReturnType<typeof paywallActions.paymentModalOpened>): SagaGen {
  const chosen = (yield* select(selectPaywallState)).plan;
  const plan = planFor(digits(action.payload.id), chosen, keptPlan());
  if (plan !== chosen) {
    keepPlan(plan);
    yield put(paywallActions.planRestored(plan));
  }
  const me = yield* select(selectMe);
  if (me) yield put(paywallActions.couponRestored(readCoupon(me.id)));
  try {
    yield* call(loadPaymentProvider, config.payments.providerUrl);
    yield put(paywallActions.providerReady());
  } catch {
    yield put(paywallActions.providerFailed()); // PAY-25
  }
}

/** PWA-12: the `payment` event, without personal data: how the member paid and the plan. */
export const trackPayment = (method: 'card' | 'coupon' | 'one_shot', plan: number | string) =>
  track({ event: ANALYTICS_EVENTS.payment, method, plan });

function* succeed(plan: number | string): SagaGen {
  trackPayment('card', plan);
  keepPlan(null);
  const me = yield* select(selectMe);
  if (me) rememberPurchase(me.id, plan); // the one-time promo: what and until when (issue 42 #4)
  yield put(paywallActions.paymentSucceeded(digits(plan) === null ? null : Number(digits(plan))));
  yield put(paywallActions.paymentCompleted()); // a subscriber's conversations load again (SHELL-32)
  yield put(sessionRefreshRequested(PAYMENT_REFRESH_ID)); // PAY-22: premium, the refund entry
  const n = yield* call(nav);
  n.navigate(PATHS.SUBSCRIBE_DONE, { replace: true });
}

/** PAY-21 to PAY-24, API-58 to API-60, OPEN-32, OPEN-33; what the answer says: card-answer.ts. */
export function* payByCard(action: ReturnType<typeof paywallActions.cardPaymentRequested>): SagaGen {
  const { payment, plan } = yield* select(selectPaywallState);
  if (payment.status === 'paying' || payment.status === 'checking') return;
  const me = yield* select(selectMe);
  if (!plan || !me) return;
  yield put(paywallActions.paymentStarted({ premium: me.billing.premium, activeSubscription: me.billing.activeSubscription }));
  const form = action.payload;
  let token: string | undefined;
  try {
    const provider = yield* call(loadPaymentProvider, config.payments.providerUrl);
    const res = yield* call(
      [provider, provider.createCardToken],
      { cardholderName: form.cardholderName.trim(), docNumber: form.docNumber, email: form.payerEmail.trim() },
      { id: plan.id, sandbox: config.payments.sandbox },
    );
    if (!res.ok) {
      yield put(paywallActions.paymentFailed(res.status === 400 ? PRICE_CARD_ONLY : (text(res.message) ?? PAYMENT_FALLBACK)));
      return;
    }
    token = res.token;
  } catch {
    yield put(paywallActions.paymentFailed({ key: 'errors.providerLoad' }));
    return;
  }
  const body = {
    email: form.payerEmail.trim(),
    dni: form.docNumber,
    username: me.username,
    idplan: plan.id,
    sandbox: config.payments.sandbox,
    ...(token ? { token } : {}),
  };
  const r = yield* apiCall(usesMobbex(plan) ? apiPayMobbex : apiPayMp, body);
  switch (r.kind) {
    case 'ok': {
      const outcome = cardOutcome(r.status, r.data);
      if (outcome.kind === 'paid') yield* call(succeed, plan.id);
      else if (outcome.kind === 'failed') yield put(paywallActions.paymentFailed(outcome.error));
      else {
        // Neither an explicit success nor a failure: never a congratulation on its own; the server is asked.
        yield put(paywallActions.paymentUncertain('unconfirmed'));
        yield put(paywallActions.paymentChecking());
        yield* call(confirmWithServer, false);
      }
      return;
    }
    case 'badRequest':
      yield put(paywallActions.paymentFailed(PRICE_CARD_ONLY));
      return;
    case 'network':
      yield put(paywallActions.paymentUncertain('network'));
      return;
    default:
      yield put(paywallActions.paymentFailed(PAYMENT_FALLBACK));
  }
}

/**
 * Whether the server now has the plan active (the session's billing), never assumed: the payment is
 * confirmed only by a change since it started (a member who already had unlimited messages, e.g. the
 * one-time promo, is confirmed by a new active subscription, not by the premium they had).
 * `byMember`: the member asked ('Consultar de nuevo'); a negative answer then lets them try again.
 * Otherwise (the check right after an unconfirmed answer) the payment stays uncertain.
 */
function* confirmWithServer(byMember: boolean): SagaGen {
  const r = yield* apiCall(apiGetSession, PAYMENT_REFRESH_ID);
  if (r.kind === 'network') {
    yield put(paywallActions.paymentCheckFailed(null));
    return;
  }
  const { plan, payment } = yield* select(selectPaywallState);
  // Money: only an explicit success (200/201) tells the billing; a 403 is no answer. Its flags are read
  // with bool(): '1'/'0', 1/0 or true/false ('0' is no premium).
  const billing: unknown = isSuccess(r) && isRecord(r.data) && isRecord(r.data.me) ? r.data.me.billing : undefined;
  const now = isRecord(billing) ? { premium: bool(billing.premium), activeSubscription: bool(billing.active_subscription) } : null;
  const before = payment.before ?? { premium: false, activeSubscription: false };
  if (now && ((now.premium && !before.premium) || (now.activeSubscription && !before.activeSubscription))) {
    yield* call(succeed, plan?.id ?? '');
    return;
  }
  yield put(paywallActions.paymentCheckFailed(byMember ? (r.kind === 'ok' ? { key: 'errors.notConfirmed' } : PAYMENT_FALLBACK) : null));
}

/** 'Consultar de nuevo': the member asks whether the payment went through. */
export function* checkPayment(): SagaGen {
  yield* call(confirmWithServer, true);
}

// ---- cash coupon ---------------------------------------------------------------------------------

const METHOD: Record<CouponMethod, 'pagofacil' | 'rapipago'> = { PF: 'pagofacil', RP: 'rapipago' };

/** PAY-26 to PAY-29, API-62 */
export function* issueCoupon(action: ReturnType<typeof paywallActions.couponMethodChosen>): SagaGen {
  const { plan } = yield* select(selectPaywallState);
  const me = yield* select(selectMe);
  if (!plan || !me) {
    yield put(paywallActions.couponFailed({ key: 'coupon.error' }));
    return;
  }
  const r = yield* apiCall(apiPayTicket, {
    paymentMethod: METHOD[action.payload],
    idPlan: plan.id,
    tipoPago: 'ticket',
  });
  if (isSuccess(r)) {
    const code = str(r.data?.payment_code).replace(/\D/g, '');
    // Only a payment URL on an allowed host (src/shared/lib/safe-url.ts) becomes the coupon's link.
    const url = safeUrl(r.data?.payment_url, 'payment');
    if (code.length === 10 && url) {
      const coupon = { memberId: me.id, method: action.payload, planId: plan.id, code, url, issuedAt: new Date().toISOString() };
      saveCoupon(coupon);
      yield put(paywallActions.couponIssued(coupon));
      trackPayment('coupon', plan.id);
      return;
    }
  }
  if (r.kind === 'network') yield put(paywallActions.couponFailed({ key: 'coupon.network' }));
  else
    yield put(
      // The failure shape's message (data.message, or the demo's top-level message), else the coupon's own error.
      paywallActions.couponFailed((r.kind === 'ok' || r.kind === 'badRequest' ? failureMessage(r.data) : null) ?? { key: 'coupon.error' }),
    );
}

export function* dismissCoupon(): SagaGen {
  const me = yield* select(selectMe);
  if (me) removeCoupon(me.id);
}
