/**
 * The five member lists (LIST-01..09): 'Se gustan' (matches), 'Te gustan' (likes sent), visits
 * received and made, and 'No me gustan' (dislikes). Each keeps loading, data, page and its latest
 * request stamp (B §3); stale answers are dropped. Injected when the list screens' chunk loads.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { combinedReducer } from '@/app/public-slices';
import { applyFailure, emptyList, isLatest, markRequested, type ListState } from '@/shared/lib/list-state';
import { pagedListSignals } from '@/shared/lib/paged-lists';
import { withoutMember } from './list-items';
import { listsActions } from './slice';
import type { ListItem, MemberListKind } from './types';

export interface MemberList extends ListState<ListItem> {
  /** At least one answer arrived (tells the first-load skeleton from an empty list). */
  loaded: boolean;
}

export type MemberListsState = Record<MemberListKind, MemberList>;

const empty = (): MemberList => ({ ...emptyList<ListItem>(), loaded: false });
const initialState: MemberListsState = {
  matches: empty(),
  likes: empty(),
  visitsReceived: empty(),
  visitsSent: empty(),
  dislikes: empty(),
};

type K = { kind: MemberListKind };

/** A list screen is shown (its first page loads again), the member scrolled near its end, a load starts. */
export const memberListSignals = pagedListSignals<MemberListKind>('memberLists/memberList');

export const memberListsSlice = createSlice({
  name: 'memberLists',
  initialState,
  reducers: {
    memberListPageRequested(s, a: PayloadAction<K & { requestedAt: number; replace: boolean }>) {
      const list = s[a.payload.kind];
      markRequested(list, a.payload.requestedAt);
      if (a.payload.replace) list.page = 0;
    },
    memberListPageLoaded(s, a: PayloadAction<K & { requestedAt: number; items: ListItem[]; received: number; replace: boolean }>) {
      const list = s[a.payload.kind];
      if (!isLatest(list, a.payload.requestedAt)) return;
      const page = list.page ?? 0;
      const items = a.payload.replace ? a.payload.items : list.items.concat(a.payload.items);
      // LIST-12: a list with nothing but notices is empty.
      list.items = items.every((i) => i.type === 'NOTICE') ? [] : items;
      list.loading = false;
      list.error = false;
      list.loaded = true;
      // B §4: the page advances only when more than one item came back.
      list.page = a.payload.received > 1 ? page + 1 : null;
    },
    memberListPageFailed(s, a: PayloadAction<K & { requestedAt: number }>) {
      const list = s[a.payload.kind];
      if (applyFailure(list, a.payload.requestedAt)) list.loaded = true;
    },
  },
  extraReducers: (b) => {
    const drop = (s: MemberListsState, kinds: MemberListKind[], id: number) => {
      for (const k of kinds) s[k].items = withoutMember(s[k].items, id);
    };
    // LIST-12: undo like / undo dislike remove the member at once.
    b.addCase(listsActions.memberUnliked, (s, a) => drop(s, ['likes', 'matches'], a.payload.id));
    b.addCase(listsActions.memberUndisliked, (s, a) => drop(s, ['dislikes'], a.payload.id));
    // LIST-11: a dislike removes the member from the visits (and from the likes, which it undoes).
    b.addCase(listsActions.memberDisliked, (s, a) => drop(s, ['visitsReceived', 'visitsSent', 'matches', 'likes'], a.payload.id));
  },
  selectors: {
    selectMemberList: (s, kind: MemberListKind) => s[kind],
  },
});

const injectedMemberLists = memberListsSlice.injectInto(combinedReducer);
export const memberListsActions = memberListsSlice.actions;
export const { selectMemberList } = injectedMemberLists.selectors;
