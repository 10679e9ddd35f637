/**
 * Member actions shared by every list (B §4, LIST-10..14): like, undo-like, dislike, undo-dislike,
 * the liked flags that dashboards, search and the open profile read, the disliked members whose cards
 * are animating out, and the local blocked list (disliked members) that dashboards, search, messages
 * and visits use to hide members. The only store of these facts: the other features select them
 * (selectors.ts) and never keep a copy (`src/features/lists/tests/one-owner.test.ts`).
 *
 * Injected at module load, so any feature that imports it (dashboard, messages, search) gets it.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';
import { memberActionSignals } from './actions';
import { readReported } from './reported-storage';

export type MemberAction = 'like' | 'undo-like' | 'dislike' | 'undo-dislike';

export interface ListsState {
  /** Members disliked in this session (the local blocked list, LIST-11). */
  blockedIds: number[];
  /** Liked flags set by like / undo-like, overriding what lists received from the server (LIST-10). */
  liked: Record<number, boolean>;
  /** Members disliked lately whose cards are animating out (DASH-06), until their cards have left. */
  leaving: number[];
  /** The member action in flight; others are ignored meanwhile (LIST-13). */
  pending: { id: number; action: MemberAction } | null;
  /**
   * What the lists the member saw said of each member (liked, online): the profile view, whose answer
   * the contract does not give them, reads them from here.
   */
  seen: Record<number, SeenMember>;
  /**
   * Members reported in this session (report page or the chat's quick reports): the profile view and the
   * chat menu show 'La persona ya fue denunciada' for them even when the answer carries no reported flag
   * (the contract names none for the profile view: PROF-05).
   */
  reportedIds: number[];
}

/** A member as a list item showed them. */
export interface SeenMember {
  liked?: boolean;
  online?: boolean;
}

/** Lazy: the reported ids of an earlier page of this session come back from storage (see reported.ts). */
const initialState = (): ListsState => ({ blockedIds: [], liked: {}, leaving: [], pending: null, seen: {}, reportedIds: readReported() });

type Target = PayloadAction<{ id: number }>;

export const listsSlice = createSlice({
  name: 'lists',
  initialState,
  reducers: {
    memberActionStarted(s, a: PayloadAction<{ id: number; action: MemberAction }>) {
      s.pending = a.payload;
    },
    memberActionFailed(s, _a: PayloadAction<{ id: number; action: MemberAction }>) {
      s.pending = null;
    },
    /** A like succeeded: every list showing the member marks it liked (LIST-10). */
    memberLiked(s, a: Target) {
      s.pending = null;
      s.liked[a.payload.id] = true;
    },
    memberUnliked(s, a: Target) {
      s.pending = null;
      s.liked[a.payload.id] = false;
    },
    /** A dislike succeeded: lists drop the member, who joins the local blocked list (LIST-11). */
    memberDisliked(s, a: Target) {
      s.pending = null;
      if (!s.blockedIds.includes(a.payload.id)) s.blockedIds.push(a.payload.id);
      if (!s.leaving.includes(a.payload.id)) s.leaving.push(a.payload.id);
      s.liked[a.payload.id] = false;
    },
    /** A disliked member's card finished animating out: every list drops the member (DASH-06). */
    memberCardLeft(s, a: Target) {
      s.leaving = s.leaving.filter((id) => id !== a.payload.id);
    },
    /** List items arrived: remember what they say of each member (the profile view reads it). */
    membersSeen(s, a: PayloadAction<({ id: number } & SeenMember)[]>) {
      for (const { id, ...facts } of a.payload) s.seen[id] = { ...s.seen[id], ...facts };
    },
    /** A report of the member was recorded (REPORT-07, MSG-43). */
    memberReported(s, a: Target) {
      if (!s.reportedIds.includes(a.payload.id)) s.reportedIds.push(a.payload.id);
    },
    memberUndisliked(s, a: Target) {
      s.pending = null;
      s.blockedIds = s.blockedIds.filter((id) => id !== a.payload.id);
      s.leaving = s.leaving.filter((id) => id !== a.payload.id);
    },
  },
  selectors: {
    selectBlockedIds: (s) => s.blockedIds,
    selectLikedOverrides: (s) => s.liked,
    selectLeaving: (s) => s.leaving,
    selectPendingMemberAction: (s) => s.pending,
    selectSeen: (s) => s.seen,
    selectReportedIds: (s) => s.reportedIds,
  },
});

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof listsSlice> {}
}

export const injectedLists = listsSlice.injectInto(combinedReducer);
/** The slice's actions and the member-action signals of actions.ts. */
export const listsActions = { ...listsSlice.actions, ...memberActionSignals };
