import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';
import type { Province } from './labels';

export { locationLabel } from './labels';

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
