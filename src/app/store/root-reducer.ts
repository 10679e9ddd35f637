import { combineSlices, type Action, type Reducer, type WithSlice } from '@reduxjs/toolkit';
import { sessionSlice, loggedOut } from '@/features/session';
import { shellSlice } from '@/features/shell';
import { locationsSlice } from '@/features/locations';
import type { accountSlice } from '@/features/account';
import type { authSlice, socialSlice } from '@/features/auth';
import type { dashboardSlice } from '@/features/dashboard';
import type { likeGameSlice } from '@/features/like-game';
import type { listsSlice, memberListsSlice } from '@/features/lists';
import type { messagesSlice } from '@/features/messages';
import type { myProfileSlice } from '@/features/my-profile';
import type { paywallSlice } from '@/features/paywall';
import type { profileSlice } from '@/features/profile';
import type { pwaSlice } from '@/features/pwa';
import type { realtimeSlice } from '@/features/realtime';
import type { searchSlice } from '@/features/search';

/**
 * The slices of the features that load with their (lazy) screens, registered here by type only (no
 * runtime import: each feature injects its own slice with `slice.injectInto(combinedReducer)` when
 * its chunk loads). A new lazy feature exports its slice's type from its index.ts
 * (`export type { xSlice } from './slice'`) and adds it to this list.
 */
export type LazyLoadedSlices = WithSlice<typeof accountSlice> &
  WithSlice<typeof authSlice> &
  WithSlice<typeof socialSlice> &
  WithSlice<typeof dashboardSlice> &
  WithSlice<typeof likeGameSlice> &
  WithSlice<typeof listsSlice> &
  WithSlice<typeof memberListsSlice> &
  WithSlice<typeof messagesSlice> &
  WithSlice<typeof myProfileSlice> &
  WithSlice<typeof paywallSlice> &
  WithSlice<typeof profileSlice> &
  WithSlice<typeof pwaSlice> &
  WithSlice<typeof realtimeSlice> &
  WithSlice<typeof searchSlice>;

export const combinedReducer = combineSlices(sessionSlice, shellSlice, locationsSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof combinedReducer>;

/** Logout resets every slice except the location list (AUTH-64). */
export const rootReducer: Reducer<RootState, Action, Partial<RootState>> = (state, action) => {
  if (loggedOut.match(action)) {
    return combinedReducer({ locations: state?.locations }, action);
  }
  return combinedReducer(state, action);
};
