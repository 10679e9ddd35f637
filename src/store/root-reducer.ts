/**
 * The root reducer every feature injects its slice into (RTK's `combineSlices().withLazyLoadedSlices`).
 * The kernel knows no feature: each one declares its slice here by module augmentation, next to the
 * slice, and injects it when its code loads:
 *
 *   // features/dashboard/slice.ts
 *   import { combinedReducer } from '@/store/root-reducer';   // this module only: a slice loads light
 *   export const dashboardSlice = createSlice({ name: 'dashboard', ... });
 *   declare module '@/store/root-reducer' {
 *     interface LazyLoadedSlices extends WithSlice<typeof dashboardSlice> {}
 *   }
 *   const injected = dashboardSlice.injectInto(combinedReducer);      // module top level
 *
 * A slice that must exist before the store does (session, shell, locations: the app imports them
 * before it makes the store) also extends `CoreSlices`, so `RootState` holds it as always present.
 */
import { combineSlices } from '@reduxjs/toolkit';

/** Every feature's slice, declared by the feature (module augmentation). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by module augmentation
export interface LazyLoadedSlices {}

/** The slices injected before the store is made (the app imports their features first). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by module augmentation
export interface CoreSlices {}

export const combinedReducer = combineSlices().withLazyLoadedSlices<LazyLoadedSlices>();

/** The store's state: the core slices always, every other slice once its feature's code has loaded. */
export type RootState = Partial<LazyLoadedSlices> & CoreSlices;
