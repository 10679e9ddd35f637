/**
 * Keyed paged lists (the dashboards, the member lists): each list of a feature loads on its own
 * takeLatest, so a newer load of a list cancels (and aborts) its older one while the other lists keep
 * theirs; and scrolling near the end asks for the next page only when the list can go on.
 */
import { createAction, type Action, type PayloadAction, type PayloadActionCreator } from '@reduxjs/toolkit';
import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import { select } from '@/shared/lib/saga-effects';
import type { PagedListState } from './list-state';

/**
 * A load of a list's page; `afterExpiry`: it reloads results that answered 'expiro' (DASH-13, SRCH-12), so
 * an 'expiro' for it too means the server keeps saying so, and the load fails instead of reloading again.
 */
type Load<K> = { kind: K; replace: boolean; afterExpiry?: boolean };
type More<K> = { kind: K; force?: boolean };

/**
 * A feature's paged-list signals, which no reducer handles: a list is shown, the member scrolled near its
 * end (or pressed a failed page's 'Reintentar': `force`), a list reloads from its first page, and
 * (internal) a load starts. Their types are `${prefix}Opened`, `${prefix}MoreRequested`,
 * `${prefix}ReloadRequested` and `${prefix}Load`.
 */
export function pagedListSignals<K extends string>(prefix: string) {
  return {
    opened: createAction<{ kind: K }>(`${prefix}Opened`),
    moreRequested: createAction<More<K>>(`${prefix}MoreRequested`),
    reloadRequested: createAction<{ kind: K }>(`${prefix}ReloadRequested`),
    load: createAction<Load<K>>(`${prefix}Load`),
  };
}

export type PagedListSignals<K extends string> = ReturnType<typeof pagedListSignals<K>>;

/** What the 'more' check reads of a list. */
type PagedList = Pick<PagedListState<unknown>, 'loading' | 'error' | 'page' | 'loaded'>;

/**
 * Whether a list may load its next page: not while it loads, once it has ended, before its first answer,
 * or after a failure unless `force` (a failed page's 'Reintentar').
 */
export function canLoadMore(list: PagedList, force?: boolean): boolean {
  return !list.loading && list.page !== null && list.loaded && (!list.error || Boolean(force));
}

/**
 * Whether a list that is shown again loads from its first page: its results expired, it never loaded, or it
 * failed with nothing to show. Otherwise it keeps what it has (and its scroll position).
 */
export function needsFirstPage(list: PagedList & { expired: boolean; items: readonly unknown[] }): boolean {
  return list.expired || (!list.loaded && !list.loading) || (list.error && list.items.length === 0);
}

/**
 * The watchers of a feature's paged lists (its `signals`): `load` runs `worker` with one takeLatest per
 * kind; `moreRequested` puts the next page's load when canLoadMore; `reload` (the signals' own
 * reloadRequested unless the feature names another) loads a list from its first page.
 */
export function pagedListWatchers<K extends string, S>(
  kinds: readonly K[],
  signals: PagedListSignals<K>,
  worker: (a: PayloadAction<Load<K>>) => Generator,
  selectList: (state: S, kind: K) => PagedList,
  reload: PayloadActionCreator<{ kind: K }> = signals.reloadRequested,
) {
  const { load, moreRequested: more } = signals;
  function* onMore(a: PayloadAction<More<K>>): Generator {
    const { kind } = a.payload;
    const list = yield* select(selectList, kind);
    if (canLoadMore(list, a.payload.force)) yield put(load({ kind, replace: false }));
  }
  function* onReload(a: PayloadAction<{ kind: K }>): Generator {
    yield put(load({ kind: a.payload.kind, replace: true }));
  }
  const loadOf = (kind: K) => (a: Action) => load.match(a) && a.payload.kind === kind;
  return [...kinds.map((kind) => takeLatest(loadOf(kind), worker)), takeEvery(more.type, onMore), takeEvery(reload.type, onReload)];
}
