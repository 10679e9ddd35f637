/**
 * Every list reader accepts the contract's reading of a list answer, a bare array of the entity, as
 * well as the demo's envelope (CONTRACT-NOTES: "Envelopes not stated"; docs/api-decisions.md).
 */
import { screen, within } from '@testing-library/react';
import { renderApp, signInStored } from '@/test/utils';
import { server } from '@/test/msw-server';
import { bare, reshaped } from '@/test/demo-answer';
import { db } from '@/mocks/db';

jest.setTimeout(30000);
const SLOW = { timeout: 10000 };

async function at(path: string, who: 'sofia' | 'valentina' = 'sofia') {
  await signInStored(who);
  return renderApp(path);
}

describe('list answers as bare arrays', () => {
  it('[DASH-02][API-36] a dashboard page answered as a bare array of items shows its cards', async () => {
    server.use(reshaped('get', '/v1/dashboard/listing/:kind', bare()));
    await at('/dashboard-recent');
    expect((await screen.findAllByTestId('member-card', {}, SLOW)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('[SRCH-11][API-47] search results answered as a bare array of items show their cards', async () => {
    server.use(reshaped('post', '/v1/dashboard/search', bare()), reshaped('get', '/v1/dashboard/search', bare()));
    await at('/search-results');
    expect((await screen.findAllByTestId('member-card', {}, SLOW)).length).toBeGreaterThan(0);
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
