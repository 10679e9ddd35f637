/**
 * The five member lists (LIST-01..09): 'Se gustan' (matches), 'Te gustan' (likes sent), visits
 * received and made, and 'No me gustan' (dislikes). Each keeps loading, data, page and its latest
 * request stamp (B §3); stale answers are dropped. Injected when the list screens' chunk loads.
 */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';
import { emptyPagedList, pagedListReducers, type PagedListState } from '@/shared/lib/list-state';
import { onlyNotices, withoutMember } from './list-items';
import { listsActions } from './slice';
import type { ListItem, MemberListKind } from './types';

export type MemberList = PagedListState<ListItem>;

export type MemberListsState = Record<MemberListKind, MemberList>;

const initialState: MemberListsState = {
  matches: emptyPagedList<ListItem>(),
  likes: emptyPagedList<ListItem>(),
  visitsReceived: emptyPagedList<ListItem>(),
  visitsSent: emptyPagedList<ListItem>(),
  dislikes: emptyPagedList<ListItem>(),
};

type K = { kind: MemberListKind };

// LIST-12: a list with nothing but notices is empty.
const pages = pagedListReducers<MemberListsState, K, ListItem, MemberList>((s, { kind }) => s[kind], {
  items: (items) => (onlyNotices(items) ? [] : items),
});

export const memberListsSlice = createSlice({
  name: 'memberLists',
  initialState,
  reducers: pages('memberListPage'),
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

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof memberListsSlice> {}
}

const injectedMemberLists = memberListsSlice.injectInto(combinedReducer);
export const memberListsActions = memberListsSlice.actions;
export const { selectMemberList } = injectedMemberLists.selectors;
