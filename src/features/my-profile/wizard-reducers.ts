/** The post-registration wizard (WIZ-*): its data, its step and the texts saved from it. */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { PostRegisterData } from './types';
import type { MyProfileState } from './state';

type S = MyProfileState;

export const wizardReducers = {
  wizardRequested(s: S) {
    if (!s.wizard.data) s.wizard.status = 'loading';
  },
  wizardLoaded(s: S, a: PayloadAction<PostRegisterData>) {
    s.wizard.status = 'ok';
    s.wizard.data = a.payload;
  },
  wizardFailed(s: S) {
    if (!s.wizard.data) s.wizard.status = 'error';
  },
  wizardStepChanged(s: S, a: PayloadAction<0 | 1 | 2 | 3>) {
    s.wizard.step = a.payload;
  },
  wizardTextSaved(s: S, a: PayloadAction<{ nickname?: string; description?: string }>) {
    const w = s.wizard.data;
    if (!w) return;
    if (a.payload.nickname !== undefined) {
      w.nickname = a.payload.nickname;
      w.nicknameModeration = 0;
    }
    if (a.payload.description !== undefined) {
      w.description = a.payload.description;
      w.descriptionModeration = 0;
    }
  },
};
