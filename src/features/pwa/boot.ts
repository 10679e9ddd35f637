/**
 * What the app's boot needs of the installed-app feature before any screen: the service worker's
 * registration and the install event's capture. Kept apart from index.ts so the entry chunk does not
 * carry the feature's slice, sagas and components (the member's frame loads those from index.ts).
 */
export { registerServiceWorker } from './register-sw';
export { captureInstallPrompt } from './install-capture';
