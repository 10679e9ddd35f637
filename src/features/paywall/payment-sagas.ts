/**
 * The payment modal's side effects (PAY-21 to PAY-29, OPEN-32, OPEN-33): the provider, the card payment
 * (one request per press; a lost connection is checked with the server, never assumed), the cash coupon.
 */
import { put } from 'redux-saga/effects';
import { call, select } from '@/store/effects';
import { apiCall, type SagaGen } from '@/api/call-api';
import { apiPayMobbex, apiPayMp, apiPayTicket } from '@/api/payments';
import { apiGetSession } from '@/api/session';
import { PATHS } from '@/store';
import { selectMe, sessionRefreshRequested, toMe } from '@/features/session';
import { isRecord } from '@/shared/lib/wire';
import { messageViewSkipSet } from '@/features/shell';
import { config } from '@/shared/config/env';
import { readCoupon, removeCoupon, saveCoupon } from './coupon-storage';
import { digits } from './format';
import { usesMobbex } from './mappers';
import { loadPaymentProvider } from './provider';
import { paywallActions, selectPaywallState } from './slice';
import type { CouponMethod } from './types';
import { PAYMENT_FALLBACK, PAYMENT_REFRESH_ID, PRICE_CARD_ONLY, keepPlan, keptPlan, nav, text } from './saga-support';
import { safeUrl } from '@/shared/lib/safe-url';
import { ANALYTICS_EVENTS, track } from '@/shared/analytics';

// ---- payment modal -------------------------------------------------------------------------------

/** The payment modal opened: the kept plan after a reload, the member's coupon, and the provider's script. */
export function* openPaymentModal(): SagaGen {
  if (!(yield* select(selectPaywallState)).plan) yield put(paywallActions.planRestored(keptPlan()));
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
  yield put(paywallActions.paymentSucceeded());
  yield put(messageViewSkipSet(null)); // a subscriber's conversations load again
  yield put(sessionRefreshRequested(PAYMENT_REFRESH_ID)); // PAY-22: premium, the refund entry
  const n = yield* call(nav);
  n.navigate(PATHS.SUBSCRIBE_DONE, { replace: true });
}

const SUCCESS = new Set([200, 201]);

/** PAY-21 to PAY-24, API-58 to API-60, OPEN-32, OPEN-33. */
export function* payByCard(action: ReturnType<typeof paywallActions.cardPaymentRequested>): SagaGen {
  const { payment, plan } = yield* select(selectPaywallState);
  if (payment.status === 'paying' || payment.status === 'checking') return;
  const me = yield* select(selectMe);
  if (!plan || !me) return;
  yield put(paywallActions.paymentStarted());
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
      const data = r.data && typeof r.data === 'object' ? r.data : {};
      const bodyStatus = digits(data.status);
      if (SUCCESS.has(r.status) && (bodyStatus === null || SUCCESS.has(Number(bodyStatus)))) {
        yield* call(succeed, plan.id);
        return;
      }
      yield put(paywallActions.paymentFailed(bodyStatus === '400' ? PRICE_CARD_ONLY : (text(data.message) ?? PAYMENT_FALLBACK)));
      return;
    }
    case 'badRequest':
      yield put(paywallActions.paymentFailed(PRICE_CARD_ONLY));
      return;
    case 'network':
      yield put(paywallActions.paymentUncertain());
      return;
    default:
      yield put(paywallActions.paymentFailed(PAYMENT_FALLBACK));
  }
}

/** After a lost connection: the server says whether the plan is now active (never assumed). */
export function* checkPayment(): SagaGen {
  const r = yield* apiCall(apiGetSession, PAYMENT_REFRESH_ID);
  if (r.kind === 'network') {
    yield put(paywallActions.paymentCheckFailed(null));
    return;
  }
  // Read as the session reads it (toMe): billing's flags may come as '1'/'0', and '0' is not paid.
  const me = r.kind === 'ok' && isRecord(r.data) && isRecord(r.data.me) ? toMe(r.data.me) : null;
  if (me && (me.billing.premium || me.billing.activeSubscription)) {
    const { plan } = yield* select(selectPaywallState);
    yield* call(succeed, plan?.id ?? '');
    return;
  }
  yield put(paywallActions.paymentCheckFailed(r.kind === 'ok' ? { key: 'errors.notConfirmed' } : PAYMENT_FALLBACK));
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
  if (r.kind === 'ok' && r.status !== 403) {
    const code = String(r.data?.payment_code ?? '').replace(/\D/g, '');
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
      paywallActions.couponFailed((r.kind === 'ok' || r.kind === 'badRequest' ? text(r.data?.message) : null) ?? { key: 'coupon.error' }),
    );
}

export function* dismissCoupon(): SagaGen {
  const me = yield* select(selectMe);
  if (me) removeCoupon(me.id);
}
