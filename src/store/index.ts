/**
 * The store kernel: what every feature builds on, below all of them (layers: app → features → store →
 * api → shared). It knows no feature: slices declare themselves into `LazyLoadedSlices` / `CoreSlices`
 * (root-reducer.ts), the app wires the store, the sagas' services and the router behind these contracts.
 */
export { combinedReducer, type RootState } from './root-reducer';
export { useAppDispatch, useAppSelector, useSlice, useStoreDialog } from './hooks';
export { defineFeature, useFeature, type Feature } from './feature';
export type { AppStore, NamedSaga } from './store-types';
export * from './navigation';
export * from './paths';
export type { ModalProps } from './modal-types';
export type { RouteHandle } from './route-handle';
export { AppRouterContext, useScreenTitleKey, type AppRouter, type AppRouterState } from './router-context';
