/**
 * OPEN-18 (issue #14): the message lists and a conversation settle whatever their call answers — text
 * that is not JSON, another type, missing fields, an unexpected shape: rows, the empty state, or an
 * error with 'Reintentar' that loads again; nothing is left aria-busy; broken rows or messages are
 * dropped and the valid ones show.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { busy, cutJson, renderAnswered } from '@/test/malformed';

const GUILLE = 238; // one of Valentina's conversations

const notJson = cutJson('{"page": 0, "items": [{"id": 4');

const bad: [string, () => Response][] = [
  ['text that is not JSON', notJson],
  ['a wrong type (a string)', () => HttpResponse.json('ok')],
  ['missing fields (an empty object)', () => HttpResponse.json({})],
  ['an unexpected shape (an object without the list)', () => HttpResponse.json({ rows: [{ id: 4, userName: 'X' }] })],
];

describe('message lists with a malformed answer', () => {
  it.each(
    bad.flatMap(([what, answer]) => (['received', 'sent'] as const).map((box): [string, string, () => Response] => [box, what, answer])),
  )(
    '[OPEN-18] [MSG-01] [MSG-02] the %s list answered with %s shows the error and "Reintentar" loads the rows',
    async (box, _what, answer) => {
      await renderAnswered(`/message-${box}`, `/v1/messages/${box}`, answer, { who: 'valentina' });
      const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
      expect(alert).toHaveTextContent('No pudimos cargar tus mensajes.');
      expect(busy()).toHaveLength(0);
      await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
      expect((await screen.findAllByTestId('chat-row', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
      await waitFor(() => expect(busy()).toHaveLength(0));
    },
  );

  it('[OPEN-18] [MSG-02] rows without an id are dropped, wrong types fall back, the valid rows show', async () => {
    const good = {
      id: 9201,
      date: '2026-11-20T10:00:00Z',
      canRead: true,
      isNew: true,
      new: 2,
      userGenderId: 2,
      userImg: '',
      userName: 'Carla',
      messageText: 'Hola!',
      messageType: 1,
    };
    const odd = {
      id: '9202',
      date: null,
      canRead: '1',
      isNew: 'x',
      new: 'dos',
      userGenderId: '1',
      userImg: 5,
      userName: 77,
      messageText: null,
      messageType: 99,
    };
    const items = [good, { userName: 'Sin id' }, null, 'basura', odd];
    await renderAnswered('/message-received', '/v1/messages/received', () => HttpResponse.json({ page: 0, items }), { who: 'valentina' });
    const rows = await screen.findAllByTestId('chat-row', {}, { timeout: 5000 });
    expect(rows.map((r) => r.querySelector('.chat-row__name')?.textContent)).toEqual(['Carla', '77']);
    expect(busy()).toHaveLength(0);
  });
});

describe('a conversation with a malformed answer', () => {
  const conversationBad: [string, () => Response][] = [
    ...bad,
    ['no member (user missing)', () => HttpResponse.json({ messages: [], hasMore: false })],
    ['no message list', () => HttpResponse.json({ user: { id: GUILLE, nickname: 'Guille_bsas' }, hasMore: false })],
  ];
  it.each(conversationBad)(
    '[OPEN-18] [MSG-15] [MSG-16] answered with %s, the conversation stops loading, shows the error and "Reintentar" opens it',
    async (_what, answer) => {
      await renderAnswered(`/message-sent?modal=message-view&id=${GUILLE}`, '/v1/messages/view/:id', answer, { who: 'valentina' });
      const view = await screen.findByTestId('message-view', {}, { timeout: 5000 });
      const alert = await within(view).findByRole('alert', {}, { timeout: 5000 });
      expect(alert).toHaveTextContent('No pudimos cargar la conversación.');
      expect(within(view).queryByText('Cargando conversación…')).toBeNull();
      // The dialog is still named while the member is unknown (no empty heading).
      expect(within(view).getByRole('heading', { level: 2 })).toHaveTextContent('Conversación');
      expect(view.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
      await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
      await waitFor(() => expect(within(view).getAllByTestId('msg').length).toBeGreaterThan(0), { timeout: 5000 });
      expect(within(view).getByRole('heading', { name: 'Guille_bsas' })).toBeInTheDocument();
      expect(view.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
    },
  );

  it('[OPEN-18] [MSG-16] messages without an id are dropped, wrong types fall back, the valid ones show', async () => {
    const user = { id: GUILLE, nickname: 'Guille_bsas', gender: '1', picture: null, hasPicture: 'no', imagePermission: 0, reported: null };
    const messages = [
      {
        id: 1,
        hour: '10:00',
        date: '2026-11-20T10:00:00Z',
        texto: 'Hola, ¿todo bien?',
        tipoMensaje: 1,
        soyUserAbreChat: false,
        isMine: false,
        images: null,
        first: true,
      },
      { texto: 'sin id' },
      42,
      {
        id: '2',
        hour: 1000,
        date: null,
        texto: 'Todo bien',
        tipoMensaje: 'x',
        soyUserAbreChat: 'no',
        isMine: 1,
        images: 'nada',
        first: null,
      },
    ];
    await renderAnswered(
      `/message-sent?modal=message-view&id=${GUILLE}`,
      '/v1/messages/view/:id',
      () => HttpResponse.json({ user, messages, hasMore: 'maybe' }),
      { who: 'valentina' },
    );
    const view = await screen.findByTestId('message-view', {}, { timeout: 5000 });
    await waitFor(() => expect(within(view).getAllByTestId('msg')).toHaveLength(2), { timeout: 5000 });
    expect(within(view).getByText('Hola, ¿todo bien?')).toBeInTheDocument();
    expect(within(view).getByText('Todo bien')).toBeInTheDocument();
    expect(within(view).queryByText('sin id')).toBeNull();
    expect(view.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
  });
});
