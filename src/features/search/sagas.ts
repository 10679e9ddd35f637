/**
 * Search side effects (SRCH-05..12, API-46, API-47, API-37, OPEN-15): the options call; 'buscar'
 * stores the saved search and opens /search-results; the results' first page is a POST of the
 * filters (then GET /v1/dashboard/search to reload the same filters), later pages come through
 * /v1/dashboard/scroll, and an 'expiro' answer reloads them.
 */
import { put, takeEvery, takeLeading } from 'redux-saga/effects';
import { all, apiCall, type ApiResult, call, getContext, type SagaGen, select } from '@/store/effects';
import { apiGetDashboardScroll, isExpiredAnswer } from '@/api/dashboard';
import { apiGetSearch, apiGetSearchOptions, apiPostSearch } from '@/api/search';
import type { Answer } from '@/api/contract';
import { PATHS } from '@/store';
import type { RootState } from '@/store';
import { seenOf, toDashItems } from '@/features/dashboard';
import { membersSeen, selectBlockedIds, withoutBlocked } from '@/features/lists';
import { afterNextPaint } from '@/shared/lib/idle';
import { requestStamp } from '@/shared/lib/list-state';
import { needsFirstPage, pagedListWatchers } from '@/shared/lib/paged-lists';
import { isRecord, listIn } from '@/shared/lib/wire';
import { filtersOf } from './body';
import { clearedSearch, toSearchOptions } from './filters';
import { searchActions, selectSearch } from './slice';
import { searchSignals } from './actions';
import { readSavedSearch, writeSavedSearch } from './storage';
import type { SavedSearch } from './types';

function* hydrate(): SagaGen {
  if ((yield* select(selectSearch)).hydrated) return;
  yield put(searchActions.searchHydrated(readSavedSearch()));
}

function* loadOptions(): SagaGen {
  yield* call(hydrate);
  const { options } = yield* select(selectSearch);
  if (options.status === 'loaded' || options.status === 'loading') return;
  yield put(searchActions.searchOptionsRequested());
  const r = yield* apiCall(apiGetSearchOptions);
  const parsed = r.kind === 'ok' ? toSearchOptions(r.data) : null;
  // A failed options call leaves the modal usable with location and ages only.
  yield put(parsed ? searchActions.searchOptionsLoaded(parsed) : searchActions.searchOptionsFailed());
}

function* submitted(a: ReturnType<typeof searchActions.searchSubmitted>): SagaGen {
  writeSavedSearch(a.payload);
  const nav = yield* getContext('nav');
  const from = nav.location().pathname;
  // The press's frame first (issue 32): the results replace the whole screen, and taking the old one
  // down inside the press held that frame back.
  yield* call(afterNextPaint);
  // The modal's entry gives way to the results: Back leaves them for the page the search started on.
  nav.navigate(PATHS.SEARCH_RESULTS, { replace: true });
  // Already on the results (the screen stays mounted): load the new search here.
  if (from === PATHS.SEARCH_RESULTS) yield put(searchSignals.load({ kind: 'results', replace: true }));
}

function* load(a: ReturnType<typeof searchSignals.load>): SagaGen {
  const { replace } = a.payload;
  const state = yield* select(selectSearch);
  const results = state.results;
  const requestedAt = requestStamp();
  yield put(searchActions.searchPageRequested({ requestedAt, replace }));
  let r: ApiResult<Answer<'getDashboardScroll' | 'postSearch' | 'getSearchResults'>>;
  let posted = false;
  if (!replace && results.scrollId) {
    r = yield* apiCall(apiGetDashboardScroll, results.scrollId);
  } else if (!state.posted) {
    const saved: SavedSearch = state.saved ?? state.options.values ?? clearedSearch(state.options.groups);
    r = yield* apiCall(apiPostSearch, filtersOf(saved));
    posted = true;
  } else {
    r = yield* apiCall(apiGetSearch);
  }
  if (r.kind !== 'ok') {
    yield put(searchActions.searchPageFailed({ requestedAt }));
    return;
  }
  if (isExpiredAnswer(r.data)) {
    // The first page, reloaded after 'expiro', is 'expiro' too: reloading again cannot help (a server that
    // always says so would get a reload loop); the load fails with its 'Reintentar' (OPEN-18).
    if (a.payload.afterExpiry) {
      yield put(searchActions.searchPageFailed({ requestedAt }));
      return;
    }
    // SRCH-12: expired results reload from the first page.
    yield put(searchActions.searchExpired({ requestedAt }));
    yield put(searchSignals.load({ kind: 'results', replace: true, afterExpiry: true }));
    return;
  }
  // OPEN-18, as on the dashboards: an answer that is not a page (text that was not JSON, no item list)
  // fails the load: the results keep what they had and offer 'Reintentar', not a false 'No hay resultados'.
  // A page is `{items, scrollId}` or, as the contract reads the spec, a bare array of items.
  const data: unknown = r.data;
  const received = listIn(data);
  if (!received) {
    yield put(searchActions.searchPageFailed({ requestedAt }));
    return;
  }
  const blocked = yield* select(selectBlockedIds);
  const page = replace ? 0 : (results.page ?? 0);
  const items = withoutBlocked(toDashItems(received, `s${page}-${requestedAt}`), blocked);
  const scrollId = isRecord(data) && typeof data.scrollId === 'string' && data.scrollId ? data.scrollId : null;
  yield put(membersSeen(seenOf(received, items)));
  yield put(searchActions.searchPageLoaded({ requestedAt, items, received: received.length, scrollId, replace, posted }));
}

function* opened(): SagaGen {
  yield* call(hydrate);
  const { results } = yield* select(selectSearch);
  if (needsFirstPage(results)) yield put(searchSignals.load({ kind: 'results', replace: true }));
}

const selectResults = (s: RootState) => selectSearch(s).results;

export function* searchSaga(): SagaGen {
  yield* all([
    takeLeading(searchActions.searchModalOpened.type, loadOptions),
    takeEvery(searchActions.searchSubmitted.type, submitted),
    takeEvery(searchSignals.opened.type, opened),
    ...pagedListWatchers(['results'], searchSignals, load, selectResults),
  ]);
}
