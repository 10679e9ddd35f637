/**
 * A server whose ids are words or negative numbers (`Id` is `[integer, string]`, x-type unstated, with no
 * minimum; Prism answers words for most ids, and negative numbers for some): the demo API behind
 * ./opaque-ids.ts, members as 'usr_<n>' and messages as 'msg_<n>', or both as -<n>. The member signs in,
 * opens a profile, likes, opens a conversation and writes, and every request names the member and the
 * messages as the server did.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMessage, db } from '@/mocks/db';
import { conversation } from '@/mocks/handlers/messages/model';
import { server } from '@/test/msw-server';
import { NEGATIVE, opaqueIdServer, WORDS, type IdDialect } from '@/test/opaque-ids';
import { recordRequests, SLOW } from '@/test/requests';
import { renderApp, signInStored } from '@/test/utils';

jest.setTimeout(40000);

const VALE = 5;
const GUILLE = 238; // Valentina's conversation with a photo, in her received messages

const net = recordRequests();
const sent = (method: string, path: RegExp) => net.seen.filter((r) => r.method === method && path.test(r.path));

describe.each([
  ['words', WORDS],
  ['negative numbers', NEGATIVE],
] as [string, IdDialect][])('a server whose ids are %s', (_, dialect) => {
  const memberWord = dialect.member;
  const messageWord = dialect.message;
  beforeEach(() => server.use(opaqueIdServer(dialect)));

  it("[AUTH-52] [DASH-03] [PROF-01] [PROF-04] [API-41] [API-35] the stored session is kept, a card opens its profile by the server's own id, and the like names it", async () => {
    const user = userEvent.setup();
    await signInStored('sofia');
    const { router } = renderApp('/dashboard-recent');
    await screen.findByText('Ya viste todos los perfiles de esta lista.', {}, { timeout: 30000 });
    expect(router.state.location.pathname).toBe('/dashboard-recent');
    const card = (await screen.findAllByTestId('member-card'))[0] as HTMLElement;
    const open = within(card).getByRole('button', { name: /^Ver el perfil de / });
    const nickname = (open.getAttribute('aria-label') ?? '').replace('Ver el perfil de ', '');
    const member = [...db.members.values()].find((m) => m.nickname === nickname);
    if (!member) throw new Error(`no member ${nickname}`);
    const word = memberWord(member.id);
    await user.click(open);

    const modal = await screen.findByTestId('profile-view');
    expect(await within(modal).findByRole('heading', { level: 3 }, SLOW)).toHaveTextContent(nickname);
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe(String(word));
    expect(sent('GET', /^\/v1\/profile\//).map((r) => r.path)).toEqual([`/v1/profile/${word}`]);

    await user.click(within(modal).getByRole('button', { name: `Me gusta ${nickname}` }));
    expect(await within(modal).findByRole('button', { name: 'Enviale un mensaje' }, SLOW)).toBeInTheDocument();
    expect(sent('POST', /^\/v1\/user\//).map((r) => r.path)).toEqual([`/v1/user/${word}/like`]);
  });

  it("[MSG-06] [MSG-15] [MSG-16] [API-28] [API-27] a conversation opens from its row by the server's id, shows the messages in the answer's order, and a message goes to that id", async () => {
    const user = userEvent.setup();
    await signInStored('valentina');
    const { router } = renderApp('/message-received');
    const word = memberWord(GUILLE);
    const nickname = db.members.get(GUILLE)?.nickname ?? '';
    const row = (await screen.findAllByTestId('chat-row', {}, SLOW)).find((r) => r.textContent?.includes(nickname));
    if (!row) throw new Error('no row for Guille');
    await user.click(within(row).getByRole('button'));

    const view = await screen.findByTestId('message-view', {}, SLOW);
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe(String(word));
    await waitFor(() => expect(within(view).getAllByTestId('msg').length).toBeGreaterThan(0), SLOW);
    expect(sent('GET', /^\/v1\/messages\/view\//).map((r) => r.path)).toContain(`/v1/messages/view/${word}`);
    // Their order is the answer's (words have none of their own): the demo's, oldest first.
    const texts = conversation(VALE, GUILLE)
      .slice(-15)
      .filter((m) => m.type === 1)
      .map((m) => m.text);
    const shown = within(view)
      .getAllByTestId('msg')
      .map((b) => b.textContent ?? '');
    const order = texts.map((t) => shown.findIndex((s) => s.includes(t))).filter((i) => i >= 0);
    expect(order.length).toBeGreaterThan(1);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    await user.type(within(view).getByRole('textbox', { name: 'Escribí un mensaje' }), 'Hola desde otro servidor{Enter}');
    await waitFor(() => expect(sent('POST', /^\/v1\/messages\/send\//).map((r) => r.path)).toEqual([`/v1/messages/send/${word}`]));
    await waitFor(
      () =>
        expect(
          within(view)
            .getAllByTestId('msg')
            .some((b) => b.textContent?.includes('Hola desde otro servidor')),
        ).toBe(true),
      SLOW,
    );
    expect(within(view).queryAllByTestId('msg-pending')).toHaveLength(0);
    // The newest message the server holds is the one just sent.
    expect(conversation(VALE, GUILLE).at(-1)?.text).toBe('Hola desde otro servidor');
  });

  it("[MSG-23] [API-28] older messages are asked for from the oldest message's own id and go before the ones shown", async () => {
    // A long conversation: 40 more messages between Valentina and Guille (the newest by id).
    const base = Date.now() - 86_400_000;
    for (let i = 0; i < 40; i++)
      addMessage(i % 2 ? VALE : GUILLE, i % 2 ? GUILLE : VALE, `viejo ${i}`, {
        id: 900000 + i,
        createdAt: new Date(base + i).toISOString(),
        read: true,
      });
    db.messages.sort((a, b) => a.id - b.id);
    const oldestShown = conversation(VALE, GUILLE).slice(-15)[0];
    await signInStored('valentina');
    renderApp(`/message-sent?modal=message-view&id=${memberWord(GUILLE)}`);
    const view = await screen.findByTestId('message-view', {}, SLOW);
    await waitFor(() => expect(within(view).getAllByTestId('msg')).toHaveLength(15), SLOW);
    const texts = () =>
      within(view)
        .getAllByTestId('msg')
        .map((b) => Number(/viejo (\d+)\d{2}:\d{2}/.exec(b.textContent ?? '')?.[1]));
    expect(texts()).toEqual(Array.from({ length: 15 }, (_, i) => 25 + i));
    const scroller = within(view).getByTestId('chat-scroll');
    await act(() => new Promise((r) => setTimeout(r, 350)));
    Object.defineProperty(scroller, 'scrollTop', { value: 100, configurable: true, writable: true });
    fireEvent.scroll(scroller);
    await waitFor(() => expect(within(view).getAllByTestId('msg')).toHaveLength(30), SLOW);
    expect(net.seen.filter((r) => r.path === `/v1/messages/view/${memberWord(GUILLE)}`).map((r) => r.query)).toEqual([
      '',
      `?from=${messageWord(oldestShown?.id ?? 0)}`,
    ]);
    // Oldest first: the older page above the messages that were shown, in the answer's order.
    expect(texts()).toEqual(Array.from({ length: 30 }, (_, i) => 10 + i));
  });
});
