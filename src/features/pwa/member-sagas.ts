/** The lazily loaded half of the member's PWA sagas: web push, the offline copy, analytics. */
import { call, fork } from 'redux-saga/effects';
import { whenIdle } from '@/shared/lib/idle';
import { analyticsSaga } from './analytics-sagas';
import { offlineCopySaga } from './offline-sagas';
import { pushSaga } from './push-sagas';

export function* memberSagas() {
  yield fork(offlineCopySaga);
  yield fork(function* pushWhenIdle() {
    // Web push asks nothing of the first screen: it starts when the browser is idle.
    yield call(whenIdle, { fallbackMs: 500 });
    yield call(pushSaga);
  });
  yield fork(analyticsSaga);
}
