/* eslint-disable no-restricted-imports -- the one place the raw react-redux hooks are wrapped. */
/** The typed hooks: the only way components read and write the store (raw hooks are banned by lint). */
import { shallowEqual, useDispatch, useSelector, useStore } from 'react-redux';
import type { RootState } from './root-reducer';
import type { AppDispatch, AppStore } from './store-types';

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * Reads one slice through `pick`: a field, `useSlice(selectAccount, (a) => a.refund)`, or several at once,
 * `useSlice(selectAccount, ({ view, password }) => ({ view, password }))`. The component re-renders only
 * when what `pick` returns changes (shallow comparison), as with one `useAppSelector` per field.
 */
export function useSlice<S, T>(selectSlice: (state: RootState) => S, pick: (slice: S) => T): T {
  return useAppSelector((state) => pick(selectSlice(state)), shallowEqual);
}
