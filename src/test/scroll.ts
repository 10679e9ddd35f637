/**
 * jsdom has no layout: a page whose height is `itemPx` per list item (as in a one-column phone grid),
 * scrolled to `y`. The grid may be virtualised, so the item count is the list's aria-setsize, not the
 * rendered cells.
 */
import { act } from '@testing-library/react';

export function fakeScrollPage(itemPx: number) {
  const listSize = () => Number(document.querySelector('.dash-grid__cell')?.getAttribute('aria-setsize') ?? 0);
  const pageHeight = () => listSize() * itemPx;
  return {
    listSize,
    pageHeight,
    /** Gives the page its height and puts it at `y`. */
    setPage(y = 0) {
      Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: pageHeight });
      Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
    },
    /** Scrolls to `y` as the member would, and lets the listeners run. */
    async scrollTo(y: number) {
      window.scrollY = y;
      await act(async () => {
        window.dispatchEvent(new Event('scroll'));
        await new Promise((r) => setTimeout(r, 30));
      });
    },
  };
}
