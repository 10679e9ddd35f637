/**
 * Every list reader accepts the contract's reading of a list answer, a bare array of the entity, as
 * well as the demo's envelope (CONTRACT-NOTES: "Envelopes not stated"; docs/api-decisions.md).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { apiSignIn, renderApp, signInStored } from '@/test/utils';
import { apiUrl } from '@/mocks/handlers';
import { server } from '@/test/msw-server';
import { bare, reshaped } from '@/test/demo-answer';
import { db } from '@/mocks/db';
import { filtersOf } from '@/features/search/body';
import { clearedSearch } from '@/features/search/filters';

jest.setTimeout(30000);
const SLOW = { timeout: 10000 };

/** The id of the first member the demo answers at `path` (its envelope's first USER item). */
async function firstMemberOf(path: string, method = 'GET'): Promise<number> {
  const { token } = await apiSignIn('sofia');
  const init: RequestInit = { method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } };
  // The whole search the contract requires (its 17 filter keys), as the app sends it.
  if (method === 'POST') init.body = JSON.stringify(filtersOf(clearedSearch([])));
  const j = (await (await fetch(apiUrl(path), init)).json()) as { items: { type: string; id: number }[] };
  const first = j.items.find((i) => i.type === 'USER');
  if (!first) throw new Error(`no member at ${path}`);
  return first.id;
}
const card = (id: number) => document.querySelector(`[data-testid="member-card"][data-member-id="${id}"]`);

async function at(path: string, who: 'sofia' | 'valentina' = 'sofia') {
  await signInStored(who);
  return renderApp(path);
}

describe('list answers as bare arrays', () => {
  it('[DASH-02][API-36] a dashboard page answered as a bare array of items shows its cards', async () => {
    const id = await firstMemberOf('/v1/dashboard/listing/recent?page=0');
    server.use(reshaped('get', '/v1/dashboard/listing/:kind', bare()));
    await at('/dashboard-recent');
    await waitFor(() => expect(card(id)).not.toBeNull(), SLOW);
  });

  it('[SRCH-11][API-47] search results answered as a bare array of items show their cards', async () => {
    const id = await firstMemberOf('/v1/dashboard/search', 'POST');
    server.use(reshaped('post', '/v1/dashboard/search', bare()), reshaped('get', '/v1/dashboard/search', bare()));
    await at('/search-results');
    await waitFor(() => expect(card(id)).not.toBeNull(), SLOW);
  });

  it('[MSG-01][API-26] a message list answered as a bare array of chat rows shows its rows', async () => {
    server.use(reshaped('get', '/v1/messages/:box', bare()));
    await at('/message-received');
    expect((await screen.findAllByTestId('chat-row', {}, SLOW)).length).toBeGreaterThan(0);
  });

  it('[MSG-16][API-28] a conversation answered as a bare array of messages shows its messages', async () => {
    server.use(reshaped('get', '/v1/messages/view/:id', bare('messages')));
    await at('/message-sent?modal=message-view&id=238', 'valentina');
    const view = await screen.findByTestId('message-view', {}, SLOW);
    expect((await within(view).findAllByTestId(/^msg/, {}, SLOW)).length).toBeGreaterThan(0);
    expect(within(view).queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it.each([
    ['/likes-sent', '/v1/user/likes'],
    ['/likes-received', '/v1/user/matches'],
    ['/visits-received', '/v1/user/visits/received'],
    ['/dislikes', '/v1/user/dislikes'],
  ])('[LIST-01][API-39][API-40] %s answered as a bare array of items shows its cards', async (path, api) => {
    if (path === '/dislikes') db.dislikes.push({ from: 3, to: 20, createdAt: new Date().toISOString(), seen: false });
    server.use(reshaped('get', api, bare()));
    await at(path);
    expect((await screen.findAllByTestId('list-card', {}, SLOW)).length).toBeGreaterThan(0);
  });
});
