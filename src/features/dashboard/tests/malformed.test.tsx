/**
 * OPEN-18 (issue #14): whatever a list call answers — text that is not JSON, another type, missing
 * fields, an unexpected shape — the list settles: its cards, the empty state, or an error with
 * 'Reintentar' that loads again. Nothing is left aria-busy, and one broken item never holds back the
 * valid ones.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, signInStored } from '@/test/utils';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/mocks/handlers';
import { selectDashList } from '../slice';
import { selectIsLiked } from '@/features/lists';
import { busy, cutJson, renderAnswered } from '@/test/malformed';
import { listUserJson } from '@/test/fixtures';

const notJson = cutJson('{"items": [{"type": "USER", "id": 9');

/** Waits for the list's error, checks that nothing is busy, retries and waits for the cards. */
async function settlesWithRetry() {
  const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
  expect(alert).toHaveTextContent('No pudimos cargar los perfiles.');
  expect(screen.queryByTestId('dashboard-skeleton')).toBeNull();
  expect(busy()).toHaveLength(0);
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect((await screen.findAllByTestId('member-card', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  await waitFor(() => expect(busy()).toHaveLength(0));
}

describe('a dashboard whose answer is malformed settles with a retry', () => {
  const bad: [string, () => Response][] = [
    ['text that is not JSON', notJson],
    ['a wrong type (a number)', () => HttpResponse.json(42)],
    ['missing fields (no items)', () => HttpResponse.json({ scrollId: 'x' })],
    ['an unexpected shape (an object without the list)', () => HttpResponse.json({ rows: [{ type: 'USER', id: 5, nickname: 'Ana' }] })],
  ];
  it.each(bad)(
    '[OPEN-18] [DASH-02] [DASH-14] /dashboard-recent answered with %s shows the error and "Reintentar" loads the cards',
    async (_what, answer) => {
      await renderAnswered('/dashboard-recent', '/v1/dashboard/listing/:kind', answer);
      await settlesWithRetry();
    },
  );

  it.each(['new', 'online'])('[OPEN-18] [DASH-01] /dashboard-%s answered with text that is not JSON settles with a retry', async (kind) => {
    await renderAnswered(`/dashboard-${kind}`, '/v1/dashboard/listing/:kind', notJson);
    await settlesWithRetry();
  });

  it.each([
    ['text that is not JSON', notJson],
    // `{items: [...]}` is a list (the other reading of "a list; envelope not stated"); an object without one is not.
    ['an unexpected shape (an object without the list)', () => HttpResponse.json({ rows: [{ type: 'USER', id: 5, nickname: 'Ana' }] })],
  ] as [string, () => Response][])(
    '[OPEN-18] [DASH-08] [API-38] /recomendados answered with %s settles with a retry',
    async (_what, answer) => {
      await renderAnswered('/recomendados', '/v2/user/matching', answer);
      await settlesWithRetry();
    },
  );

  it('[OPEN-18] [DASH-02] [DASH-04] a NOTICE without img or link, or a member without id, is dropped; the valid members render', async () => {
    const ok = listUserJson(9101, { gender: 2, nickname: 'Lucía', years: 29, location: 'Mendoza - Godoy Cruz', status: 'online' });
    // Wrong types on a valid member fall back instead of failing the page.
    const odd = {
      type: 'USER',
      id: '9102',
      gender: '1',
      nickname: 42,
      years: '33',
      location: null,
      status: 7,
      liked: '1',
      picture: { x: 1 },
      hasPicture: 'yes',
    };
    const items = [
      ok,
      { type: 'NOTICE', id: 70, link: '/recomendados' },
      { type: 'NOTICE', id: 71, img: 'notices/promo.png' },
      { type: 'NOTICE', id: 72, img: 42, link: null },
      { type: 'USER', nickname: 'Sin id' },
      null,
      'basura',
      odd,
    ];
    server.use(http.get(apiUrl('/v1/dashboard/listing/:kind'), () => HttpResponse.json({ items, scrollId: null })));
    await signInStored('sofia');
    const { store } = renderApp('/dashboard-recent');
    const cards = await screen.findAllByTestId('member-card', {}, { timeout: 5000 });
    expect(cards.map((c) => c.dataset.memberId)).toEqual(['9101', '9102']);
    expect(screen.queryByTestId('notice-card')).toBeNull();
    expect(screen.queryByTestId('dashboard-skeleton')).toBeNull();
    await waitFor(() => expect(busy()).toHaveLength(0));
    expect(selectDashList(store.getState(), 'recent').items[1]).toEqual({
      type: 'USER',
      id: 9102,
      gender: 1,
      nickname: '42',
      years: 33,
      location: '',
      online: false,
      picture: '',
      hasPicture: false,
    });
    // liked '1' reads as liked; the lists keep it, not the card's item.
    expect(selectIsLiked(store.getState(), 9102)).toBe(true);
    // A valid notice next to a broken one still shows.
    expect(within(cards[0] as HTMLElement).getByText('Lucía')).toBeInTheDocument();
  });

  it('[OPEN-18] [DASH-09] a malformed next page keeps the cards already shown and "Reintentar" continues the list', async () => {
    await signInStored('sofia');
    const { store } = renderApp('/dashboard-recent');
    await screen.findAllByTestId('member-card', {}, { timeout: 5000 });
    const before = selectDashList(store.getState(), 'recent').items.length;
    server.use(
      http.get(apiUrl('/v1/dashboard/scroll'), notJson, { once: true }),
      http.get(apiUrl('/v1/dashboard/listing/:kind'), notJson, { once: true }),
    );
    const { moreRequested } = (await import('../actions')).dashboardSignals;
    store.dispatch(moreRequested({ kind: 'recent' }));
    const retry = await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 5000 });
    expect(selectDashList(store.getState(), 'recent').items).toHaveLength(before);
    expect(busy()).toHaveLength(0);
    await userEvent.setup().click(retry);
    await waitFor(() => expect(selectDashList(store.getState(), 'recent').items.length).toBeGreaterThan(before), { timeout: 5000 });
  });
});
