/**
 * My photos' side effects (API-44, API-45): the list, the default photo, deletion with the 2 s guard,
 * and the upload of edited photos (ME-32) with progress and cancel, then the reloads at 2 s and 4 s.
 * Edited photos wait here for their upload (Blobs stay out of the store).
 */
import { channel, type Channel } from 'redux-saga';
import { cancel, delay, put } from 'redux-saga/effects';
import { apiCall, type ApiResult, call, fork, race, type SagaGen, select, storeLocal, take } from '@/store/effects';
import { apiDeleteImage, apiGetMyImages, apiGetMyProfile, apiMakeDefaultImage, apiUploadImages } from '@/api/my-profile';
import { modalOpenRequested } from '@/features/shell';
import { track } from '@/shared/analytics';
import { ownImagesIn, profileImagesIn } from './mappers';
import { stagedUpload, unstageUpload } from './photo-handover';
import { myProfileActions, selectMyProfile } from './slice';
import { uploadCancelled, uploadRequested } from './actions';
import type { UploadError } from './state';

/** ME-27: two deletions are at least this far apart. */
const DELETE_GUARD_MS = 2000;
/** ME-28: the photo list reloads this long after an upload. */
const RELOADS_AFTER_UPLOAD_MS = [2000, 4000] as const;

/**
 * The own photos (ME-22): listProfileImages (GET /v1/profile/image), its list bare or inside an object.
 * A server without the call (404, 405, 400) gets one more chance: getMyProfile's `images`, if its
 * answer has that list; else the photos show their error with 'Reintentar' (docs/api-decisions.md).
 */
export function* loadImages(): SagaGen {
  const r = yield* apiCall(apiGetMyImages);
  const listed = r.kind === 'ok' ? ownImagesIn(r.data) : null;
  if (listed) {
    yield put(myProfileActions.imagesLoaded(listed));
    return;
  }
  if (r.kind === 'refused') {
    const p = yield* apiCall(apiGetMyProfile);
    const fromProfile = p.kind === 'ok' ? profileImagesIn(p.data) : null;
    if (fromProfile) {
      yield put(myProfileActions.imagesLoaded(fromProfile));
      return;
    }
  }
  yield put(myProfileActions.imagesFailed());
}
/**
 * After a photo action: the answer's list when it is one; otherwise (the contract gives these answers no
 * shape: `{}`, a status) the list is read again, never taken as "no photos".
 */
function* listAfter(data: unknown): SagaGen {
  const list = ownImagesIn(data);
  if (list) yield put(myProfileActions.imagesLoaded(list));
  else yield* call(loadImages);
}
export function* makeDefault(a: ReturnType<typeof myProfileActions.imageDefaultRequested>): SagaGen {
  const r = yield* apiCall(apiMakeDefaultImage, a.payload.id);
  if (r.kind === 'ok') yield* call(listAfter, r.data);
  yield put(myProfileActions.imageActionFinished());
}
/** This store's last deletion (ME-27), in the saga context: a new store has deleted nothing yet. */
const deletions = storeLocal('myProfilePhotos', () => ({ lastAt: -Infinity }));
/** Provides this store's photo bookkeeping: the my-profile saga runs it before its watchers. */
export const providePhotos = deletions.provide;

export function* remove(a: ReturnType<typeof myProfileActions.imageDeleteRequested>): SagaGen {
  // ME-27: the 2 s guard between deletions.
  const last = yield* deletions.get();
  if (a.payload.at - last.lastAt < DELETE_GUARD_MS) {
    yield put(myProfileActions.imageActionFinished());
    return;
  }
  last.lastAt = a.payload.at;
  const r = yield* apiCall(apiDeleteImage, a.payload.id);
  if (r.kind === 'ok') yield* call(listAfter, r.data);
  yield put(myProfileActions.imageActionFinished());
}
export function* reloadAfterUpload(): SagaGen {
  let waited = 0;
  for (const at of RELOADS_AFTER_UPLOAD_MS) {
    yield delay(at - waited);
    waited = at;
    yield put(myProfileActions.imagesRequested());
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
    const p = yield* take(chan);
    yield put(myProfileActions.uploadProgressed({ token, progress: p }));
  }
}
function* send(token: number, blobs: Blob[]): SagaGen<ApiResult<unknown>> {
  const chan = channel<number>();
  const relay = yield* fork(progressRelay, chan, token);
  try {
    return yield* apiCall(apiUploadImages, blobs, (p: number) => chan.put(p));
  } finally {
    yield cancel(relay);
    chan.close();
  }
}
export function* upload(a: ReturnType<typeof uploadRequested>): SagaGen {
  const { token, insideWizard } = a.payload;
  const blobs = stagedUpload(token);
  if (!blobs?.length) return;
  // ME-29: never past 12 photos, whatever the member tapped.
  const s = yield* select(selectMyProfile);
  if (s.images.status === 'ok' && s.images.list.length + blobs.length > 12) {
    yield put(myProfileActions.uploadStarted({ token }));
    yield put(myProfileActions.uploadFailed({ token, error: 'limit' }));
    return;
  }
  yield put(myProfileActions.uploadStarted({ token }));
  const { result } = yield* race({ result: call(send, token, blobs), cancel: take(uploadCancelled.type) });
  if (!result) {
    yield put(myProfileActions.uploadFailed({ token, error: 'server' }));
    return;
  }
  if (result.kind !== 'ok') {
    // The edited photo stays registered for a retry.
    yield put(myProfileActions.uploadFailed({ token, error: uploadError(result) }));
    return;
  }
  unstageUpload(token);
  yield put(myProfileActions.uploadSucceeded({ token }));
  // The answer's list when it is one; otherwise the list is read again (ME-28), on its own watcher so
  // this task ends now (the photo-uploaded modal does not wait for it).
  const list = ownImagesIn(result.data);
  yield put(list ? myProfileActions.imagesLoaded(list) : myProfileActions.imagesRequested());
  track({ event: 'photo_upload', count: blobs.length, wizard: insideWizard });
  // (The reloads at ~2 s and ~4 s run on their own watcher, takeLatest(uploadSucceeded): forked from
  // here they would keep this task alive for 4 s, and takeLeading would drop the next upload.)
  // OPEN-36: the photo-uploaded modal after every upload outside the wizard.
  if (!insideWizard) yield put(modalOpenRequested({ modal: 'photo-uploaded' }));
}
