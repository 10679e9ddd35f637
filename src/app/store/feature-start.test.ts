import { createElement, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import { takeEvery } from 'redux-saga/effects';
import { defineFeature, useFeature, type AppStore, type Feature } from '@/store';
import { storeForSagas } from '@/test/utils';

/** Every start of a probe's saga, in order, as `<probe>@<store>`. */
let started: string[] = [];

/** A feature whose saga answers `probe/<name>`: each running copy records the store it runs in. */
function probe(name: string, requires: Feature[] = []) {
  const heardIn: string[] = [];
  const feature = defineFeature({
    name,
    ns: 'common',
    requires,
    saga: function* run() {
      started.push(name);
      yield takeEvery(`probe/${name}`, (a: { type: string; payload: string }) => void heardIn.push(a.payload));
    },
  });
  return { feature, heardIn };
}

/** Asks each store's copies of a probe to say which store they run in. */
const poke = (name: string, stores: Record<string, AppStore>) =>
  Object.entries(stores).forEach(([label, s]) => s.dispatch({ type: `probe/${name}`, payload: label }));

/** A screen that opens `feature` and whose child dispatches to it in its first effect, as screens do. */
function Screen({ feature, label, children }: { feature: Feature; label: string; children?: ReactNode }) {
  useFeature(feature);
  return createElement('div', null, createElement(Child, { feature, label }), children);
}
function Child({ feature, label }: { feature: Feature; label: string }) {
  const { dispatch } = useFeature(feature);
  useEffect(() => void dispatch({ type: `probe/${feature.name}`, payload: `${label}:child` }), [dispatch, feature.name, label]);
  return null;
}
const renderIn = (store: AppStore, node: ReactNode) => render(createElement(Provider, { store, children: node }));

beforeEach(() => {
  started = [];
});

describe('a feature saga starts where a component opens it (useFeature), never on import', () => {
  it('[HOUSE] declaring (importing) a feature starts its saga in no store, made before or after', () => {
    const before = storeForSagas().store;
    const a = probe('a');
    const b = probe('b', [a.feature]);
    const after = storeForSagas().store;
    poke('a', { before, after });
    poke('b', { before, after });
    expect(started).toEqual([]);
    expect(a.heardIn).toEqual([]);
    expect(b.heardIn).toEqual([]);
  });

  it('[HOUSE] useFeature starts it once per store, its requires first, before the children dispatch', () => {
    const { store } = storeForSagas();
    const a = probe('a2');
    const b = probe('b2', [a.feature]);
    const c = probe('c2', [a.feature, b.feature]);
    expect(started).toEqual([]);
    renderIn(
      store,
      createElement(Screen, { feature: c.feature, label: 's' }, createElement(Screen, { feature: b.feature, label: 'inner' })),
    );
    expect(started).toEqual(['a2', 'b2', 'c2']);
    expect(c.heardIn).toEqual(['s:child']);
    expect(b.heardIn).toEqual(['inner:child']);
    poke('a2', { store });
    expect(a.heardIn).toEqual(['store']);
  });

  it('[HOUSE] a second store starts it again; a stopped store starts nothing', () => {
    const first = storeForSagas().store;
    const second = storeForSagas().store;
    const stopped = storeForSagas().store;
    stopped.stopSagas();
    const a = probe('a3');
    const b = probe('b3', [a.feature]);
    expect(started).toEqual([]);
    renderIn(first, createElement(Screen, { feature: b.feature, label: 'first' }));
    renderIn(second, createElement(Screen, { feature: b.feature, label: 'second' }));
    renderIn(stopped, createElement(Screen, { feature: b.feature, label: 'stopped' }));
    expect(started).toEqual(['a3', 'b3', 'a3', 'b3']);
    poke('a3', { first, second, stopped });
    expect(a.heardIn).toEqual(['first', 'second']);
    expect(b.heardIn).toEqual(['first:child', 'second:child']);
  });
});
