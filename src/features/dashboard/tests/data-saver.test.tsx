/** The data saver on the dashboards (beyond the spec): smaller card photos, no next page fetched ahead. */
import { screen, waitFor } from '@testing-library/react';
import { renderApp, signInStored } from '@/test/utils';
import { fakeScrollPage } from '@/test/scroll';
import { requestLines } from '@/test/requests';
import { warmLazyModules } from '@/test/warm';
import { DATA_SAVER_KEY } from '@/shared/lib/data-saver';
import { selectDashList } from '../slice';

warmLazyModules(['/dashboard-recent']);

const CARD_PX = 300;
const { pageHeight, setPage, scrollTo } = fakeScrollPage(CARD_PX);
const requests = requestLines(['/v1/dashboard']);
beforeEach(() => setPage(0));

async function openDashboard() {
  await signInStored('sofia');
  const app = renderApp('/dashboard-recent');
  const cards = await screen.findAllByTestId('member-card', {}, { timeout: 4000 });
  return { ...app, cards };
}

describe('dashboards with the data saver', () => {
  it('[BEYOND][DASH-09] the next page is not fetched 900 px ahead, only once the foot of the list is near', async () => {
    localStorage.setItem(DATA_SAVER_KEY, 'on');
    const { store } = await openDashboard();
    const bottom = pageHeight() - window.innerHeight;
    await scrollTo(bottom - 900);
    await scrollTo(bottom - 400);
    expect(requests.filter((r) => r.includes('/dashboard/'))).toEqual(['GET /v1/dashboard/listing/recent?page=0']);
    await scrollTo(bottom - 100);
    await waitFor(() => expect(selectDashList(store.getState(), 'recent').items.filter((i) => i.type === 'USER')).toHaveLength(30));
    expect(requests[requests.length - 1]).toMatch(/^GET \/v1\/dashboard\/scroll\?/);
  });

  it('[BEYOND][API-67] card photos come at the shape of the box they fill, three image pixels per four CSS pixels (135x126, the host crops), not a 4:5 photo twice it', async () => {
    localStorage.setItem(DATA_SAVER_KEY, 'on');
    const { cards } = await openDashboard();
    await waitFor(() => expect(cards[0]!.querySelector('img')).not.toBeNull());
    const srcs = cards.map((c) => c.querySelector('img')?.getAttribute('src')).filter(Boolean);
    expect(srcs.length).toBeGreaterThan(0);
    for (const src of srcs) expect(src).toMatch(/\/users\/135x126\//);
    // The photo still shows, named by its member, filling the card's box.
    expect(cards[0]!.querySelector('img')?.getAttribute('alt')).toBeTruthy();
  });

  it('[BEYOND][API-67] without the saver the cards keep their 4:5 photos at twice their size (400x500)', async () => {
    const { cards } = await openDashboard();
    await waitFor(() => expect(cards[0]!.querySelector('img')).not.toBeNull());
    const srcs = cards.map((c) => c.querySelector('img')?.getAttribute('src')).filter(Boolean);
    for (const src of srcs) expect(src).toMatch(/\/users\/400x500\//);
  });
});
