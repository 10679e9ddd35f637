/**
 * The store kernel: what every feature builds on, below all of them (layers: app → features → store →
 * api → shared). It knows no feature: slices declare themselves into `LazyLoadedSlices` / `CoreSlices`
 * (root-reducer.ts), the app wires the store, the sagas' services and the router behind these contracts.
 */
export { combinedReducer, type RootState, type LazyLoadedSlices, type CoreSlices } from './root-reducer';
export type { AppStore, AppDispatch, SagaHost } from './store-types';
export { useAppDispatch, useAppSelector, useAppStore, useSlice } from './hooks';
export { defineFeature, defineSaga, startLoadedFeatures, useFeature, useFrameSagas, type Feature, type NamedSaga } from './feature';
export * from './navigation';
export * from './paths';
export type { ModalProps } from './modal-types';
export type { RouteHandle } from './route-handle';
export {
  AppRouterContext,
  screenTitleKey,
  useScreenTitleKey,
  useNavigationBlocker,
  type AppRouter,
  type AppRouterState,
  type HistoryAction,
  type RouterContextValue,
} from './router-context';
