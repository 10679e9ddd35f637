/** Loads the profile view (API-41); a blocked member's profile is never opened (LIST-14). */
import { put, takeLatest } from 'redux-saga/effects';
import { apiCall, type SagaGen, select } from '@/store/effects';
import { apiGetProfileView } from '@/api/profile';
import type { RootState } from '@/store';
import { isBlocked, membersSeen } from '@/features/lists';
import { modalCloseRequested } from '@/features/shell';
import { track } from '@/shared/analytics';
import { requestStamp } from '@/shared/lib/list-state';
import { likedIn, toProfileView } from './mappers';
import { profileActions } from './slice';

function* open(a: ReturnType<typeof profileActions.profileViewOpened>): SagaGen {
  const { id } = a.payload;
  if (yield* select((s: RootState) => isBlocked(s, id))) {
    yield put(modalCloseRequested());
    return;
  }
  const requestedAt = requestStamp();
  yield put(profileActions.profileViewRequested({ id, requestedAt }));
  const r = yield* apiCall(apiGetProfileView, id);
  // OPEN-18: an answer that is not a profile (not JSON, another type, no id) fails: error + 'Reintentar'.
  const data = r.kind === 'ok' ? toProfileView(r.data) : null;
  if (!data) {
    // A 400 (handed to the caller, A §8) names a member the server does not know: no 'Reintentar' for it.
    yield put(profileActions.profileViewFailed({ requestedAt, notFound: r.kind === 'badRequest' }));
    return;
  }
  // Whether the member is liked is the lists' (selectIsLiked): the answer's flag, when it has one, goes there.
  const liked = likedIn(r.kind === 'ok' ? r.data : null);
  if (liked !== null) yield put(membersSeen([{ id: data.id, liked }]));
  yield put(profileActions.profileViewLoaded({ requestedAt, data }));
  track({ event: 'profile_view', id });
}

export function* profileSaga(): SagaGen {
  yield takeLatest(profileActions.profileViewOpened.type, open);
}
