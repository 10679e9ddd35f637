/**
 * The search results ('/search-results' reopened with a saved search): the prerendered results' cards
 * (../../static-dashboard.ts's placeholders, the dashboards' CardList) filled with the leading members
 * of the early answer to the results' first request, POST /v1/dashboard/search with the saved search's
 * filters (config.early.js EARLY_POSTS), exactly as the dashboard's are (./dashboard.ts fillCards).
 * The answer is read as the app's search saga reads it: a bare list or `{items}` (listIn), the list's
 * end shown as the app shows it; 'expiro' (as text or `{status}`) or anything else is the app's to show
 * (it reloads, or offers 'Reintentar').
 */
import { isExpiredAnswer } from '@/api/dashboard';
import { isRecord, listIn } from '@/shared/lib/wire';
import type { FirstScreenRenderer } from '../first-screen';
import { fillCards } from './dashboard';

export const searchResults: FirstScreenRenderer = {
  item: 'data-member-id',
  fill(page, [answer]) {
    const items = isExpiredAnswer(answer) ? null : listIn(answer);
    if (items === null || !fillCards(page, items)) return false;
    // The list's end ('Ya viste todos los perfiles…', prerendered): the app shows it under its last card
    // when the answer has no scroll id or at most one item (the slice's page, B §4); here only when these
    // cards are all of them.
    const scrollId = isRecord(answer) && typeof answer.scrollId === 'string' && answer.scrollId;
    const ends = !scrollId || items.length <= 1;
    if (!ends || page.querySelectorAll('[data-member-id]').length !== items.length) page.querySelector('.dash-foot__end')?.remove();
    return true;
  },
};
