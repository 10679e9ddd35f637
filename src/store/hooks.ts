/* eslint-disable no-restricted-imports -- the one place the raw react-redux hooks are wrapped. */
/** The typed hooks: the only way components read and write the store (raw hooks are banned by lint). */
import { useCallback, useRef } from 'react';
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

/**
 * A dialog whose open state lives in the store: `open` to render it and `isOpen`, which reads the store at
 * the moment a navigation asks (SHELL-31): a button that closes the dialog and then dispatches what
 * navigates (an alert's action, the match's 'Enviar mensaje', a deletion's logout) is let through, while
 * the last render still showed the dialog. Spread into the Dialog: `<Dialog {...useStoreDialog(sel)} …>`.
 */
export function useStoreDialog(selectOpen: (state: RootState) => boolean): { open: boolean; isOpen: () => boolean } {
  const store = useAppStore();
  const open = useAppSelector(selectOpen);
  const latest = useRef(selectOpen);
  latest.current = selectOpen;
  const isOpen = useCallback(() => latest.current(store.getState()), [store]);
  return { open, isOpen };
}
