/**
 * The member's dashboard (../static-dashboard.ts): STATIC_CARDS placeholder cards whose nickname, age,
 * location and photo are the DASHBOARD_SLOTS tokens, then a liked member's card; the boot loader fills
 * them from the early dashboard answer (../loader/screens/dashboard.ts).
 */
import { dashboardPageLoaded, dashboardPageRequested } from '@/features/dashboard';
import { membersSeen } from '@/features/lists';
import { DASHBOARD_SLOTS, LIKED_CARD_ID, STATIC_CARDS } from '../static-dashboard';
import { renderAt, signedIn } from './kit';

/** The placeholder cards, then the liked member's (the search results' prerender shows the same: ./search-results.tsx). */
export function staticCardItems() {
  const S = DASHBOARD_SLOTS;
  const card = (id: number) => ({
    type: 'USER' as const,
    id,
    gender: 2 as const,
    nickname: S.nickname,
    years: S.years,
    location: S.location,
    online: true,
    picture: S.picture,
    hasPicture: true,
  });
  return [...Array.from({ length: STATIC_CARDS }, (_, i) => card(-1 - i)), card(LIKED_CARD_ID)];
}

export async function renderStaticDashboard(): Promise<string> {
  const items = staticCardItems();
  const html = await renderAt('/dashboard-recent', [
    signedIn(),
    // The lists own whether a member is liked: the last card shows the liked form.
    membersSeen([{ id: LIKED_CARD_ID, liked: true }]),
    dashboardPageRequested({ kind: 'recent', requestedAt: 1, replace: true }),
    dashboardPageLoaded({ kind: 'recent', requestedAt: 1, items, received: items.length, scrollId: null, replace: true }),
  ]);
  if ((html.match(/data-member-id=/g) ?? []).length !== STATIC_CARDS + 1) throw new Error('prerender: the dashboard cards did not render');
  return html;
}
