import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';

export interface City {
  id: number;
  name: string;
}
export interface Province {
  id: number;
  name: string;
  cities: City[];
}

export interface LocationsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  provinces: Province[];
}

const initialState: LocationsState = { status: 'idle', provinces: [] };

/** Province/city list (API-25), loaded once at start and kept across logout (AUTH-64). */
export const locationsSlice = createSlice({
  name: 'locations',
  initialState,
  reducers: {
    locationsRequested(state) {
      state.status = 'loading';
    },
    locationsLoaded(state, action: PayloadAction<Province[]>) {
      state.status = 'loaded';
      state.provinces = action.payload;
    },
    locationsFailed(state) {
      state.status = 'failed';
    },
  },
  selectors: {
    selectLocationsReady: (s) => s.status === 'loaded',
    selectProvinces: (s) => s.provinces,
    selectLocationsFailed: (s) => s.status === 'failed',
  },
});

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof locationsSlice> {}
  interface CoreSlices extends WithSlice<typeof locationsSlice> {}
}
locationsSlice.injectInto(combinedReducer);

export const { locationsRequested, locationsLoaded, locationsFailed } = locationsSlice.actions;
export const { selectLocationsReady, selectProvinces, selectLocationsFailed } = locationsSlice.selectors;

export function findProvince(provinces: Province[], id: number | null | undefined): Province | undefined {
  return provinces.find((p) => p.id === id);
}

/**
 * 'Province - City' for a member's `location {provinceId, cityId}` (PROF-02), resolved against the
 * location list; a part the list does not hold is '-' (as in the lists, LIST-01); '' when neither is.
 */
export function locationLabel(provinces: Province[], provinceId: number | null, cityId: number | null): string {
  const province = findProvince(provinces, provinceId);
  const city = province?.cities.find((c) => c.id === cityId) ?? provinces.flatMap((p) => p.cities).find((c) => c.id === cityId);
  if (!province && !city) return '';
  return `${province?.name ?? '-'} - ${city?.name ?? '-'}`;
}
