/** The payment pages: thank-you (PAY-31, API-64) and the one-time covid plan (PAY-33, API-61, API-63). */
import { put } from 'redux-saga/effects';
import { apiCall, call, isSuccess, type SagaGen, select } from '@/store/effects';
import { apiGetCovidPlan, apiGetThankYou, apiPayOneShot } from '@/api/payments';
import { PATHS } from '@/store';
import { readAutologinHandoff } from '@/features/auth';
import { selectMe, sessionRefreshRequested } from '@/features/session';
import { isRecord } from '@/shared/lib/wire';
import { digits } from './format';
import { toPlan, toThankYou } from './mappers';
import { paywallActions, selectPaywallState } from './slice';
import type { Plan } from './types';
import { PAYMENT_REFRESH_ID, nav } from './saga-support';
import { trackPayment } from './payment-sagas';
import { rememberPurchase } from './promo-storage';

// ---- pages ---------------------------------------------------------------------------------------

/** PAY-31, API-64 */
export function* loadThankYou(action: ReturnType<typeof paywallActions.thankYouRequested>): SagaGen {
  const r = yield* apiCall(apiGetThankYou, action.payload);
  // Money: a payment's result comes only from an explicit success (200/201); a 403 is a refusal.
  if (!isSuccess(r)) {
    yield put(paywallActions.thankYouFailed());
    return;
  }
  const data = toThankYou(r.data);
  yield put(paywallActions.thankYouLoaded(data));
  if (data.show && !data.error) yield put(sessionRefreshRequested(PAYMENT_REFRESH_ID));
}

/** PAY-33, API-63: the plan id comes from the page's ?plan= or autologin's action 'o'. */
export function* loadCovid(action: ReturnType<typeof paywallActions.covidRequested>): SagaGen {
  const planId = action.payload.planId ?? readAutologinHandoff().plan;
  if (!planId) {
    yield put(paywallActions.covidFailed());
    return;
  }
  const r = yield* apiCall(apiGetCovidPlan, planId);
  const plan = r.kind === 'ok' && r.status !== 403 ? covidPlan(r.data) : null;
  // Only the plan asked for is ever paid here: an answer for another one is an error.
  if (plan && String(plan.id) === digits(planId)) yield put(paywallActions.covidLoaded(plan));
  else yield put(paywallActions.covidFailed());
}

/**
 * API-63's answer is silent in the contract (`{}`): the plan wrapped in `plan` (the demo's) or the plan
 * itself (a Plan, PAY-04). Both are read (docs/api-decisions.md "One-time page plan").
 */
function covidPlan(data: unknown): Plan | null {
  if (!isRecord(data)) return null;
  return isRecord(data.plan) ? toPlan(data.plan) : toPlan(data);
}

/** API-61: the one-time payment; data.id means it went through. */
export function* payOneShot(): SagaGen {
  const { covid } = yield* select(selectPaywallState);
  const me = yield* select(selectMe);
  if (!covid.plan || !me) return;
  const r = yield* apiCall(apiPayOneShot, { idplan: covid.plan.id, email: me.email, username: me.username });
  // 'One-shot response data.id' (API-61): the payment's id is under data.
  const data: unknown = r.kind === 'ok' && r.status !== 403 && isRecord(r.data) ? r.data.data : null;
  const paid = isRecord(data) ? digits(data.id) : null;
  if (paid !== null) {
    trackPayment('one_shot', covid.plan.id);
    rememberPurchase(me.id, covid.plan.id); // the one-time promo: what and until when (issue 42 #4)
    yield put(paywallActions.oneShotSucceeded(covid.plan.id));
    yield put(sessionRefreshRequested(PAYMENT_REFRESH_ID));
    const n = yield* call(nav);
    n.navigate(PATHS.SUBSCRIBE_DONE, { replace: true });
    return;
  }
  yield put(paywallActions.oneShotFailed());
}
