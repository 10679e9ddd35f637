/**
 * Public surface of the shell: navigation and modal requests other features dispatch, the dialogs and
 * toasts they show, and the frame's pieces the app's root layout renders. The authenticated frame and
 * the shell's screens are lazy: the app imports them from screens/.
 */
export * from './actions';
export * from './slice';
export { shellSaga } from './sagas';
export { DialogHosts } from './components/DialogHosts';
export { LandscapeOverlay } from './components/LandscapeOverlay';
export { Splash } from './components/Splash';
export { UpdatePrompt } from './components/UpdatePrompt';
