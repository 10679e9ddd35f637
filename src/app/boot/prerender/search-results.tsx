/**
 * The search results (/search-results): the dashboard's placeholder cards (./dashboard.tsx, the same
 * CardList and DASHBOARD_SLOTS), a liked member's card last, as a first page of the saved search's
 * results; the boot loader fills them from the early answer to the results' POST
 * (../loader/screens/search-results.ts).
 */
import { membersSeen } from '@/features/lists';
import { LIKED_CARD_ID, STATIC_CARDS } from '../static-dashboard';
import { staticCardItems } from './dashboard';
import { renderAt, signedIn } from './kit';

/** The results' page actions (the search slice is injected with the screen's code, which renderAt loads first). */
const page = (what: 'Requested' | 'Loaded', payload: object) => ({ type: `search/searchPage${what}`, payload });

export async function renderStaticSearchResults(): Promise<string> {
  const items = staticCardItems();
  const html = await renderAt('/search-results', [
    signedIn(),
    membersSeen([{ id: LIKED_CARD_ID, liked: true }]),
    page('Requested', { requestedAt: 1, replace: true }),
    page('Loaded', { requestedAt: 1, items, received: items.length, scrollId: null, replace: true, posted: true }),
  ]);
  if (!html.includes('data-testid="search-results"') || (html.match(/data-member-id=/g) ?? []).length !== STATIC_CARDS + 1)
    throw new Error('prerender: the search results did not render');
  return html;
}
