/**
 * Malformed answers for the lists, the search and the PWA's stored data (issue 22; their readers
 * moved onto @/shared/lib/wire): text that is not JSON, another type, a wrong shape — the screens
 * settle on an error with 'Reintentar' (or an empty state), and 'Reintentar' loads the real answer.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { toOfflineSnapshot, toOpenConversation, toPromptRecord } from '@/features/pwa/mappers';
import { SLOW } from '@/test/requests';
import { cutJson, renderAnswered } from '@/test/malformed';
import { id } from '@/shared/lib/wire';

const notJson = cutJson('{"items": [{"type": "USER", "id": 9');
const BAD: [string, () => Response][] = [
  ['text that is not JSON', notJson],
  ['a wrong type (a number)', () => HttpResponse.json(42)],
  ['a wrong shape (items is a text)', () => HttpResponse.json({ items: 'x', scrollId: 7 })],
  // A word and a negative number are ids (opaque ones, src/shared/lib/wire.ts): these are not.
  ['items of the wrong types', () => HttpResponse.json([null, 'x', 5, { id: { x: 1 } }, { id: '' }, { id: 0 }, { id: 1.5 }])],
];
const busy = () => document.querySelectorAll('[aria-busy="true"], [data-testid$="skeleton"]');

/** The list settles: an error with 'Reintentar' (which then loads the real cards) or an empty state. */
async function settles(cardTestId: string) {
  const state = () => screen.queryByRole('alert') ?? document.querySelector('[data-testid="list-empty"], .dash-state');
  await waitFor(() => expect(state()).not.toBeNull(), SLOW);
  await waitFor(() => expect(busy()).toHaveLength(0), SLOW);
  expect(screen.queryByTestId('screen-error')).toBeNull();
  const alert = screen.queryByRole('alert');
  if (alert) {
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect((await screen.findAllByTestId(cardTestId, {}, SLOW)).length).toBeGreaterThan(0);
  } else {
    expect(screen.queryAllByTestId(cardTestId)).toHaveLength(0);
    expect(document.querySelector('[data-testid="list-empty"], .dash-state')).not.toBeNull();
  }
}

describe('lists and search answered with malformed JSON settle', () => {
  it.each(BAD)('[LIST-01] [OPEN-18] /visits-received answered with %s settles', async (_what, answer) => {
    await renderAnswered('/visits-received', '/v1/user/visits/received', answer, { who: 'valentina' });
    await settles('list-card');
  });

  it.each(BAD)('[SRCH-11] [API-47] [OPEN-18] /search-results answered with %s settles', async (_what, answer) => {
    await renderAnswered('/search-results', '/v1/dashboard/search', answer, { method: 'post' });
    await settles('member-card');
  });

  it.each(BAD.slice(0, 3))(
    '[SRCH-11] [OPEN-18] /search-results answered with %s: an error with "Reintentar", not a false "No hay resultados"',
    async (_what, answer) => {
      await renderAnswered('/search-results', '/v1/dashboard/search', answer, { method: 'post' });
      const alert = await screen.findByRole('alert', {}, SLOW);
      expect(screen.queryByText('No hay resultados')).toBeNull();
      await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
      expect((await screen.findAllByTestId('member-card', {}, SLOW)).length).toBeGreaterThan(0);
    },
  );

  it.each(BAD)(
    '[SRCH-05] [OPEN-18] the search options answered with %s: the modal still opens with location and ages',
    async (_what, answer) => {
      await renderAnswered('/dashboard-recent?modal=search', '/v1/user/search-options', answer);
      const modal = await screen.findByTestId('search-modal', {}, SLOW);
      await waitFor(() => expect(busy()).toHaveLength(0), SLOW);
      expect(within(modal).getAllByRole('button').length).toBeGreaterThan(0);
      expect(screen.queryByTestId('screen-error')).toBeNull();
    },
  );
});

describe('PWA data read back from storage and the service worker', () => {
  it("[PWA-06] [OPEN-18] a corrupt offline copy keeps only what can be shown; another member's is ignored", () => {
    expect(toOfflineSnapshot('not an object', 5)).toBeNull();
    expect(toOfflineSnapshot({ meId: 6, conversations: [] }, 5)).toBeNull();
    const snap = toOfflineSnapshot(
      {
        meId: '5',
        savedAt: 'yesterday',
        conversations: [{ userId: 12, userName: { html: '<b>' }, unread: -3 }, { userId: '' }, null, 'row'],
        chats: { 12: { userId: 12, messages: [{ id: 1, texto: 42 }, { id: 0 }, 'm'] }, x: { userId: 0 }, y: 'chat' },
      },
      5,
    );
    expect(snap).toEqual({
      meId: 5,
      savedAt: 0,
      conversations: [{ userId: 12, userName: '', userImg: '', userGenderId: 2, messageText: '', messageType: 1, date: '', unread: 0 }],
      chats: {
        12: {
          userId: 12,
          nickname: '',
          picture: '',
          hasPicture: false,
          gender: 2,
          messages: [{ id: 1, texto: '42', tipoMensaje: 1, isMine: false, hour: '', date: '' }],
        },
      },
    });
  });

  it('[PWA-02] [PWA-06] a worker message opens a conversation only with a valid id; stored prompt limits of any shape read as counts', () => {
    expect(toOpenConversation({ type: 'OPEN_CONVERSATION', userId: 12 })).toEqual({ userId: 12 });
    expect(toOpenConversation({ type: 'OPEN_CONVERSATION', userId: '12' })).toEqual({ userId: 12 });
    // An opaque id, as the worker sends it back: the same id the app holds for that text.
    expect(toOpenConversation({ type: 'OPEN_CONVERSATION', userId: 'laborum' })).toEqual({ userId: id('laborum') });
    for (const bad of [
      null,
      'x',
      { type: 'OPEN_CONVERSATION', userId: 0 },
      { type: 'OPEN_CONVERSATION', userId: '' },
      { type: 'OPEN_CONVERSATION', userId: 1.5 },
      { type: 'OTHER', userId: 3 },
    ])
      expect(toOpenConversation(bad)).toBeNull();
    expect(toPromptRecord({ count: '3', last: 'x' })).toEqual({ count: 3, last: 0 });
    expect(toPromptRecord([1, 2])).toEqual({ count: 0, last: 0 });
    expect(toPromptRecord({ count: -4, last: 100 })).toEqual({ count: 0, last: 100 });
  });
});
