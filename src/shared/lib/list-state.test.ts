import { applyFailure, applyPage, emptyList, isLatest, markRequested, requestStamp } from './list-state';

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
});
