/** The like game, driven as a member plays it: the real store, sagas, routes and the demo API (msw). */
import './pointer-env';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { authenticatedState, apiSignIn, renderApp, signInStored, storeForSagas } from '@/test/utils';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/mocks/handlers';
import { likeGamePool, toGameUserJson } from '@/mocks/handlers/like-game';
import { forceScenario } from '@/mocks/fixtures';
import { db, getMember } from '@/mocks/db';
import { selectIsLiked } from '@/features/lists';
import { i18n } from '@/shared/i18n';
import LikeGameModal from '../screens/LikeGameModal';
import { imagePreloader } from '../preload';
import { MAX_HINTS } from '../sagas';
import { likeGameActions, selectLikeGame } from '../slice';
import { likeGameFeature } from '../feature';

const VALE = 5;

afterEach(() => {
  server.events.removeAllListeners();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** Every request the app sends, in order (method and path with query). */
function recordRequests() {
  const seen: { method: string; path: string; body: Promise<unknown> }[] = [];
  server.events.on('request:start', ({ request }) => {
    const u = new URL(request.url);
    const body =
      request.method === 'POST'
        ? request
            .clone()
            .json()
            .catch(() => null)
        : Promise.resolve(null);
    seen.push({ method: request.method, path: u.pathname + u.search, body });
  });
  return {
    seen,
    gameLoads: () => seen.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/juegolikes/')),
    skips: () => seen.filter((r) => r.method === 'POST' && r.path === '/v1/juegolikes/skipped'),
    likes: () => seen.filter((r) => r.method === 'POST' && /^\/v1\/user\/\d+\/like$/.test(r.path)),
  };
}

async function openGame(path = '/dashboard-recent?modal=like-game') {
  await signInStored('valentina');
  const app = renderApp(path);
  const modal = await screen.findByTestId('like-game', {}, { timeout: 15000 });
  return { ...app, modal };
}

async function openGameWithPair(path?: string) {
  const app = await openGame(path);
  await waitFor(() => expect(within(app.modal).getAllByTestId('like-game-card')).toHaveLength(2), { timeout: 8000 });
  return app;
}

/** The game with its pair on a fake clock that also runs on its own: the game and a user-event on that clock. */
async function openGameOnFakeClock() {
  jest.useFakeTimers({ advanceTimers: true });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return { ...(await openGameWithPair()), user };
}

/** Moves the fake clock, then lets the sagas' promises settle and React render. */
const tick = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });
};

const cards = (modal: HTMLElement) => within(modal).getAllByTestId('like-game-card');
const ids = (modal: HTMLElement) => cards(modal).map((c) => Number(c.dataset.memberId));

function swipe(card: HTMLElement, dx: number) {
  fireEvent.pointerDown(card, { pointerId: 1, clientX: 100, clientY: 100, buttons: 1 });
  for (let step = 1; step <= 4; step++)
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 100 + (dx * step) / 4, clientY: 101, buttons: 1 });
  fireEvent.pointerUp(card, { pointerId: 1, clientX: 100 + dx, clientY: 101 });
}

/** A pool answer of real demo members (so likes and skips succeed), `n` of them. */
const realPool = (n: number) => {
  const me = getMember(VALE)!;
  return { resultset: likeGamePool(me, 1, me.cityId, me.ageRange.min, me.ageRange.max).slice(0, n).map(toGameUserJson) };
};

jest.setTimeout(40000);

describe('like game: playing', () => {
  it('[GAME-01] the toolbar button opens a full-screen game with two profile cards', async () => {
    const user = userEvent.setup();
    await signInStored('valentina');
    const { router } = renderApp('/dashboard-recent');
    await user.click(await screen.findByRole('button', { name: '¿Quién te gusta más?' }, { timeout: 15000 }));
    const modal = await screen.findByTestId('like-game', {}, { timeout: 15000 });
    expect(router.state.location.search).toBe('?modal=like-game');
    expect(modal.tagName).toBe('DIALOG');
    expect(modal).toHaveClass('lgame');
    expect(within(modal).getByRole('heading', { name: '¿Quién te gusta más?' })).toBeInTheDocument();
    await waitFor(() => expect(cards(modal)).toHaveLength(2), { timeout: 8000 });
    const [a, b] = ids(modal);
    expect(a).not.toBe(b);
    for (const c of cards(modal)) expect(c).toHaveAccessibleName(/^Me gusta .+, \d+ años/);
  });

  it('[GAME-04][API-35][API-49] tapping a card likes it, skips the other and shows the next pair at once', async () => {
    const user = userEvent.setup();
    const req = recordRequests();
    const { modal, store } = await openGameWithPair();
    const [left, right] = ids(modal) as [number, number];
    await user.click(cards(modal)[0] as HTMLElement);
    // The next pair is on screen in the same commit as the choice, before the calls answer.
    const next = ids(modal);
    expect(next).toHaveLength(2);
    expect(next).not.toContain(left);
    expect(next).not.toContain(right);
    await waitFor(() => expect(req.likes().map((r) => r.path)).toEqual([`/v1/user/${left}/like`]));
    await waitFor(() => expect(req.skips()).toHaveLength(1));
    expect(await req.skips()[0]!.body).toEqual({ iduser: VALE, iduserblock: right });
    await waitFor(() => expect(db.likes.some((l) => l.from === VALE && l.to === left)).toBe(true));
    expect(db.likeGameSkips).toEqual([expect.objectContaining({ from: VALE, to: right })]);
    expect(db.likes.some((l) => l.from === VALE && l.to === right)).toBe(false);
    // The like is the lists' own: every list showing the member now sees it liked (LIST-10).
    await waitFor(() => expect(selectIsLiked(store.getState(), left)).toBe(true));
  });

  it('[PERF] a pick answers first: the next pair renders inside the tap; the pictures ahead and the like wait for its frame', async () => {
    const load = jest.spyOn(imagePreloader, 'load').mockImplementation((urls) => Promise.resolve(urls[0] ?? ''));
    const req = recordRequests();
    const { modal } = await openGameWithPair();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(6)); // the window ahead is full
    load.mockClear();
    const [left, right] = ids(modal) as [number, number];
    // One synchronous tap: what runs inside it is what holds back the frame that answers it.
    act(() => {
      fireEvent.click(cards(modal)[0] as HTMLElement);
    });
    expect(ids(modal)).not.toContain(left);
    expect(ids(modal)).not.toContain(right);
    expect(load).not.toHaveBeenCalled();
    // Then, after the frame: the two pictures that entered the window, the like and the skip.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(req.likes().map((r) => r.path)).toEqual([`/v1/user/${left}/like`]));
    await waitFor(() => expect(req.skips()).toHaveLength(1));
  });

  it('[GAME-04] a pick is confirmed on screen (a badge on the chosen card, a line under the pair) and politely announced, with the next pair already there', async () => {
    const { modal } = await openGameWithPair();
    const [left] = ids(modal) as [number, number];
    const name = getMember(left)!.nickname;
    fireEvent.click(cards(modal)[0] as HTMLElement);
    expect(ids(modal)).not.toContain(left);
    // Seen: the chosen card leaves with '¡Te gusta!' and a line under the pair names who was liked.
    expect(within(modal).getByTestId('like-game-leaving')).toContainElement(within(modal).getByTestId('like-game-liked-badge'));
    expect(within(modal).getByTestId('like-game-liked-badge')).toHaveTextContent('¡Te gusta!');
    const feedback = within(modal).getByTestId('like-game-feedback');
    expect(feedback).toHaveAttribute('aria-live', 'polite');
    expect(feedback).not.toHaveClass('visually-hidden');
    expect(within(feedback).getByText(`Le diste Me gusta a ${name}.`)).not.toHaveClass('visually-hidden');
    expect(feedback).toHaveTextContent(/Nueva pareja: .+ o .+\./);
  });

  it("[GAME-01][PROF-01] 'Ver perfil' on a card opens that member's profile over the game without counting as a pick", async () => {
    const user = userEvent.setup();
    const req = recordRequests();
    const { modal, router } = await openGameWithPair();
    const before = ids(modal) as [number, number];
    const profileButtons = within(modal).getAllByRole('button', { name: /^Ver el perfil de / });
    expect(profileButtons).toHaveLength(2);
    expect(profileButtons[1]).toHaveTextContent('Ver perfil');
    expect(profileButtons[1]).toHaveAccessibleName(`Ver el perfil de ${getMember(before[1])!.nickname}`);
    await user.click(profileButtons[1] as HTMLElement);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('modal')).toBe('profile-view'));
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe(String(before[1]));
    expect(req.likes()).toHaveLength(0);
    expect(req.skips()).toHaveLength(0);
    expect(db.likes.some((l) => l.from === VALE && (l.to === before[0] || l.to === before[1]))).toBe(false);
  });

  it('[GAME-04] swiping a card right by more than 80 px likes it; 80 px or less, or to the left, does not', async () => {
    const req = recordRequests();
    const { modal } = await openGameWithPair();
    const before = ids(modal) as [number, number];
    swipe(cards(modal)[1] as HTMLElement, 80);
    swipe(cards(modal)[1] as HTMLElement, -150);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(ids(modal)).toEqual(before);
    expect(req.likes()).toHaveLength(0);
    expect(cards(modal)[1]).not.toHaveStyle({ transform: 'translate3d(80px,0,0)' });

    swipe(cards(modal)[1] as HTMLElement, 120);
    await waitFor(() => expect(ids(modal)).not.toEqual(before));
    await waitFor(() => expect(req.likes().map((r) => r.path)).toEqual([`/v1/user/${before[1]}/like`]));
    await waitFor(() => expect(db.likeGameSkips.map((e) => e.to)).toEqual([before[0]]));
    // A drag is not also a click on the next pair's card.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(req.likes()).toHaveLength(1);
  });

  it('[GAME-04] a keyboard member moves between the cards with the arrow keys and likes with Enter; focus stays in the game', async () => {
    const user = userEvent.setup();
    const req = recordRequests();
    const { modal } = await openGameWithPair();
    const before = ids(modal) as [number, number];
    act(() => (cards(modal)[0] as HTMLElement).focus());
    await user.keyboard('{ArrowRight}');
    expect(cards(modal)[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cards(modal)[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(ids(modal)).not.toEqual(before));
    expect(cards(modal)[1]).toHaveFocus();
    await waitFor(() => expect(req.likes().map((r) => r.path)).toEqual([`/v1/user/${before[1]}/like`]));
    expect(within(modal).getByText(new RegExp(`^Le diste Me gusta a ${getMember(before[1])!.nickname}\\.`))).toBeInTheDocument();
  });

  it('[GAME-05] when the pool is exhausted the game reloads it (after the last like and skip are recorded)', async () => {
    const user = userEvent.setup();
    server.use(http.get(apiUrl('/v1/juegolikes/:a/:b/:c/:d/:e'), () => HttpResponse.json(realPool(4))));
    const req = recordRequests();
    const { modal } = await openGameWithPair();
    const first = ids(modal);
    await user.click(cards(modal)[0] as HTMLElement);
    const second = ids(modal);
    expect(second).not.toEqual(first);
    expect(req.gameLoads()).toHaveLength(1);
    await user.click(cards(modal)[1] as HTMLElement);
    await waitFor(() => expect(req.gameLoads()).toHaveLength(2));
    await waitFor(() => expect(cards(modal)).toHaveLength(2));
    // The reload was asked once the played members were recorded, so none of them comes back.
    const third = ids(modal);
    for (const id of [...first, ...second]) expect(third).not.toContain(id);
    expect(db.likeGameSkips).toHaveLength(2);
  });

  it('[GAME-05] a keyboard member keeps focus on their side across the reload', async () => {
    const user = userEvent.setup();
    server.use(http.get(apiUrl('/v1/juegolikes/:a/:b/:c/:d/:e'), () => HttpResponse.json(realPool(2))));
    const req = recordRequests();
    const { modal } = await openGameWithPair();
    act(() => (cards(modal)[1] as HTMLElement).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(req.gameLoads()).toHaveLength(2));
    await waitFor(() => expect(cards(modal)).toHaveLength(2));
    await waitFor(() => expect(cards(modal)[1]).toHaveFocus());
  });
});

describe('like game: pictures, hints and cache', () => {
  it('[GAME-03] maps idUser, nicknameUser, age, cityUser and imgUser (.webp shown as .jpg); bad items are dropped, missing fields fall back', async () => {
    server.use(
      http.get(apiUrl('/v1/juegolikes/:a/:b/:c/:d/:e'), () =>
        HttpResponse.json({
          resultset: [
            { idUser: 0, nicknameUser: 'Sin id' },
            { idUser: 20, nicknameUser: 'Ana', age: 30, cityUser: 'La Plata', imgUser: '20-h-1-abc.webp' },
            null,
            { idUser: '21', age: '33', cityUser: null, imgUser: '' },
          ],
        }),
      ),
    );
    const { modal } = await openGameWithPair();
    const [ana, other] = cards(modal) as [HTMLElement, HTMLElement];
    expect(ana).toHaveAccessibleName('Me gusta Ana, 30 años, La Plata');
    expect(ana.dataset.memberId).toBe('20');
    expect(ana.querySelector('img')?.getAttribute('src')).toMatch(/\/users\/400x500\/20-h-1-abc\.jpg$/);
    expect(other).toHaveAccessibleName('Me gusta -, 33 años');
    expect(other.dataset.memberId).toBe('21');
    // No photo: the default image of the gender played for (Valentina looks for men).
    expect(other.querySelector('img')?.getAttribute('src')).toBe('/img/default-male.svg');
  });

  it('[GAME-07] pictures are decoded ahead, at most 6, 3 at a time; the first pair waits for its own', async () => {
    const calls: { urls: readonly string[]; resolve: (u: string) => void }[] = [];
    jest.spyOn(imagePreloader, 'load').mockImplementation(
      (urls) =>
        new Promise<string>((resolve) => {
          calls.push({ urls, resolve });
        }),
    );
    const user = userEvent.setup();
    const { modal, store } = await openGame();
    await waitFor(() => expect(calls).toHaveLength(3));
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(calls).toHaveLength(3);
    expect(within(modal).queryAllByTestId('like-game-card')).toHaveLength(0);
    const pool = selectLikeGame(store.getState()).users;
    expect(calls.map((c) => c.urls[0])).toEqual(pool.slice(0, 3).map((u) => expect.stringContaining(u.picture) as unknown));
    for (const c of calls) expect(c.urls[0]).toMatch(/\.jpg$/);

    await act(async () => calls.splice(0, 3).forEach((c) => c.resolve(c.urls[0]!)));
    await waitFor(() => expect(cards(modal)).toHaveLength(2));
    await waitFor(() => expect(calls).toHaveLength(3)); // the second batch: pictures 4 to 6
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(calls).toHaveLength(3);
    await act(async () => calls.splice(0, 3).forEach((c) => c.resolve(c.urls[0]!)));
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(calls).toHaveLength(0); // 6 ahead: the window is full

    await user.click(cards(modal)[0] as HTMLElement);
    // The window moved by one pair: the 7th and 8th pictures.
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => c.urls[0])).toEqual(pool.slice(6, 8).map((u) => expect.stringContaining(u.picture) as unknown));
    const s = selectLikeGame(store.getState());
    expect(Object.keys(s.srcs).map(Number).sort()).toEqual(
      pool
        .slice(2, 6)
        .map((u) => u.id)
        .sort(),
    );
  });

  it('[GAME-06] a hint shows after 3 s without a choice, up to 3 times; a choice restarts the wait', async () => {
    const { modal, store, user } = await openGameOnFakeClock();
    const hint = within(modal).getByTestId('like-game-hint');
    const HINT = '¡Elegí una! Tocala o deslizala a la derecha';
    await tick(2000);
    expect(hint).toBeEmptyDOMElement();
    await user.click(cards(modal)[0] as HTMLElement);
    await tick(2000);
    expect(hint).toBeEmptyDOMElement(); // 4 s since opening, only 2 s since the choice
    await tick(1100);
    expect(hint).toHaveTextContent(HINT);
    // The nudge moves the card's cell (the photo button and 'Ver perfil').
    expect(cards(modal)[0]!.parentElement).toHaveClass('lgame-card--nudge');
    for (let n = 2; n <= MAX_HINTS; n++) {
      await tick(2500);
      expect(hint).toBeEmptyDOMElement();
      await tick(3100);
      expect(hint).toHaveTextContent(HINT);
    }
    await tick(2500);
    expect(hint).toBeEmptyDOMElement();
    for (let k = 0; k < 5; k++) {
      await tick(3100);
      expect(hint).toBeEmptyDOMElement();
    }
    expect(selectLikeGame(store.getState()).hintsShown).toBe(3);
  });

  it('[GAME-08] the pool is kept for 10 minutes: reopening continues it; after 10 minutes it is loaded again', async () => {
    const req = recordRequests();
    const { modal, user } = await openGameOnFakeClock();
    await user.click(cards(modal)[0] as HTMLElement);
    const pair = ids(modal);
    await user.click(within(modal).getByRole('button', { name: 'Cerrar el juego' }));
    await waitFor(() => expect(screen.queryByTestId('like-game')).toBeNull());

    jest.setSystemTime(Date.now() + 9 * 60 * 1000);
    await user.click(screen.getByRole('button', { name: '¿Quién te gusta más?' }));
    const again = await screen.findByTestId('like-game');
    await waitFor(() => expect(cards(again)).toHaveLength(2));
    expect(ids(again)).toEqual(pair);
    expect(req.gameLoads()).toHaveLength(1);
    await user.click(within(again).getByRole('button', { name: 'Cerrar el juego' }));
    await waitFor(() => expect(screen.queryByTestId('like-game')).toBeNull());

    jest.setSystemTime(Date.now() + 61 * 1000);
    await user.click(screen.getByRole('button', { name: '¿Quién te gusta más?' }));
    const third = await screen.findByTestId('like-game');
    await waitFor(() => expect(req.gameLoads()).toHaveLength(2));
    await waitFor(() => expect(cards(third)).toHaveLength(2));
  });

  it('[GAME-08] a pool that turns 10 minutes old while playing is reloaded at the next choice', async () => {
    const req = recordRequests();
    const { modal, user } = await openGameOnFakeClock();
    await user.click(cards(modal)[0] as HTMLElement);
    expect(req.gameLoads()).toHaveLength(1);
    jest.setSystemTime(Date.now() + 10 * 60 * 1000 + 1);
    await user.click(cards(modal)[0] as HTMLElement);
    await waitFor(() => expect(req.gameLoads()).toHaveLength(2));
    await waitFor(() => expect(cards(modal)).toHaveLength(2));
  });
});

describe('like game: loading states', () => {
  it.each([
    [
      'a 400',
      () =>
        server.use(
          http.get(apiUrl('/v1/juegolikes/:a/:b/:c/:d/:e'), () => HttpResponse.json({ error: 'x' }, { status: 400 }), { once: true }),
        ),
    ],
    ['a network failure', () => forceScenario('network', { path: '/v1/juegolikes/*' })],
    [
      'malformed JSON',
      () =>
        server.use(
          http.get(
            apiUrl('/v1/juegolikes/:a/:b/:c/:d/:e'),
            () => new HttpResponse('{"resultset": [', { headers: { 'Content-Type': 'application/json' } }),
            { once: true },
          ),
        ),
    ],
    [
      'a resultset of the wrong type',
      () => server.use(http.get(apiUrl('/v1/juegolikes/:a/:b/:c/:d/:e'), () => HttpResponse.json({ resultset: 'nada' }), { once: true })),
    ],
  ])("[GAME-09] %s shows 'Error al cargar perfiles' with 'Reintentar', which retries", async (_name, fault) => {
    const user = userEvent.setup();
    fault();
    const { modal } = await openGame();
    const alert = await within(modal).findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar perfiles');
    expect(alert).not.toHaveTextContent('Usuario no autenticado');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(cards(modal)).toHaveLength(2), { timeout: 8000 });
    expect(within(modal).queryByRole('alert')).toBeNull();
  });

  it('[GAME-09] a 500 opens the server-error screen (catalogue) and the game settles on its error', async () => {
    forceScenario('500', { path: '/v1/juegolikes/*' });
    const { store } = await openGame();
    await waitFor(() => expect(selectLikeGame(store.getState()).status).toBe('error'));
    expect(store.getState().shell.serverError).toBe(true);
  });

  it("[GAME-10] no profiles shows 'No hay perfiles disponibles' with 'Recargar', which reloads", async () => {
    const user = userEvent.setup();
    server.use(http.get(apiUrl('/v1/juegolikes/:a/:b/:c/:d/:e'), () => HttpResponse.json({ resultset: [] }), { once: true }));
    const req = recordRequests();
    const { modal } = await openGame();
    expect(await within(modal).findByText('No hay perfiles disponibles')).toBeInTheDocument();
    expect(within(modal).queryAllByTestId('like-game-card')).toHaveLength(0);
    await user.click(within(modal).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(cards(modal)).toHaveLength(2), { timeout: 8000 });
    expect(req.gameLoads()).toHaveLength(2);
  });

  it('[GAME-10] a single member is not a pair: the empty state', async () => {
    server.use(http.get(apiUrl('/v1/juegolikes/:a/:b/:c/:d/:e'), () => HttpResponse.json(realPool(1)), { once: true }));
    const { modal } = await openGame();
    expect(await within(modal).findByText('No hay perfiles disponibles')).toBeInTheDocument();
  });

  it('[GAME-11] the refresh button loads a fresh pool', async () => {
    const user = userEvent.setup();
    const req = recordRequests();
    const { modal } = await openGameWithPair();
    const before = ids(modal);
    await user.click(cards(modal)[0] as HTMLElement);
    await waitFor(() => expect(db.likeGameSkips).toHaveLength(1));
    await user.click(within(modal).getByRole('button', { name: 'Cargar otros perfiles' }));
    await waitFor(() => expect(req.gameLoads()).toHaveLength(2));
    await waitFor(() => expect(cards(modal)).toHaveLength(2));
    // A fresh pool starts from its own first pair (the members played are not in it).
    for (const id of before) expect(ids(modal)).not.toContain(id);
  });

  it("[GAME-12] loading without an authenticated member fails with 'Usuario no autenticado'", async () => {
    const req = recordRequests();
    const { store } = storeForSagas();
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <LikeGameModal id={null} onClose={() => {}} />
        </I18nextProvider>
      </Provider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar perfiles');
    expect(alert).toHaveTextContent('Usuario no autenticado');
    expect(selectLikeGame(store.getState())).toMatchObject({ status: 'error', error: 'unauthenticated' });
    expect(req.gameLoads()).toHaveLength(0);
  });
});

describe('like game: the calls', () => {
  it("[API-48][GAME-02] loads GET /v1/juegolikes/{userId}/{gender}/{city}/{ageMin}/{ageMax} with the member's own age range", async () => {
    const req = recordRequests();
    await openGameWithPair();
    const me = getMember(VALE)!;
    // Valentina is a woman looking for men (gender 1), in La Plata (101).
    expect(req.gameLoads().map((r) => r.path)).toEqual([`/v1/juegolikes/${VALE}/1/${me.cityId}/${me.ageRange.min}/${me.ageRange.max}`]);
  });

  it.each([
    [40, 25, 50],
    [20, 18, 30],
    [Number.NaN, 18, 35],
  ])('[GAME-02] without an own range, age %p asks for %p to %p', async (age, min, max) => {
    const auth = await apiSignIn('valentina');
    const state = authenticatedState(auth);
    const me = { ...state.session!.me!, age, hasAgeRange: false };
    const { store } = storeForSagas({ ...state, session: { ...state.session!, me } });
    // No modal here: the test opens the feature itself, as the modal's useFeature would.
    store.startSaga(likeGameFeature);
    const req = recordRequests();
    store.dispatch(likeGameActions.likeGameOpened());
    await waitFor(() => expect(req.gameLoads()).toHaveLength(1));
    expect(req.gameLoads()[0]!.path).toBe(`/v1/juegolikes/${VALE}/1/${me.location.localidad.id}/${min}/${max}`);
  });
});
