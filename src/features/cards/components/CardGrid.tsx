/**
 * The card grid of the dashboards and the recommended list. A short list (a few pages) is a plain CSS
 * grid; once it grows past VIRTUALISE_FROM cards it switches to the row virtualiser
 * (WindowVirtualGrid, @tanstack/react-virtual), which arrives in its own chunk — so the first
 * dashboard page does not download it. The chunk is fetched when the list is half that long and the
 * switch waits for it (no loading state); the virtualiser starts from the plain grid's row height so
 * the page does not jump, and a card control that had the focus gets it back.
 */
import { useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { CARD_CONTROLS, type CardGridProps, type FocusMark, type WindowVirtualGridComponent } from './grid-types';
import '../cards.css';

export type { CardGridProps };

/** Cards from which the grid is virtualised (about four dashboard pages). */
export const VIRTUALISE_FROM = 60;

const loadVirtual = () => import(/* webpackChunkName: "virtual-grid" */ './WindowVirtualGrid');

const NO_ITEMS: readonly never[] = [];

function PlainGrid<T>({
  items,
  itemKey,
  renderItem,
  label,
  busy,
  className,
  listRef,
}: CardGridProps<T> & { listRef: Ref<HTMLUListElement> }) {
  return (
    <ul ref={listRef} className={`dash-grid dash-grid--plain ${className ?? ''}`} aria-label={label} aria-busy={busy || undefined}>
      {items.map((item, i) => (
        <li key={itemKey(item)} data-key={itemKey(item)} className="dash-grid__cell" aria-setsize={items.length} aria-posinset={i + 1}>
          {renderItem(item, i)}
        </li>
      ))}
    </ul>
  );
}

/** Which card control has the focus, to give it back after the switch. */
function focusMark(list: HTMLElement | null): FocusMark | null {
  const active = document.activeElement;
  const cell = active instanceof HTMLElement && list?.contains(active) ? active.closest<HTMLElement>('li[data-key]') : null;
  if (!cell?.dataset.key || !active) return null;
  return { key: cell.dataset.key, control: [...cell.querySelectorAll(CARD_CONTROLS)].indexOf(active) };
}

export function CardGrid<T>({ skeleton, onShown, deferFirst = false, ...latest }: CardGridProps<T>) {
  // New cards render as a transition (in short slices, not one long task); until the first ones are
  // in, the list's skeleton stays.
  const items = useDeferredValue(latest.items, deferFirst ? (NO_ITEMS as readonly T[]) : latest.items);
  const props = { ...latest, items };
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (items.length > 0) onShown?.();
  }, [items, onShown]);
  const [Virtual, setVirtual] = useState<WindowVirtualGridComponent | null>(null);
  // Sticky: once virtual, a list stays virtual (a reload that shortens it is a new list anyway).
  const [switched, setSwitched] = useState<{ rowPx: number; focus: FocusMark | null } | null>(null);
  const wanted = props.items.length > VIRTUALISE_FROM / 2;
  const long = props.items.length > VIRTUALISE_FROM;

  useEffect(() => {
    if (!wanted || Virtual) return;
    let live = true;
    loadVirtual().then(
      (m) => live && setVirtual(() => m.default),
      () => undefined, // offline: the plain grid keeps working
    );
    return () => {
      live = false;
    };
  }, [wanted, Virtual]);

  useLayoutEffect(() => {
    if (!long || !Virtual || switched) return;
    const cell = listRef.current?.querySelector('.dash-grid__cell');
    setSwitched({ rowPx: cell ? cell.getBoundingClientRect().height : 0, focus: focusMark(listRef.current) });
  }, [long, Virtual, switched]);

  if (items.length === 0 && latest.items.length > 0) return skeleton;
  if (!Virtual || !switched) return <PlainGrid {...props} listRef={listRef} />;
  return <Virtual {...(props as CardGridProps<unknown>)} rowPx={switched.rowPx} focus={switched.focus} />;
}
