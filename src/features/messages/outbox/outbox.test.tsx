/**
 * The send queue (issue 22, "nothing lost, nothing sent twice"): an image queued offline survives a
 * reload with its file, and two tabs coming back online send a queued message exactly once. jsdom has
 * no IndexedDB nor Web Locks: the queue's storage is replaced by a Map shared by the "tabs" (as the
 * browser's IndexedDB is), and the tabs share a small Web Locks double. The real IndexedDB, Web Locks
 * and BroadcastChannel are exercised by e2e/hardening-outbox.spec.ts.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiSignIn, authenticatedState, renderApp, signInStored, storeForSagas } from '@/test/utils';
import { server } from '@/test/msw-server';
import { API_BASE } from '@/mocks/handlers';
import { addMessage, db } from '@/mocks/db';
import { outboxStorage, type StoredEntry } from './outbox-storage';
import { messagesFeature } from '../feature';
import { selectOutbox } from '../state/slice';

const GUILLE = 238; // one of Valentina's conversations
const VALE = 5;

/** The queue's storage as one browser profile has it: every tab (store) of the test sees the same records. */
function sharedStorage() {
  const records = new Map<string, StoredEntry>();
  jest
    .spyOn(outboxStorage, 'list')
    .mockImplementation((meId) =>
      Promise.resolve([...records.values()].filter((e) => e.meId === meId).sort((a, b) => a.createdAt.localeCompare(b.createdAt))),
    );
  jest.spyOn(outboxStorage, 'put').mockImplementation((meId, e, file) => {
    records.set(e.localId, {
      localId: e.localId,
      meId,
      userId: e.userId,
      type: e.type,
      text: e.text,
      createdAt: e.createdAt,
      ...(file ? { file } : {}),
      ...(e.attempt ? { attempt: e.attempt } : {}),
    });
    return Promise.resolve(true);
  });
  jest.spyOn(outboxStorage, 'has').mockImplementation((meId, localId) => Promise.resolve(records.get(localId)?.meId === meId));
  jest.spyOn(outboxStorage, 'remove').mockImplementation((_meId, localId) => {
    records.delete(localId);
    return Promise.resolve();
  });
  return records;
}

/** navigator.locks as tabs of one origin share it: one holder at a time, the others wait in order. */
function sharedLocks() {
  const tails = new Map<string, Promise<void>>();
  let held = 0;
  let maxHeld = 0;
  const locks = {
    request(name: string, _options: unknown, cb: () => Promise<void>): Promise<void> {
      const before = tails.get(name) ?? Promise.resolve();
      const run = before.then(async () => {
        held += 1;
        maxHeld = Math.max(maxHeld, held);
        try {
          await cb();
        } finally {
          held -= 1;
        }
      });
      tails.set(
        name,
        run.catch(() => {}),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return { maxHeld: () => maxHeld };
}

afterEach(() => {
  delete (navigator as unknown as { locks?: unknown }).locks;
});

describe('the send queue', () => {
  it('[MSG-34] [MSG-35] an image queued offline is kept with its file, survives a reload, and is sent once back online', async () => {
    const records = sharedStorage();
    const sends: FormData[] = [];
    server.use(
      http.post(`${API_BASE}/v1/messages/send/:id`, async ({ request }) => {
        sends.push(await request.formData());
        return HttpResponse.json({
          message: { id: 990001, hour: '12:00', date: new Date().toISOString(), texto: '', tipoMensaje: 2, isMine: true, images: null },
        });
      }),
    );
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await signInStored('valentina');
    const first = renderApp(`/message-sent?modal=message-view&id=${GUILLE}`);
    const view = await screen.findByTestId('message-view', {}, { timeout: 10000 });
    await within(view).findByTestId('composer', {}, { timeout: 10000 });
    const photo = new File([new Uint8Array([137, 80, 78, 71, 13, 10])], 'foto.png', { type: 'image/png' });
    fireEvent.change(within(view).getByTestId('attach-input'), { target: { files: [photo] } });
    await waitFor(() => expect(within(view).getByTestId('msg-pending')).toHaveAttribute('data-status', 'queued'));
    // Kept with its file, for this member.
    await waitFor(() => expect([...records.values()]).toEqual([expect.objectContaining({ meId: VALE, userId: GUILLE, type: 2 })]));
    expect([...records.values()][0]?.file).toBe(photo);
    // A reload while still offline: the old page and its store are gone, the new one shows the image queued.
    act(() => {
      first.store.dispatch({ type: 'session/loggedOut' });
    });
    first.unmount();
    await signInStored('valentina');
    const second = renderApp(`/message-sent?modal=message-view&id=${GUILLE}`);
    const again = await screen.findByTestId('message-view', {}, { timeout: 10000 });
    await waitFor(() => expect(within(again).getByTestId('msg-pending')).toHaveAttribute('data-status', 'queued'));
    expect(second.store.getState().messages?.outbox).toEqual([expect.objectContaining({ type: 2, userId: GUILLE, status: 'queued' })]);
    expect(sends).toHaveLength(0);
    // Back online: sent once, with the kept file, and gone from the queue and its storage.
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(within(again).queryByTestId('msg-pending')).not.toBeInTheDocument());
    expect(sends).toHaveLength(1);
    expect(sends[0]?.get('type')).toBe('2');
    expect(sends[0]?.get('file')).toBeTruthy();
    expect(records.size).toBe(0);
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(sends).toHaveLength(1);
    second.unmount();
    online.mockRestore();
  });

  it('[MSG-34] two tabs back online send a queued message exactly once; both queues empty', async () => {
    const records = sharedStorage();
    const locks = sharedLocks();
    records.set('local-tab-1', {
      localId: 'local-tab-1',
      meId: VALE,
      userId: GUILLE,
      type: 1,
      text: 'Una sola vez',
      createdAt: new Date().toISOString(),
    });
    records.set('local-tab-2', {
      localId: 'local-tab-2',
      meId: VALE,
      userId: GUILLE,
      type: 1,
      text: 'Y esta también',
      createdAt: new Date(Date.now() + 1).toISOString(),
    });
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const auth = await apiSignIn('valentina');
    const tabs = [storeForSagas(authenticatedState(auth)).store, storeForSagas(authenticatedState(auth)).store];
    for (const tab of tabs) tab.startSaga(messagesFeature);
    // Offline: each tab shows both entries pending.
    for (const tab of tabs)
      await waitFor(() =>
        expect(selectOutbox(tab.getState()).map((e) => [e.text, e.status])).toEqual([
          ['Una sola vez', 'queued'],
          ['Y esta también', 'queued'],
        ]),
      );
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    for (const tab of tabs) await waitFor(() => expect(selectOutbox(tab.getState())).toEqual([]), { timeout: 8000 });
    expect(db.messages.filter((m) => m.text === 'Una sola vez')).toHaveLength(1);
    expect(db.messages.filter((m) => m.text === 'Y esta también')).toHaveLength(1);
    expect(records.size).toBe(0);
    expect(locks.maxHeld()).toBe(1);
    online.mockRestore();
  });

  it('[MSG-34] a message the member sends online is kept until the server has it, then forgotten', async () => {
    const records = sharedStorage();
    sharedLocks();
    let answer: (() => void) | null = null;
    server.use(
      http.post(`${API_BASE}/v1/messages/send/:id`, () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined)))),
    );
    const auth = await apiSignIn('valentina');
    const { store } = storeForSagas(authenticatedState(auth));
    store.startSaga(messagesFeature);
    act(() => {
      store.dispatch({ type: 'messages/sendRequested', payload: { userId: GUILLE, text: 'Guardado mientras viaja' } });
    });
    // In flight: stored (a reload now would still have it).
    await waitFor(() => expect(answer).not.toBeNull());
    expect([...records.values()].map((e) => e.text)).toEqual(['Guardado mientras viaja']);
    act(() => {
      server.resetHandlers();
      answer?.();
    });
    // The demo API's own handler answers the passthrough: the message is stored there, and forgotten here.
    await waitFor(() => expect(records.size).toBe(0), { timeout: 8000 });
    expect(db.messages.filter((m) => m.text === 'Guardado mientras viaja')).toHaveLength(1);
  });
});

describe('sends that never double (issue 33)', () => {
  it('[MSG-34] a send whose answer never came (the tab closed mid-request) is found on the server after a reload, not sent again', async () => {
    const records = sharedStorage();
    sharedLocks();
    const TEXT = 'Llegó pero no supe';
    let sends = 0;
    // The server stores the message, and its answer is lost on the way (the tab closes, the connection drops).
    server.use(
      http.post(`${API_BASE}/v1/messages/send/:id`, () => {
        sends += 1;
        addMessage(VALE, GUILLE, TEXT);
        return HttpResponse.error();
      }),
    );
    const auth = await apiSignIn('valentina');
    const first = storeForSagas(authenticatedState(auth)).store;
    first.startSaga(messagesFeature);
    act(() => {
      first.dispatch({ type: 'messages/sendRequested', payload: { userId: GUILLE, text: TEXT } });
    });
    await waitFor(() => expect(selectOutbox(first.getState()).map((e) => e.status)).toEqual(['queued']));
    // Its try is kept with it: the outcome is unknown.
    expect([...records.values()]).toEqual([
      expect.objectContaining({ text: TEXT, attempt: expect.objectContaining({ at: expect.any(String) }) }),
    ]);
    first.stopSagas();
    // The reloaded tab: the queue is restored and reconciled with the conversation before any resend.
    server.resetHandlers();
    const second = storeForSagas(authenticatedState(auth)).store;
    second.startSaga(messagesFeature);
    await waitFor(() => expect(records.size).toBe(0), { timeout: 8000 });
    expect(selectOutbox(second.getState())).toEqual([]);
    expect(sends).toBe(1);
    expect(db.messages.filter((m) => m.text === TEXT)).toHaveLength(1);
  });

  it('[MSG-34] a send tried before that the server does not have is sent, once', async () => {
    const records = sharedStorage();
    sharedLocks();
    const TEXT = 'Nunca llegó';
    // The same text, sent on purpose before the try: not the entry's copy (older than the try).
    addMessage(VALE, GUILLE, TEXT);
    const newest = Math.max(...db.messages.filter((m) => [m.from, m.to].includes(GUILLE)).map((m) => m.id));
    records.set('local-tried', {
      localId: 'local-tried',
      meId: VALE,
      userId: GUILLE,
      type: 1,
      text: TEXT,
      createdAt: new Date().toISOString(),
      attempt: { at: new Date(Date.now() - 5000).toISOString(), afterId: newest },
    });
    const auth = await apiSignIn('valentina');
    const { store } = storeForSagas(authenticatedState(auth));
    store.startSaga(messagesFeature);
    await waitFor(() => expect(records.size).toBe(0), { timeout: 8000 });
    expect(selectOutbox(store.getState())).toEqual([]);
    expect(db.messages.filter((m) => m.text === TEXT)).toHaveLength(2);
  });
});
