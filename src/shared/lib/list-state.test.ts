import { createSlice } from '@reduxjs/toolkit';
import {
  applyFailure,
  applyPage,
  emptyList,
  emptyPagedList,
  isLatest,
  markRequested,
  pagedListReducers,
  requestStamp,
  type PagedListState,
} from './list-state';

describe('list state', () => {
  it('[DASH-14] drops a response whose request is not the latest', () => {
    const list = emptyList<number>();
    const first = requestStamp(1000);
    markRequested(list, first);
    const second = requestStamp(1000);
    markRequested(list, second);
    expect(second).toBeGreaterThan(first);
    expect(applyPage(list, first, [1, 2, 3], true)).toBe(false);
    expect(list.items).toEqual([]);
    expect(list.loading).toBe(true);
    expect(applyPage(list, second, [7, 8], true)).toBe(true);
    expect(list.items).toEqual([7, 8]);
    expect(isLatest(list, second)).toBe(true);
    expect(applyFailure(list, first)).toBe(false);
  });

  it('[DASH-10] [DASH-11] pages start at 0 and advance only when more than one item came back', () => {
    const list = emptyList<number>();
    expect(list.page).toBe(0);
    let t = requestStamp();
    markRequested(list, t);
    applyPage(list, t, [1, 2], true);
    expect(list.page).toBe(1);
    t = requestStamp();
    markRequested(list, t);
    applyPage(list, t, [3], false);
    expect(list.items).toEqual([1, 2, 3]);
    expect(list.page).toBeNull();
  });

  describe('pagedListReducers', () => {
    type List = PagedListState<number> & { cursor: string | null };
    type State = Record<'a' | 'b', List>;
    const restarts: string[] = [];
    const pages = pagedListReducers<State, { kind: 'a' | 'b' }, number, List, { cursor: string | null }>((s, { kind }) => s[kind], {
      restarted: (list) => {
        list.cursor = null;
        restarts.push('restart');
      },
      items: (items) => items.filter((n) => n >= 0),
      loaded: (list, answer) => {
        list.cursor = answer.cursor;
      },
    });
    const slice = createSlice({
      name: 'test',
      initialState: { a: { ...emptyPagedList<number>(), cursor: null }, b: { ...emptyPagedList<number>(), cursor: null } },
      reducers: pages('page'),
    });
    const { pageRequested: requested, pageLoaded: loaded, pageFailed: failed } = slice.actions;

    it('[DASH-11] [DASH-14] keeps each kind apart, drops stale answers, ends on one item or a final answer', () => {
      let s = slice.getInitialState();
      s = slice.reducer(s, requested({ kind: 'a', requestedAt: 1, replace: true }));
      s = slice.reducer(s, requested({ kind: 'a', requestedAt: 2, replace: true }));
      expect(s.a.loading).toBe(true);
      expect(s.b.loading).toBe(false);
      s = slice.reducer(s, loaded({ kind: 'a', requestedAt: 1, items: [9, 9], received: 2, replace: true, cursor: 'old' }));
      expect(s.a).toMatchObject({ items: [], loading: true, loaded: false, cursor: null });
      s = slice.reducer(s, loaded({ kind: 'a', requestedAt: 2, items: [1, -1, 2], received: 3, replace: true, cursor: 'c1' }));
      expect(s.a).toMatchObject({ items: [1, 2], loading: false, loaded: true, page: 1, cursor: 'c1' });
      s = slice.reducer(s, requested({ kind: 'a', requestedAt: 3, replace: false }));
      s = slice.reducer(s, loaded({ kind: 'a', requestedAt: 3, items: [3, 4], received: 2, replace: false, cursor: 'c2', final: true }));
      expect(s.a).toMatchObject({ items: [1, 2, 3, 4], page: null, cursor: 'c2' });
      expect(restarts).toHaveLength(2);
    });

    it('[DASH-11] [OPEN-18] a next page that adds nothing the list can show (every row known or dropped) ends the list', () => {
      let s = slice.getInitialState();
      s = slice.reducer(s, requested({ kind: 'a', requestedAt: 1, replace: true }));
      s = slice.reducer(s, loaded({ kind: 'a', requestedAt: 1, items: [1, 2], received: 2, replace: true, cursor: null }));
      expect(s.a).toMatchObject({ items: [1, 2], page: 1 });
      // The server answers page 1 with rows the list cannot use (dropped): two came back, none added.
      s = slice.reducer(s, requested({ kind: 'a', requestedAt: 2, replace: false }));
      s = slice.reducer(s, loaded({ kind: 'a', requestedAt: 2, items: [-1, -1], received: 2, replace: false, cursor: null }));
      expect(s.a).toMatchObject({ items: [1, 2], page: null });
      // A first page that brings nothing usable still asks once more (it may be the server's first page only).
      s = slice.reducer(s, requested({ kind: 'b', requestedAt: 3, replace: true }));
      s = slice.reducer(s, loaded({ kind: 'b', requestedAt: 3, items: [-1, -1], received: 2, replace: true, cursor: null }));
      expect(s.b).toMatchObject({ items: [], page: 1 });
    });

    it('[DASH-10] a failure keeps the items and counts as an answer; a reload starts at page 0', () => {
      let s = slice.getInitialState();
      s = slice.reducer(s, requested({ kind: 'b', requestedAt: 1, replace: true }));
      s = slice.reducer(s, loaded({ kind: 'b', requestedAt: 1, items: [1, 2], received: 2, replace: true, cursor: 'c' }));
      s = slice.reducer(s, requested({ kind: 'b', requestedAt: 2, replace: false }));
      s = slice.reducer(s, failed({ kind: 'b', requestedAt: 2 }));
      expect(s.b).toMatchObject({ items: [1, 2], loading: false, error: true, loaded: true, page: 1 });
      s = slice.reducer(s, requested({ kind: 'b', requestedAt: 3, replace: true }));
      expect(s.b).toMatchObject({ page: 0, cursor: null, error: false, loading: true });
    });
  });
});
