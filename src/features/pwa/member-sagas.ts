/** The lazily loaded half of the member's PWA sagas: web push and the offline copy. */
import { fork } from 'redux-saga/effects';
import { offlineCopySaga } from './offline-sagas';
import { pushSaga } from './push-sagas';

export function* memberSagas() {
  yield fork(offlineCopySaga);
  yield fork(pushSaga);
}
