/** The member lists driven as a member would: real store, sagas, routes and the demo API (msw). */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, signInStored } from '@/test/utils';
import { fakeScrollPage } from '@/test/scroll';
import { requestLines } from '@/test/requests';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/mocks/handlers';
import { DEMO_ACCOUNTS, countersFor, db, getMember, matchIds } from '@/mocks/db';
import { config } from '@/shared/config/env';
import { selectCounters } from '@/features/session';
import { selectMemberList } from '../pages-slice';
import { warmLazyModules } from '@/test/warm';

const SOFIA = DEMO_ACCOUNTS.sofia.id;
const ROW_PX = 100;
const { listSize, pageHeight, setPage, scrollTo } = fakeScrollPage(ROW_PX);

const requests = requestLines(['/v1/user/', '/v1/session']);
warmLazyModules(['/likes-received']);
beforeEach(() => setPage(0));

const user = (id: number, over: Record<string, unknown> = {}) => ({
  type: 'USER',
  id,
  nickname: `Persona${id}`,
  years: 30,
  gender: 1,
  picture: '',
  hasPicture: false,
  province: 'Córdoba',
  city: 'Río Cuarto',
  ...over,
});
/** A member with a picture, in Mendoza. */
const luciaWire = (city: string) =>
  user(9002, { nickname: 'Lucía', years: 29, gender: 2, picture: '9002-m-1.webp', hasPicture: true, province: 'Mendoza', city });
const notice = { type: 'NOTICE', id: 903, img: 'promo/recomendados.svg', link: '/recomendados' };

async function open(path: string, timeout = 5000) {
  await signInStored('sofia');
  const app = renderApp(path);
  const cards = await screen.findAllByTestId('list-card', {}, { timeout });
  return { ...app, cards };
}
const nickOf = (card: HTMLElement) => getMember(Number(card.dataset.memberId))?.nickname ?? '';

/** A list's tabs read `labels` in order; clicking the second routes to `path`, which reads `request`. */
async function switchTabs(
  u: ReturnType<typeof userEvent.setup>,
  router: ReturnType<typeof renderApp>['router'],
  name: string,
  labels: [string, string],
  path: string,
  request: string,
) {
  const tabs = screen.getByRole('navigation', { name });
  expect(
    within(tabs)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(labels);
  await u.click(within(tabs).getByRole('link', { name: labels[1] }));
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
  await waitFor(() => expect(requests).toContain(request));
}

describe('member lists', () => {
  it('[LIST-01][API-39][OPEN-20][OPEN-21] "Se gustan" reads /v1/user/matches?page=0 and keeps every field of an item', async () => {
    server.use(
      http.get(apiUrl('/v1/user/matches'), () =>
        HttpResponse.json([
          user(9001, { nickname: 'Tomás', years: 41, gender: 1, province: 'Córdoba', city: 'Río Cuarto' }),
          luciaWire(''),
        ]),
      ),
    );
    const { store } = await open('/likes-received');
    expect(requests).toContain('GET /v1/user/matches?page=0');
    expect(selectMemberList(store.getState(), 'matches').items).toEqual([
      {
        type: 'USER',
        id: 9001,
        nickname: 'Tomás',
        years: 41,
        gender: 1,
        picture: '',
        hasPicture: false,
        province: 'Córdoba',
        city: 'Río Cuarto',
      },
      {
        type: 'USER',
        id: 9002,
        nickname: 'Lucía',
        years: 29,
        gender: 2,
        picture: '9002-m-1.webp',
        hasPicture: true,
        province: 'Mendoza',
        city: '-',
      },
    ]);
  });

  it('[LIST-02] each card shows the avatar, nickname, "NN años" and "province - city"', async () => {
    server.use(
      http.get(apiUrl('/v1/user/likes'), () =>
        HttpResponse.json([luciaWire('Godoy Cruz'), user(9003, { nickname: 'Ana', gender: 2, province: '', city: '' })]),
      ),
    );
    const { cards } = await open('/likes-sent');
    const [lucia, ana] = cards as [HTMLElement, HTMLElement];
    expect(within(lucia).getByRole('img', { name: 'Foto de Lucía' })).toHaveAttribute(
      'src',
      `${config.imageHost}/users/120x120/9002-m-1.webp`,
    );
    expect(lucia).toHaveTextContent('Lucía');
    expect(lucia).toHaveTextContent('29 años');
    expect(lucia).toHaveTextContent('Mendoza - Godoy Cruz');
    // No picture: the default image of her gender; no place: '-'.
    expect(within(ana).getByRole('img', { name: 'Foto de Ana' })).toHaveAttribute('src', '/img/default-female.svg');
    expect(ana).toHaveTextContent('- - -');
  });

  it('[LIST-01] an item with missing or mistyped fields renders with fallbacks, and one without an id is skipped', async () => {
    server.use(
      http.get(apiUrl('/v1/user/visits/received'), () =>
        HttpResponse.json([
          { id: 77 },
          { nickname: 'sin id' },
          { id: '78', nickname: 5, years: 'x', gender: 'h', picture: 3, hasPicture: true, province: null },
          null,
          'x',
        ]),
      ),
    );
    const { cards, store } = await open('/visits-received');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Sin apodo');
    expect(cards[0]).toHaveTextContent('- - -');
    expect(cards[0]).not.toHaveTextContent('años');
    expect(selectMemberList(store.getState(), 'visitsReceived').items[1]).toEqual({
      type: 'USER',
      id: 78,
      nickname: '5',
      years: null,
      gender: 2,
      picture: '3',
      hasPicture: true,
      province: '-',
      city: '-',
    });
  });

  it('[LIST-03] tapping the avatar or the data opens the profile view, and closing it keeps the list and its scroll position', async () => {
    const u = userEvent.setup();
    const { cards, router } = await open('/likes-received');
    const card = cards[1] as HTMLElement;
    const id = card.dataset.memberId;
    await scrollTo(180);
    // (A short list asks for its next page at once; let that settle.)
    await act(() => new Promise((r) => setTimeout(r, 200)));
    const calls = requests.length;
    await u.click(within(card).getByRole('button', { name: `Ver el perfil de ${nickOf(card)}` }));
    await waitFor(() => expect(router.state.location.search).toBe(`?modal=profile-view&id=${id}`));
    expect(router.state.location.pathname).toBe('/likes-received');
    await screen.findByTestId('profile-view');
    act(() => void router.navigate(-1));
    await waitFor(() => expect(screen.queryByTestId('profile-view')).toBeNull());
    expect(window.scrollY).toBe(180);
    // The same list, not reloaded: the cards are the very same elements.
    expect(screen.getAllByTestId('list-card')[1]).toBe(card);
    expect(requests.slice(calls).filter((r) => r.includes('/v1/user/matches'))).toEqual([]);
  });

  it('[LIST-04] cards of "Se gustan" (matches) have a message button that opens the conversation', async () => {
    const u = userEvent.setup();
    const { cards, router } = await open('/likes-received');
    expect(cards.map((c) => Number(c.dataset.memberId)).sort()).toEqual([...matchIds(SOFIA)].sort());
    const card = cards[0] as HTMLElement;
    await u.click(within(card).getByRole('button', { name: `Enviar un mensaje a ${nickOf(card)}` }));
    await waitFor(() => expect(router.state.location.search).toBe(`?modal=message-view&id=${card.dataset.memberId}`));
  });

  it('[LIST-05][LIST-12][API-35] the close button of "Te gustan" undoes the like and removes the card at once', async () => {
    const u = userEvent.setup();
    const { cards } = await open('/likes-sent');
    const card = cards[0] as HTMLElement;
    const id = Number(card.dataset.memberId);
    expect(within(card).queryByRole('button', { name: /^Enviar un mensaje/ })).toBeNull();
    await u.click(within(card).getByRole('button', { name: `Ya no me gusta ${nickOf(card)}` }));
    await waitFor(() => expect(screen.queryAllByTestId('list-card').some((c) => c.dataset.memberId === String(id))).toBe(false));
    expect(requests).toContain(`POST /v1/user/${id}/undo-like`);
    expect(db.likes.some((l) => l.from === SOFIA && l.to === id)).toBe(false);
  });

  it('[LIST-12][LIST-09][OPEN-23] undoing the last like leaves only a notice, and the list becomes "No hay resultados"', async () => {
    const u = userEvent.setup();
    const liked = db.likes.find((l) => l.from === SOFIA)?.to ?? 0;
    server.use(
      http.get(apiUrl('/v1/user/likes'), ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('page') === '0' ? [user(liked, { nickname: 'Única' }), notice] : []),
      ),
    );
    await open('/likes-sent');
    expect(screen.getByTestId('list-notice')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Ya no me gusta Única' }));
    expect(await screen.findByText('No hay resultados')).toBeInTheDocument();
    expect(screen.queryByTestId('list-notice')).toBeNull();
  });

  it('[LIST-06][API-40] visit cards, received and made, have a message button; the tabs switch between them', async () => {
    const u = userEvent.setup();
    const { cards, router } = await open('/visits-received');
    expect(requests).toContain('GET /v1/user/visits/received?page=0');
    const card = cards[0] as HTMLElement;
    expect(within(card).getByRole('button', { name: `Enviar un mensaje a ${nickOf(card)}` })).toBeInTheDocument();
    await switchTabs(u, router, 'Visitas', ['Recibidas', 'Realizadas'], '/visits-sent', 'GET /v1/user/visits/sent?page=0');
    const sent = await screen.findByTestId('member-list-visitsSent');
    const made = await within(sent).findAllByTestId('list-card');
    const visited = new Set(db.visits.filter((v) => v.from === SOFIA).map((v) => v.to));
    expect(made.every((c) => visited.has(Number(c.dataset.memberId)))).toBe(true);
    expect(within(made[0] as HTMLElement).getByRole('button', { name: /^Enviar un mensaje a / })).toBeInTheDocument();
  });

  it('[LIST-04] the likes tabs switch between "Se gustan" and "Te gustan"', async () => {
    const u = userEvent.setup();
    const { router } = await open('/likes-received');
    await switchTabs(u, router, 'Me gusta', ['Se gustan', 'Te gustan'], '/likes-sent', 'GET /v1/user/likes?page=0');
  });

  it('[LIST-07][LIST-12][API-35] "No me gustan" reverses a dislike', async () => {
    const u = userEvent.setup();
    const { cards } = await open('/dislikes');
    expect(requests).toContain('GET /v1/user/dislikes?page=0');
    const disliked = db.dislikes.filter((d) => d.from === SOFIA).map((d) => d.to);
    expect(cards.map((c) => Number(c.dataset.memberId)).sort()).toEqual([...disliked].sort());
    const card = cards[0] as HTMLElement;
    const id = Number(card.dataset.memberId);
    await u.click(within(card).getByRole('button', { name: `Volver a ver a ${nickOf(card)}` }));
    await waitFor(() => expect(screen.queryAllByTestId('list-card').map((c) => c.dataset.memberId)).not.toContain(String(id)));
    expect(requests).toContain(`POST /v1/user/${id}/undo-dislike`);
    expect(db.dislikes.some((d) => d.from === SOFIA && d.to === id)).toBe(false);
    // Reversing the last one leaves the notice alone: the empty state.
    const last = screen.getAllByTestId('list-card')[0] as HTMLElement;
    await u.click(within(last).getByRole('button', { name: `Volver a ver a ${nickOf(last)}` }));
    expect(await screen.findByText('No hay resultados')).toBeInTheDocument();
  });

  it('[LIST-08] the dislikes list is reachable at /dislikes, titled "No me gustan"', async () => {
    await open('/dislikes');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No me gustan');
    expect(screen.getByTestId('member-list-dislikes')).toBeInTheDocument();
  });

  it('[LIST-09][OPEN-23] an empty list shows "No hay resultados"; NOTICE items are interleaved with the members', async () => {
    server.use(http.get(apiUrl('/v1/user/visits/sent'), () => HttpResponse.json([])));
    await open('/likes-sent');
    const cells = within(screen.getByRole('list', { name: 'Te gustan' })).getAllByRole('listitem');
    expect(cells.findIndex((c) => within(c).queryByTestId('list-notice'))).toBe(3);
    expect(within(screen.getByTestId('list-notice')).getByRole('link')).toHaveAttribute('href', '/recomendados');
    const { unmount } = renderApp('/visits-sent');
    expect(await screen.findByText('No hay resultados')).toBeInTheDocument();
    unmount();
  });

  it('[PERF][LIST-09] a notice in the first screen loads at once and first in line (often the largest image, the LCP); further down it waits for the scroll', async () => {
    const notice = (id: number) => ({ type: 'NOTICE', id, img: 'promo/recomendados.svg', link: '/recomendados' });
    server.use(
      http.get(apiUrl('/v1/user/likes'), () =>
        HttpResponse.json([
          user(9001),
          notice(801),
          ...[9002, 9003, 9004, 9005, 9006, 9007, 9008, 9009, 9010].map((id) => user(id)),
          notice(802),
        ]),
      ),
    );
    await open('/likes-sent');
    const [first, later] = screen.getAllByTestId('list-notice').map((n) => within(n).getByRole('img', { name: 'Promoción' }));
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
  });

  it('[LIST-01][OPEN-21] a list pages from 0 in pages of 15 as the member scrolls, and ends on a short page', async () => {
    const pages: number[] = [];
    server.use(
      http.get(apiUrl('/v1/user/likes'), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages.push(page);
        if (page > 1) return HttpResponse.json([user(9999)]);
        return HttpResponse.json(Array.from({ length: 15 }, (_, i) => user(1000 + page * 15 + i)));
      }),
    );
    const { store } = await open('/likes-sent');
    expect(pages).toEqual([0]);
    await scrollTo(pageHeight() - window.innerHeight - 500);
    await waitFor(() => expect(pages).toEqual([0, 1]));
    await waitFor(() => expect(selectMemberList(store.getState(), 'likes').items).toHaveLength(30));
    await scrollTo(pageHeight() - window.innerHeight - 500);
    await waitFor(() => expect(pages).toEqual([0, 1, 2]));
    await waitFor(() => expect(selectMemberList(store.getState(), 'likes').page).toBeNull());
    await scrollTo(pageHeight());
    expect(pages).toEqual([0, 1, 2]);
    expect(await screen.findByText('Llegaste al final de la lista.')).toBeInTheDocument();
  });

  it('[LIST-04][LIST-06] seeing "Se gustan" and the received visits clears the side menu counters of new matches and visits', async () => {
    expect(countersFor(SOFIA).matches).toBeGreaterThan(0);
    expect(countersFor(SOFIA).visits).toBeGreaterThan(0);
    const u = userEvent.setup();
    const { store } = await open('/likes-received');
    await waitFor(() => expect(selectCounters(store.getState()).matches).toBe(0));
    expect(countersFor(SOFIA).matches).toBe(0);
    const visitsBefore = selectCounters(store.getState()).visits;
    expect(visitsBefore).toBeGreaterThan(0);
    await u.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    await u.click(within(menu).getByRole('link', { name: /Visitas/ }));
    await waitFor(() => expect(selectCounters(store.getState()).visits).toBe(0));
    expect(countersFor(SOFIA).visits).toBe(0);
  });

  it('[LIST-09][API-12] a 500 on a list goes to the server-error screen', async () => {
    server.use(http.get(apiUrl('/v1/user/matches'), () => HttpResponse.json({ error: 'server_error' }, { status: 500 })));
    await signInStored('sofia');
    const { router } = renderApp('/likes-received');
    await waitFor(() => expect(router.state.location.pathname).toBe('/server-error'));
    expect(await screen.findByText('¡Oops!')).toBeInTheDocument();
  });

  it('[PERF] a list of 1,000 members is virtualised: only the rows near the viewport are in the DOM', async () => {
    server.use(
      http.get(apiUrl('/v1/user/visits/received'), ({ request }) =>
        new URL(request.url).searchParams.get('page') === '0'
          ? HttpResponse.json(Array.from({ length: 1000 }, (_, i) => user(20000 + i)))
          : HttpResponse.json([]),
      ),
    );
    await open('/visits-received', 20000);
    await waitFor(() => expect(document.querySelector('.dash-grid--virtual')).not.toBeNull(), { timeout: 10000 });
    expect(listSize()).toBe(1000);
    const rendered = document.querySelectorAll('.dash-grid__cell').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
  }, 40000);
});
