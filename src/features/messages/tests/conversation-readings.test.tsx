/**
 * An open conversation in both readings of the contract (docs/api-decisions.md "Two readings"): the
 * demo's answers and `useContractMode('other-reading')`, driven as a member would. The other member
 * writes through the demo (its realtime `message` event reaches the app through a fake Pusher client
 * bridged to the demo's triggers):
 * - the conversation count is `{count, lastId}` or the bare number (countConversation, silent);
 * - the realtime `message` event carries the message's `id` (the demo) or only what the realtime
 *   contract names (no id);
 * - a message's `isMine` is optional: the member's own messages stay theirs without it;
 * - a chat photo's path is a path on the image host or an absolute URL.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, getMember } from '@/mocks/db';
import { conversation } from '@/mocks/handlers/messages/model';
import { notifyMessage, store as storeMessage } from '@/mocks/handlers/messages/send';
import { onTrigger } from '@/mocks/realtime';
import { fakeFactory, type FakeClient } from '@/features/realtime/tests/fake-client';
import { inertFactory, setRealtimeClientFactory } from '@/features/realtime/pusher-client';
import { config } from '@/shared/config/env';
import { useContractMode } from '@/test/contract';
import { inContractMode } from '@/test/demo-answer';
import { server } from '@/test/msw-server';
import { renderApp, signInStored } from '@/test/utils';
import { SLOW } from '@/test/requests';

jest.setTimeout(30000);

const GUILLE = 238; // Valentina's conversation with a photo
const VALE = 5;
const OPENED_BY_VALE = 228; // a chat Valentina opened, still unanswered
const READINGS = ['demo', 'other-reading'] as const;

type Json = Record<string, unknown>;
const asRecord = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** Answers `GET path` with the demo's answer in the test's reading, passed through `reshape`. */
const inReading = (path: string, reshape: (json: unknown) => unknown) => inContractMode('get', path, reshape);

/** A conversation answer's messages, bare or in `{messages}`, each passed through `each`. */
const eachMessage = (each: (m: Json) => Json) => (json: unknown) =>
  Array.isArray(json)
    ? json.map((m) => each(asRecord(m)))
    : { ...asRecord(json), messages: (asRecord(json).messages as unknown[]).map((m) => each(asRecord(m))) };

let factory: ReturnType<typeof fakeFactory>;
let stopBridge = () => {};
beforeEach(() => {
  factory = fakeFactory();
  setRealtimeClientFactory(factory);
  // What the demo server triggers reaches the subscribed channels of the app's (fake) Pusher client.
  stopBridge = onTrigger(({ channel, event, data }) => {
    for (const c of factory.clients) c.channels.get(channel)?.emit(event, data);
    return 0;
  });
});
afterEach(() => {
  stopBridge();
  setRealtimeClientFactory(inertFactory);
});

async function openChat(id = GUILLE) {
  await signInStored('valentina');
  const app = renderApp(`/message-sent?modal=message-view&id=${id}`);
  await waitFor(() => expect(factory.clients.length).toBe(1));
  const client = factory.clients[0] as FakeClient;
  act(() => client.setState('connected'));
  const view = await screen.findByTestId('message-view', {}, SLOW);
  await waitFor(() => expect(within(view).getAllByTestId('msg').length).toBeGreaterThan(0), SLOW);
  return { ...app, view, client, user: userEvent.setup() };
}

const bubblesWith = (view: HTMLElement, text: string) =>
  [...within(view).queryAllByTestId('msg'), ...within(view).queryAllByTestId('msg-pending')].filter((b) => b.textContent?.includes(text));
const settle = () => act(() => new Promise((r) => setTimeout(r, 400)));

/** Guille writes to Valentina: stored by the demo server, which triggers her realtime `message` event. */
function guilleWrites(text: string, notify = true) {
  const m = storeMessage(GUILLE, VALE, 1, text);
  if (notify) notifyMessage(getMember(GUILLE)!, m);
  return m;
}

describe.each(READINGS)('an open conversation, %s reading', (reading) => {
  beforeEach(() => {
    if (reading === 'other-reading') useContractMode('other-reading');
  });

  it("[RT-06][RT-07][MSG-18][MSG-27] a message the other member writes while the conversation is open shows once, whether or not the event names the message's id", async () => {
    const { view } = await openChat();
    let m = { id: 0 };
    act(() => {
      m = guilleWrites('¿Vamos al cine el sábado?');
    });
    await waitFor(() => expect(bubblesWith(view, '¿Vamos al cine el sábado?')).toHaveLength(1), SLOW);
    await settle();
    const shown = bubblesWith(view, '¿Vamos al cine el sábado?');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveAttribute('data-id', String(m.id));
    expect(shown[0]).toHaveClass('msg--theirs');
  });

  it("[MSG-15][MSG-17] a conversation opened by its link, before any list named the member, shows the member's nickname in the toolbar", async () => {
    const { view } = await openChat();
    await waitFor(() => expect(within(view).getByTestId('chat-head-person')).toHaveTextContent(getMember(GUILLE)!.nickname), SLOW);
  });

  it('[API-30][MSG-26][API-29] after a reconnect the open conversation catches up with what arrived meanwhile, the count {count, lastId} or a bare number', async () => {
    const { view, client } = await openChat();
    act(() => client.setState('unavailable'));
    const missed = [guilleWrites('Te escribí mientras no estabas', false), guilleWrites('¿Seguís ahí?', false)];
    act(() => client.setState('connected'));
    for (const m of missed) await waitFor(() => expect(bubblesWith(view, m.text)).toHaveLength(1), SLOW);
    await settle();
    for (const m of missed) expect(bubblesWith(view, m.text)).toHaveLength(1);
  });

  it("[MSG-16][MSG-33] without `isMine` the member's own messages stay the member's: the first one by soyUserAbreChat, a sent one once, as sent", async () => {
    server.use(
      inReading(
        '/v1/messages/view/:id',
        eachMessage(({ isMine: _isMine, ...m }) => m),
      ),
    );
    // A chat Valentina opened (her message, unanswered): its first message is hers.
    const [first] = conversation(VALE, OPENED_BY_VALE);
    expect(first?.from).toBe(VALE);
    const { view, user, router } = await openChat(OPENED_BY_VALE);
    const firstBubble = within(view)
      .getAllByTestId('msg')
      .find((b) => b.getAttribute('data-id') === String(first?.id));
    expect(firstBubble).toHaveClass('msg--mine');

    const text = 'Wmqx59642mw7621 te manda saludos';
    await user.type(within(view).getByRole('textbox', { name: 'Escribí un mensaje' }), `${text}{Enter}`);
    await waitFor(() => expect(within(view).queryByLabelText('Enviando…')).toBeNull(), SLOW);
    // The next load of the conversation brings the message without `isMine`: one bubble, the member's.
    await act(() => router.navigate('/message-sent'));
    await waitFor(() => expect(screen.queryByTestId('message-view')).toBeNull());
    await act(() => router.navigate(`/message-sent?modal=message-view&id=${OPENED_BY_VALE}`));
    const again = await screen.findByTestId('message-view', {}, SLOW);
    await waitFor(() => expect(within(again).queryByTestId('msg-pending')).toBeNull(), SLOW);
    await settle();
    const sent = bubblesWith(again, text);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveClass('msg--mine');
    expect(db.messages.filter((x) => x.from === VALE && x.text === text)).toHaveLength(1);
  });

  it('[MSG-36][MSG-18] a chat photo named by an absolute https URL on the image host shows from that URL', async () => {
    const host = new URL(config.imageHost);
    const https = `https://${host.host}${host.pathname.replace(/\/$/, '')}`;
    const absolute = (p: unknown) => (typeof p === 'string' && p ? `${https}/${p.replace(/^\//, '')}` : p);
    const photo = conversation(VALE, GUILLE).find((m) => m.type === 2)!;
    server.use(
      inReading(
        '/v1/messages/view/:id',
        eachMessage((m) => {
          const images = asRecord(m.images);
          return {
            ...m,
            ...(typeof m.original === 'string' ? { original: absolute(m.original), square180: absolute(m.square180) } : {}),
            ...(m.images ? { images: { original: absolute(images.original), square180: absolute(images.square180) } } : {}),
          };
        }),
      ),
    );
    const { view } = await openChat();
    const bubble = within(view)
      .getAllByTestId('msg')
      .find((b) => b.getAttribute('data-id') === String(photo.id))!;
    expect(bubble.querySelector('img')).toHaveAttribute('src', `${https}/users_chat/180x180/${photo.image}`);
    expect(bubble.querySelector('img')).toHaveAttribute('data-original', `${https}/users_chat/${photo.image}`);
  });

  it('[MSG-36] a chat photo path that is a javascript: URL or on another host is never used', async () => {
    const photo = conversation(VALE, GUILLE).find((m) => m.type === 2)!;
    const bad = { original: 'javascript:alert(1)', square180: 'https://evil.example/users_chat/180x180/x.webp' };
    server.use(
      inReading(
        '/v1/messages/view/:id',
        eachMessage((m) => (m.id === photo.id || m.id === String(photo.id) ? { ...m, ...(m.images ? { images: bad } : bad) } : m)),
      ),
    );
    const { view } = await openChat();
    const bubble = within(view)
      .getAllByTestId('msg')
      .find((b) => b.getAttribute('data-id') === String(photo.id))!;
    const img = bubble.querySelector('img');
    expect(img?.getAttribute('src') ?? null).toBeNull();
    expect(img?.getAttribute('data-original') ?? null).toBeNull();
    expect(bubble.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
  });
});
