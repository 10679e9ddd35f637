import { takeEvery } from 'redux-saga/effects';
import { defineFeature, type AppStore, type Feature } from '@/store';
import { storeForSagas } from '@/test/utils';

/** A feature whose saga answers `probe/<name>`: each running copy records the store it runs in. */
function probe(name: string, requires: Feature[] = []) {
  const startedIn: string[] = [];
  const feature = defineFeature({
    name,
    ns: 'common',
    requires,
    saga: function* run() {
      yield takeEvery(`probe/${name}`, (a: { type: string; payload: string }) => void startedIn.push(a.payload));
    },
  });
  return { feature, startedIn };
}

/** Asks each store's copies of a probe to say which store they run in. */
const poke = (name: string, stores: Record<string, AppStore>) =>
  Object.entries(stores).forEach(([label, s]) => s.dispatch({ type: `probe/${name}`, payload: label }));

describe('feature sagas start when their code loads', () => {
  it('[HOUSE] in every store made before or after the feature loads, once per store', () => {
    const before = storeForSagas().store;
    const a = probe('a');
    const after = storeForSagas().store;
    // A feature that requires `a` does not start it a second time.
    const b = probe('b', [a.feature]);
    poke('a', { before, after });
    poke('b', { before, after });
    expect(a.startedIn).toEqual(['before', 'after']);
    expect(b.startedIn).toEqual(['before', 'after']);
  });

  it('[HOUSE] never in a store whose sagas were stopped (as the stores of every finished test are)', () => {
    const stopped = storeForSagas().store;
    stopped.stopSagas();
    const live = storeForSagas().store;
    const c = probe('c');
    poke('c', { stopped, live });
    expect(c.startedIn).toEqual(['live']);
  });
});
