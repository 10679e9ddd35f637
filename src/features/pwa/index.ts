/** Public surface of the installed-app features: the service worker's registration at boot. */
export { registerServiceWorker } from './register-sw';
export { pwaSaga } from './sagas';
