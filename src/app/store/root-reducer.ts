import type { Action, Reducer } from '@reduxjs/toolkit';
import { combinedReducer, type RootState } from '@/store';
// The core features inject their slices when their code loads (each slice.ts): importing them here,
// before any store exists, is what makes `CoreSlices` present from the store's first state.
import { loggedOut } from '@/features/session';
import '@/features/shell';
import '@/features/locations';

/** Logout resets every slice except the location list (AUTH-64). */
export const rootReducer: Reducer<RootState, Action, Partial<RootState>> = (state, action) => {
  if (loggedOut.match(action)) {
    return combinedReducer({ locations: state?.locations }, action) as RootState;
  }
  return combinedReducer(state, action) as RootState;
};
