/**
 * Offline start: the last conversations and messages are kept per member (IndexedDB, an in-memory fake
 * here: jsdom has none), an app started with no connection shows them in a 'Sin conexión' state and
 * takes over by itself when the connection is back; a full disk drops the copy, never the session.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/handlers';
import { DEMO_ACCOUNTS } from '@/mocks/db';
import { server } from '@/test/msw-server';
import { renderApp, signInStored } from '@/test/utils';
import { SESSION_STORAGE_KEY } from '@/features/session';
import { logoutRequested } from '@/features/session';
import { offlineStore, type OfflineSnapshot } from '../offline-store';

const GUILLE = 238; // one of Valentina's conversations (demo data)

let saved: Map<number, OfflineSnapshot>;
function memoryStore() {
  saved = new Map();
  return {
    read: jest.spyOn(offlineStore, 'read').mockImplementation((id) => Promise.resolve(saved.get(id) ?? null)),
    write: jest.spyOn(offlineStore, 'write').mockImplementation((s) => {
      saved.set(s.meId, structuredClone(s));
      return Promise.resolve();
    }),
    remove: jest.spyOn(offlineStore, 'remove').mockImplementation((id) => {
      saved.delete(id);
      return Promise.resolve();
    }),
  };
}
afterEach(() => jest.restoreAllMocks());

const snapshot = (meId: number): OfflineSnapshot => ({
  meId,
  savedAt: Date.now() - 60_000,
  conversations: [
    {
      userId: 41,
      userName: 'Lucía_mdq',
      userImg: '',
      userGenderId: 2,
      messageText: '¿Nos vemos el sábado?',
      messageType: 1,
      date: '2026-11-20 18:30:00',
      unread: 1,
    },
    {
      userId: 42,
      userName: 'Gaucho_Rulo',
      userImg: '',
      userGenderId: 1,
      messageText: '',
      messageType: 2,
      date: '2026-11-19 10:00:00',
      unread: 0,
    },
  ],
  chats: {
    '41': {
      userId: 41,
      nickname: 'Lucía_mdq',
      picture: '',
      hasPicture: false,
      gender: 2,
      messages: [
        { id: 1, texto: 'Hola, ¿todo bien?', tipoMensaje: 1, isMine: true, hour: '18:20', date: '2026-11-20' },
        { id: 2, texto: '¿Nos vemos el sábado?', tipoMensaje: 1, isMine: false, hour: '18:30', date: '2026-11-20' },
      ],
    },
  },
});

describe('offline copy and offline start', () => {
  it('[BEYOND] keeps the chat list and an opened conversation per member while online', async () => {
    const store = memoryStore();
    const auth = await signInStored('valentina');
    renderApp(`/message-received?modal=message-view&id=${GUILLE}`);
    await screen.findByTestId('message-view', {}, { timeout: 6000 });
    const meId = auth.sessionInfo.me.id;
    await waitFor(() => expect(saved.get(meId)?.chats[String(GUILLE)]?.messages.length).toBeGreaterThan(0), { timeout: 6000 });
    await waitFor(() => expect(saved.get(meId)?.conversations.length).toBeGreaterThan(0), { timeout: 6000 });
    const snap = saved.get(meId)!;
    expect(snap.conversations.map((c) => c.userId)).toContain(GUILLE);
    expect(store.write.mock.calls.every(([s]) => s.meId === meId)).toBe(true);
    expect(offlineStore.lastMember()).toBe(meId);
  });

  it('[BEYOND] keeps a chat list that arrived before the offline copy started (its chunk can come after the first answers)', async () => {
    memoryStore();
    // The copy starts by reading what it kept: slow here, so the list is in the store before it looks.
    let listShown = false;
    jest.spyOn(offlineStore, 'read').mockImplementation(async (id) => {
      await waitFor(() => expect(listShown).toBe(true), { timeout: 6000 });
      return saved.get(id) ?? null;
    });
    const auth = await signInStored('valentina');
    renderApp('/message-sent');
    await screen.findAllByTestId('chat-row', {}, { timeout: 6000 });
    listShown = true;
    await waitFor(() => expect(saved.get(auth.sessionInfo.me.id)?.conversations.length).toBeGreaterThan(0), { timeout: 6000 });
  });

  it("[BEYOND] keeps no text of a chat the member cannot read (a free member's locked row)", async () => {
    memoryStore();
    const auth = await signInStored('sofia');
    const row = { date: '2026-11-20T18:30:00Z', isNew: true, new: 1, userGenderId: 1, userImg: '', messageType: 1 };
    server.use(
      http.get(apiUrl('/v1/messages/received'), () =>
        HttpResponse.json({
          page: 0,
          items: [
            { ...row, id: 61, userName: 'Bloqueado', canRead: false, messageText: 'un secreto que no pagó' },
            { ...row, id: 62, userName: 'Abierto', canRead: true, messageText: 'Hola, ¿cómo va?' },
          ],
        }),
      ),
    );
    renderApp('/message-received');
    await screen.findAllByTestId('chat-row', {}, { timeout: 6000 });
    await waitFor(() => expect(saved.get(auth.sessionInfo.me.id)?.conversations.length).toBe(2), { timeout: 6000 });
    const kept = new Map(saved.get(auth.sessionInfo.me.id)!.conversations.map((c) => [c.userId, c]));
    expect(kept.get(61)?.messageText).toBe('');
    expect(kept.get(62)?.messageText).toBe('Hola, ¿cómo va?');
  });

  it("[BEYOND] with no connection the app starts on 'Sin conexión' with the last conversations and messages, then takes over by itself", async () => {
    const user = userEvent.setup();
    memoryStore();
    const auth = await signInStored('valentina');
    const meId = auth.sessionInfo.me.id;
    saved.set(meId, snapshot(meId));
    offlineStore.setLastMember(meId);
    let online = false;
    server.use(http.get(apiUrl('/v1/session'), () => (online ? undefined : HttpResponse.error())));
    const { router } = renderApp('/dashboard-recent');

    const start = await screen.findByTestId('offline-start', {}, { timeout: 6000 });
    expect(within(start).getByRole('heading', { name: 'Sin conexión' })).toBeInTheDocument();
    const rows = within(start).getAllByTestId('offline-row');
    expect(rows.map((r) => r.querySelector('.offline-row__name')?.textContent)).toEqual(['Lucía_mdq', 'Gaucho_Rulo']);
    expect(rows[1]).toHaveTextContent('Foto');
    await user.click(rows[0]!);
    const chat = within(start).getByTestId('offline-chat');
    expect(
      within(chat)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Hola, ¿todo bien?', '¿Nos vemos el sábado?']);

    // The connection is back: the browser says so, the restore runs at once and the app takes over.
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findAllByTestId('member-card', {}, { timeout: 6000 });
    expect(screen.queryByTestId('offline-start')).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard-recent');
  });

  it("[BEYOND] with no connection and nothing kept, the 'Sin conexión' state says so (never a blank page or endless splash)", async () => {
    memoryStore();
    await signInStored('sofia');
    server.use(http.get(apiUrl('/v1/session'), () => HttpResponse.error()));
    renderApp('/dashboard-recent');
    const start = await screen.findByTestId('offline-start', {}, { timeout: 6000 });
    expect(within(start).getByTestId('offline-empty')).toHaveTextContent('Todavía no hay conversaciones guardadas en este dispositivo.');
    expect(within(start).getByRole('button', { name: 'Reintentar ahora' })).toBeInTheDocument();
  });

  it('[BEYOND] a full disk (QuotaExceededError) drops the offline copy, never the session', async () => {
    const store = memoryStore();
    store.write.mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    const auth = await signInStored('valentina');
    const meId = auth.sessionInfo.me.id;
    saved.set(meId, snapshot(meId));
    const app = renderApp('/message-received');
    await screen.findAllByTestId('chat-row', {}, { timeout: 6000 });
    await waitFor(() => expect(store.remove).toHaveBeenCalledWith(meId), { timeout: 6000 });
    expect(saved.has(meId)).toBe(false);
    expect(app.store.getState().session.status).toBe('authenticated');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').token).toBe(app.store.getState().session.token);
    expect(screen.getAllByTestId('chat-row').length).toBeGreaterThan(0);
  });

  it("[BEYOND] logout deletes the member's offline copy and the device's pointer to it", async () => {
    const store = memoryStore();
    const auth = await signInStored('sofia');
    const meId = auth.sessionInfo.me.id;
    const app = renderApp('/message-received');
    await screen.findAllByTestId('chat-row', {}, { timeout: 6000 });
    await waitFor(() => expect(saved.has(meId)).toBe(true), { timeout: 6000 });
    await act(async () => {
      app.store.dispatch(logoutRequested({}));
      await new Promise((r) => setTimeout(r, 20));
    });
    await waitFor(() => expect(store.remove).toHaveBeenCalledWith(meId));
    expect(saved.has(meId)).toBe(false);
    expect(offlineStore.lastMember()).toBeNull();
    expect(DEMO_ACCOUNTS.sofia.id).toBe(meId);
  });
});
