/**
 * Wire types of the search (B §3 "Search options", "Search filters sent"; API-46, API-47, OPEN-15).
 */
import type { ApiDashboardPageJson, ApiExpiredJson } from './dashboard';

/** One option of a filter list ('Indiferente' has the value '' for text lists). */
export interface ApiSearchSelectJson {
  label: string;
  value: string;
}

/**
 * A filter list: text lists take one value, array lists any number of values (none chosen means
 * 'Indiferente').
 */
export interface ApiSearchListJson {
  /** The filter key sent with the search (altura, estudios ...). */
  key: string;
  label: string;
  type: 'text' | 'array';
  value: string | string[] | null;
  select: ApiSearchSelectJson[];
}

/** A group of filter lists under a title (SRCH-05). */
export interface ApiSearchGroupJson {
  title: string;
  lists: ApiSearchListJson[];
}

/** GET /v1/user/search-options (API-46, SRCH-05). */
export interface ApiSearchOptionsJson {
  ageMin: number;
  ageMax: number;
  nickname: string;
  /** Province and city ids; 0 (or null) is 'Indiferente'. */
  location: { province: number | null; city: number | null };
  distance?: number;
  isAdvanced?: boolean;
  groups: ApiSearchGroupJson[];
}

/** A select filter's value: one option, or several where the filter allows it. */
export type ApiFilterValue = string | string[];

/** The filters POSTed to /v1/dashboard/search (SRCH-06). */
export interface ApiSearchFiltersJson {
  altura: ApiFilterValue;
  apodo: string;
  bebe: ApiFilterValue;
  busco: ApiFilterValue;
  deseo_hijos: ApiFilterValue;
  distancia: number;
  edad_max: number;
  edad_min: number;
  estado_civil: ApiFilterValue;
  estudios: ApiFilterValue;
  fuma: ApiFilterValue;
  hijos: ApiFilterValue;
  id_localidad: number;
  id_provincia: number;
  isAdvanced: boolean;
  religion: ApiFilterValue;
  signo: ApiFilterValue;
  /** A filter list the server offered beyond these (shown generically, sent back as it came). */
  [extra: string]: ApiFilterValue | number | boolean;
}

/** The first page of results, like a dashboard page (continues through /v1/dashboard/scroll). */
export type ApiSearchPageJson = ApiDashboardPageJson | ApiExpiredJson;
