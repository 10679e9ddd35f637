/**
 * The dashboards in both readings of the contract (docs/api-decisions.md "Two readings"): the demo's
 * answers and `useContractMode('other-reading')`, where the recommended list comes as `{items}` and a
 * card's `status` as the flag '1' / '0'. Driven as a member would, against the demo API (msw).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useContractMode } from '@/test/contract';
import { renderApp, signInStored } from '@/test/utils';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/mocks/handlers';
import { listUserJson } from '@/test/fixtures';
import { warmLazyModules } from '@/test/warm';

warmLazyModules(['/dashboard-recent']);

const READINGS = ['demo', 'other-reading'] as const;

describe.each(READINGS)('dashboards, %s reading', (reading) => {
  beforeEach(() => {
    if (reading === 'other-reading') useContractMode('other-reading');
  });

  it('[DASH-08][API-38] /recomendados lists the recommended profiles, answered as a bare array or inside {items}', async () => {
    await signInStored('valentina');
    renderApp('/recomendados');
    expect(await screen.findAllByTestId('member-card', {}, { timeout: 4000 })).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it("[DASH-03][DASH-02] a member online shows 'Online' on their card, whatever form `status` takes", async () => {
    await signInStored('sofia');
    renderApp('/dashboard-online');
    const cards = await screen.findAllByTestId('member-card', {}, { timeout: 4000 });
    // Every member of the online dashboard is online.
    for (const card of cards.slice(0, 4)) expect(within(card).getByText('Online')).toBeInTheDocument();
  });
});

describe('dashboards: every admitted form of `status`', () => {
  it.each([
    ['online', true],
    ['offline', false],
    ['1', true],
    ['0', false],
    [1, true],
    [0, false],
    [true, true],
    [false, false],
  ] as const)("[DASH-03][DASH-02] status %p shows 'Online': %p", async (status, shown) => {
    const member = listUserJson(9101, { nickname: 'Wmqx59642mw7621', status: status as never });
    server.use(http.get(apiUrl('/v1/dashboard/listing/:kind'), () => HttpResponse.json([member])));
    await signInStored('sofia');
    renderApp('/dashboard-recent');
    const [card] = await screen.findAllByTestId('member-card', {}, { timeout: 4000 });
    await waitFor(() => expect(card).toHaveTextContent('Wmqx59642mw7621'));
    if (shown) expect(within(card as HTMLElement).getByText('Online')).toBeInTheDocument();
    else expect(within(card as HTMLElement).queryByText('Online')).toBeNull();
  });
});
