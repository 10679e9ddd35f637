/** The saved search in local storage (SRCH-08), so a reload keeps it; memory when storage throws. */
import type { SavedSearch } from './types';
import { parseSavedSearch } from './filters';

export const SEARCH_STORAGE_KEY = 'flechazo.search';

let memory: string | null = null;

export function readSavedSearch(): SavedSearch | null {
  let text: string | null = memory;
  try {
    text = window.localStorage.getItem(SEARCH_STORAGE_KEY) ?? memory;
  } catch {
    /* private mode: memory */
  }
  return parseSavedSearch(text);
}

export function writeSavedSearch(saved: SavedSearch): void {
  const text = JSON.stringify(saved);
  memory = text;
  try {
    window.localStorage.setItem(SEARCH_STORAGE_KEY, text);
  } catch {
    /* kept in memory */
  }
}
