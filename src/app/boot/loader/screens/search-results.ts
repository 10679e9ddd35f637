/**
 * The search results ('/search-results' reopened with a saved search): the prerendered results' cards
 * (../../static-dashboard.ts's placeholders, the dashboards' CardList) filled with the leading members
 * of the early answer to the results' first request, POST /v1/dashboard/search with the saved search's
 * filters (config.early.js EARLY_POSTS), exactly as the dashboard's are (./dashboard.ts fillCards).
 * The answer is read as the app's search saga reads it: a bare list or `{items}` (listIn); 'expiro'
 * (as text or `{status}`) or anything else is the app's to show (it reloads, or offers 'Reintentar').
 */
import { isExpiredAnswer } from '@/api/dashboard';
import { listIn } from '@/shared/lib/wire';
import type { FirstScreenRenderer } from '../first-screen';
import { fillCards } from './dashboard';

export const searchResults: FirstScreenRenderer = {
  item: 'data-member-id',
  fill(page, [body]) {
    let answer: unknown;
    try {
      answer = JSON.parse(body ?? '');
    } catch {
      return false;
    }
    const items = isExpiredAnswer(answer) ? null : listIn(answer);
    return items !== null && fillCards(page, items);
  },
};
