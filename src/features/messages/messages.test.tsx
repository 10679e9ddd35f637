/**
 * Messaging driven as a member would: the real store, sagas, routes and the demo API (msw).
 */
import { act, screen, waitFor, within, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInStored } from '@/test/utils';
import { warmLazyModules } from '@/test/warm';
import { addMessage, db, type DbMessage } from '@/mocks/db';
import { recordRequests } from '@/test/requests';
import { forceScenario } from '@/mocks/fixtures';
import { memberDisliked } from '@/features/lists';
import { rtMessageReceived, rtReconnected } from '@/features/realtime';
import { emojiClass, clearEmojiCache, emojiCacheSize, EMOJI_CACHE_MAX } from './conversation/emoji';
import { parseNotice } from './conversation/notice';
import { checkAttachment } from './outbox/attachments';
import { loadBatch, loadCount } from './conversation';
import { selectConversation } from './state/slice';

const sent = recordRequests();
warmLazyModules(['/message-received'], [() => import('./screens/MessageViewModal')]);

const GUILLE = 238; // Valentina's conversation with an image
const ASADOR = 306; // Valentina's conversation with a video-call invitation

async function openList(key: 'valentina' | 'sofia' = 'valentina', path = '/message-received') {
  await signInStored(key);
  const app = renderApp(path);
  const rows = await screen.findAllByTestId('chat-row', {}, { timeout: 5000 });
  return { ...app, rows, user: userEvent.setup() };
}

async function openChat(id: number, key: 'valentina' | 'sofia' = 'valentina') {
  await signInStored(key);
  const app = renderApp(`/message-sent?modal=message-view&id=${id}`);
  const view = await screen.findByTestId('message-view', {}, { timeout: 5000 });
  await waitFor(() => expect(within(view).getAllByTestId(/^msg/).length).toBeGreaterThan(0));
  return { ...app, view, user: userEvent.setup() };
}

// jsdom has no PointerEvent: a MouseEvent carries the coordinates and button the long press reads.
beforeAll(() => {
  const w = window as unknown as { PointerEvent?: unknown };
  if (!w.PointerEvent) w.PointerEvent = class PointerEvent extends MouseEvent {};
});

const rowNamed = (name: string) => screen.getAllByTestId('chat-row').find((r) => r.textContent?.includes(name)) as HTMLElement;
const rowButton = (name: string) => within(rowNamed(name)).getByRole('button');
const pressed = () =>
  screen
    .getAllByTestId('chat-row')
    .filter((r) => within(r).getByRole('button').getAttribute('aria-pressed') === 'true')
    .map((r) => r.querySelector('.chat-row__name')?.textContent);

/** A row held 500 ms and let go, on fake timers (the click that ends a press is not sent). */
function holdRow(btn: HTMLElement) {
  jest.useFakeTimers();
  try {
    fireEvent.pointerDown(btn, { button: 0, clientX: 0, clientY: 0 });
    act(() => jest.advanceTimersByTime(500));
    fireEvent.pointerUp(btn);
  } finally {
    jest.useRealTimers();
  }
}

/** A 500 ms long press on a row, as a finger holds it; resolves once a tap would count again (MSG-09). */
async function longPress(btn: HTMLElement) {
  jest.useFakeTimers();
  try {
    fireEvent.pointerDown(btn, { button: 0, clientX: 0, clientY: 0 });
    act(() => jest.advanceTimersByTime(500));
  } finally {
    jest.useRealTimers();
  }
  fireEvent.pointerUp(btn);
  fireEvent.click(btn); // the click that ends the press (ignored)
  await act(() => new Promise((r) => setTimeout(r, 120)));
}

describe('message lists', () => {
  it('[MSG-01] has the tabs "Recibidos" and "Enviados"', async () => {
    const { user, router } = await openList();
    const tabs = screen.getByRole('navigation', { name: 'Bandejas de mensajes' });
    expect(within(tabs).getByRole('link', { name: 'Recibidos' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(tabs).getByRole('link', { name: 'Enviados' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/message-sent'));
    await waitFor(() => expect(screen.getByTestId('message-list-sent')).toBeInTheDocument());
    // [API-26] the sent box is its own list: Valentina only wrote to Rubén.bsas7 there.
    await waitFor(() =>
      expect(screen.getAllByTestId('chat-row').map((r) => r.querySelector('.chat-row__name')?.textContent)).toEqual(['Rubén.bsas7']),
    );
  });

  it('[MSG-02] [MSG-03] rows show nickname, date, text and an unread badge', async () => {
    await openList();
    const row = rowNamed('Gaucho_Rulo');
    expect(row).toHaveTextContent('Gaucho_Rulo');
    expect(row.querySelector('time')).toHaveAttribute('datetime');
    expect(within(row).getByLabelText('1 mensaje sin leer')).toHaveTextContent('1');
    expect(row.querySelector('.chat-row__text')?.textContent).toBeTruthy();
  });

  it('[MSG-04] [MSG-05] [MSG-13] a free member sees a locked row with a placeholder; tapping it opens the paywall', async () => {
    const { user, router } = await openList('sofia');
    const locked = rowNamed('Ruso70');
    const lockedText = within(locked).getByTestId('chat-row-locked');
    const realText = db.messages.find((m) => m.from === 149 && m.to === 3)?.text ?? '';
    expect(lockedText).toHaveTextContent('Suscribite para leerlo');
    expect(lockedText.textContent).not.toContain(realText);
    await user.click(within(locked).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toContain('modal=pay-wall'));
  });

  it('[MSG-06] tapping a readable row opens that conversation', async () => {
    const { user, router } = await openList();
    await user.click(within(rowNamed('Guille_bsas')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe(`?modal=message-view&id=${GUILLE}`));
    expect(await screen.findByRole('heading', { name: 'Guille_bsas' })).toBeInTheDocument();
  });

  it('[MSG-07] [MSG-08] [MSG-09] a 500 ms long press selects with a 50 ms vibration; then taps toggle; the tap ending the press is ignored', async () => {
    const vibrate = jest.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const { router } = await openList();
    const btn = within(rowNamed('Guille_bsas')).getByRole('button');
    jest.useFakeTimers();
    try {
      fireEvent.pointerDown(btn, { button: 0, clientX: 10, clientY: 10 });
      act(() => jest.advanceTimersByTime(499));
      expect(btn).toHaveAttribute('aria-pressed', 'false');
      act(() => jest.advanceTimersByTime(1));
      expect(btn).toHaveAttribute('aria-pressed', 'true');
      expect(vibrate).toHaveBeenCalledWith(50);
      fireEvent.pointerUp(btn);
      fireEvent.click(btn); // the click that ends the long press
      expect(btn).toHaveAttribute('aria-pressed', 'true');
      // A move beyond 10 px cancels a long press.
      const other = within(rowNamed('Rodri86')).getByRole('button');
      fireEvent.pointerDown(other, { button: 0, clientX: 10, clientY: 10 });
      fireEvent.pointerMove(other, { clientX: 10, clientY: 25 });
      act(() => jest.advanceTimersByTime(600));
      fireEvent.pointerUp(other);
      expect(other).toHaveAttribute('aria-pressed', 'false');
      act(() => jest.advanceTimersByTime(200));
      fireEvent.click(other); // while a row is selected, a tap toggles
      expect(other).toHaveAttribute('aria-pressed', 'true');
      expect(router.state.location.search).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('[MSG-08] Escape clears a long-press selection (the selection toolbar goes, the tabs come back)', async () => {
    const { user } = await openList();
    const btn = within(rowNamed('Guille_bsas')).getByRole('button');
    holdRow(btn);
    expect(btn).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('selection-toolbar')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(btn).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByTestId('selection-toolbar')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Bandejas de mensajes' })).toBeInTheDocument();
  });

  it('[MSG-10] [MSG-11] [API-32] select all uses the bulk mark-as-read; one selected uses the ids', async () => {
    const { user } = await openList();
    const calls: string[] = [];
    const listener = ({ request }: { request: Request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`);
    const { server } = await import('@/test/msw-server');
    server.events.on('request:start', listener);
    try {
      fireEvent.contextMenu(within(rowNamed('Guille_bsas')).getByRole('button'));
      const btn = within(rowNamed('Guille_bsas')).getByRole('button');
      holdRow(btn);
      const bar = await screen.findByRole('toolbar', { name: 'Acciones sobre los mensajes seleccionados' });
      expect(bar).toHaveTextContent('1 seleccionado');
      await user.click(within(bar).getByRole('button', { name: 'Marcar como leído' }));
      await waitFor(() => expect(calls).toContain('PATCH /v1/messages/mark-as-read'));
      await waitFor(() => expect(within(rowNamed('Guille_bsas')).queryByLabelText(/sin leer/)).not.toBeInTheDocument());
      expect(db.messages.filter((m) => m.from === GUILLE && m.to === 5 && !m.read)).toHaveLength(0);
      // Selection was cleared by the action; select one again, then all.
      holdRow(btn);
      await user.click(await screen.findByRole('button', { name: 'Seleccionar todos' }));
      const rows = screen.getAllByTestId('chat-row');
      expect(rows.every((r) => within(r).getByRole('button').getAttribute('aria-pressed') === 'true')).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Marcar como leído' }));
      await waitFor(() => expect(calls).toContain('PATCH /v1/messages/mark-as-read/received'));
      await waitFor(() => expect(screen.queryByRole('toolbar')).not.toBeInTheDocument());
      // CLEAR through the close button.
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

  it('[MSG-10] selection toggles one row, selects all and clears with "Cerrar selección"', async () => {
    const { user } = await openList();
    const all = screen.getAllByTestId('chat-row').length;
    expect(all).toBeGreaterThan(2);
    await longPress(rowButton('Guille_bsas'));
    await user.click(rowButton('Rodri86'));
    expect(pressed()).toHaveLength(2);
    await user.click(rowButton('Guille_bsas'));
    expect(pressed()).toEqual(['Rodri86']);
    const bar = screen.getByRole('toolbar', { name: 'Acciones sobre los mensajes seleccionados' });
    await user.click(within(bar).getByRole('button', { name: 'Seleccionar todos' }));
    expect(pressed()).toHaveLength(all);
    expect(bar).toHaveTextContent(`${all} seleccionados`);
    await user.click(within(bar).getByRole('button', { name: 'Cerrar selección' }));
    expect(pressed()).toEqual([]);
    expect(screen.queryByRole('toolbar')).toBeNull();
    // A tap after CLEAR opens the conversation again instead of selecting.
    await user.click(rowButton('Rodri86'));
    expect(pressed()).toEqual([]);
  });

  it('[MSG-12] [API-31] deleting every row sends the bulk DELETE, then reloads the (now empty) list', async () => {
    const { user } = await openList('valentina', '/message-sent');
    await waitFor(() => expect(sent.to('/v1/messages/sent').length).toBeGreaterThan(0));
    const loads = sent.to('/v1/messages/sent').filter((r) => r.method === 'GET').length;
    await longPress(rowButton('Rubén.bsas7'));
    await user.click(await screen.findByRole('button', { name: 'Borrar' }));
    expect(await screen.findByTestId('message-list-empty')).toHaveTextContent('Todavía no enviaste mensajes');
    await sent.settled();
    const deletes = sent.seen.filter((r) => r.method === 'DELETE');
    expect(deletes.map((r) => [r.path, r.body])).toEqual([['/v1/messages/sent', { users: [228] }]]);
    await waitFor(() => expect(sent.to('/v1/messages/sent').filter((r) => r.method === 'GET')).toHaveLength(loads + 1));
    const reload = sent.seen.findLastIndex((r) => r.method === 'GET' && r.path === '/v1/messages/sent');
    expect(reload).toBeGreaterThan(sent.seen.indexOf(deletes[0]!));
    expect(db.messages.filter((m) => m.from === 5 && m.to === 228 && !m.deletedBy.includes(5))).toHaveLength(0);
  });

  it('[LIST-11] a dislike removes the member from the message list', async () => {
    const { store } = await openList();
    expect(rowNamed('Guille_bsas')).toBeTruthy();
    act(() => {
      store.dispatch(memberDisliked({ id: GUILLE }));
    });
    await waitFor(() => expect(rowNamed('Guille_bsas')).toBeUndefined());
  });

  it('[DASH-14] a stale list response is dropped', async () => {
    await signInStored('valentina');
    forceScenario('slow', { path: '/v1/messages/received', times: 1 });
    const { store } = renderApp('/message-received');
    // The slow first request is overtaken by a second one (reset) that answers at once.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    act(() => {
      store.dispatch({ type: 'messages/listRequested', payload: { box: 'received', replace: true, requestedAt: Date.now() + 1000 } });
    });
    await screen.findAllByTestId('chat-row');
    const n = screen.getAllByTestId('chat-row').length;
    await act(() => new Promise((r) => setTimeout(r, 2200)));
    expect(screen.getAllByTestId('chat-row')).toHaveLength(n);
  });
});

describe('the conversation', () => {
  it('[MSG-15] [MSG-16] [MSG-17] [MSG-18] [MSG-22] shows the header, messages with hours, the input bar, and marks the chat read', async () => {
    expect(db.messages.some((m) => m.from === GUILLE && m.to === 5 && !m.read)).toBe(true);
    const { view, store } = await openChat(GUILLE);
    expect(within(view).getByRole('heading', { name: 'Guille_bsas' })).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Iniciar videollamada' })).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Más opciones' })).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Adjuntar una foto' })).toBeInTheDocument();
    expect(within(view).getAllByTestId('msg')[0]?.querySelector('time')?.textContent).toMatch(/^\d{2}:\d{2}$/);
    const c = selectConversation(store.getState(), GUILLE);
    expect(c?.header).toMatchObject({
      id: GUILLE,
      nickname: 'Guille_bsas',
      gender: 1,
      imagePermission: db.members.get(5)?.imagePermission,
      reported: false,
    });
    expect(Object.keys(c?.messages[0] ?? {}).sort()).toEqual(
      ['date', 'first', 'hour', 'id', 'images', 'isLoading', 'isMine', 'soyUserAbreChat', 'texto', 'tipoMensaje'].sort(),
    );
    await waitFor(() => expect(db.messages.some((m) => m.from === GUILLE && m.to === 5 && !m.read)).toBe(false));
  });

  it('[MSG-36] [MSG-37] [MSG-38] [MSG-39] images are square180 thumbnails, blurred until "Confirmar" grants photo permission', async () => {
    (db.members.get(5) as { imagePermission: boolean }).imagePermission = false;
    const { view, user } = await openChat(GUILLE);
    const blurred = within(view).getByTestId('photo-blurred');
    const img = blurred.querySelector('img') as HTMLImageElement;
    expect(img.src).toMatch(/\/users_chat\/180x180\/chat-\d+-[0-9a-f]+\.webp$/);
    expect(img.dataset.original).toMatch(/\/users_chat\/chat-\d+-[0-9a-f]+\.webp$/);
    expect(img).toHaveClass('chat-photo--blurred');
    await user.click(blurred);
    const dialog = await screen.findByRole('dialog', { name: 'Recepción de fotos' });
    expect(dialog).toHaveTextContent(
      'Por tu seguridad, las fotos vienen desactivadas por defecto. ¿Querés empezar a ver las fotos que te envía esta persona?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(within(view).getByTestId('photo-blurred')).toBeInTheDocument();
    await user.click(within(view).getByTestId('photo-blurred'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Recepción de fotos' })).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(within(view).queryByTestId('photo-blurred')).not.toBeInTheDocument());
    expect(within(view).getByTestId('photo').querySelector('img')).not.toHaveClass('chat-photo--blurred');
    expect(db.members.get(5)?.imagePermission).toBe(true);
  });

  it('[MSG-19] a video-call invitation shows "Tenes una videollamada" and "Aceptar" opens it in the 650×600 popup (OPEN-28)', async () => {
    const { view, user, browser } = await openChat(ASADOR);
    const invite = within(view).getByTestId('video-invite');
    expect(invite).toHaveTextContent('Tenes una videollamada');
    await user.click(within(invite).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(browser.opened).toHaveLength(1));
    expect(browser.opened[0]).toMatchObject({ url: expect.stringMatching(/\/videollamada\//), features: 'width=650,height=600' });
  });

  it('[MSG-21] [OPEN-02] system senders: the brand avatar in the list and the chat; "Flechazo"\'s preview is the message the chat shows; "Recomendados" links to /recomendados', async () => {
    const { user, router } = await openList('sofia');
    const flechazo = rowNamed('Flechazo');
    expect(within(flechazo).getByTestId('system-avatar')).toBeInTheDocument();
    const preview = flechazo.querySelector('.chat-row__text')?.textContent ?? '';
    await user.click(within(flechazo).getByRole('button'));
    const view = await screen.findByTestId('message-view');
    expect(within(view).getByTestId('system-avatar')).toBeInTheDocument();
    const notice = await within(view).findByTestId('msg-notice');
    const shown = `${notice.querySelector('.notice-card__title')?.textContent ?? ''} ${notice.querySelector('.notice-card__body')?.textContent ?? ''}`;
    // The list's preview is the chat's only (latest) notice: same title and text.
    expect(preview.replace(/\s+/g, ' ').trim()).toBe(shown.replace(/\s+/g, ' ').trim());
    await act(() => router.navigate('/message-received?modal=message-view&id=2'));
    const match = await within(await screen.findByTestId('message-view')).findByTestId('msg-matching');
    expect(match).toHaveTextContent('Perfiles recomendados');
    expect(match).not.toHaveTextContent('¡Se gustan!');
    await user.click(within(match).getByRole('link', { name: 'Ver recomendados' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recomendados'));
  });

  it('[MSG-20] [MSG-21] a special notice user shows only the latest message, its title parsed from HTML, and no input', async () => {
    const { view } = await openChat(1);
    const notices = within(view).getAllByTestId('msg-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.querySelector('.notice-card__title')?.textContent).toBeTruthy();
    expect(notices[0]?.innerHTML).not.toMatch(/<h3>/);
    expect(within(view).queryByTestId('composer')).not.toBeInTheDocument();
  });

  it('[MSG-20] a special user hides only the input: the video-call button and the menu stay (A §2)', async () => {
    const { view } = await openChat(1);
    await within(view).findAllByTestId('msg-notice');
    expect(within(view).queryByTestId('composer')).not.toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Iniciar videollamada' })).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Más opciones' })).toBeInTheDocument();
  });

  it("[PROF-01] [MSG-15] tapping the photo or the name in the chat header opens the member's profile; Back returns to the chat", async () => {
    const { view, user, router } = await openChat(GUILLE);
    const person = within(view).getByRole('button', { name: 'Guille_bsas' });
    expect(person).toHaveAccessibleDescription('Ver su perfil');
    // The heading still names the conversation, and the photo is inside the same button.
    expect(within(view).getByRole('heading', { name: 'Guille_bsas' })).toContainElement(person);
    expect(person.querySelector('.chat-head__avatar')).not.toBeNull();
    await user.click(person);
    await waitFor(() => expect(router.state.location.search).toBe(`?modal=profile-view&id=${GUILLE}`));
    const profile = await screen.findByTestId('profile-view', {}, { timeout: 10000 });
    await within(profile).findByRole('heading', { name: 'Guille_bsas' }, { timeout: 10000 });
    await user.click(within(profile).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?modal=message-view&id=${GUILLE}`));
  });

  it("[PROF-01] [MSG-20] the special users' chat header is not a link to a profile", async () => {
    const { view } = await openChat(1);
    expect(within(view).queryByTestId('chat-head-person')).not.toBeInTheDocument();
    expect(within(view).getByTestId('system-avatar')).toBeInTheDocument();
  });

  it('[MSG-21] notice HTML is parsed safely: text only, scripts and handlers never run', () => {
    const w = window as unknown as { pwned?: boolean };
    const parsed = parseNotice(
      '<h3>Título <em>x</em></h3><p>Hola <img src=x onerror="window.pwned=true"><script>window.pwned=true</script>mundo</p>',
    );
    expect(parsed).toEqual({ title: 'Título x', body: 'Hola mundo' });
    expect(w.pwned).toBeUndefined();
  });

  it('[MSG-14] a conversation shows each message type as its kind: 1 text, 2 image, -1 notice, 3 video call, 4 matching', async () => {
    (db.members.get(5) as { imagePermission: boolean }).imagePermission = true;
    const image = db.messages.find((m) => m.type === 2 && m.image)?.image;
    const base = Date.now() - 60_000;
    const kinds: [DbMessage['type'], string][] = [
      [4, 'Tenemos perfiles para vos'],
      [-1, '<h3>Aviso del equipo</h3><p>Cuidá tus datos</p>'],
      [3, 'https://video.example/room'],
      [2, ''],
      // Last: a conversation ending in a notice shows only that notice (MSG-20).
      [1, 'Un texto de los de siempre'],
    ];
    kinds.forEach(([type, text], i) =>
      addMessage(GUILLE, 5, text, {
        id: 990000 + i,
        type,
        ...(type === 2 ? { image } : {}),
        createdAt: new Date(base + i * 1000).toISOString(),
        read: true,
      }),
    );
    const { view } = await openChat(GUILLE);
    await waitFor(() => expect(within(view).getByTestId('msg-matching')).toHaveTextContent('Tenemos perfiles para vos'));
    const text = within(view)
      .getAllByTestId('msg')
      .find((m) => m.textContent?.includes('Un texto de los de siempre'));
    expect(text).toBeDefined();
    const photos = within(view).getAllByTestId('photo');
    expect(photos.some((p) => p.querySelector('img')?.dataset.original?.endsWith(`/${image}`))).toBe(true);
    expect(within(view).getAllByTestId('msg-notice').at(-1)).toHaveTextContent('Aviso del equipo');
    expect(within(view).getAllByTestId('video-invite').at(-1)).toHaveTextContent('Tenes una videollamada');
    // A matching message is a notice, not a bubble: its text shows in no plain message.
    expect(
      within(view)
        .getAllByTestId('msg')
        .some((m) => m.textContent?.includes('Tenemos perfiles para vos')),
    ).toBe(false);
  });

  it('[MSG-30] [MSG-31] emoji-only messages get a size class; the cache holds 1000 and evicts 30%', () => {
    clearEmojiCache();
    expect(emojiClass('😀')).toBe('emoji-3x');
    expect(emojiClass('😀😀')).toBe('emoji-2x');
    expect(emojiClass('😀 👍 ❤️')).toBe('emoji-1x');
    expect(emojiClass('😀😀😀😀')).toBeNull();
    expect(emojiClass('hola 😀')).toBeNull();
    expect(emojiClass('123')).toBeNull();
    clearEmojiCache();
    for (let i = 0; i < EMOJI_CACHE_MAX; i++) emojiClass(`texto ${i}`);
    expect(emojiCacheSize()).toBe(1000);
    emojiClass('uno más');
    expect(emojiCacheSize()).toBe(701);
  });

  it('[MSG-23] [API-28] scrolling within 500 px of the top loads the next 15 older messages without duplicates', async () => {
    // A long conversation: 40 more messages between Valentina and Guille.
    const base = Date.now() - 86_400_000;
    for (let i = 0; i < 40; i++)
      addMessage(i % 2 ? 5 : GUILLE, i % 2 ? GUILLE : 5, `viejo ${i}`, {
        id: 900000 + i,
        createdAt: new Date(base + i).toISOString(),
        read: true,
      });
    db.messages.sort((a, b) => a.id - b.id);
    const { view, store } = await openChat(GUILLE);
    expect(selectConversation(store.getState(), GUILLE)?.messages).toHaveLength(15);
    const scroller = within(view).getByTestId('chat-scroll');
    await act(() => new Promise((r) => setTimeout(r, 350)));
    Object.defineProperty(scroller, 'scrollTop', { value: 100, configurable: true, writable: true });
    fireEvent.scroll(scroller);
    await waitFor(() => expect(selectConversation(store.getState(), GUILLE)?.messages).toHaveLength(30));
    const ids = selectConversation(store.getState(), GUILLE)?.messages.map((m) => m.id) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('[MSG-25] [MSG-26] [MSG-24] batch loads check their parameters, fall back to "Unknown error" and keep the last 10 errors', async () => {
    const { store } = await openChat(GUILLE);
    const run = (saga: () => Generator) => store.runSaga(saga).toPromise();
    await run(function* () {
      yield* loadBatch(GUILLE, null) as Generator;
    });
    await run(function* () {
      yield* loadCount(null) as Generator;
    });
    forceScenario('403', { path: `/v1/messages/view/${GUILLE}/batch` });
    forceScenario('network', { path: `/v1/messages/view/${GUILLE}/batch` });
    await run(function* () {
      yield* loadBatch(GUILLE, { start: 0, end: 9, limit: 5, priority: 'high' }) as Generator;
    });
    const errors = () => selectConversation(store.getState(), GUILLE)?.batchErrors ?? [];
    expect(errors()).toEqual(['Invalid parameters for batch loading', 'Unknown error']);
    expect(selectConversation(store.getState(), 0)?.batchErrors).toEqual(['Chat ID is required']);
    for (let i = 0; i < 12; i++) {
      await run(function* () {
        yield* loadBatch(GUILLE, { limit: 5 }) as Generator;
      });
    }
    expect(errors()).toHaveLength(10);
  });

  it('[MSG-25] [API-29] a batch load without end or priority is refused before any call: the contract requires start, end, limit and priority', async () => {
    const { store } = await openChat(GUILLE);
    const batchCalls = () => sent.seen.filter((r) => r.method === 'GET' && r.path === `/v1/messages/view/${GUILLE}/batch`);
    const before = batchCalls().length;
    await store
      .runSaga(function* () {
        yield* loadBatch(GUILLE, { start: 0, limit: 5 }) as Generator;
        yield* loadBatch(GUILLE, { start: 0, end: 9, limit: 5 }) as Generator;
      })
      .toPromise();
    expect(selectConversation(store.getState(), GUILLE)?.batchErrors).toEqual([
      'Invalid parameters for batch loading',
      'Invalid parameters for batch loading',
    ]);
    expect(batchCalls()).toHaveLength(before);
  });

  it("[LIST-14] a blocked member's conversation is never opened", async () => {
    await signInStored('valentina');
    const { store, router } = renderApp('/message-sent');
    await screen.findByTestId('message-list-sent');
    act(() => {
      store.dispatch(memberDisliked({ id: GUILLE }));
    });
    await act(() => router.navigate(`/message-sent?modal=message-view&id=${GUILLE}`));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByTestId('message-view')).not.toBeInTheDocument();
    expect(selectConversation(store.getState(), GUILLE)?.header ?? null).toBeNull();
  });
});

describe('sending', () => {
  it('[MSG-32] [MSG-33] [API-27] blank text is not sent; a message appears at once and gets its hour from the server', async () => {
    const { view, user } = await openChat(GUILLE);
    const box = within(view).getByRole('textbox', { name: 'Escribí un mensaje' });
    const send = within(view).getByRole('button', { name: 'Enviar' });
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(within(view).queryByTestId('msg-pending')).not.toBeInTheDocument();
    forceScenario('slow', { path: `/v1/messages/send/${GUILLE}` });
    await user.clear(box);
    await user.type(box, '  ¿Tomamos un café?  ');
    await user.click(send);
    expect(box).toHaveValue('');
    const pending = await within(view).findByTestId('msg-pending');
    expect(pending).toHaveAttribute('data-status', 'sending');
    expect(pending).toHaveTextContent('¿Tomamos un café?');
    await waitFor(() => expect(within(view).queryByTestId('msg-pending')).not.toBeInTheDocument(), { timeout: 4000 });
    const last = within(view).getAllByTestId('msg').at(-1) as HTMLElement;
    expect(last).toHaveTextContent('¿Tomamos un café?');
    expect(last.querySelector('time')?.textContent).toMatch(/^\d{2}:\d{2}$/);
    expect(db.messages.at(-1)).toMatchObject({ from: 5, to: GUILLE, text: '¿Tomamos un café?', type: 1 });
  });

  it('[MSG-34] a refused send shows hour "X" and "Reintentar" sends the same text', async () => {
    const { view, user } = await openChat(GUILLE);
    forceScenario('400', { path: `/v1/messages/send/${GUILLE}` });
    await user.type(within(view).getByRole('textbox', { name: 'Escribí un mensaje' }), 'No me pierdas{Enter}');
    const failed = await within(view).findByTestId('msg-pending');
    await waitFor(() => expect(failed).toHaveAttribute('data-status', 'failed'));
    expect(within(failed).getByText('X')).toBeInTheDocument();
    expect(failed).toHaveTextContent('No me pierdas');
    await user.click(within(failed).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(view).queryByTestId('msg-pending')).not.toBeInTheDocument());
    expect(within(view).getAllByTestId('msg').at(-1)).toHaveTextContent('No me pierdas');
    expect(db.messages.filter((m) => m.text === 'No me pierdas')).toHaveLength(1);
  });

  it('[MSG-34] offline: the message stays queued, survives a reload, and is delivered once back online', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const first = await openChat(GUILLE);
    await first.user.type(within(first.view).getByRole('textbox', { name: 'Escribí un mensaje' }), 'Sin señal{Enter}');
    const queued = await within(first.view).findByTestId('msg-pending');
    await waitFor(() => expect(queued).toHaveAttribute('data-status', 'queued'));
    expect(queued).toHaveTextContent('Se enviará cuando vuelvas a tener conexión');
    expect(within(queued).getByText('X')).toBeInTheDocument();
    expect(localStorage.getItem('flechazo.outbox.5')).toContain('Sin señal');
    // The old page is gone with the reload: its store stops too.
    act(() => {
      first.store.dispatch({ type: 'session/loggedOut' });
    });
    first.unmount();
    expect(localStorage.getItem('flechazo.outbox.5')).toContain('Sin señal');
    await signInStored('valentina');
    // A reload while still offline: the entry is back.
    const second = renderApp(`/message-sent?modal=message-view&id=${GUILLE}`);
    const view = await screen.findByTestId('message-view');
    await waitFor(() => expect(within(view).getByTestId('msg-pending')).toHaveTextContent('Sin señal'));
    expect(db.messages.some((m) => m.text === 'Sin señal')).toBe(false);
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(within(view).queryByTestId('msg-pending')).not.toBeInTheDocument());
    expect(db.messages.filter((m) => m.text === 'Sin señal')).toHaveLength(1);
    expect(localStorage.getItem('flechazo.outbox.5')).toBeNull();
    second.unmount();
    online.mockRestore();
  });

  it('[MSG-34] a network failure while sending keeps the message queued and retries it on reconnect', async () => {
    const { view, user, store } = await openChat(GUILLE);
    forceScenario('network', { path: `/v1/messages/send/${GUILLE}` });
    await user.type(within(view).getByRole('textbox', { name: 'Escribí un mensaje' }), 'Se cortó{Enter}');
    await waitFor(() => expect(within(view).getByTestId('msg-pending')).toHaveAttribute('data-status', 'queued'));
    act(() => {
      store.dispatch(rtReconnected());
    });
    await waitFor(() => expect(within(view).queryByTestId('msg-pending')).not.toBeInTheDocument());
    expect(db.messages.filter((m) => m.text === 'Se cortó')).toHaveLength(1);
  });

  it('[MSG-35] the attach button accepts images only (JPG, PNG, GIF, WEBP up to 10 MB) and says so', async () => {
    const { view, store } = await openChat(GUILLE);
    const input = within(view).getByTestId<HTMLInputElement>('attach-input');
    expect(input.accept).toBe('image/jpeg,image/png,image/gif,image/webp');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await within(view).findByRole('alert')).toHaveTextContent(
      'Solo podés enviar fotos en formato JPG, PNG, GIF o WEBP de hasta 10 MB.',
    );
    expect(checkAttachment({ type: 'image/png', size: 11 * 1024 * 1024 })).toBe('tooBig');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' })] } });
    // An accepted image goes into the send queue as an image entry (its delivery over multipart is
    // covered against the real server in e2e/messaging.spec.ts: jsdom's FormData cannot carry a File to msw).
    await waitFor(() => expect(store.getState().messages?.outbox[0]).toMatchObject({ type: 2, userId: GUILLE }));
    expect(within(view).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('[MSG-22] [RT-07] a message that arrives in the open conversation is read: marked through the API, the row shows no unread and the badge does not count it', async () => {
    await signInStored('valentina');
    const { store } = renderApp(`/message-received?modal=message-view&id=${GUILLE}`);
    const view = await screen.findByTestId('message-view', {}, { timeout: 5000 });
    await waitFor(() => expect(within(view).getAllByTestId(/^msg/).length).toBeGreaterThan(0));
    // Opening marked it read (MSG-22); the list is loaded under the modal.
    await waitFor(() => expect(db.messages.some((m) => m.from === GUILLE && m.to === 5 && !m.read)).toBe(false));
    await waitFor(() => expect(store.getState().messages?.lists.received.items.length).toBeGreaterThan(0));
    const before = db.messages.filter((m) => m.to === 5 && !m.read && !m.deletedBy.includes(5)).length;
    const m = addMessage(GUILLE, 5, 'te escribo con el chat abierto');
    act(() => {
      store.dispatch(
        rtMessageReceived({
          userId: GUILLE,
          nickname: 'Guille_bsas',
          gender: 1,
          image: '',
          text: m.text,
          messageType: 1,
          timestamp: Date.now(),
          messageId: m.id,
        }),
      );
    });
    expect(await within(view).findByText('te escribo con el chat abierto')).toBeInTheDocument();
    // The member has it in front of them: the server hears it was read...
    await waitFor(() => expect(db.messages.find((x) => x.id === m.id)?.read).toBe(true), { timeout: 5000 });
    const marks = () => (sent.to('/v1/messages/mark-as-read') as { method: string; body?: unknown }[]).filter((r) => r.method === 'PATCH');
    await waitFor(() => expect(marks().length).toBeGreaterThanOrEqual(2));
    await sent.settled();
    expect(marks().at(-1)?.body).toEqual({ users: [GUILLE] });
    // ...the row counts no unread message and the unread count is what it was.
    await waitFor(() => {
      const row = store.getState().messages?.lists.received.items.find((r) => r.userId === GUILLE);
      expect(row).toMatchObject({ unread: 0, isNew: false, messageText: 'te escribo con el chat abierto' });
    });
    expect(db.messages.filter((x) => x.to === 5 && !x.read && !x.deletedBy.includes(5)).length).toBe(before);
  });

  it('[RT-07] catch-up after a reconnect brings missed messages once (view/batch/count, no duplicates)', async () => {
    const { view, store } = await openChat(GUILLE);
    const before = within(view).getAllByTestId('msg').length;
    for (let i = 0; i < 3; i++) addMessage(GUILLE, 5, `perdido ${i}`);
    act(() => {
      store.dispatch(rtReconnected());
    });
    await waitFor(() => expect(within(view).getAllByTestId('msg')).toHaveLength(before + 3));
    act(() => {
      store.dispatch(rtReconnected());
    });
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(within(view).getAllByTestId('msg')).toHaveLength(before + 3);
    expect(within(view).getAllByText(/^perdido \d$/)).toHaveLength(3);
  });
});

describe('reports and video calls', () => {
  it('[MSG-40] [MSG-41] [MSG-43] [MSG-44] quick report 11, the "Denuncia" alert, then the menu offers "Bloquear usuario"', async () => {
    const { view, user } = await openChat(GUILLE);
    await user.click(within(view).getByRole('button', { name: 'Más opciones' }));
    const menu = await screen.findByRole('dialog', { name: 'Opciones' });
    for (const label of ['Me escribió un texto ofensivo', 'Me envió una foto inadecuada', 'Perfil Falso', 'Otro tipo de denuncia'])
      expect(within(menu).getByRole('button', { name: label })).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Me escribió un texto ofensivo' }));
    const alert = await screen.findByRole('dialog', { name: 'Denuncia' });
    expect(alert).toHaveTextContent('La denuncia ha sido enviada correctamente');
    await user.click(within(alert).getByRole('button', { name: 'Cerrar' }));
    await user.click(within(view).getByRole('button', { name: 'Más opciones' }));
    const again = await screen.findByRole('dialog', { name: 'Opciones' });
    expect(within(again).getByRole('button', { name: 'Bloquear usuario' })).toBeInTheDocument();
    expect(within(again).queryByRole('button', { name: 'Perfil Falso' })).not.toBeInTheDocument();
  });

  it('[MSG-42] "Otro tipo de denuncia" goes to the report page', async () => {
    const { view, user, router } = await openChat(GUILLE);
    await user.click(within(view).getByRole('button', { name: 'Más opciones' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Opciones' })).getByRole('button', { name: 'Otro tipo de denuncia' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/report-user/${GUILLE}`));
  });

  it('[MSG-45] the camera button asks before inviting: "Cancelar" sends nothing', async () => {
    const { view, user, browser } = await openChat(GUILLE);
    const calls: string[] = [];
    const { server } = await import('@/test/msw-server');
    const listener = ({ request }: { request: Request }) => void calls.push(new URL(request.url).pathname);
    server.events.on('request:start', listener);
    try {
      await user.click(within(view).getByRole('button', { name: 'Iniciar videollamada' }));
      const ask = await screen.findByTestId('alert-dialog');
      expect(ask).toHaveTextContent('¿Querés invitar a Guille_bsas a una videollamada?');
      await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
      expect(calls.filter((p) => p.includes('video'))).toEqual([]);
      expect(browser.opened).toHaveLength(0);
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

  it('[MSG-45] [API-34] the video-call button opens videocall_url in a 650×600 popup when can_send', async () => {
    const { view, user, browser } = await openChat(GUILLE);
    await user.click(within(view).getByRole('button', { name: 'Iniciar videollamada' }));
    await user.click(within(await screen.findByTestId('alert-dialog')).getByRole('button', { name: 'Invitar' }));
    await waitFor(() => expect(browser.opened).toHaveLength(1));
    expect(browser.opened[0]).toEqual({
      url: expect.stringMatching(/\/videollamada\/[0-9a-f]+$/),
      name: 'videocall',
      features: 'width=650,height=600',
    });
  });

  it('[MSG-47] without a conversation: "Para iniciar un video chat antes tenes que haber tenido una conversacion"', async () => {
    const { view, user, browser } = await openChat(228); // Valentina wrote, Rubén never answered
    await user.click(within(view).getByRole('button', { name: 'Iniciar videollamada' }));
    await user.click(within(await screen.findByTestId('alert-dialog')).getByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText('Para iniciar un video chat antes tenes que haber tenido una conversacion')).toBeInTheDocument();
    expect(browser.opened).toHaveLength(0);
  });

  it('[MSG-46] when banned for reports: "Debido a que recibimos denuncias sobre tu perfil no vas a poder iniciar video chat."', async () => {
    const { loginAs } = await import('@/mocks/fixtures');
    const { apiUrl } = await import('@/mocks/handlers');
    for (const reporter of [7, 8, 9]) {
      await fetch(apiUrl('/v1/report'), {
        method: 'POST',
        headers: { ...loginAs(reporter).headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 5, reportId: 13, reportText: '' }),
      });
    }
    const { view, user, browser } = await openChat(GUILLE);
    await user.click(within(view).getByRole('button', { name: 'Iniciar videollamada' }));
    await user.click(within(await screen.findByTestId('alert-dialog')).getByRole('button', { name: 'Invitar' }));
    expect(
      await screen.findByText('Debido a que recibimos denuncias sobre tu perfil no vas a poder iniciar video chat.'),
    ).toBeInTheDocument();
    expect(browser.opened).toHaveLength(0);
  });
});
