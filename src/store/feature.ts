/**
 * Lazy features: a feature whose code arrives with its screens installs itself when that code loads.
 *
 *   // features/dashboard/slice.ts (its type is listed in root-reducer.ts's LazyLoadedSlices)
 *   export const dashboardSlice = createSlice({ name: 'dashboard', ... });
 *   const injectedDashboard = dashboardSlice.injectInto(combinedReducer);          // module top level
 *   export const dashboardActions = dashboardSlice.actions;
 *   export const { selectDashList } = injectedDashboard.selectors;                 // safe before first action
 *
 *   // features/dashboard/screens/DashboardScreen.tsx
 *   const { t, dispatch } = useFeature('dashboard', dashboardSaga, 'dashboard');  // saga, texts, dispatch
 *   useFeatureSaga('dashboard', dashboardSaga);              // the saga alone (first render, once per store)
 *
 * Sagas that must run for any member (realtime) are installed by the authenticated shell.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Saga } from 'redux-saga';
import { useAppDispatch, useAppStore } from './hooks';

export function useFeatureSaga(name: string, saga: Saga): void {
  const store = useAppStore();
  // Runs synchronously on the first render (before children dispatch), once per store (idempotent).
  useState(() => {
    store.injectSaga(name, saga);
    return true;
  });
}

/**
 * A lazy feature's screen opening: installs its saga (useFeatureSaga: first render, once per store) and
 * returns its texts (the translation namespace `ns`) and dispatch.
 */
export function useFeature<Ns extends string>(name: string, saga: Saga, ns: Ns) {
  useFeatureSaga(name, saga);
  const { t } = useTranslation(ns);
  const dispatch = useAppDispatch();
  return { t, dispatch };
}
