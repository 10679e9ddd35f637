/** What the plain card grid and its virtualised form (a lazy chunk) share, so neither imports the other. */
import type { ReactNode } from 'react';

export interface CardGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
  busy?: boolean;
  /** What shows while the first cards are being rendered (the list's loading skeleton). */
  skeleton?: ReactNode;
  /** Called after new cards are on the page (e.g. to check whether the page is still near its end); keep it stable. */
  onShown?: () => void;
  /**
   * The list has just loaded (its skeleton was showing): its first cards render as a transition behind
   * the skeleton too. A list already loaded (e.g. a tab opened again) shows its cards at once.
   */
  deferFirst?: boolean;
  /** Extra class on the list (e.g. a one-column list of rows instead of photo cards). */
  className?: string;
}

/** A card's focusable controls (the focus survives the switch to the virtual grid by their index). */
export const CARD_CONTROLS = 'a[href],button';

/** The card control that had the focus in the plain grid (its cell's key, its index among the cell's controls). */
export interface FocusMark {
  key: string;
  control: number;
}
export type VirtualGridProps<T> = CardGridProps<T> & { rowPx?: number; focus?: FocusMark | null };
export type WindowVirtualGridComponent = (props: VirtualGridProps<unknown>) => ReactNode;
