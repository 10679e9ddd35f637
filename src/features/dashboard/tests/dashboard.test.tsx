/** Dashboards driven as a member would: real store, sagas and the demo API (msw). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, signInStored } from '@/test/utils';
import { fakeScrollPage } from '@/test/scroll';
import { requestLines } from '@/test/requests';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/mocks/handlers';
import { db } from '@/mocks/db';
import { config } from '@/shared/config/env';
import { expireScrollIds } from '@/mocks/handlers/dashboard';
import { selectBlockedIds, selectIsLiked } from '@/features/lists';
import { selectDashList } from '../slice';
import { listUserJson } from '@/test/fixtures';
import { warmLazyModules } from '@/test/warm';

warmLazyModules(['/dashboard-recent']);

/**
 * jsdom has no layout: the page is CARD_PX tall per list item (as in a one-column phone grid), scrolled
 * to `y`. The grid is virtualised, so the item count is the list's aria-setsize, not the rendered cards.
 */
const CARD_PX = 300;
const { listSize, pageHeight, setPage, scrollTo } = fakeScrollPage(CARD_PX);

const requests = requestLines(['/v1/dashboard', '/v2/user/matching', '/v1/user/', '/v1/session']);
beforeEach(() => setPage(0));

async function openDashboard(path = '/dashboard-recent') {
  await signInStored('sofia');
  const app = renderApp(path);
  const cards = await screen.findAllByTestId('member-card', {}, { timeout: 4000 });
  return { ...app, cards };
}

describe('dashboards', () => {
  it('[DASH-01] has three tabs recent, new and online, each loading its own listing', async () => {
    const user = userEvent.setup();
    const { router } = await openDashboard();
    const tabs = screen.getByRole('navigation', { name: 'Perfiles' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Recientes', 'Nuevos', 'Online']);
    await user.click(within(tabs).getByRole('link', { name: 'Nuevos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-new'));
    await waitFor(() => expect(requests).toContain('GET /v1/dashboard/listing/new?page=0'));
    await user.click(within(tabs).getByRole('link', { name: 'Online' }));
    await waitFor(() => expect(requests).toContain('GET /v1/dashboard/listing/online?page=0'));
    expect(requests).toContain('GET /v1/dashboard/listing/recent?page=0');
  });

  it('[DASH-02] every field of a USER item and of a NOTICE item reaches the list and its cards', async () => {
    const tomas = listUserJson(9001, { nickname: 'Tomás', years: 41, location: 'Córdoba - Río Cuarto', liked: true });
    const lucia = listUserJson(9002, {
      gender: 2,
      nickname: 'Lucía',
      years: 29,
      location: 'Mendoza - Godoy Cruz',
      status: 'online',
      picture: '9002-m-1.webp',
      hasPicture: true,
    });
    const notice = { type: 'NOTICE', id: 77, img: 'notices/promo.png', link: '/recomendados' };
    server.use(http.get(apiUrl('/v1/dashboard/listing/:kind'), () => HttpResponse.json({ items: [tomas, lucia, notice], scrollId: null })));
    const { store, cards } = await openDashboard();

    const { imageHost } = config;
    // Every field as it came, with the presence read as `online`; `liked` goes to the lists, which own it.
    const { status: _tomasStatus, liked: _tomasLiked, ...tomasFields } = tomas;
    const { status: _luciaStatus, liked: _luciaLiked, ...luciaFields } = lucia;
    expect([selectIsLiked(store.getState(), 9001), selectIsLiked(store.getState(), 9002)]).toEqual([true, false]);
    expect(selectDashList(store.getState(), 'recent').items).toEqual([
      { ...tomasFields, online: false },
      { ...luciaFields, online: true },
      { type: 'NOTICE', id: 77, img: `${imageHost}/notices/promo.png`, link: '/recomendados', key: expect.stringMatching(/^notice-77-/) },
    ]);

    const [a, b] = cards as [HTMLElement, HTMLElement];
    // Tomás: no picture (the default male image), offline, already liked (one message button).
    expect(a.dataset.memberId).toBe('9001');
    expect(within(a).getByRole('img', { name: 'Foto de Tomás' })).toHaveAttribute('src', '/img/default-male.svg');
    expect(a).toHaveTextContent('41 años');
    expect(a).toHaveTextContent('Córdoba - Río Cuarto');
    expect(within(a).queryByText('Online')).toBeNull();
    expect(within(a).getByRole('button', { name: 'Enviale un mensaje' })).toBeInTheDocument();
    expect(within(a).queryByRole('button', { name: 'Me gusta Tomás' })).toBeNull();
    // Lucía: her photo from the image host, online, not liked yet.
    expect(b.dataset.memberId).toBe('9002');
    expect(within(b).getByRole('img', { name: 'Foto de Lucía' })).toHaveAttribute('src', `${imageHost}/users/400x500/9002-m-1.webp`);
    expect(within(b).getByText('Online')).toBeInTheDocument();
    expect(within(b).getByRole('button', { name: 'Me gusta Lucía' })).toHaveAttribute('aria-pressed', 'false');
    // The notice: its image on the image host, its link.
    const card = screen.getByTestId('notice-card');
    expect(card.querySelector('img')).toHaveAttribute('src', `${imageHost}/notices/promo.png`);
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/recomendados');
  });

  it('[DASH-03] a USER card shows photo, nickname, age, location, status and message, like, dislike', async () => {
    const { cards } = await openDashboard();
    const card = cards[0] as HTMLElement;
    const id = Number(card.dataset.memberId);
    const m = db.members.get(id);
    expect(m).toBeDefined();
    expect(within(card).getByRole('img', { name: `Foto de ${m?.nickname}` })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/users\/400x500\//),
    );
    expect(within(card).getByRole('button', { name: `Ver el perfil de ${m?.nickname}` })).toHaveTextContent(m?.nickname ?? '');
    expect(card).toHaveTextContent(/\d+ años/);
    expect(card).toHaveTextContent(' - ');
    expect(within(card).getByText('Online')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Enviar un mensaje a ${m?.nickname}` })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Me gusta ${m?.nickname}` })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `No me gusta ${m?.nickname}` })).toBeInTheDocument();
  });

  it('[DASH-04] promotional NOTICE cards are interleaved with the members', async () => {
    await openDashboard();
    const notice = await screen.findByTestId('notice-card');
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/recomendados');
    const cells = within(screen.getByRole('list', { name: 'Recientes' })).getAllByRole('listitem');
    expect(cells.findIndex((c) => within(c).queryByTestId('notice-card'))).toBe(6);
  });

  it('[DASH-05][LIST-10] a like plays the heart and leaves a single "Enviale un mensaje" button', async () => {
    const user = userEvent.setup();
    const { cards } = await openDashboard();
    const card = cards.find((c) => !within(c).queryByText('Enviale un mensaje')) as HTMLElement;
    const id = Number(card.dataset.memberId);
    const nick = db.members.get(id)?.nickname ?? '';
    await user.click(within(card).getByRole('button', { name: `Me gusta ${nick}` }));
    await waitFor(() => expect(card.querySelector('.mcard__heart')).not.toBeNull());
    expect(await within(card).findByRole('button', { name: 'Enviale un mensaje' }, { timeout: 2000 })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: `Me gusta ${nick}` })).toBeNull();
    expect(within(card).queryByRole('button', { name: `No me gusta ${nick}` })).toBeNull();
    expect(requests).toContain(`POST /v1/user/${id}/like`);
    expect(db.likes.some((l) => l.from === 3 && l.to === id)).toBe(true);
  });

  it('[DASH-05] after a like "Enviale un mensaje" appears once, after the heart: it never flashes before it', async () => {
    const user = userEvent.setup();
    const { cards } = await openDashboard();
    const card = cards.find((c) => !within(c).queryByText('Enviale un mensaje')) as HTMLElement;
    const nick = db.members.get(Number(card.dataset.memberId))?.nickname ?? '';
    // The class of each button in the card, change by change (React reuses a button for another one),
    // to count the times a button became 'Enviale un mensaje'.
    const records: MutationRecord[] = [];
    const watch = new MutationObserver((rs) => records.push(...rs));
    watch.observe(card, { subtree: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    await user.click(within(card).getByRole('button', { name: `Me gusta ${nick}` }));
    await waitFor(() => expect(card.querySelector('.mcard__heart')).not.toBeNull());
    await within(card).findByRole('button', { name: 'Enviale un mensaje' }, { timeout: 2000 });
    records.push(...watch.takeRecords());
    watch.disconnect();
    const history = new Map<Element, string[]>();
    for (const r of records) history.set(r.target as Element, [...(history.get(r.target as Element) ?? []), r.oldValue ?? '']);
    const becameSend = [...history]
      .flatMap(([el, olds]) => [...olds.slice(1), el.getAttribute('class') ?? ''])
      .filter((c) => c.split(' ').includes('macts__send'));
    expect(becameSend).toHaveLength(1);
  });

  it('[DASH-05] after a like from the keyboard the focus moves to the "Enviale un mensaje" button that replaced the buttons', async () => {
    const user = userEvent.setup();
    const { cards } = await openDashboard();
    const card = cards.find((c) => !within(c).queryByText('Enviale un mensaje')) as HTMLElement;
    const nick = db.members.get(Number(card.dataset.memberId))?.nickname ?? '';
    within(card)
      .getByRole('button', { name: `Me gusta ${nick}` })
      .focus();
    await user.keyboard('{Enter}');
    const send = await within(card).findByRole('button', { name: 'Enviale un mensaje' }, { timeout: 2000 });
    await waitFor(() => expect(send).toHaveFocus());
  });

  it('[DASH-03][PROF-01] the whole photo opens the profile; Back (the back arrow) returns the focus to the card that opened it', async () => {
    const user = userEvent.setup();
    const { cards } = await openDashboard();
    const card = cards[2] as HTMLElement;
    const nick = db.members.get(Number(card.dataset.memberId))?.nickname ?? '';
    const open = within(card).getByRole('button', { name: `Ver el perfil de ${nick}` });
    // The photo lies inside the button's box (its ::after covers .mcard__media): one control for both.
    expect(card.querySelector('.mcard__media')?.contains(open)).toBe(true);
    expect(card.querySelector('.mcard__media .mcard__photo')).not.toBeNull();
    open.focus();
    await user.keyboard('{Enter}');
    const view = await screen.findByTestId('profile-view');
    await within(view).findByRole('heading', { level: 2, name: nick });
    // jsdom fires no 'cancel' on Escape (the e2e keyboard journey presses Escape in Chromium).
    await user.click(within(view).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByTestId('profile-view')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('[DASH-06][LIST-11] a dislike animates the card out, blocks the member and refreshes the session', async () => {
    const user = userEvent.setup();
    const { cards, store } = await openDashboard();
    const card = cards[1] as HTMLElement;
    const id = Number(card.dataset.memberId);
    const nick = db.members.get(id)?.nickname ?? '';
    await user.click(within(card).getByRole('button', { name: `No me gusta ${nick}` }));
    await waitFor(() => expect(card).toHaveClass('mcard--leaving'));
    await waitFor(() => expect(screen.queryByRole('article', { name: nick })).toBeNull());
    expect(selectBlockedIds(store.getState())).toEqual([id]);
    expect(requests).toContain(`POST /v1/user/${id}/dislike`);
    await waitFor(() => expect(requests.some((r) => r.startsWith('GET /v1/session?id='))).toBe(true));
    // The server no longer lists them either.
    expect(db.dislikes.some((d) => d.from === 3 && d.to === id)).toBe(true);
  });

  it('[LIST-11] [API-35] after ✕ the focus stays in the list and "Deshacer" is offered; it sends undo-dislike and the card comes back in its place', async () => {
    const user = userEvent.setup();
    const { cards, store } = await openDashboard();
    const card = cards[1] as HTMLElement;
    const id = Number(card.dataset.memberId);
    const nextNick = db.members.get(Number((cards[2] as HTMLElement).dataset.memberId))?.nickname ?? '';
    const nick = db.members.get(id)?.nickname ?? '';
    await user.click(within(card).getByRole('button', { name: `No me gusta ${nick}` }));
    await waitFor(() => expect(screen.queryByRole('article', { name: nick })).toBeNull());
    // The focus moved to the next card, not to the body nor to the snackbar.
    expect(screen.getByRole('button', { name: `Ver el perfil de ${nextNick}` })).toHaveFocus();
    const bar = await screen.findByTestId('snackbar');
    expect(bar).toHaveTextContent(`No te gusta ${nick}.`);
    expect(bar.closest('[aria-live="polite"]')).not.toBeNull();
    await user.click(within(bar).getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(requests).toContain(`POST /v1/user/${id}/undo-dislike`));
    await waitFor(() => expect(screen.getAllByTestId('member-card')[1]).toHaveAttribute('data-member-id', String(id)));
    expect(screen.getByRole('article', { name: nick })).not.toHaveClass('mcard--leaving');
    expect(selectBlockedIds(store.getState())).toEqual([]);
    expect(db.dislikes.some((d) => d.from === 3 && d.to === id)).toBe(false);
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('[LIST-11] after ✕ the focus stays in the list also in a browser that drops the focus from a control disabled under it (Chromium)', async () => {
    // Chromium's focus fixup: a focused control that becomes disabled loses the focus at the next
    // frame, before the card's leave animation ends (focusout with no relatedTarget, then the body).
    // jsdom keeps it there; this emulates the browser.
    const fixup = new MutationObserver(() => {
      const active = document.activeElement;
      if (!(active instanceof HTMLButtonElement) || !active.disabled) return;
      // jsdom's blur() ignores a disabled control: blur it as it was, then put 'disabled' back.
      active.disabled = false;
      active.blur();
      active.disabled = true;
    });
    fixup.observe(document.body, { attributes: true, attributeFilter: ['disabled'], subtree: true });
    try {
      const user = userEvent.setup();
      const { cards } = await openDashboard();
      const card = cards[1] as HTMLElement;
      const id = Number(card.dataset.memberId);
      const nick = db.members.get(id)?.nickname ?? '';
      const nextNick = db.members.get(Number((cards[2] as HTMLElement).dataset.memberId))?.nickname ?? '';
      await user.click(within(card).getByRole('button', { name: `No me gusta ${nick}` }));
      await waitFor(() => expect(card).toHaveClass('mcard--leaving'));
      // A leaving card takes no more taps (its buttons say so without dropping the focus).
      fireEvent.click(within(card).getByRole('button', { name: `Me gusta ${nick}` }));
      await waitFor(() => expect(screen.queryByRole('article', { name: nick })).toBeNull());
      expect(screen.getByRole('button', { name: `Ver el perfil de ${nextNick}` })).toHaveFocus();
      expect(requests).not.toContain(`POST /v1/user/${id}/like`);
    } finally {
      fixup.disconnect();
    }
  });

  it('[LIST-11] "Deshacer" goes away by itself after 5 seconds; the member stays blocked', async () => {
    const user = userEvent.setup();
    const { cards, store } = await openDashboard();
    const card = cards[0] as HTMLElement;
    const id = Number(card.dataset.memberId);
    const nick = db.members.get(id)?.nickname ?? '';
    await user.click(within(card).getByRole('button', { name: `No me gusta ${nick}` }));
    await screen.findByTestId('snackbar');
    await act(() => new Promise((r) => setTimeout(r, 4000)));
    expect(screen.getByTestId('snackbar')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('snackbar')).toBeNull(), { timeout: 3000 });
    expect(selectBlockedIds(store.getState())).toEqual([id]);
  }, 30000);

  it('[PROF-04] [LIST-11] a dislike in the profile view closes it and offers "Deshacer", which brings the card back', async () => {
    const user = userEvent.setup();
    const { cards } = await openDashboard();
    // A member not liked yet (a liked one shows only 'Enviale un mensaje').
    const at = cards.findIndex((c, i) => i > 0 && within(c).queryByRole('button', { name: /^No me gusta / }));
    const card = cards[at] as HTMLElement;
    const id = Number(card.dataset.memberId);
    const nick = db.members.get(id)?.nickname ?? '';
    await user.click(within(card).getByRole('button', { name: `Ver el perfil de ${nick}` }));
    const view = await screen.findByTestId('profile-view', {}, { timeout: 10000 });
    await user.click(await within(view).findByRole('button', { name: `No me gusta ${nick}` }, { timeout: 10000 }));
    await waitFor(() => expect(screen.queryByTestId('profile-view')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('article', { name: nick })).toBeNull());
    const bar = await screen.findByTestId('snackbar');
    await user.click(within(bar).getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(screen.getAllByTestId('member-card')[at]).toHaveAttribute('data-member-id', String(id)));
  }, 40000);

  it('[LIST-13] a like or dislike is ignored while another member action is loading', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl('/v1/user/:id/like'), async () => {
        await new Promise((r) => setTimeout(r, 300));
        return undefined;
      }),
    );
    const { cards } = await openDashboard();
    const [a, b] = cards as [HTMLElement, HTMLElement];
    const nickA = db.members.get(Number(a.dataset.memberId))?.nickname ?? '';
    const nickB = db.members.get(Number(b.dataset.memberId))?.nickname ?? '';
    await user.click(within(a).getByRole('button', { name: `Me gusta ${nickA}` }));
    await user.click(within(b).getByRole('button', { name: `No me gusta ${nickB}` }));
    await within(a).findByRole('button', { name: 'Enviale un mensaje' }, { timeout: 6000 });
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([`POST /v1/user/${a.dataset.memberId}/like`]);
    expect(screen.getByRole('article', { name: nickB })).toBeInTheDocument();
  });

  it('[DASH-07] an empty dashboard shows "No hay resultados"', async () => {
    server.use(http.get(apiUrl('/v1/dashboard/listing/:kind'), () => HttpResponse.json({ items: [], scrollId: null })));
    await signInStored('sofia');
    renderApp('/dashboard-online');
    expect(await screen.findByText('No hay resultados')).toBeInTheDocument();
  });

  it('[DASH-07] a failed load shows an error with Reintentar, which loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get(apiUrl('/v1/dashboard/listing/:kind'), () => (fail ? HttpResponse.json({ error: 'x' }, { status: 400 }) : undefined)),
    );
    await signInStored('sofia');
    renderApp('/dashboard-recent');
    expect(await screen.findByText('No pudimos cargar los perfiles.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect((await screen.findAllByTestId('member-card')).length).toBeGreaterThan(0);
  });

  it('[DASH-09][DASH-10][DASH-12] scrolling within 1000 px of the bottom loads the next page through the scroll id', async () => {
    const { store } = await openDashboard();
    expect(requests.filter((r) => r.includes('/dashboard/'))).toEqual(['GET /v1/dashboard/listing/recent?page=0']);
    expect(screen.getAllByTestId('member-card')).toHaveLength(15);
    const firstPage = listSize();
    const bottom = pageHeight() - window.innerHeight;
    await scrollTo(bottom - 1200); // 1200 px from the bottom: nothing yet
    expect(requests.filter((r) => r.includes('/dashboard/'))).toHaveLength(1);
    await scrollTo(bottom - 900);
    await waitFor(() => expect(selectDashList(store.getState(), 'recent').items.filter((i) => i.type === 'USER')).toHaveLength(30));
    expect(listSize()).toBeGreaterThan(firstPage);
    expect(requests[requests.length - 1]).toMatch(/^GET \/v1\/dashboard\/scroll\?scrollId=dash-recent-3-1-/);
    expect(selectDashList(store.getState(), 'recent').page).toBe(2);
  });

  it('[DASH-11] the page advances only when more than one item came back; otherwise the list ends', async () => {
    let call = 0;
    server.use(
      http.get(apiUrl('/v1/dashboard/listing/:kind'), ({ request }) => {
        call += 1;
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({ items: page === 0 ? [listUserJson(100), listUserJson(101)] : [listUserJson(102)], scrollId: null });
      }),
    );
    await signInStored('sofia');
    const { store } = renderApp('/dashboard-recent');
    // Two items came back: page 0 -> 1, and the short page (near the bottom at once) asks for page 1.
    await waitFor(() => expect(screen.getAllByTestId('member-card')).toHaveLength(3));
    expect(requests.filter((r) => r.includes('/dashboard/'))).toEqual([
      'GET /v1/dashboard/listing/recent?page=0',
      'GET /v1/dashboard/listing/recent?page=1',
    ]);
    expect(selectDashList(store.getState(), 'recent').page).toBeNull();
    expect(screen.getByText('Ya viste todos los perfiles de esta lista.')).toBeInTheDocument();
    await scrollTo(20000);
    expect(call).toBe(2);
  });

  it('[DASH-13] an "expiro" answer marks the results expired and reloads them from page 0', async () => {
    const { cards, store } = await openDashboard();
    const first = cards[0]?.dataset.memberId;
    expireScrollIds();
    await scrollTo(pageHeight() - window.innerHeight - 500);
    await waitFor(() => expect(requests.filter((r) => r === 'GET /v1/dashboard/listing/recent?page=0')).toHaveLength(2));
    const scrollCall = requests.findIndex((r) => r.startsWith('GET /v1/dashboard/scroll'));
    expect(scrollCall).toBeGreaterThan(0);
    expect(requests.lastIndexOf('GET /v1/dashboard/listing/recent?page=0')).toBeGreaterThan(scrollCall);
    await waitFor(() => expect(selectDashList(store.getState(), 'recent').expired).toBe(false));
    await scrollTo(0);
    await waitFor(() => expect(screen.getAllByTestId('member-card')[0]?.dataset.memberId).toBe(first));
  });

  it('[DASH-14] a response to an older request never overwrites a newer one', async () => {
    let n = 0;
    server.use(
      http.get(apiUrl('/v1/dashboard/listing/recent'), async () => {
        n += 1;
        const mine = n;
        const user = listUserJson(500 + mine, { nickname: `Resp${mine}` });
        if (mine === 1) await new Promise((r) => setTimeout(r, 200));
        return HttpResponse.json({ items: [user], scrollId: null });
      }),
    );
    await signInStored('sofia');
    const { store } = renderApp('/dashboard-recent');
    await waitFor(() => expect(n).toBe(1));
    const { reloadRequested } = (await import('../actions')).dashboardSignals;
    act(() => void store.dispatch(reloadRequested({ kind: 'recent' })));
    expect(await screen.findByRole('article', { name: 'Resp2' })).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByRole('article', { name: 'Resp1' })).toBeNull();
    expect(selectDashList(store.getState(), 'recent').items.map((i) => i.id)).toEqual([502]);
  });

  it('[DASH-08] /recomendados lists the profiles of the matching call with the same cards', async () => {
    await signInStored('sofia');
    renderApp('/recomendados');
    const cards = await screen.findAllByTestId('member-card');
    expect(cards).toHaveLength(12);
    expect(requests).toContain('GET /v2/user/matching');
  });

  it('[PERF] with many pages loaded only the rows near the viewport are in the DOM (virtualised grid)', async () => {
    const { store } = await openDashboard();
    for (let n = 1; n <= 4; n++) {
      const have = selectDashList(store.getState(), 'recent').items.length;
      await scrollTo(pageHeight() - window.innerHeight - 500);
      await waitFor(() => expect(selectDashList(store.getState(), 'recent').items.length).toBeGreaterThan(have));
    }
    const total = selectDashList(store.getState(), 'recent').items.length;
    expect(listSize()).toBe(total);
    const cells = document.querySelectorAll('.dash-grid__cell');
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.length).toBeLessThan(total / 2);
    // The rows above keep their space, so the page does not jump.
    expect(parseFloat((document.querySelector('.dash-grid') as HTMLElement).style.paddingTop)).toBeGreaterThan(0);
    // Back at the top, the first card is there again.
    await scrollTo(0);
    await waitFor(() => expect(document.querySelector('.dash-grid__cell')).toHaveAttribute('aria-posinset', '1'));
  });
});
