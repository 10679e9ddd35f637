/**
 * The search's signals: actions no reducer handles (the sagas take them). State changes are the slice's
 * reducers; `searchActions` (slice.ts) gathers the slice's actions and `searchModalOpened`.
 */
import { createAction } from '@reduxjs/toolkit';
import { pagedListSignals } from '@/shared/lib/paged-lists';

/** The search modal opened: options load (once) and the stored search is read. */
export const searchModalOpened = createAction('search/searchModalOpened');

/**
 * The results are the search's one paged list (kind 'results'): /search-results is shown (it loads unless
 * it has fresh results), the member scrolled near its end, a reload, and (internal) a load starts.
 */
export const searchSignals = pagedListSignals<'results'>('search/searchResults');
