/** Public surface of the location list (provinces with their cities), loaded at start (SHELL-53). */
export {
  locationsSlice,
  locationsRequested,
  selectLocationsReady,
  selectLocationsFailed,
  selectProvinces,
  findProvince,
  locationLabel,
} from './slice';
export type { City, Province } from './slice';
export { locationsSaga } from './sagas';
