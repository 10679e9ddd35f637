/**
 * The card grid, virtualised by rows against the window scroll (@tanstack/react-virtual): with
 * 1,000 cards loaded only the rows near the viewport are in the DOM (bench/discovery.mjs). The
 * columns come from the CSS grid itself (`repeat(auto-fill, ...)`), so breakpoints stay in CSS; the
 * space of the rows above and below is kept as padding, so the page height, the infinite scroll
 * (DASH-09) and the scroll position behind the profile view do not change.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Rows rendered beyond the viewport on each side (about a phone screen). */
export const OVERSCAN_ROWS = 4;
/** First guess of a row's height before it is measured (a 2-column phone card plus its gap). */
const ESTIMATED_ROW_PX = 240;

export interface VirtualGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
  busy?: boolean;
}

/** Columns and row gap the CSS grid resolves to (jsdom has no layout: 2 columns, no gap). */
function readGrid(el: HTMLElement): { columns: number; gap: number } {
  const style = getComputedStyle(el);
  const tracks = style.gridTemplateColumns.split(' ').filter((t) => /^[\d.]+px$/.test(t)).length;
  return { columns: Math.max(1, tracks || 2), gap: parseFloat(style.rowGap) || 0 };
}

export function VirtualGrid<T>({ items, itemKey, renderItem, label, busy }: VirtualGridProps<T>) {
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

  const rowCount = Math.ceil(items.length / grid.columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    // Render the rows of the current viewport on the first pass: a first commit with no rows would
    // make the page look short and the infinite scroll ask for another page at once.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    initialOffset: () => window.scrollY,
    gap: grid.gap,
    scrollMargin: grid.top,
    // A row without layout (display: none ancestors, jsdom) keeps its estimate rather than 0 px, which
    // would pile every row at one offset.
    measureElement: (el) => el.getBoundingClientRect().height || ESTIMATED_ROW_PX,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const padTop = first ? first.start - grid.top : 0;
  const padBottom = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - grid.top)) : 0;

  return (
    <ul
      ref={listRef}
      className="dash-grid dash-grid--virtual"
      aria-label={label}
      aria-busy={busy || undefined}
      style={{ paddingTop: padTop, paddingBottom: padBottom }}
    >
      {rows.flatMap((row) => {
        const start = row.index * grid.columns;
        return items.slice(start, start + grid.columns).map((item, i) => (
          <li
            key={itemKey(item)}
            className="dash-grid__cell"
            aria-setsize={items.length}
            aria-posinset={start + i + 1}
            // The first cell of a row measures the row (all cells of a row share its height).
            {...(i === 0 ? { 'data-index': row.index, ref: virtualizer.measureElement } : {})}
          >
            {renderItem(item, start + i)}
          </li>
        ));
      })}
    </ul>
  );
}
