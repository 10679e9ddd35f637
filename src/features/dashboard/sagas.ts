/**
 * Dashboard loading (DASH-09..14): one takeLatest per list, so a newer load cancels (and aborts) an
 * older one of the same list while other tabs keep theirs; stale answers are dropped by stamp.
 */
import { put, takeEvery } from 'redux-saga/effects';
import { all, apiCall, type SagaGen, select } from '@/store/effects';
import { apiGetDashboard, apiGetDashboardScroll, apiGetMatching, isExpiredAnswer } from '@/api/dashboard';
import type { RootState } from '@/store';
import { membersSeen, selectBlockedIds, withoutBlocked } from '@/features/lists';
import { requestStamp } from '@/shared/lib/list-state';
import { needsFirstPage, pagedListWatchers } from '@/shared/lib/paged-lists';
import { isRecord, listIn, str } from '@/shared/lib/wire';
import { seenOf, toDashItems } from './mappers';
import { dashboardActions, selectDashList } from './slice';
import { dashboardSignals } from './actions';
import type { DashListKey } from './types';

const KEYS: DashListKey[] = ['recent', 'new', 'online', 'matching'];

function* load(a: ReturnType<typeof dashboardSignals.load>): SagaGen {
  const { kind, replace } = a.payload;
  const list = yield* select((s: RootState) => selectDashList(s, kind));
  const requestedAt = requestStamp();
  yield put(dashboardActions.dashboardPageRequested({ kind, requestedAt, replace }));
  const blocked = yield* select(selectBlockedIds);

  if (kind === 'matching') {
    const r = yield* apiCall(apiGetMatching);
    // "A list; item shape and envelope not stated": a bare array or an envelope's `items` (listIn).
    const received = r.kind === 'ok' && r.status !== 403 ? listIn(r.data) : null;
    if (!received) {
      yield put(dashboardActions.dashboardPageFailed({ kind, requestedAt }));
      return;
    }
    const items = withoutBlocked(toDashItems(received, requestedAt), blocked);
    yield put(membersSeen(seenOf(received, items)));
    yield put(
      dashboardActions.dashboardPageLoaded({
        kind,
        requestedAt,
        items,
        received: received.length,
        scrollId: null,
        replace: true,
        final: true,
      }),
    );
    return;
  }

  const page = replace ? 0 : (list.page ?? 0);
  const useScroll = !replace && list.scrollId !== null;
  const r = useScroll ? yield* apiCall(apiGetDashboardScroll, list.scrollId as string) : yield* apiCall(apiGetDashboard, kind, page);
  if (r.kind !== 'ok') {
    yield put(dashboardActions.dashboardPageFailed({ kind, requestedAt }));
    return;
  }
  if (isExpiredAnswer(r.data)) {
    // The first page, reloaded after 'expiro', is 'expiro' too: reloading again cannot help (a server that
    // always says so would get a reload loop); the load fails with its 'Reintentar' (OPEN-18).
    if (a.payload.afterExpiry) {
      yield put(dashboardActions.dashboardPageFailed({ kind, requestedAt }));
      return;
    }
    // DASH-13: expired results reload from the first page.
    yield put(dashboardActions.dashboardExpired({ kind, requestedAt }));
    yield put(dashboardSignals.load({ kind, replace: true, afterExpiry: true }));
    return;
  }
  // OPEN-18: an answer that is not a page (text that was not JSON, another type, no item list) fails
  // the load: the list stops loading, keeps what it had and offers 'Reintentar'. A page is `{items,
  // scrollId}` or, as the contract reads the spec, a bare array of items (then it goes on by page).
  const data: unknown = r.data;
  const received = listIn(data);
  if (!received) {
    yield put(dashboardActions.dashboardPageFailed({ kind, requestedAt }));
    return;
  }
  const items = withoutBlocked(toDashItems(received, `${page}-${requestedAt}`), blocked);
  const scrollId = (isRecord(data) && str(data.scrollId)) || null;
  yield put(membersSeen(seenOf(received, items)));
  yield put(dashboardActions.dashboardPageLoaded({ kind, requestedAt, items, received: received.length, scrollId, replace }));
}

function* opened(a: ReturnType<typeof dashboardSignals.opened>): SagaGen {
  const { kind } = a.payload;
  const list = yield* select((s: RootState) => selectDashList(s, kind));
  if (needsFirstPage(list)) yield put(dashboardSignals.load({ kind, replace: true }));
}

export function* dashboardSaga(): SagaGen {
  yield* all([...pagedListWatchers(KEYS, dashboardSignals, load, selectDashList), takeEvery(dashboardSignals.opened.type, opened)]);
}
