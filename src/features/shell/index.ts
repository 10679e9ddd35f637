/**
 * Public surface of the shell: navigation and modal requests other features dispatch, the dialogs,
 * toasts and snackbars they show, and the hosts the app renders for them. The shell composes no other
 * feature: the authenticated frame (toolbar, side menu, toasts, realtime and PWA hosts) is the app's
 * (src/app/frame). The shell's screens are lazy: the app imports them from screens/. Importing this file
 * brings shell.css (the frame's styles too) with its components.
 */
export {
  hashCloseRequested,
  hashOpenRequested,
  modalCloseRequested,
  modalOpenRequested,
  navigationRequested,
  toastTapped,
} from './actions';
export {
  alertShown,
  menuClosed,
  menuOpened,
  optionListShown,
  selectMenuOpen,
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
export { useDialogText } from './components/DialogText';
export { SnackbarHost } from './components/SnackbarHost';
export { LandscapeOverlay } from './components/LandscapeOverlay';
export { Splash } from './components/Splash';
export { UpdatePrompt } from './components/UpdatePrompt';
