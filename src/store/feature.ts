/**
 * Features: a feature declares itself once, in `features/<f>/feature.ts`, and its saga starts when that
 * module loads (with the chunk of the route, modal or component that imports it), in every store that
 * exists then or is made later, once per store. Nothing has to remember to start it.
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
 *   const { t, dispatch } = useFeature(dashboardFeature);   // its texts and dispatch
 *
 * The core sagas (session, shell, locations) are the app's root saga. Sagas that a frame starts, not
 * their code loading (the authenticated frame's realtime), are `defineSaga` and `useFrameSagas`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Saga } from 'redux-saga';
import { useAppDispatch, useAppStore } from './hooks';
import type { NamedSaga } from './store-types';

export type { NamedSaga } from './store-types';

/** A feature: its saga (started when this declaration loads), its texts' namespace and what it needs. */
export interface Feature<Ns extends string = string> extends NamedSaga {
  readonly ns: Ns;
  readonly requires: readonly Feature[];
}

type Starter = (saga: NamedSaga) => void;

const loaded: Feature[] = [];
const starters = new Set<Starter>();

function startIn(start: Starter, feature: Feature): void {
  feature.requires.forEach((r) => startIn(start, r));
  start(feature);
}

/** Declares a feature: its saga starts now in every store, and in every store made later. */
export function defineFeature<Ns extends string>(spec: { name: string; saga: Saga; ns: Ns; requires?: readonly Feature[] }): Feature<Ns> {
  const feature: Feature<Ns> = { name: spec.name, saga: spec.saga, ns: spec.ns, requires: spec.requires ?? [] };
  loaded.push(feature);
  starters.forEach((start) => startIn(start, feature));
  return feature;
}

/**
 * The store's side (src/app/store/make-store.ts): `start` runs for every feature loaded so far and for
 * each one loaded later, until the returned function is called (the store's sagas are stopped).
 */
export function startLoadedFeatures(start: Starter): () => void {
  loaded.forEach((f) => startIn(start, f));
  starters.add(start);
  return () => void starters.delete(start);
}

/** A saga that a frame or a later step starts (not its code loading): see `useFrameSagas`, `store.startSaga`. */
export function defineSaga(name: string, saga: Saga): NamedSaga {
  return { name, saga };
}

/** A feature's texts and dispatch: the one way its components open. */
export function useFeature<Ns extends string>(feature: Feature<Ns>) {
  const { t } = useTranslation(feature.ns);
  const dispatch = useAppDispatch();
  return { t, dispatch };
}

/** Starts sagas when a frame first renders (before its children dispatch), once per store. */
export function useFrameSagas(...sagas: NamedSaga[]): void {
  const store = useAppStore();
  useState(() => {
    sagas.forEach((s) => store.startSaga(s));
    return true;
  });
}
