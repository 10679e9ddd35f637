/**
 * Shared list bookkeeping (DASH-14, A §4 "Menu and scroll"): every list keeps loading, data, page and the
 * timestamp of its latest request; a response whose request timestamp is not the latest is dropped.
 */
export interface ListState<T> {
  items: T[];
  loading: boolean;
  error: boolean;
  /** Next page to ask for; null when the list has ended. Pages start at 0 (DASH-10). */
  page: number | null;
  /** Timestamp of the latest request; responses carry the one they answer. */
  requestedAt: number;
}

export const emptyList = <T>(): ListState<T> => ({ items: [], loading: false, error: false, page: 0, requestedAt: 0 });

/** Monotonic request stamps, so two requests in the same millisecond still differ. */
let last = 0;
export function requestStamp(now: number = Date.now()): number {
  last = now > last ? now : last + 1;
  return last;
}

export function markRequested<T>(list: ListState<T>, requestedAt: number): void {
  list.loading = true;
  list.error = false;
  list.requestedAt = requestedAt;
}

/** True when a response answers the latest request and may be applied. */
export function isLatest(list: { requestedAt: number }, requestedAt: number): boolean {
  return list.requestedAt === requestedAt;
}

/**
 * Applies a page of results if it is the latest. The page advances only when more than one item came
 * back; otherwise the list has ended (DASH-11).
 */
export function applyPage<T>(list: ListState<T>, requestedAt: number, items: T[], replace: boolean): boolean {
  if (!isLatest(list, requestedAt)) return false;
  list.items = replace ? items : list.items.concat(items);
  list.loading = false;
  list.error = false;
  list.page = items.length > 1 ? (list.page ?? 0) + 1 : null;
  return true;
}

export function applyFailure<T>(list: ListState<T>, requestedAt: number): boolean {
  if (!isLatest(list, requestedAt)) return false;
  list.loading = false;
  list.error = true;
  return true;
}
