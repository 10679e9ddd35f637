/**
 * Paywall and payment side effects (B §4 "Paywall opening", §7; PAY-01 to PAY-33, OPEN-32, OPEN-33).
 *
 * Money rules: one payment request per press however often 'pagar' is tapped (takeLeading plus the
 * 'paying' guard); a connection lost before the server answered is never shown as a success: the member
 * is offered to check again, which asks the server (the session's billing) whether the plan is active.
 */
import { call, getContext, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { apiCall, type ApiResult, type SagaGen } from '@/api/call-api';
import { apiGetCovidPlan, apiGetPaywall, apiGetThankYou, apiPayMobbex, apiPayMp, apiPayOneShot, apiPayTicket } from '@/api/payments';
import { apiGetSession } from '@/api/session';
import type {
  ApiCardPaymentJson,
  ApiCovidJson,
  ApiOneShotJson,
  ApiPaywallJson,
  ApiThankYouJson,
  ApiTicketJson,
} from '@/api/types/payments';
import type { ApiSessionJson } from '@/api/types/session';
import { AUTH_HOME, PATHS, withQuery, type Navigator } from '@/app/public';
import { readAutologinHandoff } from '@/features/auth';
import { selectIsSubscribed, selectMe, sessionRefreshRequested, type Me } from '@/features/session';
import { messageViewSkipSet, modalOpenRequested } from '@/features/shell';
import { config } from '@/shared/config/env';
import { readCoupon, removeCoupon, saveCoupon } from './coupon-storage';
import { digits } from './format';
import { toPaywall, toPlan, toThankYou, usesMobbex } from './mappers';
import { mapPromotionCode } from './promo-codes';
import { loadPaymentProvider, type PaymentProvider, type ProviderResult } from './provider';
import {
  cardPaymentRequested,
  couponDismissed,
  couponFailed,
  couponIssued,
  couponMethodChosen,
  couponRestored,
  covidFailed,
  covidLoaded,
  covidRequested,
  goRequested,
  oneShotFailed,
  oneShotRequested,
  paymentCheckFailed,
  paymentCheckRequested,
  paymentFailed,
  paymentModalOpened,
  paymentStarted,
  paymentSucceeded,
  paymentUncertain,
  paywallFailed,
  paywallLoaded,
  paywallRequested,
  planChosen,
  planRestored,
  providerFailed,
  providerReady,
  retryPaywallRequested,
  selectCovid,
  selectPayment,
  selectPlan,
  thankYouFailed,
  thankYouLoaded,
  thankYouRequested,
} from './slice';
import type { CouponMethod, PayText, Plan } from './types';

/** The session refresh id asked after a payment (counter refresh ids 0 to 8). */
export const PAYMENT_REFRESH_ID = 0;
/** PAY-23 */
export const PAYMENT_FALLBACK: PayText = { key: 'errors.payment' };
/** PAY-24 */
export const PRICE_CARD_ONLY: PayText = { key: 'errors.creditOnly' };
const CHOSEN_PLAN_KEY = 'flechazo.paywall.plan';

const text = (m: unknown): PayText | null => (typeof m === 'string' && m.trim() ? { raw: m.trim() } : null);

function* nav(): SagaGen<Navigator> {
  return (yield getContext('nav')) as Navigator;
}

function keepPlan(plan: Plan | null): void {
  try {
    if (plan) sessionStorage.setItem(CHOSEN_PLAN_KEY, JSON.stringify(plan));
    else sessionStorage.removeItem(CHOSEN_PLAN_KEY);
  } catch {
    /* storage unavailable: the plan lives in the store only */
  }
}

function keptPlan(): Plan | null {
  try {
    const raw = sessionStorage.getItem(CHOSEN_PLAN_KEY);
    return raw ? (JSON.parse(raw) as Plan) : null;
  } catch {
    return null;
  }
}

// ---- paywall -------------------------------------------------------------------------------------

/** PAY-01, PAY-02, API-57: type (promotion codes mapped, PAY-34), nickname, picture, isMobile, idabono. */
function* loadPaywall(action: ReturnType<typeof paywallRequested>): SagaGen {
  const me = (yield select(selectMe)) as Me | null;
  const type = action.payload.type ? mapPromotionCode(action.payload.type) : 'RM';
  const { idabono } = readAutologinHandoff();
  if (me) yield put(couponRestored(readCoupon(me.id)));
  const r = (yield apiCall(apiGetPaywall, {
    type,
    nickname: me?.nickname ?? '',
    picture: me?.picture ?? '',
    idabono: idabono ?? '',
  })) as ApiResult<ApiPaywallJson>;
  if (r.kind === 'ok' && r.status !== 403) yield put(paywallLoaded(toPaywall(r.data)));
  else yield put(paywallFailed());
}

/** PAY-08, PAY-09: an active subscriber cannot choose; the plan is kept and the payment modal opens. */
function* choosePlan(action: ReturnType<typeof planChosen>): SagaGen {
  if ((yield select(selectIsSubscribed)) as boolean) return;
  keepPlan(action.payload);
  const n = (yield call(nav)) as Navigator;
  n.navigate(withQuery(n.location(), { modal: 'payment', id: String(action.payload.id), cantBuy: null }));
}

// ---- payment modal -------------------------------------------------------------------------------

/** The payment modal opened: the kept plan after a reload, the member's coupon, and the provider's script. */
function* openPaymentModal(): SagaGen {
  if (!((yield select(selectPlan)) as Plan | null)) yield put(planRestored(keptPlan()));
  const me = (yield select(selectMe)) as Me | null;
  if (me) yield put(couponRestored(readCoupon(me.id)));
  try {
    yield call(loadPaymentProvider, config.payments.providerUrl);
    yield put(providerReady());
  } catch {
    yield put(providerFailed()); // PAY-25
  }
}

function* succeed(): SagaGen {
  keepPlan(null);
  yield put(paymentSucceeded());
  yield put(messageViewSkipSet(null)); // a subscriber's conversations load again
  yield put(sessionRefreshRequested(PAYMENT_REFRESH_ID)); // PAY-22: premium, the refund entry
  const n = (yield call(nav)) as Navigator;
  n.navigate(PATHS.SUBSCRIBE_DONE, { replace: true });
}

const SUCCESS = new Set([200, 201]);

/** PAY-21 to PAY-24, API-58 to API-60, OPEN-32, OPEN-33. */
function* payByCard(action: ReturnType<typeof cardPaymentRequested>): SagaGen {
  const payment = (yield select(selectPayment)) as ReturnType<typeof selectPayment>;
  if (payment.status === 'paying' || payment.status === 'checking') return;
  const plan = (yield select(selectPlan)) as Plan | null;
  const me = (yield select(selectMe)) as Me | null;
  if (!plan || !me) return;
  yield put(paymentStarted());
  const form = action.payload;
  let token: string | undefined;
  try {
    const provider = (yield call(loadPaymentProvider, config.payments.providerUrl)) as PaymentProvider;
    const res = (yield call(
      [provider, provider.createCardToken],
      { cardholderName: form.cardholderName.trim(), docNumber: form.docNumber, email: form.payerEmail.trim() },
      { id: plan.id, sandbox: config.payments.sandbox },
    )) as ProviderResult;
    if (!res.ok) {
      yield put(paymentFailed(res.status === 400 ? PRICE_CARD_ONLY : (text(res.message) ?? PAYMENT_FALLBACK)));
      return;
    }
    token = res.token;
  } catch {
    yield put(paymentFailed({ key: 'errors.providerLoad' }));
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
  const r = (yield apiCall(usesMobbex(plan) ? apiPayMobbex : apiPayMp, body)) as ApiResult<ApiCardPaymentJson>;
  switch (r.kind) {
    case 'ok': {
      const data = r.data && typeof r.data === 'object' ? r.data : {};
      const bodyStatus = digits(data.status);
      if (SUCCESS.has(r.status) && (bodyStatus === null || SUCCESS.has(Number(bodyStatus)))) {
        yield call(succeed);
        return;
      }
      yield put(paymentFailed(bodyStatus === '400' ? PRICE_CARD_ONLY : (text(data.message) ?? PAYMENT_FALLBACK)));
      return;
    }
    case 'badRequest':
      yield put(paymentFailed(PRICE_CARD_ONLY));
      return;
    case 'network':
      yield put(paymentUncertain());
      return;
    default:
      yield put(paymentFailed(PAYMENT_FALLBACK));
  }
}

/** After a lost connection: the server says whether the plan is now active (never assumed). */
function* checkPayment(): SagaGen {
  const r = (yield apiCall(apiGetSession, PAYMENT_REFRESH_ID)) as ApiResult<ApiSessionJson>;
  if (r.kind === 'network') {
    yield put(paymentCheckFailed(null));
    return;
  }
  const billing = r.kind === 'ok' ? r.data?.me?.billing : undefined;
  if (billing && (billing.premium || billing.active_subscription)) {
    yield call(succeed);
    return;
  }
  yield put(paymentCheckFailed(r.kind === 'ok' ? { key: 'errors.notConfirmed' } : PAYMENT_FALLBACK));
}

// ---- cash coupon ---------------------------------------------------------------------------------

const METHOD: Record<CouponMethod, 'pagofacil' | 'rapipago'> = { PF: 'pagofacil', RP: 'rapipago' };

/** PAY-26 to PAY-29, API-62 */
function* issueCoupon(action: ReturnType<typeof couponMethodChosen>): SagaGen {
  const plan = (yield select(selectPlan)) as Plan | null;
  const me = (yield select(selectMe)) as Me | null;
  if (!plan || !me) {
    yield put(couponFailed({ key: 'coupon.error' }));
    return;
  }
  const r = (yield apiCall(apiPayTicket, {
    paymentMethod: METHOD[action.payload],
    idPlan: plan.id,
    tipoPago: 'ticket',
  })) as ApiResult<ApiTicketJson>;
  if (r.kind === 'ok' && r.status !== 403) {
    const code = String(r.data?.payment_code ?? '').replace(/\D/g, '');
    const url = typeof r.data?.payment_url === 'string' ? r.data.payment_url : '';
    if (code.length === 10 && /^https?:\/\//.test(url)) {
      const coupon = { memberId: me.id, method: action.payload, planId: plan.id, code, url, issuedAt: new Date().toISOString() };
      saveCoupon(coupon);
      yield put(couponIssued(coupon));
      return;
    }
  }
  if (r.kind === 'network') yield put(couponFailed({ key: 'coupon.network' }));
  else yield put(couponFailed((r.kind === 'ok' || r.kind === 'badRequest' ? text(r.data?.message) : null) ?? { key: 'coupon.error' }));
}

function* dismissCoupon(): SagaGen {
  const me = (yield select(selectMe)) as Me | null;
  if (me) removeCoupon(me.id);
}

// ---- pages ---------------------------------------------------------------------------------------

/** PAY-31, API-64 */
function* loadThankYou(action: ReturnType<typeof thankYouRequested>): SagaGen {
  const r = (yield apiCall(apiGetThankYou, action.payload)) as ApiResult<ApiThankYouJson>;
  if (r.kind !== 'ok') {
    yield put(thankYouFailed());
    return;
  }
  const data = toThankYou(r.data);
  yield put(thankYouLoaded(data));
  if (data.show && !data.error) yield put(sessionRefreshRequested(PAYMENT_REFRESH_ID));
}

/** PAY-33, API-63: the plan id comes from the page's ?plan= or autologin's action 'o'. */
function* loadCovid(action: ReturnType<typeof covidRequested>): SagaGen {
  const planId = action.payload.planId ?? readAutologinHandoff().plan;
  if (!planId) {
    yield put(covidFailed());
    return;
  }
  const r = (yield apiCall(apiGetCovidPlan, planId)) as ApiResult<ApiCovidJson>;
  const plan = r.kind === 'ok' && r.status !== 403 ? toPlan(r.data?.plan) : null;
  if (plan) yield put(covidLoaded(plan));
  else yield put(covidFailed());
}

/** API-61: the one-time payment; data.id means it went through. */
function* payOneShot(): SagaGen {
  const covid = (yield select(selectCovid)) as ReturnType<typeof selectCovid>;
  const me = (yield select(selectMe)) as Me | null;
  if (!covid.plan || !me) return;
  const r = (yield apiCall(apiPayOneShot, { idplan: covid.plan.id, email: me.email, username: me.username })) as ApiResult<ApiOneShotJson>;
  if (r.kind === 'ok' && r.status !== 403 && r.data && digits(r.data.id) !== null) {
    yield put(sessionRefreshRequested(PAYMENT_REFRESH_ID));
    const n = (yield call(nav)) as Navigator;
    n.navigate(PATHS.SUBSCRIBE_DONE, { replace: true });
    return;
  }
  yield put(oneShotFailed());
}

function* go(action: ReturnType<typeof goRequested>): SagaGen {
  const n = (yield call(nav)) as Navigator;
  n.navigate(action.payload || AUTH_HOME);
}

function* retryPaywall(): SagaGen {
  yield put(modalOpenRequested({ modal: 'pay-wall' }));
}

export function* paywallSaga(): SagaGen {
  yield takeLatest(paywallRequested.type, loadPaywall);
  yield takeEvery(planChosen.type, choosePlan);
  yield takeLatest(paymentModalOpened.type, openPaymentModal);
  yield takeLeading(cardPaymentRequested.type, payByCard);
  yield takeLeading(paymentCheckRequested.type, checkPayment);
  yield takeLeading(couponMethodChosen.type, issueCoupon);
  yield takeEvery(couponDismissed.type, dismissCoupon);
  yield takeLatest(thankYouRequested.type, loadThankYou);
  yield takeLatest(covidRequested.type, loadCovid);
  yield takeLeading(oneShotRequested.type, payOneShot);
  yield takeEvery(goRequested.type, go);
  yield takeEvery(retryPaywallRequested.type, retryPaywall);
}
