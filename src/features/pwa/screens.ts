/** The PWA feature's screens (one lazy chunk, precached): the install page and the offline start. */
export { AddToHomeScreen } from './screens/AddToHomeScreen';
export { default as OfflineStart } from './screens/OfflineStart';
