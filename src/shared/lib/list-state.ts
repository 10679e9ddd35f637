/**
 * The one paged-list kit (DASH-14, A §4 "Menu and scroll"): every paged list (the dashboards, the member
 * lists, the search results, the message lists) keeps loading, data, page and the timestamp of its latest
 * request through `pagedListReducers`; a response whose request timestamp is not the latest is dropped.
 * Only the kit is exported (a [HOUSE] test in list-state.test.ts keeps it so).
 */
import type { PayloadAction } from '@reduxjs/toolkit';

interface ListState<T> {
  items: T[];
  loading: boolean;
  error: boolean;
  /** Next page to ask for; null when the list has ended. Pages start at 0 (DASH-10). */
  page: number | null;
  /** Timestamp of the latest request; responses carry the one they answer. */
  requestedAt: number;
}

const emptyList = <T>(): ListState<T> => ({ items: [], loading: false, error: false, page: 0, requestedAt: 0 });

/** Monotonic request stamps, so two requests in the same millisecond still differ. */
let last = 0;
export function requestStamp(now: number = Date.now()): number {
  last = now > last ? now : last + 1;
  return last;
}

function markRequested<T>(list: ListState<T>, requestedAt: number): void {
  list.loading = true;
  list.error = false;
  list.requestedAt = requestedAt;
}

/** True when a response answers the latest request and may be applied. */
export function isLatest(list: { requestedAt: number }, requestedAt: number): boolean {
  return list.requestedAt === requestedAt;
}

function applyFailure<T>(list: ListState<T>, requestedAt: number): boolean {
  if (!isLatest(list, requestedAt)) return false;
  list.loading = false;
  list.error = true;
  return true;
}

/** A paged list that also tells its first-load skeleton from an empty list. */
export interface PagedListState<T> extends ListState<T> {
  /** At least one answer arrived. */
  loaded: boolean;
}

export const emptyPagedList = <T>(): PagedListState<T> => ({ ...emptyList<T>(), loaded: false });

type Stamped = { requestedAt: number };
/** A page's answer: `received` counts what the server sent (before any was dropped); `final` ends the list. */
export type PageAnswer<T> = Stamped & { items: T[]; received: number; replace: boolean; final?: boolean };

export interface PagedListHooks<S, T, L, Loaded> {
  /** A load from the first page starts: the list's own cursor starts over too. */
  restarted?: (list: L) => void;
  /** What the joined items become (e.g. a list of nothing but notices is empty). */
  items?: (items: T[]) => T[];
  /** The latest page was applied: the list's own fields follow the answer. */
  loaded?: (list: L, answer: Loaded, state: S) => void;
}

/**
 * The request, page and failure case reducers of a paged list (the dashboards, the member lists, the search
 * results), for `createSlice`'s `reducers`: `...pages('dashboardPage')` adds `dashboardPageRequested`,
 * `dashboardPageLoaded` and `dashboardPageFailed`. `listOf` finds the list an action names (`Key`: its kind,
 * or nothing for a slice's only list); `Extra` is what the list's answers carry besides the page. A stale
 * answer is dropped (DASH-14); the page advances only when more than one item came back and the list did not
 * end (DASH-11); a failure keeps the items and counts as an answer.
 */
export function pagedListReducers<S, Key extends object, T, L extends PagedListState<T>, Extra extends object = object>(
  listOf: (state: S, key: Key) => L,
  hooks: PagedListHooks<S, T, L, Key & PageAnswer<T> & Extra> = {},
) {
  const requested = (state: S, a: PayloadAction<Key & Stamped & { replace: boolean }>) => {
    const list = listOf(state, a.payload);
    markRequested(list, a.payload.requestedAt);
    if (!a.payload.replace) return;
    list.page = 0;
    hooks.restarted?.(list);
  };
  const loaded = (state: S, a: PayloadAction<Key & PageAnswer<T> & Extra>) => {
    const list = listOf(state, a.payload);
    if (!isLatest(list, a.payload.requestedAt)) return;
    const page = list.page ?? 0;
    const before = list.items.length;
    const items = a.payload.replace ? a.payload.items : list.items.concat(a.payload.items);
    list.items = hooks.items ? hooks.items(items) : items;
    list.loading = false;
    list.error = false;
    list.loaded = true;
    // A next page that adds nothing the list can show (rows it already has, or none usable) ends it: a
    // server that ignores the page asked for, or answers rows without ids, is not asked page after page.
    const added = a.payload.replace || list.items.length > before;
    list.page = a.payload.received > 1 && !a.payload.final && added ? page + 1 : null;
    hooks.loaded?.(list, a.payload, state);
  };
  const failed = (state: S, a: PayloadAction<Key & Stamped>) => {
    const list = listOf(state, a.payload);
    if (applyFailure(list, a.payload.requestedAt)) list.loaded = true;
  };
  return <P extends string>(prefix: P) =>
    ({ [`${prefix}Requested`]: requested, [`${prefix}Loaded`]: loaded, [`${prefix}Failed`]: failed }) as Record<
      `${P}Requested`,
      typeof requested
    > &
      Record<`${P}Loaded`, typeof loaded> &
      Record<`${P}Failed`, typeof failed>;
}
