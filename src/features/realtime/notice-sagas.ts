/** What realtime events show (RT-09 to RT-14, RT-18 to RT-26): the merged toasts and what a tap opens, the match modal and the promotions. */
import { put } from 'redux-saga/effects';
import { call, getContext, type SagaGen, select } from '@/store/effects';
import type { Navigator } from '@/store';
import { PATHS } from '@/store';
import { mapPromotionCode, paywallRequired } from '@/features/paywall';
import { modalOpenRequested, navigationRequested, selectToasts, toastTapped, toastDismissed, toastReplaced } from '@/features/shell';
import {
  matchClosed,
  matchSendTapped,
  promoClosed,
  rtMessageReceived,
  rtPromoReceived,
  rtVisitReceived,
  type RealtimeNotice,
} from './actions';
import { promoTarget, trackGa } from './promo';
import { realtimeActions, selectPromo, selectToastTracking } from './slice';
import { mergeToast, type ToastKind } from './toasts';

function* nav() {
  return yield* getContext('nav');
}

function isChatModalOpen(n: Navigator): boolean {
  return new URLSearchParams(n.location().search).get('modal') === 'message-view';
}

// ---- toasts ------------------------------------------------------------------------------------

function* raiseToast(kind: ToastKind, notice: RealtimeNotice): SagaGen {
  const queue = yield* select(selectToasts);
  let tracking = yield* select(selectToastTracking);
  if (queue.length === 0) tracking = { kind: null, ids: [] };
  const result = mergeToast(tracking, kind, notice);
  if (result.change === 'ignore') return;
  yield put(realtimeActions.toastTracked(result.tracking));
  yield put(toastReplaced([result.toast]));
}

export function* onMessage(notice: RealtimeNotice): SagaGen {
  yield put(rtMessageReceived(notice));
  const n = yield* call(nav);
  // RT-09: no toast while the chat modal is open or on the received-messages page.
  if (isChatModalOpen(n) || n.location().pathname === PATHS.MESSAGE_RECEIVED) return;
  yield* call(raiseToast, 'message', notice);
}

export function* onVisit(notice: RealtimeNotice): SagaGen {
  yield put(rtVisitReceived(notice));
  const n = yield* call(nav);
  if (isChatModalOpen(n)) return; // RT-10
  yield* call(raiseToast, 'visit', notice);
}

/** RT-21: a message toast opens the chat, a visit toast the profile, a list-type notice the list. */
export function* onToastTapped(action: ReturnType<typeof toastTapped>): SagaGen {
  const { type, id } = action.payload;
  yield put(toastDismissed());
  if (type === 'message') yield put(modalOpenRequested({ modal: 'message-view', id }));
  else if (type === 'visit' && id > 0) yield put(modalOpenRequested({ modal: 'profile-view', id }));
  else if (type === 'visit') yield put(navigationRequested({ to: PATHS.VISITS_RECEIVED }));
  else yield put(navigationRequested({ to: PATHS.MESSAGE_RECEIVED }));
}

export function* onToastDismissed(): SagaGen {
  const queue = yield* select(selectToasts);
  if (queue.length === 0) yield put(realtimeActions.toastCleared());
}

// ---- match and promotions ------------------------------------------------------------------------

export function* onMatchSend(action: ReturnType<typeof matchSendTapped>): SagaGen {
  yield put(matchClosed());
  yield put(modalOpenRequested({ modal: 'message-view', id: action.payload.userId }));
}

export function* onPromoShown(action: ReturnType<typeof rtPromoReceived>): SagaGen {
  if (action.payload.gaImpression) yield* call(trackGa, action.payload.gaImpression);
}

export function* onPromoTapped(): SagaGen {
  const promo = yield* select(selectPromo);
  if (!promo) return;
  if (promo.gaClick) yield* call(trackGa, promo.gaClick);
  yield put(promoClosed());
  const target = promoTarget(promo.linkMobile);
  // PAY-01, PAY-34, PAY-35: the paywall's type is the link's promotion code, mapped; RM without one.
  if (target.kind === 'paywall') yield put(paywallRequired({ type: target.promo ? mapPromotionCode(target.promo) : 'RM', cantBuy: false }));
  else if (target.kind === 'path') yield put(navigationRequested({ to: target.to }));
  else if (target.kind === 'external') {
    const browser = yield* getContext('browser');
    browser.openWindow(target.url, '_blank', 'noopener');
  }
}
