/**
 * Search (SRCH-01..12): the server's option lists, the saved search (also in local storage), and the
 * results — a card list like a dashboard's, continued through the dashboard scroll call and reloaded
 * when it expires. Injected when the search modal's or the results' chunk loads.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';
import type { DashItem } from '@/features/dashboard';
import { memberCardLeft, onlyNotices, withoutMember } from '@/features/lists';
import { emptyPagedList, isLatest, pagedListReducers, type PagedListState } from '@/shared/lib/list-state';
import { searchModalOpened } from './actions';
import type { SavedSearch, SearchGroup } from './types';

export interface SearchResults extends PagedListState<DashItem> {
  scrollId: string | null;
  /** Expired: the next view reloads (SRCH-08, SRCH-12). */
  expired: boolean;
}

export interface SearchState {
  options: { status: 'idle' | 'loading' | 'loaded' | 'failed'; groups: SearchGroup[]; values: SavedSearch | null };
  /** The saved search; null until the member searched (or one was found in local storage). */
  saved: SavedSearch | null;
  /** Local storage was read. */
  hydrated: boolean;
  /** The saved filters were POSTed for the current results (later reloads GET them, OPEN-15). */
  posted: boolean;
  results: SearchResults;
}

const initialState: SearchState = {
  options: { status: 'idle', groups: [], values: null },
  saved: null,
  hydrated: false,
  posted: false,
  results: { ...emptyPagedList<DashItem>(), scrollId: null, expired: true },
};

/**
 * The results continue through their scroll id; no scroll id ends them (B §4). An answer to the POSTed
 * filters marks them posted (OPEN-15). LIST-12: results of nothing but notices are empty.
 */
const results = pagedListReducers<SearchState, object, DashItem, SearchResults, { scrollId: string | null; posted?: boolean }>(
  (s) => s.results,
  {
    restarted: (r) => {
      r.scrollId = null;
    },
    items: (items) => (onlyNotices(items) ? [] : items),
    loaded: (r, answer, s) => {
      if (!answer.scrollId) r.page = null;
      r.scrollId = answer.scrollId;
      r.expired = false;
      if (answer.posted) s.posted = true;
    },
  },
);

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchHydrated(s, a: PayloadAction<SavedSearch | null>) {
      s.hydrated = true;
      if (!s.saved) s.saved = a.payload;
    },
    searchOptionsRequested(s) {
      s.options.status = 'loading';
    },
    searchOptionsLoaded(s, a: PayloadAction<{ groups: SearchGroup[]; values: SavedSearch }>) {
      s.options = { status: 'loaded', ...a.payload };
    },
    searchOptionsFailed(s) {
      s.options.status = 'failed';
    },
    /** 'buscar' (SRCH-08): saves the options, marks the results expired; the saga stores and navigates. */
    searchSubmitted(s, a: PayloadAction<SavedSearch>) {
      s.saved = a.payload;
      s.posted = false;
      s.results.expired = true;
    },
    ...results('searchPage'),
    /** The scroll answered 'expiro' (SRCH-12). */
    searchExpired(s, a: PayloadAction<{ requestedAt: number }>) {
      if (!isLatest(s.results, a.payload.requestedAt)) return;
      s.results.expired = true;
      s.results.loading = false;
      s.results.scrollId = null;
    },
  },
  extraReducers: (b) => {
    // A disliked member's card finished animating out (LIST-11). Liked and leaving are the lists' (selectIsLiked, selectIsLeaving).
    b.addCase(memberCardLeft, (s, a) => {
      s.results.items = withoutMember(s.results.items, a.payload.id);
    });
  },
});

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof searchSlice> {}
}

const injectedSearch = searchSlice.injectInto(combinedReducer);
/** The slice's actions and the modal's signal (actions.ts). */
export const searchActions = { ...searchSlice.actions, searchModalOpened };
/** The search state (screens read it with `useSlice(selectSearch, pick)`). */
export const selectSearch = injectedSearch.selectSlice;
