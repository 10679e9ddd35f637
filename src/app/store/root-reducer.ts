import { combineSlices, type Action, type Reducer } from '@reduxjs/toolkit';
import { sessionSlice, loggedOut } from '@/features/session';
import { shellSlice } from '@/features/shell';
import { locationsSlice } from '@/features/locations';

/**
 * Feature slices that load with their (lazy) screens declare themselves here by module augmentation:
 *   declare module '@/app/store/root-reducer' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }
 * and inject with `slice.injectInto(combinedReducer)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const combinedReducer = combineSlices(sessionSlice, shellSlice, locationsSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof combinedReducer>;

/** Logout resets every slice except the location list (AUTH-64). */
export const rootReducer: Reducer<RootState, Action, Partial<RootState>> = (state, action) => {
  if (loggedOut.match(action)) {
    return combinedReducer({ locations: state?.locations }, action);
  }
  return combinedReducer(state, action);
};
