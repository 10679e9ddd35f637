/**
 * Features: a feature declares itself once, in `features/<f>/feature.ts`, and its saga starts where the
 * code says so: the first render of a component that opens it with `useFeature(xFeature)` (the route's
 * screen, the modal, the frame, a shared component such as `<MemberActions>`) starts it in that
 * component's store, the features it `requires` first, once per store, before the component's children
 * dispatch. Importing a declaration starts nothing.
 *
 *   // features/dashboard/feature.ts
 *   export const dashboardFeature = defineFeature({
 *     name: 'dashboard',              // how a crash of its saga is reported
 *     saga: dashboardSaga,
 *     ns: 'dashboard',                // its texts (locales/es-AR/dashboard.json)
 *     requires: [listsFeature],       // the features whose actions it dispatches (their sagas start first)
 *   });
 *
 *   // features/dashboard/screens/DashboardScreen.tsx
 *   const { t, dispatch } = useFeature(dashboardFeature);   // starts it, then its texts and dispatch
 *
 * The core sagas (session, shell, locations) are the app's root saga. Outside React (a saga test, the
 * service worker's registration) `store.startSaga(xFeature)` does the same start.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Saga } from 'redux-saga';
import { useAppStore } from './hooks';
import type { NamedSaga } from './store-types';

/** A feature: its saga, its texts' namespace and the features it needs running (started first). */
export interface Feature<Ns extends string = string> extends NamedSaga {
  readonly ns: Ns;
  readonly requires: readonly Feature[];
}

/** Declares a feature. It starts nothing: `useFeature` (or `store.startSaga`) starts it. */
export function defineFeature<Ns extends string>(spec: { name: string; saga: Saga; ns: Ns; requires?: readonly Feature[] }): Feature<Ns> {
  return { name: spec.name, saga: spec.saga, ns: spec.ns, requires: spec.requires ?? [] };
}

/**
 * Opens a feature in a component: on the component's first render it starts the feature's saga in the
 * current store (its `requires` first; a store runs each at most once), so the saga is listening before
 * the children's effects dispatch. Returns the feature's texts and dispatch.
 */
export function useFeature<Ns extends string>(feature: Feature<Ns>) {
  const store = useAppStore();
  useState(() => {
    store.startSaga(feature);
    return true;
  });
  const { t } = useTranslation(feature.ns);
  return { t, dispatch: store.dispatch };
}
