import type { RootState } from '@/app/public';
import { injectedLists } from './slice';

const s = injectedLists.selectors;

/** The local blocked list: ids of members disliked in this session (LIST-11). */
export const selectBlockedIds = (state: RootState): number[] => s.selectBlockedIds(state);

/** True when the member is on the local blocked list: never show their profile or conversation (LIST-14). */
export const isBlocked = (state: RootState, id: number | null | undefined): boolean =>
  id !== null && id !== undefined && s.selectBlockedIds(state).includes(id);

/** The member action in flight, if any (LIST-13). */
export const selectPendingMemberAction = (state: RootState) => s.selectPendingMemberAction(state);
export const selectMemberActionBusy = (state: RootState): boolean => s.selectPendingMemberAction(state) !== null;

/**
 * Whether a member is liked: a like or undo-like in this session wins over the flag the list item
 * came with (LIST-10), so dashboard, search and the open profile agree.
 */
export const selectIsLiked = (state: RootState, id: number, fromServer: boolean): boolean => {
  const override = s.selectLikedOverrides(state)[id];
  return override ?? fromServer;
};
