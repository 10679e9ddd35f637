/**
 * The Facebook photo picker's side effects (ME-29, ME-30 'photos'), through the adapter, while the
 * picker is open: connect, an album's photos page by page, and the chosen photo fetched for the editor.
 */
import { cancel, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { call, cancelled, fork, type SagaGen, select, take } from '@/store/effects';
import { dropFacebookPhoto, pickFacebookPhoto } from '../photo-handover';
import { myProfileActions, selectMyProfile } from '../slice';
import { fbOpened } from '../actions';
import { loadFacebookPhotos } from './adapter';

function* fbConnect(): SagaGen {
  try {
    const adapter = yield* call(loadFacebookPhotos);
    const permission = yield* call([adapter, adapter.connect]);
    if (permission !== 'granted') {
      yield put(myProfileActions.fbConnectFailed({ denied: true }));
      return;
    }
    const albums = yield* call([adapter, adapter.albums]);
    yield put(myProfileActions.fbConnected({ albums }));
    const first = albums.find((a) => a.count > 0) ?? albums[0];
    if (first) yield put(myProfileActions.fbAlbumRequested({ albumId: first.id }));
  } catch {
    yield put(myProfileActions.fbConnectFailed({ denied: false }));
  }
}
function* fbLoadPage(albumId: string, after: string | null): SagaGen {
  const more = after !== null;
  try {
    const adapter = yield* call(loadFacebookPhotos);
    const page = yield* call([adapter, adapter.photos], albumId, after);
    yield put(myProfileActions.fbPhotosLoaded({ albumId, items: page.items, next: page.next, more }));
  } catch {
    yield put(myProfileActions.fbPhotosFailed({ albumId, more }));
  }
}
function* fbLoadAlbum(a: ReturnType<typeof myProfileActions.fbAlbumRequested>): SagaGen {
  yield* call(fbLoadPage, a.payload.albumId, null);
}
function* fbLoadMore(): SagaGen {
  const f = (yield* select(selectMyProfile)).facebook;
  if (f.moreStatus !== 'loading' || !f.albumId || !f.next) return;
  yield* call(fbLoadPage, f.albumId, f.next);
}
function* fbFetchPhoto(a: ReturnType<typeof myProfileActions.fbPhotoRequested>): SagaGen {
  const f = (yield* select(selectMyProfile)).facebook;
  const photo = f.photos.find((p) => p.id === a.payload.id);
  const controller = new AbortController();
  try {
    if (!photo) throw new Error('unknown photo');
    const adapter = yield* call(loadFacebookPhotos);
    const blob = yield* call([adapter, adapter.fetchPhoto], photo, controller.signal);
    const token = pickFacebookPhoto(blob);
    yield put(myProfileActions.fbPhotoReady({ id: a.payload.id, token }));
  } catch {
    yield put(myProfileActions.fbPhotoFailed({ id: a.payload.id }));
  } finally {
    if (yield* cancelled()) controller.abort();
  }
}
function* fbPicker(): SagaGen {
  yield takeLatest(myProfileActions.fbConnectRequested.type, fbConnect);
  yield takeLatest(myProfileActions.fbAlbumRequested.type, fbLoadAlbum);
  yield takeLeading(myProfileActions.fbMoreRequested.type, fbLoadMore);
  yield takeLatest(myProfileActions.fbPhotoRequested.type, fbFetchPhoto);
}
/** From the picker's opening to the upload dialog's closing; closing cancels whatever is under way. */
export function* fbSession(): SagaGen {
  while (true) {
    yield* take(fbOpened.type);
    const task = yield* fork(fbPicker);
    yield put(myProfileActions.fbConnectRequested());
    yield* take(myProfileActions.fbClosed.type);
    yield cancel(task);
    dropFacebookPhoto();
  }
}
