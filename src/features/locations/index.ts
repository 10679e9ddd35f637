/** Public surface of the location list (provinces with their cities), loaded at start (SHELL-53). */
export { selectLocationsReady, selectLocationsFailed, selectProvinces, locationLabel, locationsLoaded } from './slice';
export { locationsSaga } from './sagas';
