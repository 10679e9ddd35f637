/**
 * Loading the member lists (API-39, API-40): GET ?page=N from 0, one takeLatest per list (a newer
 * load cancels an older one), stale answers dropped by stamp. A 500 goes to the server-error screen
 * through the catalogue (apiCall). Seeing the matches or the received visits clears the side menu's
 * counter of new ones.
 */
import { put } from 'redux-saga/effects';
import { all, apiCall, type SagaGen, select } from '@/store/effects';
import { apiGetMemberList, type MemberListKind } from '@/api/lists';
import type { RootState } from '@/store';
import { countersUpdated } from '@/features/session';
import { requestStamp } from '@/shared/lib/list-state';
import { pagedListWatchers } from '@/shared/lib/paged-lists';
import { withoutBlocked } from './list-items';
import { rawItems, toListItems } from './mappers';
import { memberListsActions, selectMemberList } from './pages-slice';
import { memberListSignals } from './actions';
import { selectBlockedIds } from './selectors';
import { listsActions } from './slice';

const KINDS: MemberListKind[] = ['matches', 'likes', 'visitsReceived', 'visitsSent', 'dislikes'];

function* load(a: ReturnType<typeof memberListSignals.load>): SagaGen {
  const { kind, replace } = a.payload;
  const list = yield* select((s: RootState) => selectMemberList(s, kind));
  const page = replace ? 0 : (list.page ?? 0);
  const requestedAt = requestStamp();
  yield put(memberListsActions.memberListPageRequested({ kind, requestedAt, replace }));
  const r = yield* apiCall(apiGetMemberList, kind, page);
  if (r.kind !== 'ok') {
    yield put(memberListsActions.memberListPageFailed({ kind, requestedAt }));
    return;
  }
  const received = rawItems(r.data).length;
  // The dislikes list is where blocked members are shown; the others never bring one back.
  const blocked = kind === 'dislikes' ? [] : yield* select(selectBlockedIds);
  const items = withoutBlocked(toListItems(r.data, `${page}-${requestedAt}`), blocked);
  yield put(memberListsActions.memberListPageLoaded({ kind, requestedAt, items, received, replace }));
  // The likes I sent and the matches are members I like: the profile view (no `liked` in its answer) knows it.
  if (kind === 'likes' || kind === 'matches')
    yield put(listsActions.membersSeen(items.flatMap((i) => (i.type === 'USER' ? [{ id: i.id, liked: true }] : []))));
  if (page === 0 && kind === 'matches') yield put(countersUpdated({ matches: 0 }));
  if (page === 0 && kind === 'visitsReceived') yield put(countersUpdated({ visits: 0 }));
}

export function* memberListsSaga(): SagaGen {
  // A list screen shown loads its first page (again).
  yield* all(
    // Opening a list reloads it from its first page.
    pagedListWatchers(KINDS, memberListSignals, load, selectMemberList, memberListSignals.opened),
  );
}
