/**
 * Paywall and payment side effects (B §4 "Paywall opening", §7; PAY-01 to PAY-33, OPEN-32, OPEN-33).
 *
 * Money rules: one payment request per press however often 'pagar' is tapped (takeLeading plus the
 * 'paying' guard); a connection lost before the server answered is never shown as a success: the member
 * is offered to check again, which asks the server (the session's billing) whether the plan is active.
 */
import { put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { apiCall, call, type SagaGen, select } from '@/store/effects';
import { apiGetPaywall } from '@/api/payments';
import { apiGetAccount } from '@/api/account';
import { isRecord, str } from '@/shared/lib/wire';
import { withQuery } from '@/store';
import { readAutologinHandoff } from '@/features/auth';
import { selectIsSubscribed, selectMe, type Me } from '@/features/session';
import { modalOpenRequested } from '@/features/shell';
import { readCoupon } from './coupon-storage';
import { toPaywall } from './mappers';
import { mapPromotionCode } from './promo-codes';
import { paywallActions, selectPaywallState } from './slice';
import { readPromo } from './promo-storage';
import type { Standing } from './types';
import { keepPlan, nav } from './saga-support';
import { checkPayment, dismissCoupon, issueCoupon, openPaymentModal, payByCard } from './payment-sagas';
import { loadCovid, loadThankYou, payOneShot } from './page-sagas';

// ---- paywall -------------------------------------------------------------------------------------

/**
 * PAY-08, issue 42 #4: what the member already has. An active subscription (billing.active_subscription)
 * is a subscriber; no premium is a free member. Premium without an active subscription (the one-time
 * promo, another one-time payment, or a subscription whose renewal was cancelled) may choose a plan, and
 * is told what they have: the promo this browser remembers (until when), else the account's
 * `subscriptions` (null: a one-time payment; a plan: its description and end). An account that cannot be
 * read leaves them a subscriber: a member is never offered to pay for what they may already have.
 */
function* standingOf(me: Me | null): SagaGen<Standing> {
  if (!me) return { kind: 'free' };
  if (me.billing.activeSubscription) return { kind: 'subscriber' };
  if (!me.billing.premium) return { kind: 'free' };
  const promo = readPromo(me.id);
  if (promo) return { kind: 'oneTime', until: promo.until };
  const r = yield* apiCall(apiGetAccount);
  const data: unknown = r.kind === 'ok' && r.status !== 403 ? r.data : null;
  if (!isRecord(data) || !('subscriptions' in data)) return { kind: 'subscriber' };
  const sub = data.subscriptions;
  if (isRecord(sub) && str(sub.active) !== '0') {
    const plan = str(sub.description).trim();
    const endDate = str(sub.endDate).trim();
    if (plan && endDate) return { kind: 'ending', plan, endDate };
  }
  return sub === null || isRecord(sub) ? { kind: 'oneTime', until: null } : { kind: 'subscriber' };
}

/** PAY-01, PAY-02, API-57: type (promotion codes mapped, PAY-34), nickname, picture, isMobile, idabono. */
function* loadPaywall(action: ReturnType<typeof paywallActions.paywallRequested>): SagaGen {
  const me = yield* select(selectMe);
  yield put(paywallActions.standingKnown(yield* call(standingOf, me)));
  const type = action.payload.type ? mapPromotionCode(action.payload.type) : 'RM';
  const { idabono } = readAutologinHandoff();
  if (me) yield put(paywallActions.couponRestored(readCoupon(me.id)));
  const r = yield* apiCall(apiGetPaywall, {
    type,
    nickname: me?.nickname ?? '',
    picture: me?.picture ?? '',
    idabono: idabono ?? '',
  });
  if (r.kind === 'ok' && r.status !== 403) yield put(paywallActions.paywallLoaded(toPaywall(r.data)));
  else yield put(paywallActions.paywallFailed());
}

/** PAY-08, PAY-09: an active subscriber cannot choose; the plan is kept and the payment modal opens. */
function* choosePlan(action: ReturnType<typeof paywallActions.planChosen>): SagaGen {
  const { standing } = (yield* select(selectPaywallState)).paywall;
  if (standing ? standing.kind === 'subscriber' : yield* select(selectIsSubscribed)) return;
  keepPlan(action.payload);
  const n = yield* call(nav);
  n.navigate(withQuery(n.location(), { modal: 'payment', id: String(action.payload.id), cantBuy: null }));
}

function* retryPaywall(): SagaGen {
  yield put(modalOpenRequested({ modal: 'pay-wall' }));
}

export function* paywallSaga(): SagaGen {
  // Each action has one watcher (takeLatest, takeLeading or takeEvery), so they may fork in any order.
  yield takeLatest(paywallActions.paywallRequested.type, loadPaywall);
  yield takeLatest(paywallActions.paymentModalOpened.type, openPaymentModal);
  yield takeLatest(paywallActions.thankYouRequested.type, loadThankYou);
  yield takeLatest(paywallActions.covidRequested.type, loadCovid);
  yield takeLeading(paywallActions.cardPaymentRequested.type, payByCard);
  yield takeLeading(paywallActions.paymentCheckRequested.type, checkPayment);
  yield takeLeading(paywallActions.couponMethodChosen.type, issueCoupon);
  yield takeLeading(paywallActions.oneShotRequested.type, payOneShot);
  yield takeEvery(paywallActions.planChosen.type, choosePlan);
  yield takeEvery(paywallActions.couponDismissed.type, dismissCoupon);
  yield takeEvery(paywallActions.retryPaywallRequested.type, retryPaywall);
}
