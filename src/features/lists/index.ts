/**
 * Public surface of the member actions and the local blocked list. Other features (messages,
 * search, visits) import from here only:
 *
 *   const blocked = useAppSelector(selectBlockedIds);           // hide blocked members
 *   if (isBlocked(state, id)) ...                               // never open their profile/chat (LIST-14)
 *   builder.addCase(memberDisliked, (s, a) => ...)              // drop the member from your list
 *   dispatch(dislikeRequested({ id }))                          // 'Bloquear usuario' (OPEN-27)
 *   useMemberActions();                                         // installs the saga (once per store)
 */
import { useFeatureSaga } from '@/store';
import { listsSaga } from './sagas';
import { listsActions } from './slice';

export const { dislikeRequested, memberLiked, memberUnliked, memberDisliked, memberUndisliked, membersSeen } = listsActions;
export { memberWasReported } from './reported';
export { selectBlockedIds, isBlocked, selectIsLiked, selectSeenOnline, selectIsReported } from './selectors';
export { withoutMember, withoutBlocked, onlyNotices } from './list-items';

/** Installs the member-action saga for the current store (call in any screen that likes or dislikes). */
export function useMemberActions(): void {
  useFeatureSaga('lists', listsSaga);
}
export { MemberActions, useIsLiked } from './components/MemberActions';
