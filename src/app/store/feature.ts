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
 *   useFeatureSaga('dashboard', dashboardSaga);                           // first render, once per store
 *
 * Sagas that must run for any member (realtime) are installed by the authenticated shell.
 */
import { useState } from 'react';
import type { Saga } from 'redux-saga';
import { useAppStore } from './hooks';

export function useFeatureSaga(name: string, saga: Saga): void {
  const store = useAppStore();
  // Runs synchronously on the first render (before children dispatch), once per store (idempotent).
  useState(() => {
    store.injectSaga(name, saga);
    return true;
  });
}
