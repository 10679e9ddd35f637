/**
 * Raising the paywall (API-10, PAY-01): the action any feature (or the API's 402 port) puts, and the small
 * saga that opens the paywall modal for it. Light on purpose, like the rest of index.ts: the app runs
 * `paywallOpenerSaga` from the start (src/app/store/root-saga.ts), before any paywall chunk has loaded.
 */
import { put, takeEvery } from 'redux-saga/effects';
import { call, getContext } from '@/store/effects';
import { withQuery } from '@/store';
import { modalOpenRequested } from '@/features/shell';
import { paywallRequired } from './signals';

export { paywallRequired };

function* nav() {
  return yield* getContext('nav');
}

/**
 * API-10: a 402 opens the paywall modal (type SM/RM as its id; cantBuy for the one-purchase notice).
 * A 402 while the paywall (or its payment modal) is open does not stack a second one; a cant_buy then
 * only adds the one-purchase notice to the open paywall. It sets no skip flag: that is set when the
 * member moves from the paywall to a message view (SHELL-32, app/modals/useMessageViewSkip.ts).
 */
function* openPaywall(action: ReturnType<typeof paywallRequired>) {
  const n = yield* call(nav);
  const loc = n.location();
  const q = new URLSearchParams(loc.search);
  const open = q.get('modal');
  if (open === 'pay-wall' || open === 'payment') {
    if (open === 'pay-wall' && action.payload.cantBuy && q.get('cantBuy') !== '1')
      n.navigate(withQuery(loc, { cantBuy: '1' }), { replace: true });
    return;
  }
  yield put(modalOpenRequested({ modal: 'pay-wall', id: action.payload.type, cantBuy: action.payload.cantBuy }));
}

export function* paywallOpenerSaga() {
  yield takeEvery(paywallRequired.type, openPaywall);
}
