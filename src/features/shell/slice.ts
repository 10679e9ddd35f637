import { createSlice, nanoid, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';

/**
 * Texts in dialogs are i18n keys plus values, never literal Spanish, so everything still comes from
 * locales/ (a key may be a literal only for server-provided text, flagged with `raw`).
 */
export interface DialogText {
  key: string;
  values?: Record<string, string | number>;
  raw?: string;
}

export interface AlertButton {
  label: DialogText;
  /** Action dispatched when pressed (besides closing). */
  action?: { type: string; payload?: unknown };
  variant?: 'primary' | 'secondary' | 'danger';
}

/** SHELL-33: confirm + cancel, or a single close button. */
export interface AlertDialog {
  id: string;
  title?: DialogText;
  text: DialogText;
  buttons: AlertButton[];
}

/** SHELL-34: pick one option from a list. */
export interface OptionListDialog {
  id: string;
  title: DialogText;
  options: { label: DialogText; action: { type: string; payload?: unknown } }[];
}

export interface Toast {
  /** message | visit | list */
  type: 'message' | 'visit' | 'list';
  id: number;
  nickname: string;
  image: string;
  gender: number;
  hasImage: boolean;
  pending: number;
  text?: DialogText;
  title?: DialogText;
}

/**
 * A short-lived notice at the bottom with one action (issue 30: 'Deshacer' after a dislike). It closes
 * after `ms`, when its action is pressed, or when another replaces it; the action is a plain action.
 */
export interface Snackbar {
  id: string;
  text: DialogText;
  actionLabel: DialogText;
  action: { type: string; payload?: unknown };
  ms: number;
}

export interface ShellState {
  menuOpen: boolean;
  snackbar: Snackbar | null;
  alert: AlertDialog | null;
  optionList: OptionListDialog | null;
  serverError: boolean;
  toasts: Toast[];
  updateAvailable: boolean;
}

const initialShellState: ShellState = {
  menuOpen: false,
  snackbar: null,
  alert: null,
  optionList: null,
  serverError: false,
  toasts: [],
  updateAvailable: false,
};

const nextId = () => `dlg-${nanoid()}`;

type DialogKey = 'alert' | 'optionList';
type DialogOf<K extends DialogKey> = NonNullable<ShellState[K]>;

/** SHELL-33 / SHELL-34: a dialog is shown with a fresh id (its host keys the <dialog> on it). */
const dialogShown = <K extends DialogKey>(key: K) => ({
  reducer(state: ShellState, action: PayloadAction<DialogOf<K>>) {
    state[key] = action.payload;
  },
  prepare: (d: Omit<DialogOf<K>, 'id'>) => ({ payload: { ...d, id: nextId() } as DialogOf<K> }),
});

const dialogClosed = (key: DialogKey) => (state: ShellState) => {
  state[key] = null;
};

export const shellSlice = createSlice({
  name: 'shell',
  initialState: initialShellState,
  reducers: {
    menuOpened(state) {
      state.menuOpen = true;
    },
    menuClosed(state) {
      state.menuOpen = false;
    },
    alertShown: dialogShown('alert'),
    alertClosed: dialogClosed('alert'),
    optionListShown: dialogShown('optionList'),
    optionListClosed: dialogClosed('optionList'),
    /** API-12: a 500 sets the server-error flag; the saga shows /server-error. */
    serverErrorRaised(state) {
      state.serverError = true;
    },
    serverErrorCleared(state) {
      state.serverError = false;
    },
    snackbarShown: {
      reducer(state, action: PayloadAction<Snackbar>) {
        state.snackbar = action.payload;
      },
      prepare: (b: Omit<Snackbar, 'id'>) => ({ payload: { ...b, id: nextId() } }),
    },
    /** Closes the snackbar `id` (a newer one stays). */
    snackbarClosed(state, action: PayloadAction<{ id: string }>) {
      if (state.snackbar?.id === action.payload.id) state.snackbar = null;
    },
    toastQueued(state, action: PayloadAction<Toast>) {
      state.toasts.push(action.payload);
    },
    toastReplaced(state, action: PayloadAction<Toast[]>) {
      state.toasts = action.payload;
    },
    toastDismissed(state) {
      state.toasts.shift();
    },
    updateAvailable(state) {
      state.updateAvailable = true;
    },
    updateDismissed(state) {
      state.updateAvailable = false;
    },
    /** The member accepted the update prompt; the PWA saga does skipWaiting + one reload. */
    updateAccepted(state) {
      state.updateAvailable = false;
    },
  },
  selectors: {
    selectToasts: (s) => s.toasts,
    selectSnackbar: (s) => s.snackbar,
    selectServerError: (s) => s.serverError,
    selectMenuOpen: (s) => s.menuOpen,
    selectUpdateAvailable: (s) => s.updateAvailable,
    selectAlert: (s) => s.alert,
    selectOptionList: (s) => s.optionList,
  },
});

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof shellSlice> {}
  interface CoreSlices extends WithSlice<typeof shellSlice> {}
}
shellSlice.injectInto(combinedReducer);

export const { selectToasts, selectSnackbar, selectServerError, selectMenuOpen, selectUpdateAvailable, selectAlert, selectOptionList } =
  shellSlice.selectors;

export const {
  menuOpened,
  menuClosed,
  alertShown,
  alertClosed,
  optionListShown,
  optionListClosed,
  serverErrorRaised,
  serverErrorCleared,
  snackbarShown,
  snackbarClosed,
  toastQueued,
  toastReplaced,
  toastDismissed,
  updateAvailable,
  updateDismissed,
  updateAccepted,
} = shellSlice.actions;
