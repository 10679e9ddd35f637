/**
 * Messaging requirements driven as a member would (the real store, sagas, routes and demo API), with
 * the exact requests the app sends read from the request recorder.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInStored } from '@/test/utils';
import { recordRequests } from '@/test/requests';
import { API_BASE } from '@/mocks/handlers';
import { addMessage, db } from '@/mocks/db';
import { rtMessageReceived, rtReconnected } from '@/features/realtime';
import { loadCount } from '../conversation';
import { selectConversation } from '../state/slice';
import { FakeIO, installFakeIO, restoreIO } from '@/test/intersection';

const GUILLE = 238; // Valentina's conversation with an image
const VALENTINA = 5;

const net = recordRequests();
const lines = (part: string) => net.seen.filter((r) => r.path.includes(part)).map((r) => `${r.method} ${r.path}${r.query}`);

async function openChat(id: number) {
  await signInStored('valentina');
  const app = renderApp(`/message-sent?modal=message-view&id=${id}`);
  const view = await screen.findByTestId('message-view', {}, { timeout: 10000 });
  await waitFor(() => expect(within(view).getAllByTestId('msg').length).toBeGreaterThan(0), { timeout: 10000 });
  return { ...app, view, user: userEvent.setup() };
}

const conversationIds = () =>
  db.messages
    .filter((m) => (m.from === GUILLE && m.to === VALENTINA) || (m.from === VALENTINA && m.to === GUILLE))
    .map((m) => m.id)
    .sort((a, b) => a - b);

/** Messages from Guille that arrive while the app was not listening. */
function guilleWrites(n: number, text = 'nuevo') {
  for (let i = 0; i < n; i++) addMessage(GUILLE, VALENTINA, `${text} ${i}`);
}

const notice = (messageId: number) => ({
  userId: GUILLE,
  nickname: 'Guille_bsas',
  gender: 1,
  image: '',
  text: 'hola',
  messageType: 1 as const,
  timestamp: Date.now(),
  messageId,
});

describe('message calls', () => {
  afterEach(restoreIO);

  it('[API-26] the received list is a GET by page numbered from 0; the end of the list asks for page 1', async () => {
    installFakeIO();
    await signInStored('valentina');
    renderApp('/message-received');
    await screen.findAllByTestId('chat-row', {}, { timeout: 10000 });
    expect(lines('/v1/messages/received')).toEqual(['GET /v1/messages/received?page=0']);
    // The sentinel under the list comes into view: the next page.
    const sentinel = document.querySelector('.msg-sentinel') as Element;
    const io = await waitFor(() => {
      const found = FakeIO.all.find((o) => o.targets.includes(sentinel));
      expect(found).toBeDefined();
      return found as FakeIO;
    });
    act(() => io.enter());
    await waitFor(() =>
      expect(lines('/v1/messages/received')).toEqual(['GET /v1/messages/received?page=0', 'GET /v1/messages/received?page=1']),
    );
  });

  it('[API-29] [API-30] a catch-up asks the count first, then the batch with start, end, limit and priority', async () => {
    const { view, store } = await openChat(GUILLE);
    const newest = selectConversation(store.getState(), GUILLE)?.messages.at(-1)?.id as number;
    guilleWrites(3);
    const last = conversationIds().at(-1) as number;
    net.seen.length = 0;
    act(() => {
      store.dispatch(rtReconnected());
    });
    await waitFor(() => expect(within(view).getAllByText(/^nuevo \d$/)).toHaveLength(3));
    expect(lines('/v1/messages/view/')).toEqual([
      `GET /v1/messages/view/${GUILLE}/count`,
      `GET /v1/messages/view/${GUILLE}/batch?start=${newest}&end=${last}&limit=50&priority=high`,
    ]);
    // [API-30] the count is the conversation's: when it says nothing is newer, no batch is asked.
    net.seen.length = 0;
    act(() => {
      store.dispatch(rtReconnected());
    });
    await waitFor(() => expect(lines('/v1/messages/view/')).toEqual([`GET /v1/messages/view/${GUILLE}/count`]));
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(lines('/v1/messages/view/')).toEqual([`GET /v1/messages/view/${GUILLE}/count`]);
    const count = await store
      .runSaga(function* () {
        return yield* loadCount(GUILLE);
      })
      .toPromise();
    expect(count).toEqual({ count: conversationIds().length, lastId: last });
  });

  it('[API-33] confirming "Recepción de fotos" sends POST /v1/messages/imagePermission {permission:true} once', async () => {
    (db.members.get(VALENTINA) as { imagePermission: boolean }).imagePermission = false;
    const { view, user } = await openChat(GUILLE);
    await user.click(within(view).getByTestId('photo-blurred'));
    const dialog = await screen.findByRole('dialog', { name: 'Recepción de fotos' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(within(view).queryByTestId('photo-blurred')).not.toBeInTheDocument());
    const sent = (await net.settled()).filter((r) => r.path === '/v1/messages/imagePermission');
    expect(sent.map((r) => [r.method, r.body])).toEqual([['POST', { permission: true }]]);
    // The PATCH variant seen in the wild is accepted by the demo API too.
    (db.members.get(VALENTINA) as { imagePermission: boolean }).imagePermission = false;
    const auth = net.seen.find((r) => r.path === '/v1/messages/imagePermission')?.authorization ?? '';
    const res = await fetch(`${API_BASE}/v1/messages/imagePermission`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: JSON.stringify({ permission: true }),
    });
    expect(res.status).toBe(200);
    expect(db.members.get(VALENTINA)?.imagePermission).toBe(true);
  });
});

describe('conversation loading', () => {
  it('[MSG-27] realtime messages load after a 100 ms response delay: a burst becomes one count request', async () => {
    const { store } = await openChat(GUILLE);
    await act(() => new Promise((r) => setTimeout(r, 200)));
    net.seen.length = 0;
    jest.useFakeTimers();
    const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
    try {
      act(() => {
        store.dispatch(rtMessageReceived(notice(0)));
        store.dispatch(rtMessageReceived(notice(0)));
      });
      await advance(60);
      act(() => {
        store.dispatch(rtMessageReceived(notice(0)));
      });
      // 100 ms counted from the last message of the burst.
      await advance(99);
      expect(lines('/count')).toEqual([]);
      await advance(1);
      for (let i = 0; i < 50 && lines('/count').length === 0; i++) await advance(10);
    } finally {
      jest.useRealTimers();
    }
    expect(lines('/count')).toEqual([`GET /v1/messages/view/${GUILLE}/count`]);
    await act(() => new Promise((r) => setTimeout(r, 250)));
    expect(lines('/count')).toHaveLength(1);
  });
});

/** Overrides a layout property of the elements `match` picks (jsdom has no layout); restored after each test. */
const restores: (() => void)[] = [];
afterEach(() => restores.splice(0).forEach((r) => r()));
function fakeLayout<T>(
  proto: object,
  prop: string,
  match: (el: Element) => boolean,
  get: (el: Element) => T,
  set?: (el: Element, v: T) => void,
) {
  const original = Object.getOwnPropertyDescriptor(proto, prop) as PropertyDescriptor;
  Object.defineProperty(proto, prop, {
    configurable: true,
    get(this: Element) {
      return match(this) ? get(this) : original.get?.call(this);
    },
    set(this: Element, v: T) {
      if (match(this) && set) set(this, v);
      else original.set?.call(this, v);
    },
  });
  restores.push(() => Object.defineProperty(proto, prop, original));
}
const isScroller = (el: Element) => el.getAttribute('data-testid') === 'chat-scroll';

describe('conversation scrolling', () => {
  it('[MSG-28] up to 1000 messages every message is rendered; above 1000 only the 400 px window (80 px rows) plus 5 overscan', async () => {
    fakeLayout(Element.prototype, 'clientHeight', isScroller, () => 400);
    fakeLayout(
      HTMLElement.prototype,
      'offsetHeight',
      (el) => el.classList.contains('chat-virtual-row'),
      () => 80,
    );
    const { view, store } = await openChat(GUILLE);
    const loaded = () => selectConversation(store.getState(), GUILLE)?.messages.length ?? 0;
    guilleWrites(999 - loaded());
    act(() => {
      store.dispatch(rtReconnected());
    });
    await waitFor(() => expect(loaded()).toBe(999), { timeout: 20000 });
    await waitFor(() => expect(within(view).getAllByTestId('msg')).toHaveLength(999));
    expect(view.querySelector('.chat-msgs--virtual')).toBeNull();

    guilleWrites(2, 'más');
    act(() => {
      store.dispatch(rtReconnected());
    });
    await waitFor(() => expect(loaded()).toBe(1001), { timeout: 10000 });
    const list = await waitFor(() => view.querySelector('.chat-msgs--virtual') as HTMLElement);
    expect(list).not.toBeNull();
    expect(list.style.height).toBe(`${1001 * 80}px`);
    const rows = [...list.querySelectorAll<HTMLElement>('.chat-virtual-row')];
    // 400 / 80 = 5 rows in view, plus 5 overscan.
    expect(rows).toHaveLength(10);
    for (const r of rows) expect(r.style.transform).toBe(`translateY(${Number(r.dataset.index) * 80}px)`);
    expect(within(view).getAllByTestId('msg')).toHaveLength(10);
  }, 60000);

  it('[MSG-29] the first scroll to the newest message is retried at 300 ms multiples while the layout is not ready, at most 5 times', async () => {
    const writes: number[] = [];
    let start = 0;
    let readyFrom = Infinity; // ms after the first attempt from which the layout has a height
    const now = () => performance.now() - start;
    fakeLayout(Element.prototype, 'scrollHeight', isScroller, () => (writes.length && now() >= readyFrom ? 2000 : 0));
    fakeLayout<number>(
      Element.prototype,
      'scrollTop',
      isScroller,
      () => 0,
      () => {
        if (writes.length === 0) start = performance.now();
        writes.push(now());
      },
    );
    // Retries are the attempts after the first render's (React's strict mode runs that one twice).
    const retries = () => writes.filter((at) => at >= 250);
    const expectAtMultiples = (at: number[]) =>
      at.forEach((ms, i) => {
        expect(ms).toBeGreaterThanOrEqual(300 * (i + 1) - 5);
        expect(ms).toBeLessThan(300 * (i + 1) + 250);
      });

    // The layout never gets ready: 5 retries at 300, 600, 900, 1200 and 1500 ms, then nothing more.
    const first = await openChat(GUILLE);
    await act(() => new Promise((r) => setTimeout(r, 2400)));
    expect(retries()).toHaveLength(5);
    expectAtMultiples(retries());
    first.unmount();

    // Ready from the third retry on (900 ms): no retry after it.
    writes.length = 0;
    readyFrom = 850;
    await openChat(GUILLE);
    await act(() => new Promise((r) => setTimeout(r, 2400)));
    expect(retries()).toHaveLength(3);
    expectAtMultiples(retries());
  });
});
