/**
 * The installed-app experience (issue 20): the push dialogs (PWA-04, PWA-05), the install offer
 * (PWA-08..11) and the offline start state. Side effects live in push-sagas.ts, install-sagas.ts and
 * offline-sagas.ts.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';
import { installPageOpened } from './actions';

export type PushDialog = 'none' | 'ask' | 'tutorial';
export type InstallOutcome = 'accepted' | 'cancelled';

export interface InstallState {
  /** The browser's install event was captured and can be offered (PWA-08). */
  canPrompt: boolean;
  standalone: boolean;
  installed: boolean;
}

export interface PwaState {
  pushDialog: PushDialog;
  pushSubscribed: boolean;
  install: InstallState;
  installOutcome: InstallOutcome | null;
  installing: boolean;
}

const initialState: PwaState = {
  pushDialog: 'none',
  pushSubscribed: false,
  install: { canPrompt: false, standalone: false, installed: false },
  installOutcome: null,
  installing: false,
};

export const pwaSlice = createSlice({
  name: 'pwa',
  initialState,
  reducers: {
    pushDialogShown(s, a: PayloadAction<Exclude<PushDialog, 'none'>>) {
      s.pushDialog = a.payload;
    },
    /** 'Activar notificaciones' in the custom dialog: the browser's own prompt follows. */
    pushDialogAccepted(s) {
      s.pushDialog = 'none';
    },
    pushDialogDismissed(s) {
      s.pushDialog = 'none';
    },
    pushSubscribed(s) {
      s.pushSubscribed = true;
    },
    installStateChanged(s, a: PayloadAction<InstallState>) {
      s.install = a.payload;
    },
    installRequested(s) {
      s.installing = true;
    },
    installFinished(s, a: PayloadAction<InstallOutcome | null>) {
      s.installing = false;
      s.installOutcome = a.payload;
    },
  },
  selectors: {
    selectPushDialog: (s) => s.pushDialog,
    /** PWA-09: offered only with a captured event, outside standalone mode, when not installed. */
    selectCanInstall: (s) => s.install.canPrompt && !s.install.standalone && !s.install.installed,
  },
});

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof pwaSlice> {}
}

const injectedPwa = pwaSlice.injectInto(combinedReducer);
/** The slice's actions and the install page's signal (actions.ts). */
export const pwaActions = { ...pwaSlice.actions, installPageOpened };
export const { selectPushDialog, selectCanInstall } = injectedPwa.selectors;
/** The PWA state (screens read plain fields with `useSlice(selectPwa, pick)`). */
export const selectPwa = injectedPwa.selectSlice;
