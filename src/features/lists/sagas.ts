/**
 * The member actions (API-35, LIST-10..13). One worker for all four, run with takeLeading: a like or
 * dislike that arrives while another member action is loading is ignored (LIST-13).
 */
import { put, takeLeading } from 'redux-saga/effects';
import { apiCall, call, type SagaGen } from '@/store/effects';
import { apiUserAction } from '@/api/user-actions';
import { sessionRefreshRequested } from '@/features/session';
import { snackbarShown } from '@/features/shell';
import { track } from '@/shared/analytics';
import { afterNextPaint } from '@/shared/lib/idle';
import { listsActions, type MemberAction } from './slice';

/** Session refresh id sent after a dislike (counters may change). */
export const DISLIKE_REFRESH_ID = 0;
/** How long 'Deshacer' is offered after a dislike (issue 30). */
export const UNDO_DISLIKE_MS = 5000;

type Requested = ReturnType<typeof listsActions.likeRequested> & { payload: { nickname?: string } };

const ACTION_OF: Record<string, MemberAction> = {
  [listsActions.likeRequested.type]: 'like',
  [listsActions.undoLikeRequested.type]: 'undo-like',
  [listsActions.dislikeRequested.type]: 'dislike',
  [listsActions.undoDislikeRequested.type]: 'undo-dislike',
};

function* memberAction(a: Requested): SagaGen {
  const action = ACTION_OF[a.type] as MemberAction;
  const { id } = a.payload;
  yield put(listsActions.memberActionStarted({ id, action }));
  // The tap's frame first (the pressed, busy button), then the request (issue 32): building and
  // sending it inside the click would hold that frame back. takeLeading still ignores a second tap
  // meanwhile (LIST-13): this worker is running.
  yield* call(afterNextPaint);
  const r = yield* apiCall(apiUserAction, id, action);
  if (r.kind !== 'ok') {
    yield put(listsActions.memberActionFailed({ id, action }));
    return;
  }
  switch (action) {
    case 'like':
      yield put(listsActions.memberLiked({ id }));
      track({ event: 'like', id });
      break;
    case 'undo-like':
      yield put(listsActions.memberUnliked({ id }));
      break;
    case 'dislike':
      yield put(listsActions.memberDisliked({ id }));
      track({ event: 'dislike', id });
      yield put(sessionRefreshRequested(DISLIKE_REFRESH_ID));
      // A dislike blocks at once: 'Deshacer' (undo-dislike, API-35) is offered for a few seconds.
      yield put(
        snackbarShown({
          text: a.payload.nickname
            ? { key: 'lists:undo.disliked', values: { nickname: a.payload.nickname } }
            : { key: 'lists:undo.dislikedNoName' },
          actionLabel: { key: 'lists:card.undoDislikeShort' },
          action: listsActions.undoDislikeRequested({ id }),
          ms: UNDO_DISLIKE_MS,
        }),
      );
      break;
    case 'undo-dislike':
      yield put(listsActions.memberUndisliked({ id }));
      break;
  }
}

export function* listsSaga(): SagaGen {
  yield takeLeading(
    [
      listsActions.likeRequested.type,
      listsActions.undoLikeRequested.type,
      listsActions.dislikeRequested.type,
      listsActions.undoDislikeRequested.type,
    ],
    memberAction,
  );
}
