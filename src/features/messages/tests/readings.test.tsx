/**
 * Messaging answers in every reading the contract allows (issue 41), driven as a member would: the demo's
 * answer and the other reading side by side (docs/api-decisions.md).
 * - sendMessage's 200 is partial ('its time and image path', no names): with or without the message's id.
 * - the outbox's retry check reads the conversation as the conversation does: `{messages}` or a bare array.
 * - ChatRow names its member `userId` or `id`; ids may be digit strings, flags '1'/'0', `new` a count or a flag.
 * - ConversationMessage carries its image as `images` or as top-level `original` / `square180`.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { apiUrl, handlers } from '@/mocks/handlers';
import { db } from '@/mocks/db';
import { server } from '@/test/msw-server';
import { bare, reshaped, without } from '@/test/demo-answer';
import { renderApp, signInStored } from '@/test/utils';
import { useContractMode } from '@/test/contract';
import { SLOW } from '@/test/requests';
import { rtReconnected } from '@/features/realtime';

jest.setTimeout(30000);

const GUILLE = 238; // Valentina's conversation with an image
const VALE = 5;

type Json = Record<string, unknown>;
const asRecord = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

async function openChat(id = GUILLE) {
  await signInStored('valentina');
  const app = renderApp(`/message-sent?modal=message-view&id=${id}`);
  const view = await screen.findByTestId('message-view', {}, SLOW);
  await waitFor(() => expect(within(view).getAllByTestId('msg').length).toBeGreaterThan(0), SLOW);
  return { ...app, view, user: userEvent.setup() };
}

const sentTo = (text: string) => db.messages.filter((m) => m.from === VALE && m.to === GUILLE && m.text === text);
const bubblesWith = (view: HTMLElement, text: string) =>
  [...within(view).queryAllByTestId('msg'), ...within(view).queryAllByTestId('msg-pending')].filter((b) => b.textContent?.includes(text));

describe('the send answer (sendMessage 200, partial)', () => {
  // The demo's answer names the message ({message: {id, hour, ...}}); the contract names no field.
  const SEND_ANSWERS: [string, ((json: Json) => unknown) | null][] = [
    ['the demo answer (the message with its id)', null],
    ['{} (nothing named)', () => ({})],
    ['only its hour, no id', (json) => ({ message: without(asRecord(json.message), 'id') })],
    ['an empty body', () => ''],
  ];

  it.each(SEND_ANSWERS)(
    '[MSG-33][API-27] a 200 answered with %s is a sent message: shown sent with its hour, sent once, and the next load brings the message once',
    async (_reading, reshape) => {
      if (reshape)
        server.use(
          http.post(apiUrl('/v1/messages/send/:id'), async ({ request }) => {
            const demo = await getResponse(handlers, request);
            const body = reshape(asRecord(demo ? await demo.json() : {}));
            return body === '' ? new HttpResponse(null, { status: 200 }) : HttpResponse.json(body as Json);
          }),
        );
      const { view, user, router } = await openChat();
      const text = '¿Vamos al cine el sábado?';
      await user.type(within(view).getByRole('textbox', { name: 'Escribí un mensaje' }), `${text}{Enter}`);
      await waitFor(() => expect(bubblesWith(view, text)).toHaveLength(1));
      await waitFor(() => expect(within(view).queryByLabelText('Enviando…')).toBeNull(), SLOW);
      expect(within(view).queryByText('No se envió')).toBeNull();
      expect(within(view).queryByRole('button', { name: 'Reintentar' })).toBeNull();
      const shown = bubblesWith(view, text)[0] as HTMLElement;
      expect(shown.querySelector('time')?.textContent).toMatch(/^\d{2}:\d{2}$/);
      // Sent once, and never again.
      await act(() => new Promise((r) => setTimeout(r, 300)));
      expect(sentTo(text)).toHaveLength(1);
      // The next load of the conversation brings the message (with its id): one bubble, no queue entry.
      await act(() => router.navigate('/message-sent'));
      await waitFor(() => expect(screen.queryByTestId('message-view')).toBeNull());
      await act(() => router.navigate(`/message-sent?modal=message-view&id=${GUILLE}`));
      const again = await screen.findByTestId('message-view', {}, SLOW);
      await waitFor(() => expect(within(again).queryByTestId('msg-pending')).toBeNull(), SLOW);
      expect(bubblesWith(again, text)).toHaveLength(1);
      expect(bubblesWith(again, text)[0]).toHaveAttribute('data-id', String(sentTo(text)[0]?.id));
      expect(sentTo(text)).toHaveLength(1);
    },
  );

  it('[MSG-33][MSG-34] a 403 to a send is not a sent message: hour "X" and "Reintentar"', async () => {
    server.use(http.post(apiUrl('/v1/messages/send/:id'), () => HttpResponse.json({ error: 'forbidden' }, { status: 403 })));
    const { view, user } = await openChat();
    await user.type(within(view).getByRole('textbox', { name: 'Escribí un mensaje' }), 'No llega{Enter}');
    const failed = await within(view).findByTestId('msg-pending');
    await waitFor(() => expect(failed).toHaveAttribute('data-status', 'failed'));
    expect(within(failed).getByText('No se envió')).toBeInTheDocument();
  });
});

describe("the outbox's retry check (issue 33) reads the conversation as the conversation does", () => {
  it.each([
    ['the demo envelope {messages}', null],
    ['a bare array of messages', bare('messages')],
  ] as const)(
    '[MSG-34][API-28] a send whose answer was lost is found on the server when the conversation is %s: shown once, never sent twice',
    async (_reading, reshape) => {
      if (reshape) server.use(reshaped('get', '/v1/messages/view/:id', reshape));
      // The server takes the message, the answer never arrives (the connection dropped).
      server.use(
        http.post(
          apiUrl('/v1/messages/send/:id'),
          async ({ request }) => {
            await getResponse(handlers, request);
            return HttpResponse.error();
          },
          { once: true },
        ),
      );
      const { view, user, store } = await openChat();
      const text = 'Se cortó justo al mandar';
      await user.type(within(view).getByRole('textbox', { name: 'Escribí un mensaje' }), `${text}{Enter}`);
      await waitFor(() => expect(within(view).getByTestId('msg-pending')).toHaveAttribute('data-status', 'queued'));
      expect(sentTo(text)).toHaveLength(1);
      // Back: the queue is flushed; the check finds the message on the server instead of sending it again.
      act(() => {
        store.dispatch(rtReconnected());
      });
      await waitFor(() => expect(within(view).queryByTestId('msg-pending')).toBeNull(), SLOW);
      expect(bubblesWith(view, text)).toHaveLength(1);
      expect(within(view).queryByText('No se envió')).toBeNull();
      await act(() => new Promise((r) => setTimeout(r, 300)));
      expect(sentTo(text)).toHaveLength(1);
    },
  );
});

/** The demo's chat row as a contract-only server may spell it: `userId` (no `id`), digit strings, '1'/'0', no isNew. */
function contractRow(row: unknown): unknown {
  const r = asRecord(row);
  const { id, isNew: _isNew, canRead, new: unread, userGenderId, messageType, ...rest } = r;
  return {
    ...rest,
    userId: String(id),
    canRead: canRead ? '1' : '0',
    new: String(unread),
    userGenderId: String(userGenderId),
    messageType: String(messageType),
  };
}
const contractRows = (json: Json) => ({ ...json, items: Array.isArray(json.items) ? json.items.map(contractRow) : json.items });

describe('chat rows (ChatRow: userId or id, digit strings, flags)', () => {
  const rowsSeen = () =>
    screen.getAllByTestId('chat-row').map((r) => ({
      name: r.querySelector('.chat-row__name')?.textContent,
      locked: within(r).queryByTestId('chat-row-locked') !== null,
      badge: r.querySelector('.chat-row__badge')?.textContent ?? null,
    }));

  async function listOf(reading: 'demo' | 'userId' | 'userId, bare') {
    if (reading !== 'demo')
      server.use(reshaped('get', '/v1/messages/:box', reading === 'userId' ? contractRows : (j: Json) => bare()(contractRows(j))));
    await signInStored('sofia');
    const app = renderApp('/message-received');
    await screen.findAllByTestId('chat-row', {}, SLOW);
    return app;
  }

  it.each(['userId', 'userId, bare'] as const)(
    "[MSG-02][MSG-03][MSG-04][MSG-05] rows named by userId alone (%s), with digit-string ids and '1'/'0' flags, show as the demo's rows do: names, locks, unread badges; a locked one opens the paywall, a readable one its chat",
    async (reading) => {
      const demo = await listOf('demo');
      const expected = rowsSeen();
      expect(expected.some((r) => r.locked)).toBe(true);
      expect(expected.some((r) => !r.locked)).toBe(true);
      expect(expected.some((r) => r.badge !== null)).toBe(true);
      demo.unmount();

      const { router } = await listOf(reading);
      expect(rowsSeen()).toEqual(expected);
      const user = userEvent.setup();
      const locked = screen.getAllByTestId('chat-row').find((r) => within(r).queryByTestId('chat-row-locked') !== null) as HTMLElement;
      await user.click(within(locked).getByRole('button'));
      await waitFor(() => expect(router.state.location.search).toContain('modal=pay-wall'));
      await act(() => router.navigate('/message-received'));
      const readable = screen.getAllByTestId('chat-row').find((r) => within(r).queryByTestId('chat-row-locked') === null) as HTMLElement;
      const id = demoRowId(readable.querySelector('.chat-row__name')?.textContent ?? '');
      await user.click(within(readable).getByRole('button'));
      await waitFor(() => expect(router.state.location.search).toContain(`modal=message-view&id=${id}`));
    },
  );
});

describe('chat rows in the other reading (useContractMode, docs/api-decisions.md "Two readings")', () => {
  const rowsSeen = () =>
    screen.getAllByTestId('chat-row').map((r) => ({
      name: r.querySelector('.chat-row__name')?.textContent,
      date: r.querySelector('time')?.textContent,
      badge: r.querySelector('.chat-row__badge')?.textContent ?? null,
    }));

  it.each(['/message-received', '/message-sent'])(
    "[MSG-02][MSG-03][MSG-05][OPEN-34] %s in the other reading (userId, `new` a flag, no isNew, `date` a Buenos Aires datetime without a zone) shows the demo's rows: names, the same dates and hours, a badge on every unread chat",
    async (path) => {
      await signInStored('sofia');
      const demo = renderApp(path);
      await screen.findAllByTestId('chat-row', {}, SLOW);
      const expected = rowsSeen();
      expect(expected.some((r) => r.badge !== null) || path === '/message-sent').toBe(true);
      demo.unmount();

      useContractMode('other-reading');
      renderApp(path);
      await screen.findAllByTestId('chat-row', {}, SLOW);
      // A flag says something is unread, not how much: the badge is there, its number is at least 1.
      expect(rowsSeen().map((r) => ({ ...r, badge: r.badge === null ? null : 'unread' }))).toEqual(
        expected.map((r) => ({ ...r, badge: r.badge === null ? null : 'unread' })),
      );
    },
  );
});

const demoRowId = (nickname: string): number => {
  for (const m of db.members.values()) if (m.nickname === nickname) return m.id;
  throw new Error(`no member ${nickname}`);
};

/** The demo's message as a contract-only server may spell it: the image on the message, digit-string ids, '1'/'0'. */
function contractMessage(message: unknown): unknown {
  const m = asRecord(message);
  const { images, isMine, soyUserAbreChat, first, id, tipoMensaje, ...rest } = m;
  const img = asRecord(images);
  return {
    ...rest,
    id: String(id),
    tipoMensaje: String(tipoMensaje),
    isMine: isMine ? '1' : '0',
    soyUserAbreChat: soyUserAbreChat ? '1' : '0',
    first: first ? '1' : '0',
    ...(images ? { original: img.original, square180: img.square180 } : {}),
  };
}

describe('conversation messages (ConversationMessage: images or original/square180, digit strings, flags)', () => {
  const seen = (view: HTMLElement) =>
    within(view)
      .getAllByTestId(/^msg/)
      .map((b) => ({
        id: b.getAttribute('data-id'),
        mine: b.classList.contains('msg--mine'),
        photo: b.querySelector('img')?.getAttribute('src') ?? null,
        text: b.querySelector('.bubble')?.textContent ?? null,
      }));

  it.each([
    ['an envelope', (json: Json) => ({ ...json, messages: (json.messages as unknown[]).map(contractMessage) })],
    ['a bare array', (json: Json) => (json.messages as unknown[]).map(contractMessage)],
  ])(
    "[MSG-16][MSG-36][MSG-14] messages whose image is top-level original/square180, with digit-string ids and '1'/'0' flags (%s), show as the demo's do: the photo, not an empty bubble",
    async (_reading, reshape) => {
      const demo = await openChat();
      const expected = seen(demo.view);
      const photos = expected.filter((m) => m.photo);
      expect(photos.length).toBeGreaterThan(0);
      expect(photos[0]?.photo).toMatch(/users_chat\/180x180\//);
      demo.unmount();

      server.use(reshaped('get', '/v1/messages/view/:id', reshape));
      const other = await openChat();
      expect(seen(other.view)).toEqual(expected);
    },
  );
});
