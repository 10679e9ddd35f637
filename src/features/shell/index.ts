/**
 * Public surface of the shell: navigation and modal requests other features dispatch, the dialogs and
 * toasts they show, and the frame's pieces the app's root layout renders. The authenticated frame and
 * the shell's screens are lazy: the app imports them from screens/.
 */
export {
  hashCloseRequested,
  hashOpenRequested,
  messageViewSkipUsed,
  modalCloseRequested,
  modalOpenRequested,
  navigationRequested,
  paywallRequired,
  toastTapped,
} from './actions';
export {
  alertShown,
  messageViewSkipSet,
  optionListShown,
  selectMessageViewSkip,
  selectServerError,
  selectToasts,
  serverErrorRaised,
  snackbarShown,
  toastDismissed,
  toastReplaced,
  updateAccepted,
  updateAvailable,
  type Toast,
} from './slice';
export { shellSaga } from './sagas';
export { DialogHosts } from './components/DialogHosts';
export { LandscapeOverlay } from './components/LandscapeOverlay';
export { Splash } from './components/Splash';
export { UpdatePrompt } from './components/UpdatePrompt';
