/**
 * Paywall and payment side effects (B §4 "Paywall opening", §7; PAY-01 to PAY-33, OPEN-32, OPEN-33).
 *
 * Money rules: one payment request per press however often 'pagar' is tapped (takeLeading plus the
 * 'paying' guard); a connection lost before the server answered is never shown as a success: the member
 * is offered to check again, which asks the server (the session's billing) whether the plan is active.
 */
import { put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { call, select } from '@/store/effects';
import { apiCall, type SagaGen } from '@/api/call-api';
import { apiGetPaywall } from '@/api/payments';
import { withQuery } from '@/store';
import { readAutologinHandoff } from '@/features/auth';
import { selectIsSubscribed, selectMe } from '@/features/session';
import { modalOpenRequested } from '@/features/shell';
import { readCoupon } from './coupon-storage';
import { toPaywall } from './mappers';
import { mapPromotionCode } from './promo-codes';
import { watchActions } from '@/shared/lib/watch-actions';
import { paywallActions } from './slice';
import { keepPlan, nav } from './saga-support';
import { checkPayment, dismissCoupon, issueCoupon, openPaymentModal, payByCard } from './payment-sagas';
import { loadCovid, loadThankYou, payOneShot } from './page-sagas';

// ---- paywall -------------------------------------------------------------------------------------

/** PAY-01, PAY-02, API-57: type (promotion codes mapped, PAY-34), nickname, picture, isMobile, idabono. */
function* loadPaywall(action: ReturnType<typeof paywallActions.paywallRequested>): SagaGen {
  const me = yield* select(selectMe);
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
  if (yield* select(selectIsSubscribed)) return;
  keepPlan(action.payload);
  const n = yield* call(nav);
  n.navigate(withQuery(n.location(), { modal: 'payment', id: String(action.payload.id), cantBuy: null }));
}

function* retryPaywall(): SagaGen {
  yield put(modalOpenRequested({ modal: 'pay-wall' }));
}

export function* paywallSaga(): SagaGen {
  // Each action has one watcher, so the three tables may fork in any order.
  yield watchActions(takeLatest, paywallActions, {
    paywallRequested: loadPaywall,
    paymentModalOpened: openPaymentModal,
    thankYouRequested: loadThankYou,
    covidRequested: loadCovid,
  });
  yield watchActions(takeLeading, paywallActions, {
    cardPaymentRequested: payByCard,
    paymentCheckRequested: checkPayment,
    couponMethodChosen: issueCoupon,
    oneShotRequested: payOneShot,
  });
  yield watchActions(takeEvery, paywallActions, {
    planChosen: choosePlan,
    couponDismissed: dismissCoupon,
    retryPaywallRequested: retryPaywall,
  });
}
