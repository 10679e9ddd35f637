/** The lazily loaded half of the member's PWA sagas: web push, the offline copy, analytics. */
import { fork } from 'redux-saga/effects';
import { analyticsSaga } from './analytics-sagas';
import { offlineCopySaga } from './offline-sagas';
import { pushSaga } from './push-sagas';

export function* memberSagas() {
  yield fork(offlineCopySaga);
  yield fork(pushSaga);
  yield fork(analyticsSaga);
}
