/** The open profile view (PROF-01..07): one member at a time, stale answers dropped by stamp. */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';
import { profileViewOpened } from './actions';
import type { ProfileView } from './types';

export interface ProfileState {
  id: number | null;
  /** notFound: the server answered that no such member is there (a 400: an id it does not know). */
  status: 'idle' | 'loading' | 'ok' | 'error' | 'notFound';
  data: ProfileView | null;
  requestedAt: number;
}

const initialState: ProfileState = { id: null, status: 'idle', data: null, requestedAt: 0 };

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileViewRequested(s, a: PayloadAction<{ id: number; requestedAt: number }>) {
      s.id = a.payload.id;
      s.status = 'loading';
      s.requestedAt = a.payload.requestedAt;
      if (s.data?.id !== a.payload.id) s.data = null;
    },
    profileViewLoaded(s, a: PayloadAction<{ requestedAt: number; data: ProfileView }>) {
      if (a.payload.requestedAt !== s.requestedAt) return;
      s.status = 'ok';
      s.data = a.payload.data;
    },
    profileViewFailed(s, a: PayloadAction<{ requestedAt: number; notFound?: boolean }>) {
      if (a.payload.requestedAt !== s.requestedAt) return;
      s.status = a.payload.notFound ? 'notFound' : 'error';
    },
  },
});

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof profileSlice> {}
}

const injectedProfile = profileSlice.injectInto(combinedReducer);
/** The slice's actions and the view's signal (actions.ts). */
export const profileActions = { ...profileSlice.actions, profileViewOpened };
export const selectProfileView = injectedProfile.selectSlice;
