/** Public surface of the province/city list (loaded at start, A §7). */
export { selectProvinces, selectLocationsReady, findProvince, locationLabel, type Province, type City } from './slice';
