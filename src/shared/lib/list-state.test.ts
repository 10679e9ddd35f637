import fs from 'node:fs';
import path from 'node:path';
import { createSlice } from '@reduxjs/toolkit';
import * as kit from './list-state';
import { emptyPagedList, isLatest, pagedListReducers, requestStamp, type PagedListState } from './list-state';

const SRC = path.resolve(__dirname, '../..');

/** Every source file under src/ but list-state.ts and its test. */
function sources(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/list-state(\.test)?\.ts$/.test(e.name) ? [p] : [];
  });
}

describe('list state', () => {
  it('[DASH-14] request stamps differ even in the same millisecond, and only the latest is', () => {
    const first = requestStamp(1000);
    const second = requestStamp(1000);
    expect(second).toBeGreaterThan(first);
    expect(isLatest({ requestedAt: second }, second)).toBe(true);
    expect(isLatest({ requestedAt: second }, first)).toBe(false);
  });

  it('[HOUSE] one paged-list kit: list-state.ts exports only pagedListReducers and its helpers, and no list elsewhere moves its own page', () => {
    expect(Object.keys(kit).sort()).toEqual(['emptyPagedList', 'isLatest', 'pagedListReducers', 'requestStamp']);
    // The kit advances and restarts every list's page; a list's own hook may only end it (`page = null`).
    const own = sources().filter((f) => /\.page\s*=(?!=)(?!\s*null\b)/.test(fs.readFileSync(f, 'utf8')));
    expect(own.map((f) => path.relative(SRC, f))).toEqual([]);
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
