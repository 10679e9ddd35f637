/**
 * Public surface of the search. The modal (?modal=search) and /search-results are reached through
 * the modal registry and the route table; other features need only the saved search's storage key.
 */
export { SEARCH_STORAGE_KEY } from './storage';
export type { SavedSearch } from './types';
export type { searchSlice } from './slice';
