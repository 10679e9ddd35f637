/**
 * The card grid, virtualised by rows against the window scroll (@tanstack/react-virtual): with
 * 1,000 cards loaded only the rows near the viewport are in the DOM (bench/discovery.mjs). CardGrid
 * (./CardGrid.tsx) switches to it, in its own chunk, once a list is long enough to need it. The
 * columns come from the CSS grid itself (`repeat(auto-fill, ...)`), so breakpoints stay in CSS; the
 * space of the rows above and below is kept as padding, so the page height, the infinite scroll
 * (DASH-09) and the scroll position behind the profile view do not change.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { CARD_CONTROLS, type VirtualGridProps as Props } from './grid-types';

/** Rows rendered beyond the viewport on each side (about a phone screen). */
export const OVERSCAN_ROWS = 4;
/** First guess of a row's height before it is measured (a 2-column phone card plus its gap). */
const ESTIMATED_ROW_PX = 240;

/** Columns and row gap the CSS grid resolves to (jsdom has no layout: 2 columns, no gap). */
function readGrid(el: HTMLElement): { columns: number; gap: number } {
  const style = getComputedStyle(el);
  const tracks = style.gridTemplateColumns.split(' ').filter((t) => /^[\d.]+px$/.test(t)).length;
  return { columns: Math.max(1, tracks || 2), gap: parseFloat(style.rowGap) || 0 };
}

/**
 * rowPx: the row height the plain grid had when CardGrid switched, so the rows above the viewport,
 * never rendered here, keep their height and the page does not jump.
 */
export default function WindowVirtualGrid<T>({ items, itemKey, renderItem, label, busy, className, rowPx, focus }: Props<T>) {
  const estimate = rowPx || ESTIMATED_ROW_PX;
  const listRef = useRef<HTMLUListElement>(null);
  const [grid, setGrid] = useState({ columns: 2, gap: 0, top: 0 });

  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => {
      const next = { ...readGrid(el), top: Math.round(el.getBoundingClientRect().top + window.scrollY) };
      setGrid((g) => (g.columns === next.columns && g.gap === next.gap && g.top === next.top ? g : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Switched from the plain grid: the focused card control gets the focus back, once its row is in
  // (the first commits place the rows before the grid's offset is measured).
  const focusRef = useRef(focus);
  const focusTries = useRef(0);
  useLayoutEffect(() => {
    const mark = focusRef.current;
    if (!mark) return;
    const cell = [...(listRef.current?.querySelectorAll<HTMLElement>('li[data-key]') ?? [])].find((li) => li.dataset.key === mark.key);
    const control = cell?.querySelectorAll<HTMLElement>(CARD_CONTROLS)[mark.control];
    focusTries.current += 1;
    if (control || focusTries.current >= 3) focusRef.current = null;
    control?.focus({ preventScroll: true });
  });

  const rowCount = Math.ceil(items.length / grid.columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimate,
    overscan: OVERSCAN_ROWS,
    // Render the rows of the current viewport on the first pass: a first commit with no rows would
    // make the page look short and the infinite scroll ask for another page at once.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    initialOffset: () => window.scrollY,
    gap: grid.gap,
    scrollMargin: grid.top,
    // A row without layout (display: none ancestors, jsdom) keeps its estimate rather than 0 px, which
    // would pile every row at one offset.
    measureElement: (el) => el.getBoundingClientRect().height || estimate,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const padTop = first ? first.start - grid.top : 0;
  const padBottom = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - grid.top)) : 0;

  return (
    <ul
      ref={listRef}
      className={`dash-grid dash-grid--virtual ${className ?? ''}`}
      aria-label={label}
      aria-busy={busy || undefined}
      style={{ paddingTop: padTop, paddingBottom: padBottom }}
    >
      {rows.flatMap((row) => {
        const start = row.index * grid.columns;
        return items.slice(start, start + grid.columns).map((item, i) => (
          <li
            key={itemKey(item)}
            data-key={itemKey(item)}
            className="dash-grid__cell"
            aria-setsize={items.length}
            aria-posinset={start + i + 1}
            // Every cell carries its row's index and is measured (the cells of a row share its height;
            // the virtualiser keeps one per row). Only on the first cell, a cell that moved to another
            // column after a dislike kept being observed without the attribute ("Missing attribute
            // name 'data-index'", issue 21).
            data-index={row.index}
            ref={virtualizer.measureElement}
          >
            {renderItem(item, start + i)}
          </li>
        ));
      })}
    </ul>
  );
}
