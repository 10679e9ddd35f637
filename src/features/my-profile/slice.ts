/**
 * My profile, its photos, the photo upload and the post-registration wizard (ME-*, WIZ-*). Edits are
 * applied at once (what the member typed is never lost) and saved by the saga; a failed save keeps
 * the value and remembers the action so 'Reintentar' repeats it. The reducers sit by concern in
 * profile-reducers.ts, photo-reducers.ts, facebook/reducers.ts and wizard-reducers.ts.
 */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';
import { facebookReducers } from './facebook/reducers';
import { photoReducers } from './photo-reducers';
import { profileReducers } from './profile-reducers';
import { initialState } from './state';
import { wizardReducers } from './wizard-reducers';

export const myProfileSlice = createSlice({
  name: 'myProfile',
  initialState,
  reducers: { ...profileReducers, ...photoReducers, ...facebookReducers, ...wizardReducers },
});

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof myProfileSlice> {}
}

const injectedMyProfile = myProfileSlice.injectInto(combinedReducer);
export const myProfileActions = myProfileSlice.actions;
/** The my-profile state (screens read it with `useSlice(selectMyProfile, pick)`). */
export const selectMyProfile = injectedMyProfile.selectSlice;
