/** The saved search in local storage (SRCH-08), so a reload keeps it; memory when storage throws. */
import type { SavedSearch } from './types';
import { parseSavedSearch, SEARCH_STORAGE_KEY } from './body';

/** Used only when local storage throws (private mode, quota). */
let memory: string | null = null;

export function readSavedSearch(): SavedSearch | null {
  let text: string | null;
  try {
    text = window.localStorage.getItem(SEARCH_STORAGE_KEY);
  } catch {
    text = memory;
  }
  return parseSavedSearch(text);
}

export function writeSavedSearch(saved: SavedSearch): void {
  const text = JSON.stringify(saved);
  try {
    window.localStorage.setItem(SEARCH_STORAGE_KEY, text);
  } catch {
    memory = text;
  }
}
