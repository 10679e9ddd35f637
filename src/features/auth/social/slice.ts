/** Social sign-in state (A §4 'Social sign-in'): the connecting overlay and the stored register_data. */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';
import type { Body } from '@/api/contract';
import { authenticated } from '@/features/session';

/** register_data of a get_user_data answer (AUTH-23): pre-fills the register form. */
export interface SocialRegisterData {
  email: string | null;
  birthdate: { day: number; month: number; year: number } | null;
  gender: Body<'register'>['gender'] | null;
  accessToken: string;
  userID: string;
}

export interface SocialState {
  /** AUTH-20: while true the 'Conectando...' overlay shows. */
  connecting: boolean;
  registerData: SocialRegisterData | null;
}

const initialState: SocialState = { connecting: false, registerData: null };

export const socialSlice = createSlice({
  name: 'social',
  initialState,
  reducers: {
    socialSignInRequested(state) {
      state.connecting = true;
    },
    socialSignInFinished(state) {
      state.connecting = false;
    },
    socialRegisterDataStored(state, a: PayloadAction<SocialRegisterData>) {
      state.registerData = a.payload;
    },
    socialRegisterDataCleared(state) {
      state.registerData = null;
    },
  },
  extraReducers: (b) => {
    b.addCase(authenticated, (state) => {
      state.registerData = null;
    });
  },
  selectors: {
    selectSocialConnecting: (s) => s.connecting,
    selectSocialRegisterData: (s) => s.registerData,
  },
});

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof socialSlice> {}
}

const injectedSocial = socialSlice.injectInto(combinedReducer);
export const socialActions = socialSlice.actions;
export const { selectSocialConnecting, selectSocialRegisterData } = injectedSocial.selectors;
