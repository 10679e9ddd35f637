/**
 * Dashboards (recent, new, online) and the recommended list (DASH-01..14). Each list keeps loading,
 * data, page and its latest request stamp (list-state.ts); stale answers are dropped (DASH-14).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { combinedReducer } from '@/app/public-slices';
import { memberDisliked, memberLiked, memberUnliked } from '@/features/lists';
import { applyFailure, applyPage, emptyList, isLatest, markRequested, type ListState } from '@/shared/lib/list-state';
import { pagedListSignals } from '@/shared/lib/paged-lists';
import type { DashItem, DashListKey } from './types';

export interface DashList extends ListState<DashItem> {
  /** Continues the list through /v1/dashboard/scroll (DASH-12). */
  scrollId: string | null;
  /** The scroll id aged out ('expiro'): the list reloads (DASH-13). */
  expired: boolean;
  /** At least one answer arrived (tells the first-load skeleton from an empty list). */
  loaded: boolean;
}

export interface DashboardState {
  lists: Record<DashListKey, DashList>;
  /** Disliked members whose card is animating out (DASH-06). */
  leaving: number[];
}

const emptyDash = (): DashList => ({ ...emptyList<DashItem>(), scrollId: null, expired: false, loaded: false });

const initialState: DashboardState = {
  lists: { recent: emptyDash(), new: emptyDash(), online: emptyDash(), matching: emptyDash() },
  leaving: [],
};

type K = { kind: DashListKey };

/**
 * A dashboard screen is shown (it loads page 0 unless it already has results), the member scrolled
 * within 1000 px of the bottom (DASH-09), a reload from page 0 (retry, or expired results), a load starts.
 */
export const dashboardSignals = pagedListSignals<DashListKey>('dashboard/dashboard');

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    dashboardPageRequested(s, a: PayloadAction<K & { requestedAt: number; replace: boolean }>) {
      const list = s.lists[a.payload.kind];
      markRequested(list, a.payload.requestedAt);
      if (a.payload.replace) {
        list.page = 0;
        list.scrollId = null;
      }
    },
    dashboardPageLoaded(
      s,
      a: PayloadAction<
        K & { requestedAt: number; items: DashItem[]; received: number; scrollId: string | null; replace: boolean; final?: boolean }
      >,
    ) {
      const list = s.lists[a.payload.kind];
      const page = list.page ?? 0;
      if (!applyPage(list, a.payload.requestedAt, a.payload.items, a.payload.replace)) return;
      // DASH-11: counts what the server sent (before blocked members were dropped).
      list.page = a.payload.received > 1 && !a.payload.final ? page + 1 : null;
      list.scrollId = a.payload.scrollId;
      list.expired = false;
      list.loaded = true;
    },
    dashboardPageFailed(s, a: PayloadAction<K & { requestedAt: number }>) {
      const list = s.lists[a.payload.kind];
      if (applyFailure(list, a.payload.requestedAt)) list.loaded = true;
    },
    /** The scroll answered 'expiro' (DASH-13). */
    dashboardExpired(s, a: PayloadAction<K & { requestedAt: number }>) {
      const list = s.lists[a.payload.kind];
      if (!isLatest(list, a.payload.requestedAt)) return;
      list.expired = true;
      list.loading = false;
      list.scrollId = null;
    },
    /** A disliked member's card finished animating out: drop them from every list (DASH-06). */
    dashboardCardLeft(s, a: PayloadAction<{ id: number }>) {
      const id = a.payload.id;
      s.leaving = s.leaving.filter((x) => x !== id);
      for (const list of Object.values(s.lists)) {
        const rest = list.items.filter((i) => i.type === 'NOTICE' || i.id !== id);
        list.items = rest.every((i) => i.type === 'NOTICE') ? [] : rest;
      }
    },
  },
  extraReducers: (b) => {
    const setLiked = (s: DashboardState, id: number, liked: boolean) => {
      for (const list of Object.values(s.lists)) for (const i of list.items) if (i.type === 'USER' && i.id === id) i.liked = liked;
    };
    b.addCase(memberLiked, (s, a) => setLiked(s, a.payload.id, true));
    b.addCase(memberUnliked, (s, a) => setLiked(s, a.payload.id, false));
    b.addCase(memberDisliked, (s, a) => {
      const shown = Object.values(s.lists).some((l) => l.items.some((i) => i.type === 'USER' && i.id === a.payload.id));
      if (shown && !s.leaving.includes(a.payload.id)) s.leaving.push(a.payload.id);
    });
  },
  selectors: {
    selectDashList: (s, kind: DashListKey) => s.lists[kind],
    selectLeaving: (s) => s.leaving,
  },
});

const injectedDashboard = dashboardSlice.injectInto(combinedReducer);
export const dashboardActions = dashboardSlice.actions;
export const { selectDashList, selectLeaving } = injectedDashboard.selectors;
