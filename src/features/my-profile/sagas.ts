/**
 * Side effects of my profile (API-42..45): load, saves with retry, tag suggestions (debounced, the
 * previous one aborted), photos (default, delete with the 2 s guard, reloads at 2 s and 4 s after an
 * upload), the upload with progress and cancel, and the wizard's data and analytics events.
 */
import { channel, type Channel } from 'redux-saga';
import { call, cancel, cancelled, delay, fork, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { apiCall, type ApiResult, type SagaGen } from '@/api/call-api';
import {
  apiDeleteImage,
  apiGetMyImages,
  apiGetMyProfile,
  apiGetPostRegister,
  apiMakeDefaultImage,
  apiUploadImages,
} from '@/api/my-profile';
import { modalOpenRequested } from '@/features/shell';
import { track } from '@/shared/analytics';
import { loadFacebookPhotos } from './facebook/adapter';
import type { FacebookPhotosAdapter, FbAlbum, FbPermission, FbPhotoPage } from './facebook/types';
import { toMyProfile, toOwnImages, toPostRegister } from './mappers';
import {
  ageRangeSaveRequested,
  citySaveRequested,
  descriptionSaveRequested,
  fbAlbumRequested,
  fbClosed,
  fbConnected,
  fbConnectFailed,
  fbConnectRequested,
  fbMoreRequested,
  fbOpened,
  fbPhotoFailed,
  fbPhotoReady,
  fbPhotoRequested,
  fbPhotosFailed,
  fbPhotosLoaded,
  fieldSaveRequested,
  imageActionFinished,
  imageDefaultRequested,
  imageDeleteRequested,
  imagesFailed,
  imagesLoaded,
  imagesRequested,
  myProfileFailed,
  myProfileLoaded,
  myProfileRequested,
  nicknameSaveRequested,
  provinceSaveRequested,
  saveRetried,
  tagSuggestRequested,
  tagsSaveRequested,
  uploadCancelled,
  uploadFailed,
  uploadProgressed,
  uploadRequested,
  uploadStarted,
  uploadSucceeded,
  wizardClosed,
  wizardFailed,
  wizardLoaded,
  wizardPromoShown,
  wizardRequested,
  type MyProfileState,
  type UploadError,
} from './slice';
import { latestByKey, onRetry, saveKeyOf, saveWorker, state, suggest } from './save-sagas';

/** ME-27: two deletions are at least this far apart. */
export const DELETE_GUARD_MS = 2000;
/** ME-28: the photo list reloads this long after an upload. */
export const RELOADS_AFTER_UPLOAD_MS = [2000, 4000] as const;
export const PROMO_PLAN_ID = 6041;

// ---- edited photos waiting for upload (Blobs stay out of the store) ----
const pendingBlobs = new Map<number, Blob[]>();
let nextToken = 1;
/** Registers edited photos for an upload; dispatch uploadRequested({token}) to send them. */
export function stageUpload(blobs: Blob[]): number {
  const token = nextToken++;
  pendingBlobs.set(token, blobs);
  return token;
}
export function stagedUpload(token: number): Blob[] | undefined {
  return pendingBlobs.get(token);
}
/** Forgets edited photos that will not be sent (the editor closed without a successful upload). */
export function unstageUpload(token: number): void {
  pendingBlobs.delete(token);
}

function* load(): SagaGen {
  const r = (yield apiCall(apiGetMyProfile)) as ApiResult<unknown>;
  if (r.kind === 'ok' && r.data && typeof r.data === 'object') yield put(myProfileLoaded(toMyProfile(r.data)));
  else yield put(myProfileFailed());
}

// ---- photos ----
function* loadImages(): SagaGen {
  const r = (yield apiCall(apiGetMyImages)) as ApiResult<unknown>;
  if (r.kind === 'ok' && r.data && typeof r.data === 'object') yield put(imagesLoaded(toOwnImages(r.data)));
  else yield put(imagesFailed());
}
function* makeDefault(a: ReturnType<typeof imageDefaultRequested>): SagaGen {
  const r = (yield apiCall(apiMakeDefaultImage, a.payload.id)) as ApiResult<unknown>;
  if (r.kind === 'ok' && r.data) yield put(imagesLoaded(toOwnImages(r.data)));
  yield put(imageActionFinished());
}
let lastDeleteAt = -Infinity;
function* remove(a: ReturnType<typeof imageDeleteRequested>): SagaGen {
  // ME-27: the 2 s guard between deletions.
  if (a.payload.at - lastDeleteAt < DELETE_GUARD_MS) {
    yield put(imageActionFinished());
    return;
  }
  lastDeleteAt = a.payload.at;
  const r = (yield apiCall(apiDeleteImage, a.payload.id)) as ApiResult<unknown>;
  if (r.kind === 'ok' && r.data) yield put(imagesLoaded(toOwnImages(r.data)));
  yield put(imageActionFinished());
}
function* reloadAfterUpload(): SagaGen {
  let waited = 0;
  for (const at of RELOADS_AFTER_UPLOAD_MS) {
    yield delay(at - waited);
    waited = at;
    yield put(imagesRequested());
  }
}

// ---- upload (ME-32) ----
function uploadError(r: ApiResult<unknown> | { kind: 'status'; status: number }): UploadError {
  if (r.kind === 'network') return 'network';
  if (r.kind === 'badRequest') {
    const error = (r.data as { error?: string })?.error;
    if (error === 'max_images') return 'limit';
    if (error === 'too_large') return 'tooLarge';
    return 'rejected';
  }
  if (r.kind === 'refused') return r.status === 413 ? 'tooLarge' : 'server';
  return 'server';
}
function* progressRelay(chan: Channel<number>, token: number): SagaGen {
  while (true) {
    const p = (yield take(chan)) as number;
    yield put(uploadProgressed({ token, progress: p }));
  }
}
function* send(token: number, blobs: Blob[]): SagaGen<ApiResult<unknown>> {
  const chan = channel<number>();
  const relay = (yield fork(progressRelay, chan, token)) as Task;
  try {
    return (yield apiCall(apiUploadImages, blobs, (p: number) => chan.put(p))) as ApiResult<unknown>;
  } finally {
    yield cancel(relay);
    chan.close();
  }
}
function* upload(a: ReturnType<typeof uploadRequested>): SagaGen {
  const { token, insideWizard } = a.payload;
  const blobs = pendingBlobs.get(token);
  if (!blobs?.length) return;
  // ME-29: never past 12 photos, whatever the member tapped.
  const s = (yield select(state)) as MyProfileState;
  if (s.images.status === 'ok' && s.images.list.length + blobs.length > 12) {
    yield put(uploadStarted({ token }));
    yield put(uploadFailed({ token, error: 'limit' }));
    return;
  }
  yield put(uploadStarted({ token }));
  const { result } = (yield race({ result: call(send, token, blobs), cancel: take(uploadCancelled.type) })) as {
    result?: ApiResult<unknown>;
  };
  if (!result) {
    yield put(uploadFailed({ token, error: 'server' }));
    return;
  }
  if (result.kind !== 'ok') {
    // The edited photo stays registered for a retry.
    yield put(uploadFailed({ token, error: uploadError(result) }));
    return;
  }
  pendingBlobs.delete(token);
  yield put(uploadSucceeded({ token }));
  if (result.data) yield put(imagesLoaded(toOwnImages(result.data)));
  track({ event: 'photo_upload', count: blobs.length, wizard: insideWizard });
  // (The reloads at ~2 s and ~4 s run on their own watcher, takeLatest(uploadSucceeded): forked from
  // here they would keep this task alive for 4 s, and takeLeading would drop the next upload.)
  // OPEN-36: the photo-uploaded modal after every upload outside the wizard.
  if (!insideWizard) yield put(modalOpenRequested({ modal: 'photo-uploaded' }));
}

// ---- Facebook photos (ME-29, ME-30 'photos'): through the adapter, while the picker is open ----
/** The photo fetched for the editor, handed over once (its bytes never enter the store). */
let fbPicked: { token: number; blob: Blob } | null = null;
export function takeFacebookPhoto(token: number): Blob | undefined {
  if (fbPicked?.token !== token) return undefined;
  const { blob } = fbPicked;
  fbPicked = null;
  return blob;
}

function* fbConnect(): SagaGen {
  try {
    const adapter = (yield call(loadFacebookPhotos)) as FacebookPhotosAdapter;
    const permission = (yield call([adapter, adapter.connect])) as FbPermission;
    if (permission !== 'granted') {
      yield put(fbConnectFailed({ denied: true }));
      return;
    }
    const albums = (yield call([adapter, adapter.albums])) as FbAlbum[];
    yield put(fbConnected({ albums }));
    const first = albums.find((a) => a.count > 0) ?? albums[0];
    if (first) yield put(fbAlbumRequested({ albumId: first.id }));
  } catch {
    yield put(fbConnectFailed({ denied: false }));
  }
}
function* fbLoadPage(albumId: string, after: string | null): SagaGen {
  const more = after !== null;
  try {
    const adapter = (yield call(loadFacebookPhotos)) as FacebookPhotosAdapter;
    const page = (yield call([adapter, adapter.photos], albumId, after)) as FbPhotoPage;
    yield put(fbPhotosLoaded({ albumId, items: page.items, next: page.next, more }));
  } catch {
    yield put(fbPhotosFailed({ albumId, more }));
  }
}
function* fbLoadAlbum(a: ReturnType<typeof fbAlbumRequested>): SagaGen {
  yield call(fbLoadPage, a.payload.albumId, null);
}
function* fbLoadMore(): SagaGen {
  const f = ((yield select(state)) as MyProfileState).facebook;
  if (f.moreStatus !== 'loading' || !f.albumId || !f.next) return;
  yield call(fbLoadPage, f.albumId, f.next);
}
function* fbFetchPhoto(a: ReturnType<typeof fbPhotoRequested>): SagaGen {
  const f = ((yield select(state)) as MyProfileState).facebook;
  const photo = f.photos.find((p) => p.id === a.payload.id);
  const controller = new AbortController();
  try {
    if (!photo) throw new Error('unknown photo');
    const adapter = (yield call(loadFacebookPhotos)) as FacebookPhotosAdapter;
    const blob = (yield call([adapter, adapter.fetchPhoto], photo, controller.signal)) as Blob;
    const token = nextToken++;
    fbPicked = { token, blob };
    yield put(fbPhotoReady({ id: a.payload.id, token }));
  } catch {
    yield put(fbPhotoFailed({ id: a.payload.id }));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}
function* fbPicker(): SagaGen {
  yield takeLatest(fbConnectRequested.type, fbConnect);
  yield takeLatest(fbAlbumRequested.type, fbLoadAlbum);
  yield takeLeading(fbMoreRequested.type, fbLoadMore);
  yield takeLatest(fbPhotoRequested.type, fbFetchPhoto);
}
/** From the picker's opening to the upload dialog's closing; closing cancels whatever is under way. */
function* fbSession(): SagaGen {
  while (true) {
    yield take(fbOpened.type);
    const task = (yield fork(fbPicker)) as Task;
    yield put(fbConnectRequested());
    yield take(fbClosed.type);
    yield cancel(task);
    fbPicked = null;
  }
}

// ---- wizard (WIZ-*) ----
function* loadWizard(): SagaGen {
  const r = (yield apiCall(apiGetPostRegister)) as ApiResult<unknown>;
  if (r.kind === 'ok' && r.data && typeof r.data === 'object') yield put(wizardLoaded(toPostRegister(r.data)));
  else yield put(wizardFailed());
}

/** WIZ-04 / WIZ-05: the analytics adapter's impression and finish events. */
function trackImpression() {
  track({ event: 'post_registration', action: 'impression', plan: PROMO_PLAN_ID });
}
function trackFinish(a: ReturnType<typeof wizardClosed>) {
  track({ event: 'post_registration', action: 'finish', step: a.payload.step });
}

export function* myProfileSaga(): SagaGen {
  yield takeLatest(myProfileRequested.type, load);
  yield fork(
    latestByKey as (p: string[], k: typeof saveKeyOf, w: typeof saveWorker) => SagaGen,
    [
      nicknameSaveRequested.type,
      descriptionSaveRequested.type,
      provinceSaveRequested.type,
      citySaveRequested.type,
      fieldSaveRequested.type,
      tagsSaveRequested.type,
      ageRangeSaveRequested.type,
    ],
    saveKeyOf,
    saveWorker,
  );
  yield takeEvery(saveRetried.type, onRetry);
  yield takeLatest(tagSuggestRequested.type, suggest);
  yield takeLatest(imagesRequested.type, loadImages);
  yield takeLeading(imageDefaultRequested.type, makeDefault);
  yield takeLeading(imageDeleteRequested.type, remove);
  yield takeLeading(uploadRequested.type, upload);
  yield takeLatest(uploadSucceeded.type, reloadAfterUpload);
  yield takeLatest(wizardRequested.type, loadWizard);
  yield takeEvery(wizardPromoShown.type, trackImpression);
  yield takeEvery(wizardClosed.type, trackFinish);
  yield fork(fbSession);
}
