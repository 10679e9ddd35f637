/**
 * Side effects of my profile (API-42..45): load, saves with retry and tag suggestions (save-sagas.ts),
 * photos and their upload (photo-sagas.ts), the Facebook picker (facebook/sagas.ts), and the wizard's
 * data and analytics events.
 */
import { put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { apiCall, fork, type SagaGen } from '@/store/effects';
import { apiGetMyProfile } from '@/api/my-profile';
import { track } from '@/shared/analytics';
import { fbSession } from './facebook/sagas';
import { toMyProfile, toPostRegister } from './mappers';
import { loadImages, makeDefault, providePhotos, reloadAfterUpload, remove, upload } from './photo-sagas';
import { watchSaves } from './save-sagas';
import { myProfileActions } from './slice';
import { uploadRequested, wizardClosed, wizardPromoShown } from './actions';

export { stageUpload, stagedUpload, takeFacebookPhoto, unstageUpload } from './photo-handover';

export const PROMO_PLAN_ID = 6041;

function* load(): SagaGen {
  const r = yield* apiCall(apiGetMyProfile);
  if (r.kind === 'ok' && r.data && typeof r.data === 'object') yield put(myProfileActions.myProfileLoaded(toMyProfile(r.data)));
  else yield put(myProfileActions.myProfileFailed());
}

// ---- wizard (WIZ-*) ----
// The contract has no post-register call; its PostRegistrationData is a part of MyProfile (docs/api-decisions.md).
function* loadWizard(): SagaGen {
  const r = yield* apiCall(apiGetMyProfile);
  if (r.kind === 'ok' && r.data && typeof r.data === 'object') yield put(myProfileActions.wizardLoaded(toPostRegister(r.data)));
  else yield put(myProfileActions.wizardFailed());
}

/** WIZ-04 / WIZ-05: the analytics adapter's impression and finish events. */
function trackImpression() {
  track({ event: 'post_registration', action: 'impression', plan: PROMO_PLAN_ID });
}
function trackFinish(a: ReturnType<typeof wizardClosed>) {
  track({ event: 'post_registration', action: 'finish', step: a.payload.step });
}

export function* myProfileSaga(): SagaGen {
  yield* providePhotos(); // this store's photo bookkeeping, for every watcher below
  // Each action has one watcher, so they may fork in any order.
  yield takeLatest(myProfileActions.myProfileRequested.type, load);
  yield takeLatest(myProfileActions.imagesRequested.type, loadImages);
  yield takeLatest(myProfileActions.uploadSucceeded.type, reloadAfterUpload);
  yield takeLatest(myProfileActions.wizardRequested.type, loadWizard);
  yield takeLeading(myProfileActions.imageDefaultRequested.type, makeDefault);
  yield takeLeading(myProfileActions.imageDeleteRequested.type, remove);
  yield takeLeading(uploadRequested.type, upload);
  yield takeEvery(wizardPromoShown.type, trackImpression);
  yield takeEvery(wizardClosed.type, trackFinish);
  yield* fork(watchSaves);
  yield* fork(fbSession);
}
