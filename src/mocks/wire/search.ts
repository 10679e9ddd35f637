/**
 * The demo API's answer shapes for the search options (B §3 "Search options"; API-46, OPEN-15): its reading
 * of the contract. The app's wire types come from the contract (src/api/contract.ts).
 */
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
