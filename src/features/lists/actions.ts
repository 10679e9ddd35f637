/**
 * The lists' signals: actions no reducer handles (the sagas take them). State changes are the slices'
 * reducers; `listsActions` (slice.ts) gathers the member actions' reducers and signals.
 */
import { createAction } from '@reduxjs/toolkit';
import { pagedListSignals } from '@/shared/lib/paged-lists';
import type { MemberListKind } from './types';

type Target = { id: number };

export const memberActionSignals = {
  likeRequested: createAction<Target>('lists/likeRequested'),
  undoLikeRequested: createAction<Target>('lists/undoLikeRequested'),
  /** `nickname` names the member in the undo snackbar (issue 30). */
  dislikeRequested: createAction<{ id: number; nickname?: string }>('lists/dislikeRequested'),
  undoDislikeRequested: createAction<Target>('lists/undoDislikeRequested'),
};

/** A list screen is shown (its first page loads again), the member scrolled near its end, a load starts. */
export const memberListSignals = pagedListSignals<MemberListKind>('memberLists/memberList');
