import type { RootState } from '@/store';
import { injectedLists, type MemberAction } from './slice';

const s = injectedLists.selectors;

/** The local blocked list: ids of members disliked in this session (LIST-11). */
export const selectBlockedIds = (state: RootState): number[] => s.selectBlockedIds(state);

/** True when the member is on the local blocked list: never show their profile or conversation (LIST-14). */
export const isBlocked = (state: RootState, id: number | null | undefined): boolean =>
  id !== null && id !== undefined && s.selectBlockedIds(state).includes(id);

/**
 * The member action in flight for this member, or null (LIST-13). A card or row reads only its own:
 * a tap re-renders the one card it concerns, not every card of the list (issue 32).
 */
export const selectPendingActionOf = (state: RootState, id: number): MemberAction | null => {
  const pending = s.selectPendingMemberAction(state);
  return pending?.id === id ? pending.action : null;
};

/**
 * Whether a member is liked: a like or undo-like in this session wins over the flag the list item or
 * profile came with (LIST-10), so dashboard, search and the open profile agree. Without a flag (the
 * profile view: the contract does not give it `liked`), what a list showed of the member decides.
 */
export const selectIsLiked = (state: RootState, id: number, fromServer: boolean | null): boolean => {
  const override = s.selectLikedOverrides(state)[id];
  return override ?? fromServer ?? s.selectSeen(state)[id]?.liked ?? false;
};

/** Whether a list showed the member online (null: no list showed them). */
export const selectSeenOnline = (state: RootState, id: number): boolean | null => s.selectSeen(state)[id]?.online ?? null;

/** Whether the member was reported: the answer's own flag when it has one, else a report of this session (PROF-05). */
export const selectIsReported = (state: RootState, id: number, fromServer?: boolean | null): boolean =>
  !!fromServer || s.selectReportedIds(state).includes(id);
