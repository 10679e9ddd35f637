/**
 * The bodies of the boot loader's early POSTs (config.early.js EARLY_POSTS names them), each built by
 * the app's own function from what the app builds it from, or null: then the POST is not sent.
 */
import { SEARCH_STORAGE_KEY, searchBody } from '@/features/search/first-screen';
import { readStored } from './page';

export const EARLY_BODIES: Record<string, (() => string | null) | undefined> = {
  // The search results' first page: the saved search's filters (src/features/search/body.ts).
  search: () => searchBody(readStored(SEARCH_STORAGE_KEY)),
};
