/**
 * The app's public module: the only part of src/app a feature may import (lint: import-x zones).
 * Store hooks and lazy saga injection, navigation, the route and modal names, and the props a modal
 * receives. (A lazy feature's slice injects itself into the root reducer through
 * src/app/public-slices.ts, kept apart so the eager features this module serves form no import cycle.) Everything else of the app (boot, router, store wiring) composes features, not the
 * other way round.
 */
export { useAppDispatch, useAppSelector, useAppStore, useSlice } from './store/hooks';
export { useFeature, useFeatureSaga } from './store/feature';
// Redux infers the root state from the slices (which use it in their selectors): a type-only link,
// imported here rather than re-exported so it stays out of the runtime import graph.
import type { RootState as InferredRootState } from './store/root-reducer';
import type { AppDispatch as StoreDispatch, AppStore as Store } from './store/make-store';
export type RootState = InferredRootState;
export type AppDispatch = StoreDispatch;
export type AppStore = Store;
export * from './navigation';
export * from './router/paths';
export type { ModalProps } from './modals/types';
export type { RouteHandle } from './router/route-handle';
export { useScreenTitleKey, useNavigationBlocker } from './router/router-context';
