/**
 * Dashboards (recent, new, online) and the recommended list (DASH-01..14). Each list keeps loading,
 * data, page and its latest request stamp (list-state.ts); stale answers are dropped (DASH-14).
 * Whether a member is liked or their card is leaving is the lists' (`@/features/lists`), never a copy here.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';
import { memberCardLeft, memberUndisliked, withoutMember } from '@/features/lists';
import { emptyPagedList, isLatest, pagedListReducers, type PagedListState } from '@/shared/lib/list-state';
import type { DashItem, DashListKey } from './types';

export interface DashList extends PagedListState<DashItem> {
  /** Continues the list through /v1/dashboard/scroll (DASH-12). */
  scrollId: string | null;
  /** The scroll id aged out ('expiro'): the list reloads (DASH-13). */
  expired: boolean;
}

/** Where a disliked member's card was, so 'Deshacer' puts it back (issue 30). */
interface RemovedCard {
  kind: DashListKey;
  index: number;
  item: DashItem;
}

export interface DashboardState {
  lists: Record<DashListKey, DashList>;
  /** The cards of members disliked lately, by member id, until the undo or the next dislike. */
  removed: Record<number, RemovedCard[]>;
}

const emptyDash = (): DashList => ({ ...emptyPagedList<DashItem>(), scrollId: null, expired: false });

const initialState: DashboardState = {
  lists: { recent: emptyDash(), new: emptyDash(), online: emptyDash(), matching: emptyDash() },
  removed: {},
};

type K = { kind: DashListKey };

/** Each list continues through its scroll id (DASH-12), which a reload or an answer replaces. */
const pages = pagedListReducers<DashboardState, K, DashItem, DashList, { scrollId: string | null }>((s, { kind }) => s.lists[kind], {
  restarted: (list) => {
    list.scrollId = null;
  },
  loaded: (list, answer) => {
    list.scrollId = answer.scrollId;
    list.expired = false;
  },
});

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    ...pages('dashboardPage'),
    /** The scroll answered 'expiro' (DASH-13). */
    dashboardExpired(s, a: PayloadAction<K & { requestedAt: number }>) {
      const list = s.lists[a.payload.kind];
      if (!isLatest(list, a.payload.requestedAt)) return;
      list.expired = true;
      list.loading = false;
      list.scrollId = null;
    },
  },
  extraReducers: (b) => {
    /** A disliked member's card finished animating out: drop them from every list (DASH-06). */
    b.addCase(memberCardLeft, (s, a) => {
      const id = a.payload.id;
      const removed: RemovedCard[] = [];
      for (const [kind, list] of Object.entries(s.lists) as [DashListKey, DashList][]) {
        const index = list.items.findIndex((i) => i.type === 'USER' && i.id === id);
        if (index >= 0) removed.push({ kind, index, item: list.items[index] as DashItem });
        list.items = withoutMember(list.items, id);
      }
      // Only the latest dislike can be undone (its snackbar replaces the previous one).
      s.removed = { [id]: removed };
    });
    // 'Deshacer' (undo-dislike): the card comes back where it was (issue 30).
    b.addCase(memberUndisliked, (s, a) => {
      const id = a.payload.id;
      for (const { kind, index, item } of s.removed[id] ?? []) {
        const list = s.lists[kind];
        if (list.items.some((i) => i.type === 'USER' && i.id === id)) continue;
        list.items.splice(Math.min(index, list.items.length), 0, item);
      }
      delete s.removed[id];
    });
  },
  selectors: {
    selectDashList: (s, kind: DashListKey) => s.lists[kind],
  },
});

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof dashboardSlice> {}
}

const injectedDashboard = dashboardSlice.injectInto(combinedReducer);
export const dashboardActions = dashboardSlice.actions;
export const { selectDashList } = injectedDashboard.selectors;
