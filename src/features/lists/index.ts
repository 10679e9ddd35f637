/**
 * Public surface of the member actions and the local blocked list. Other features (messages,
 * search, visits) import from here only:
 *
 *   const blocked = useAppSelector(selectBlockedIds);           // hide blocked members
 *   if (isBlocked(state, id)) ...                               // never open their profile/chat (LIST-14)
 *   builder.addCase(memberDisliked, (s, a) => ...)              // drop the member from your list
 *   dispatch(dislikeRequested({ id }))                          // 'Bloquear usuario' (OPEN-27)
 *   defineFeature({ ..., requires: [listsFeature] })           // a feature that dispatches these
 */
import { listsActions } from './slice';

export const { dislikeRequested, memberLiked, memberUnliked, memberDisliked, memberUndisliked, memberCardLeft, membersSeen } = listsActions;
export { memberWasReported } from './reported';
export { selectBlockedIds, isBlocked, selectIsLiked, selectIsLeaving, selectSeenOnline, selectIsReported } from './selectors';
export { withoutMember, withoutBlocked, onlyNotices } from './list-items';
export { listsFeature } from './feature';
export type { ListMember } from './types';
export { MemberActions, useIsLiked } from './components/MemberActions';
