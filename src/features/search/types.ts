/** App types of the search (B §3 "Search options", "Saved search"; SRCH-05..07). */

export interface SearchOption {
  label: string;
  value: string;
}

/** A filter list: text lists take one value (one of `select`, '' is 'Indiferente'), array lists several. */
export interface SearchList {
  key: string;
  label: string;
  type: 'text' | 'array';
  select: SearchOption[];
}

export interface SearchGroup {
  title: string;
  lists: SearchList[];
}

/**
 * The saved search (SRCH-07): isAdvanced, apodo, id_provincia, id_localidad, distancia, edad_min,
 * edad_max, plus one entry per advanced filter key (a single value for text lists, a list for array
 * lists). Kept in the store and in local storage.
 */
export interface SavedSearch {
  isAdvanced: boolean;
  apodo: string;
  id_provincia: number;
  id_localidad: number;
  distancia: number;
  edad_min: number;
  edad_max: number;
  [filter: string]: string | string[] | number | boolean;
}

/** The base keys of a saved search (every other key is an advanced filter list). */
export const BASE_KEYS = ['isAdvanced', 'apodo', 'id_provincia', 'id_localidad', 'distancia', 'edad_min', 'edad_max'] as const;

/** SRCH-10 / B §9: distance 0 (the ages, 18 to 99 with a minimum gap of 1, are shared/lib/age-range's). */
export const DEFAULT_DISTANCE = 0;
/** SRCH-03 / B §9. */
export const ADVANCED_TOGGLE_MS = 300;
