/** The profile-view modal driven from the dashboard, with the real store, sagas and demo API. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, signInStored } from '@/test/utils';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/mocks/handlers';
import { ageOf, db, locationText } from '@/mocks/db';
import { DATA_SAVER_KEY, setDataSaver } from '@/shared/lib/data-saver';

/** Lets a test give the member it will open known data before the profile is fetched. */
let prepareMember: (m: NonNullable<ReturnType<typeof db.members.get>>) => void = () => {};
afterEach(() => {
  prepareMember = () => {};
});

async function openProfileFromDashboard() {
  const user = userEvent.setup();
  await signInStored('sofia');
  const app = renderApp('/dashboard-recent');
  // jsdom has no layout, so the infinite scroll loads every page at once and the grid turns virtual
  // past a few pages (re-rendering its cards): pick a card once the list is complete.
  // Up to 30 s: on a loaded CI host the first test (which also pays the cold module loading) took over 10.
  await screen.findByText('Ya viste todos los perfiles de esta lista.', {}, { timeout: 30000 });
  const card = (await screen.findAllByTestId('member-card', {}, { timeout: 4000 }))[0] as HTMLElement;
  const id = Number(card.dataset.memberId);
  const m = db.members.get(id);
  if (!m) throw new Error('no member');
  prepareMember(m);
  await user.click(within(card).getByRole('button', { name: `Ver el perfil de ${m.nickname}` }));
  const modal = await screen.findByTestId('profile-view');
  await within(modal).findByRole('heading', { level: 3 }, { timeout: 4000 });
  return { ...app, user, modal, id, m };
}

// Each test first loads every dashboard page (see openProfileFromDashboard), as gallery.test.tsx does.
jest.setTimeout(40000);

describe('profile view', () => {
  it('[PROF-02][PROF-07][API-41] shows photo and counter, nickname, años, location, status, description, data cards, activities, tags and couple data', async () => {
    prepareMember = (member) => {
      member.online = true;
      member.description = 'Me encanta el mate en la costanera y los domingos de feria.';
      member.descriptionModeration = 1;
      member.tags = { films: ['Relatos salvajes'], music: ['Soda Stereo'], books: ['Rayuela'] };
    };
    const { modal, m, router, id } = await openProfileFromDashboard();
    expect(router.state.location.search).toBe(`?modal=profile-view&id=${id}`);
    expect(within(modal).getByRole('heading', { level: 3 })).toHaveTextContent(`${m.nickname}, `);
    expect(within(modal).getByRole('heading', { level: 3 })).toHaveTextContent(`${m.nickname}, ${ageOf(m)} años`);
    expect(within(modal).getByText(locationText(m.provinceId, m.cityId))).toBeInTheDocument();
    expect(within(modal).getByTestId('photo-counter')).toHaveTextContent(`1 de ${m.photos.filter((p) => p.approved).length}`);
    expect(within(modal).getByRole('img', { name: `Foto de ${m.nickname}` })).toHaveAttribute(
      'src',
      expect.stringContaining('/users/800x1000/'),
    );
    expect(within(modal).getByText('Online')).toBeInTheDocument();
    expect(modal).toHaveTextContent('Me encanta el mate en la costanera y los domingos de feria.');
    for (const [title, tag] of [
      ['Películas', 'Relatos salvajes'],
      ['Música', 'Soda Stereo'],
      ['Libros', 'Rayuela'],
    ] as const) {
      expect(within(modal).getByText(title)).toBeInTheDocument();
      expect(within(modal).getByText(tag)).toBeInTheDocument();
    }
    for (const title of ['Datos personales', 'Apariencia', 'Estilo de vida', 'Idiomas', 'Profesión y familia'])
      expect(within(modal).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(modal).toHaveTextContent(m.attributes.signo);
    const activities = within(modal).getByRole('heading', { name: 'Actividades' }).closest('section') as HTMLElement;
    const groups = activities.querySelectorAll('.pact');
    expect(groups.length).toBeGreaterThan(0);
    groups.forEach((g) => expect(g.querySelector('.pact__icon svg')).not.toBeNull());
    expect(modal).toHaveTextContent(`De ${m.ageRange.min} a ${m.ageRange.max} años`);
    expect(db.visits.some((v) => v.from === 3 && v.to === id)).toBe(true);
  });

  it('[PROF-01][PROF-05] the toolbar has back and a menu offering "Denunciar a este usuario" that leads to /report-user/:id', async () => {
    const { modal, user, router, id } = await openProfileFromDashboard();
    expect(within(modal).getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Más opciones' }));
    await user.click(within(modal).getByRole('menuitem', { name: 'Denunciar a este usuario' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/report-user/${id}`));
  });

  it('[PROF-05] Escape in the "Más opciones" popover closes only the popover and gives the focus back to its button', async () => {
    const { modal, user } = await openProfileFromDashboard();
    const more = within(modal).getByRole('button', { name: 'Más opciones' });
    await user.click(more);
    within(modal).getByRole('menuitem', { name: 'Denunciar a este usuario' }).focus();
    // The browser turns an Escape whose default was not prevented into the dialog's 'cancel'.
    const cancel = jest.fn();
    const onKey = (e: KeyboardEvent) => !e.defaultPrevented && e.key === 'Escape' && cancel();
    document.addEventListener('keydown', onKey);
    await user.keyboard('{Escape}');
    document.removeEventListener('keydown', onKey);
    expect(within(modal).queryByRole('menu')).toBeNull();
    expect(more).toHaveFocus();
    expect(cancel).not.toHaveBeenCalled();
    expect(screen.getByTestId('profile-view')).toBeInTheDocument();
  });

  it('[PROF-05] an already reported member shows "La persona ya fue denunciada"', async () => {
    // The demo keeps reports in the messages area; force the flag on this answer only.
    server.use(
      http.get(apiUrl('/v1/profile/:id'), ({ params }) => HttpResponse.json({ ...minimalProfile(Number(params.id)), reported: true }), {
        once: true,
      }),
    );
    const { modal, user } = await openProfileFromDashboard();
    await user.click(within(modal).getByRole('button', { name: 'Más opciones' }));
    expect(within(modal).getByRole('menuitem', { name: 'La persona ya fue denunciada' })).toBeInTheDocument();
    expect(within(modal).queryByRole('menuitem', { name: 'Denunciar a este usuario' })).toBeNull();
  });

  it('[PROF-04][LIST-10] like leaves only "Enviale un mensaje" in the profile and on the dashboard card', async () => {
    const { modal, user, m, id } = await openProfileFromDashboard();
    expect(within(modal).getByRole('button', { name: `Enviar un mensaje a ${m.nickname}` })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: `No me gusta ${m.nickname}` })).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: `Me gusta ${m.nickname}` }));
    const send = await within(modal).findByRole('button', { name: 'Enviale un mensaje' });
    // The like button is gone: the focus follows to the button that replaced it (issue 21).
    expect(send).toHaveFocus();
    expect(within(modal).queryByRole('button', { name: `Me gusta ${m.nickname}` })).toBeNull();
    const card = document.querySelector(`[data-member-id="${id}"]`) as HTMLElement;
    expect(await within(card).findByRole('button', { name: 'Enviale un mensaje', hidden: true }, { timeout: 2000 })).toBeInTheDocument();
  });

  it("[PROF-06] one's own profile hides like, dislike and the menu", async () => {
    await signInStored('sofia');
    renderApp('/dashboard-recent?modal=profile-view&id=3');
    const modal = await screen.findByTestId('profile-view');
    await within(modal).findByRole('heading', { level: 3 }, { timeout: 4000 });
    expect(within(modal).queryByRole('button', { name: /^Me gusta/ })).toBeNull();
    expect(within(modal).queryByRole('button', { name: /^No me gusta/ })).toBeNull();
    expect(within(modal).queryByRole('button', { name: 'Más opciones' })).toBeNull();
  });

  it('[PROF-01] Back closes the modal and keeps the dashboard', async () => {
    const { modal, user, router } = await openProfileFromDashboard();
    await user.click(within(modal).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByTestId('profile-view')).toBeNull());
    expect(router.state.location.pathname).toBe('/dashboard-recent');
    expect(screen.getAllByTestId('member-card').length).toBeGreaterThan(0);
  });

  it("[LIST-14][LIST-11] a disliked member's profile link is not opened: the member stays on the list, no profile is asked for or shown", async () => {
    const user = userEvent.setup();
    const profileRequests: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      const p = new URL(request.url).pathname;
      if (/^\/v1\/profile\/\d+$/.test(p)) profileRequests.push(p);
    };
    server.events.on('request:start', onRequest);
    try {
      await signInStored('sofia');
      const { router } = renderApp('/dashboard-recent');
      await screen.findByText('Ya viste todos los perfiles de esta lista.', {}, { timeout: 30000 });
      const card = (await screen.findAllByTestId('member-card', {}, { timeout: 4000 }))[0] as HTMLElement;
      const id = Number(card.dataset.memberId);
      const nickname = db.members.get(id)?.nickname ?? '';
      expect(nickname).not.toBe('');
      await user.click(within(card).getByRole('button', { name: `No me gusta ${nickname}` }));
      await waitFor(() => expect(document.querySelector(`[data-testid="member-card"][data-member-id="${id}"]`)).toBeNull());

      // Anything the profile view shows, even for a moment: the modal, its heading, the member's name.
      const shown: string[] = [];
      const watch = new MutationObserver(() => {
        const modal = screen.queryByTestId('profile-view');
        if (modal) shown.push(`profile-view: ${modal.textContent ?? ''}`);
      });
      watch.observe(document.body, { childList: true, subtree: true, characterData: true });
      profileRequests.length = 0;
      await act(() => router.navigate(`/dashboard-recent?modal=profile-view&id=${id}`));
      await waitFor(() => expect(router.state.location.search).toBe(''));
      await act(() => new Promise((r) => setTimeout(r, 300)));
      watch.disconnect();

      // Not opened: the member is on the dashboard they were on, with its cards, and no profile at all.
      expect(router.state.location.pathname).toBe('/dashboard-recent');
      expect(screen.queryByTestId('profile-view')).toBeNull();
      expect(screen.getAllByTestId('member-card').length).toBeGreaterThan(0);
      expect(shown.filter((s) => s.includes(nickname))).toEqual([]);
      expect(screen.queryByRole('heading', { name: nickname })).toBeNull();
      expect(profileRequests).toEqual([]);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it('[BEYOND][API-67] with the data saver on, the photo is asked at three image pixels per four CSS pixels of its box on a phone (272x340), 800x1000 without it', async () => {
    const m = [...db.members.values()].find((x) => x.id !== 3 && x.photos.some((p) => p.approved));
    if (!m) throw new Error('no member with a photo');
    await signInStored('sofia');
    localStorage.setItem(DATA_SAVER_KEY, 'on');
    renderApp(`/dashboard-recent?modal=profile-view&id=${m.id}`);
    const modal = await screen.findByTestId('profile-view', {}, { timeout: 10000 });
    const photo = await within(modal).findByRole('img', { name: `Foto de ${m.nickname}` }, { timeout: 10000 });
    expect(photo.getAttribute('src')).toMatch(/\/users\/272x340\//);
    act(() => setDataSaver(false));
    await waitFor(() =>
      expect(
        within(modal)
          .getByRole('img', { name: `Foto de ${m.nickname}` })
          .getAttribute('src'),
      ).toMatch(/\/users\/800x1000\//),
    );
  });
});

function minimalProfile(id: number) {
  const sec = (title: string) => ({ title, items: [{ label: 'Campo', value: 'Valor' }] });
  return {
    id,
    nickname: `N${id}`,
    years: 30,
    gender: 1,
    status: 'online',
    liked: false,
    reported: false,
    locationText: 'A - B',
    location: { provinceId: 1, cityId: 101 },
    datos_personales: sec('Datos personales'),
    apariencia: sec('Apariencia'),
    estilo_vida: sec('Estilo de vida'),
    idiomas: sec('Idiomas'),
    profesion_familia: sec('Profesión y familia'),
    actividades_vacaciones: [],
    pareja: sec('Pareja'),
    pareja_edad: { min: 25, max: 40 },
    ficha: { signo: 'Leo' },
    tags: { films: [], music: [], books: [] },
    images: { profile: 'x.webp', approved: [], pending: [] },
    descripcion: { descripcion_moderacion_aprobada: '', descripcion_aprobada: 1, descripcion_moderacion: '' },
  };
}
