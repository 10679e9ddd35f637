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
 * Whether a member is liked, the one answer every screen shows (dashboard and search cards, the
 * member lists, the open profile): a like or undo-like in this session wins (LIST-10); else what the
 * latest answer that showed the member said (a list item's or the profile view's `liked`, membersSeen).
 * No other slice keeps a liked flag (tests/one-owner.test.ts).
 */
export const selectIsLiked = (state: RootState, id: number): boolean => {
  const override = s.selectLikedOverrides(state)[id];
  return override ?? s.selectSeen(state)[id]?.liked ?? false;
};

/** Whether the member was disliked and their card is animating out of the lists (DASH-06). */
export const selectIsLeaving = (state: RootState, id: number): boolean => s.selectLeaving(state).includes(id);

/** Whether a list showed the member online (null: no list showed them). */
export const selectSeenOnline = (state: RootState, id: number): boolean | null => s.selectSeen(state)[id]?.online ?? null;

/** Whether the member was reported: the answer's own flag when it has one, else a report of this session (PROF-05). */
export const selectIsReported = (state: RootState, id: number, fromServer?: boolean | null): boolean =>
  !!fromServer || s.selectReportedIds(state).includes(id);
