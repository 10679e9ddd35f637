/* eslint-disable no-restricted-imports -- the one place the raw react-redux hooks are wrapped. */
/** The typed hooks: the only way components read and write the store (raw hooks are banned by lint). */
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { RootState } from './root-reducer';
import type { AppDispatch, AppStore } from './make-store';

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppStore = useStore.withTypes<AppStore>();
