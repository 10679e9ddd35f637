/**
 * Issue 42, messaging: a free member's realtime row, the message list's end, 'Aceptar' on a video-call
 * invitation and a quick report that fails, driven as a member would (the real store, sagas, routes and
 * the demo API).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/handlers';
import { db } from '@/mocks/db';
import { server } from '@/test/msw-server';
import { renderApp, signInStored } from '@/test/utils';
import { recordRequests, SLOW } from '@/test/requests';
import { FakeIO, installFakeIO, restoreIO } from '@/test/intersection';
import { rtMessageReceived } from '@/features/realtime';

jest.setTimeout(30000);

const GUILLE = 238; // Valentina's conversation (both wrote)
const ASADOR = 306; // Valentina's conversation with a video-call invitation
const NICK = 'Wmqx59642mw7621'; // the longest nickname
const net = recordRequests();

const notice = (userId: number, text: string) =>
  rtMessageReceived({ userId, nickname: NICK, gender: 1, image: '', text, messageType: 1, timestamp: Date.now(), messageId: 990001 });

describe('a realtime message from a sender the list has no row for (42 #1)', () => {
  it.each([
    ['sofia', 'a free member: the new row is locked and keeps no text; tapping it opens the paywall', true],
    ['valentina', 'a subscriber: the new row is readable, with its text', false],
  ] as const)('[MSG-13][MSG-03][MSG-05][RT-07] %s — %s', async (who, _what, locked) => {
    await signInStored(who);
    const { store, router } = renderApp('/message-received');
    await screen.findAllByTestId('chat-row', {}, SLOW);
    const text = 'Hola, ¿te gustaría que nos veamos en Ciudad Autónoma de Buenos Aires?';
    act(() => {
      store.dispatch(notice(9999, text));
    });
    await waitFor(() => expect(screen.getAllByTestId('chat-row')[0]).toHaveTextContent(NICK));
    const row = screen.getAllByTestId('chat-row')[0] as HTMLElement;
    if (locked) {
      expect(within(row).getByTestId('chat-row-locked')).toBeInTheDocument();
      expect(screen.queryByText(text)).toBeNull();
      expect(JSON.stringify(store.getState().messages?.lists.received.items[0])).not.toContain('Hola');
      await userEvent.setup().click(within(row).getByRole('button'));
      await waitFor(() => expect(router.state.location.search).toContain('modal=pay-wall'));
    } else {
      expect(within(row).queryByTestId('chat-row-locked')).toBeNull();
      expect(row).toHaveTextContent(text);
    }
  });
});

describe("the message list ends with the server's pages (42 #10)", () => {
  afterEach(restoreIO);

  const row = (id: number, name: string) => ({
    id,
    date: new Date(Date.now() - id * 60_000).toISOString(),
    canRead: true,
    isNew: false,
    new: 0,
    userGenderId: 1,
    userImg: '',
    userName: name,
    messageText: `Mensaje de ${name}`,
    messageType: 1,
  });
  const PAGES = [
    [row(9001, 'Ana'), row(9002, 'Bea'), row(9003, 'Caro')],
    [row(9004, 'Dani'), row(9005, 'Eli')],
    [row(9006, 'Fer'), row(9007, 'Gabi')],
    [],
  ];

  async function enterSentinel() {
    const sentinel = document.querySelector('.msg-sentinel') as Element;
    const io = await waitFor(() => {
      const found = FakeIO.all.filter((o) => !o.disconnected && o.targets.includes(sentinel)).at(-1);
      expect(found).toBeDefined();
      return found as FakeIO;
    });
    act(() => io.enter());
  }

  it.each([
    ['the demo envelope {items}', (items: unknown[], page: number) => ({ page, items })],
    ['a bare array', (items: unknown[]) => items],
  ])(
    '[API-26][DASH-11][RT-07] a page whose rows a realtime message already moved to the top still counts as a page (%s): the next page is asked for and shown',
    async (_reading, shape) => {
      server.use(
        http.get(apiUrl('/v1/messages/received'), ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? '0');
          return HttpResponse.json(shape(PAGES[page] ?? [], page) as never);
        }),
      );
      installFakeIO();
      await signInStored('valentina');
      const { store } = renderApp('/message-received');
      await waitFor(() => expect(screen.getAllByTestId('chat-row')).toHaveLength(3), SLOW);
      // Dani (on the server's page 1) writes: the row comes to the top before page 1 is read.
      act(() => {
        store.dispatch(notice(9004, 'Hola de nuevo'));
      });
      await waitFor(() => expect(screen.getAllByTestId('chat-row')).toHaveLength(4));
      await enterSentinel();
      await waitFor(() => expect(screen.getAllByTestId('chat-row')).toHaveLength(5)); // only Eli is new
      await enterSentinel();
      await waitFor(() => expect(screen.getAllByTestId('chat-row')).toHaveLength(7));
      const names = screen.getAllByTestId('chat-row').map((r) => r.querySelector('.chat-row__name')?.textContent);
      expect(names).toEqual([NICK, 'Ana', 'Bea', 'Caro', 'Eli', 'Fer', 'Gabi']);
      expect(net.seen.filter((r) => r.path === '/v1/messages/received').map((r) => r.query)).toEqual(['?page=0', '?page=1', '?page=2']);
    },
  );

  it.each([
    ['the same rows on every page', (page: number) => (page >= 0 ? PAGES[0] : [])],
    [
      'rows without a usable id',
      (page: number) =>
        page === 0
          ? PAGES[0]
          : [
              { ...row(0, 'Sin id'), userId: '' },
              { ...row(0, 'Otro'), userId: { id: 'xyz' } },
            ],
    ],
  ])(
    '[API-26][OPEN-18] a server whose next page brings no new row (%s) ends the list: one more page is asked for, never a loop',
    async (_case, answer) => {
      server.use(
        http.get(apiUrl('/v1/messages/received'), ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? '0');
          return HttpResponse.json(answer(page) as never);
        }),
      );
      installFakeIO();
      await signInStored('valentina');
      renderApp('/message-received');
      await waitFor(() => expect(screen.getAllByTestId('chat-row')).toHaveLength(3), SLOW);
      await enterSentinel();
      await waitFor(() => expect(net.seen.filter((r) => r.path === '/v1/messages/received')).toHaveLength(2));
      // The end: nothing watches the bottom of the list any more, and nothing more is asked for.
      await act(() => new Promise((r) => setTimeout(r, 300)));
      const sentinel = document.querySelector('.msg-sentinel');
      expect(FakeIO.all.filter((o) => !o.disconnected && o.targets.includes(sentinel as Element))).toHaveLength(0);
      expect(net.seen.filter((r) => r.path === '/v1/messages/received').map((r) => r.query)).toEqual(['?page=0', '?page=1']);
      expect(screen.getAllByTestId('chat-row')).toHaveLength(3);
    },
  );
});

async function openChat(id: number) {
  await signInStored('valentina');
  const app = renderApp(`/message-sent?modal=message-view&id=${id}`);
  const view = await screen.findByTestId('message-view', {}, SLOW);
  await waitFor(() => expect(within(view).getAllByTestId(/^msg/).length).toBeGreaterThan(0), SLOW);
  return { ...app, view, user: userEvent.setup() };
}

describe("'Aceptar' on a received video-call invitation (42 #7)", () => {
  const setInvitation = (url: string | null) => {
    if (url !== null) for (const m of db.messages) if (m.type === 3) m.text = url;
  };

  it.each([
    ["the demo's URL (the API host)", null],
    ['an https URL on another host', 'https://video.proveedor.example/sala/abc123'],
  ])('[MSG-19][OPEN-28][MSG-45] an invitation with %s opens in the 650×600 popup: the server sent it', async (_what, url) => {
    setInvitation(url);
    const { view, user, browser } = await openChat(ASADOR);
    await user.click(within(await within(view).findByTestId('video-invite')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(browser.opened).toHaveLength(1));
    expect(browser.opened[0]).toMatchObject({
      url: url ?? expect.stringMatching(/^http:\/\/localhost:8081\/videollamada\//),
      name: 'videocall',
      features: 'width=650,height=600',
    });
  });

  it.each(['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', 'https://user:pw@evil.example/call'])(
    '[MSG-19][OPEN-28] an invitation whose URL is %s opens nothing and says why',
    async (url) => {
      setInvitation(url);
      const { view, user, browser } = await openChat(ASADOR);
      await user.click(within(await within(view).findByTestId('video-invite')).getByRole('button', { name: 'Aceptar' }));
      expect(
        await screen.findByText('No pudimos abrir la videollamada: el enlace que recibimos no es seguro. Probá de nuevo en un rato.'),
      ).toBeInTheDocument();
      expect(browser.opened).toEqual([]);
    },
  );
});

describe('a quick report from the chat that fails (42 #9)', () => {
  it.each([
    [
      'a null result (401, not a session problem: hasError)',
      401,
      { error: 'not_allowed' },
      'No pudimos enviar la denuncia. Intentá de nuevo.',
    ],
    [
      "a 400 with the server's text",
      400,
      { message: 'Ya recibimos una denuncia tuya sobre esta persona.' },
      'Ya recibimos una denuncia tuya sobre esta persona.',
    ],
  ] as const)(
    '[MSG-41][MSG-43][API-66] %s shows the error the report page shows, and "Reintentar" sends it again',
    async (_what, status, body, text) => {
      server.use(http.post(apiUrl('/v1/report'), () => HttpResponse.json(body, { status }), { once: true }));
      const { view, user } = await openChat(GUILLE);
      await user.click(within(view).getByRole('button', { name: 'Más opciones' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Opciones' })).getByRole('button', { name: 'Perfil Falso' }));
      const failed = await screen.findByRole('dialog', { name: 'Denuncia' });
      expect(failed).toHaveTextContent(text);
      expect(failed).not.toHaveTextContent('La denuncia ha sido enviada correctamente');
      await user.click(within(failed).getByRole('button', { name: 'Reintentar' }));
      await waitFor(() =>
        expect(screen.getByRole('dialog', { name: 'Denuncia' })).toHaveTextContent('La denuncia ha sido enviada correctamente'),
      );
      const reports = (await net.settled()).filter((r) => r.path === '/v1/report');
      expect(reports).toHaveLength(2);
      expect(reports.map((r) => r.body)).toEqual([
        expect.objectContaining({ id: GUILLE, reportId: 13 }),
        expect.objectContaining({ id: GUILLE, reportId: 13 }),
      ]);
    },
  );
});
