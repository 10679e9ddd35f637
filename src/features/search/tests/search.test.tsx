/** The search modal and /search-results driven as a member would: real store, sagas, routes and the demo API. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, signInStored } from '@/test/utils';
import { fakeScrollPage } from '@/test/scroll';
import { server } from '@/test/msw-server';
import { reshaped, without } from '@/test/demo-answer';
import { apiUrl } from '@/mocks/handlers';
import { DEMO_ACCOUNTS, LOCATIONS, ageOf, getMember } from '@/mocks/db';
import { expireSearchScrollIds, searchMembers, parseFilters } from '@/mocks/handlers/search';
import { SEARCH_STORAGE_KEY } from '../body';
import { listUserJson } from '@/test/fixtures';

const SOFIA = DEMO_ACCOUNTS.sofia.id;
const CARD_PX = 300;
const { pageHeight, setPage, scrollTo } = fakeScrollPage(CARD_PX);

const requests: string[] = [];
const bodies: Record<string, unknown>[] = [];
beforeEach(() => {
  setPage(0);
  requests.length = 0;
  bodies.length = 0;
  server.events.on('request:start', ({ request }) => {
    const u = new URL(request.url);
    if (u.pathname.startsWith('/v1/dashboard') || u.pathname.startsWith('/v1/user/'))
      requests.push(`${request.method} ${u.pathname}${u.search}`);
    if (request.method === 'POST' && u.pathname === '/v1/dashboard/search')
      void request
        .clone()
        .json()
        .then((b: Record<string, unknown>) => bodies.push(b));
  });
});
afterEach(() => server.events.removeAllListeners());

const SRCH_06_KEYS = [
  'altura',
  'apodo',
  'bebe',
  'busco',
  'deseo_hijos',
  'distancia',
  'edad_max',
  'edad_min',
  'estado_civil',
  'estudios',
  'fuma',
  'hijos',
  'id_localidad',
  'id_provincia',
  'isAdvanced',
  'religion',
  'signo',
];

/** Signs in on a dashboard and opens the search from the toolbar. */
async function openSearch(path = '/dashboard-recent') {
  await signInStored('sofia');
  const app = renderApp(path);
  const u = userEvent.setup();
  await u.click(await screen.findByRole('button', { name: 'Buscar' }, { timeout: 5000 }));
  const modal = await screen.findByTestId('search-modal', {}, { timeout: 5000 });
  await within(modal).findByRole('combobox', { name: 'Provincia' });
  return { ...app, u, modal };
}
const advancedButton = (modal: HTMLElement) => within(modal).getByRole('button', { name: /^(Avanzada|Cerrar)$/ });
async function openAdvanced(u: ReturnType<typeof userEvent.setup>, modal: HTMLElement) {
  await u.click(within(modal).getByRole('button', { name: 'Avanzada' }));
  return within(modal).findByTestId('search-advanced');
}
const cordoba = LOCATIONS.find((p) => p.name === 'Córdoba')!;

describe('search modal', () => {
  it('[SRCH-01][SHELL-48][API-46] the toolbar opens ?modal=search: province, city, age range, and "Avanzada" opens the nickname and the grouped lists', async () => {
    const { u, modal, router } = await openSearch();
    expect(router.state.location.search).toBe('?modal=search');
    expect(requests).toContain('GET /v1/user/search-options');
    expect(within(modal).getByRole('combobox', { name: 'Ciudad' })).toBeInTheDocument();
    expect(within(modal).getByRole('slider', { name: 'Edad mínima' })).toBeInTheDocument();
    expect(within(modal).getByRole('slider', { name: 'Edad máxima' })).toBeInTheDocument();
    expect(within(modal).queryByRole('searchbox', { name: 'Apodo' })).toBeNull();
    const adv = await openAdvanced(u, modal);
    expect(within(adv).getByRole('searchbox', { name: 'Apodo' })).toBeInTheDocument();
    expect(
      within(adv)
        .getAllByRole('group')
        .map((g) => g.querySelector('legend')?.textContent),
    ).toEqual(expect.arrayContaining(['Datos personales', 'Apariencia y estilo de vida', 'Qué busca']));
  });

  it('[SRCH-05] text lists take one value (a select with "Indiferente"), array lists several (checkboxes)', async () => {
    const { u, modal } = await openSearch();
    const adv = await openAdvanced(u, modal);
    const religion = within(adv).getByRole('combobox', { name: 'Religión' });
    expect(within(religion).getAllByRole('option')[0]).toHaveTextContent('Indiferente');
    await u.selectOptions(religion, 'Católica');
    expect(religion).toHaveValue('Católica');
    const signo = within(adv).getByRole('group', { name: /Signo/ });
    await u.click(within(signo).getByRole('checkbox', { name: 'Leo' }));
    await u.click(within(signo).getByRole('checkbox', { name: 'Aries' }));
    expect(within(signo).getByRole('checkbox', { name: 'Leo' })).toBeChecked();
    expect(within(signo).getByRole('checkbox', { name: 'Aries' })).toBeChecked();
  });

  it('[SRCH-01] the city list follows the province', async () => {
    const { u, modal } = await openSearch();
    const city = within(modal).getByRole('combobox', { name: 'Ciudad' });
    expect(city).toBeDisabled();
    await u.selectOptions(within(modal).getByRole('combobox', { name: 'Provincia' }), 'Córdoba');
    expect(city).toBeEnabled();
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Indiferente', ...cordoba.cities.map((c) => c.name)]);
    await u.selectOptions(city, cordoba.cities[1]!.name);
    await u.selectOptions(within(modal).getByRole('combobox', { name: 'Provincia' }), 'Mendoza');
    expect(city).toHaveValue('0');
  });

  it('[SRCH-02][SRCH-03] the buttons are buscar, limpiar and Avanzada/Cerrar; the toggle takes one press per 300 ms', async () => {
    const { u, modal } = await openSearch();
    const foot = within(modal)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(foot).toEqual(expect.arrayContaining(['Avanzada', 'limpiar', 'buscar']));
    // Two presses in a row: the second is within 300 ms and ignored.
    await u.dblClick(advancedButton(modal));
    expect(advancedButton(modal)).toHaveTextContent('Cerrar');
    expect(within(modal).getByTestId('search-advanced')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 320)));
    await u.click(advancedButton(modal));
    expect(advancedButton(modal)).toHaveTextContent('Avanzada');
    expect(within(modal).queryByTestId('search-advanced')).toBeNull();
  });

  it('[SRCH-06][API-47][OPEN-15][SRCH-08] buscar POSTs exactly the filters of SRCH-06 and opens /search-results', async () => {
    const { u, modal, router } = await openSearch();
    await u.selectOptions(within(modal).getByRole('combobox', { name: 'Provincia' }), 'Córdoba');
    await u.click(within(modal).getByRole('button', { name: 'buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-results'));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(Object.keys(bodies[0]!).sort()).toEqual(SRCH_06_KEYS);
    expect(bodies[0]).toMatchObject({ id_provincia: cordoba.id, id_localidad: 0, isAdvanced: false, apodo: '', distancia: 0 });
    expect(requests).toContain('POST /v1/dashboard/search');
    const cards = await screen.findAllByTestId('member-card');
    for (const c of cards) expect(getMember(Number(c.dataset.memberId))?.provinceId).toBe(cordoba.id);
  });

  it('[SRCH-04] advanced filters apply only in advanced mode', async () => {
    const { u, modal } = await openSearch();
    const adv = await openAdvanced(u, modal);
    await u.type(within(adv).getByRole('searchbox', { name: 'Apodo' }), 'zzz-nadie');
    await u.selectOptions(within(adv).getByRole('combobox', { name: 'Religión' }), 'Atea');
    await act(() => new Promise((r) => setTimeout(r, 320)));
    await u.click(advancedButton(modal)); // 'Cerrar': back to the simple search
    await u.click(within(modal).getByRole('button', { name: 'buscar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ isAdvanced: false, apodo: '', religion: '' });
    // Not filtered by them: there are results.
    expect((await screen.findAllByTestId('member-card')).length).toBeGreaterThan(0);
    // The saved search still remembers what was chosen.
    expect(JSON.parse(localStorage.getItem(SEARCH_STORAGE_KEY) ?? '{}')).toMatchObject({
      isAdvanced: false,
      apodo: 'zzz-nadie',
      religion: 'Atea',
    });
  });

  it('[SRCH-04][SRCH-06] in advanced mode the lists really filter the results', async () => {
    const { u, modal } = await openSearch();
    const adv = await openAdvanced(u, modal);
    await u.click(within(within(adv).getByRole('group', { name: /Estado civil/ })).getByRole('checkbox', { name: 'Divorciado/a' }));
    await u.selectOptions(within(adv).getByRole('combobox', { name: '¿Fumás?' }), 'No fumo');
    await u.click(within(modal).getByRole('button', { name: 'buscar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ isAdvanced: true, estado_civil: ['Divorciado/a'], fuma: 'No fumo' });
    const cards = await screen.findAllByTestId('member-card');
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      const m = getMember(Number(c.dataset.memberId))!;
      expect(m.attributes.estado_civil).toBe('Divorciado/a');
      expect(m.attributes.fuma).toBe('No fumo');
    }
  });

  it('[SRCH-07][SRCH-08] the saved search is kept in local storage with one entry per filter, and a reload keeps it', async () => {
    const { u, modal, unmount } = await openSearch();
    const adv = await openAdvanced(u, modal);
    await u.selectOptions(within(modal).getByRole('combobox', { name: 'Provincia' }), 'Córdoba');
    await u.selectOptions(within(modal).getByRole('combobox', { name: 'Ciudad' }), cordoba.cities[0]!.name);
    await u.type(within(adv).getByRole('searchbox', { name: 'Apodo' }), 'ana');
    await u.click(within(within(adv).getByRole('group', { name: /Signo/ })).getByRole('checkbox', { name: 'Leo' }));
    await u.click(within(modal).getByRole('button', { name: 'buscar' }));
    await screen.findByTestId('search-results');
    const saved = JSON.parse(localStorage.getItem(SEARCH_STORAGE_KEY) ?? 'null');
    expect(saved).toMatchObject({
      isAdvanced: true,
      apodo: 'ana',
      id_provincia: cordoba.id,
      id_localidad: cordoba.cities[0]!.id,
      distancia: 0,
      edad_min: expect.any(Number),
      edad_max: expect.any(Number),
      signo: ['Leo'],
      religion: '',
    });
    for (const k of ['altura', 'bebe', 'busco', 'deseo_hijos', 'estado_civil', 'estudios', 'fuma', 'hijos', 'religion', 'signo'])
      expect(saved).toHaveProperty(k);
    unmount();
    // A reload: a new app on the results keeps the search.
    bodies.length = 0;
    renderApp('/search-results');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ apodo: 'ana', signo: ['Leo'], id_provincia: cordoba.id });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cambiar filtros' }));
    const again = await screen.findByTestId('search-modal');
    expect(await within(again).findByRole('combobox', { name: 'Provincia' })).toHaveValue(String(cordoba.id));
    expect(within(again).getByRole('searchbox', { name: 'Apodo' })).toHaveValue('ana');
  });

  it('[SRCH-09] limpiar resets every list to "Indiferente", distance 0 and ages 18 to 99', async () => {
    const { u, modal } = await openSearch();
    const adv = await openAdvanced(u, modal);
    await u.selectOptions(within(modal).getByRole('combobox', { name: 'Provincia' }), 'Córdoba');
    await u.type(within(adv).getByRole('searchbox', { name: 'Apodo' }), 'x');
    await u.selectOptions(within(adv).getByRole('combobox', { name: 'Altura' }), '1,71 a 1,80 m');
    await u.click(within(within(adv).getByRole('group', { name: /Estudios/ })).getByRole('checkbox', { name: 'Posgrado' }));
    const min = within(modal).getByRole('slider', { name: 'Edad mínima' });
    fireEvent.change(min, { target: { value: '30' } });
    expect(min).toHaveValue('30');
    await u.click(within(modal).getByRole('button', { name: 'limpiar' }));
    expect(within(modal).getByRole('combobox', { name: 'Provincia' })).toHaveValue('0');
    expect(within(modal).getByRole('combobox', { name: 'Provincia' })).toHaveDisplayValue('Indiferente');
    expect(within(adv).getByRole('combobox', { name: 'Altura' })).toHaveDisplayValue('Indiferente');
    expect(within(adv).getByRole('searchbox', { name: 'Apodo' })).toHaveValue('');
    expect(within(within(adv).getByRole('group', { name: /Estudios/ })).getByRole('checkbox', { name: 'Posgrado' })).not.toBeChecked();
    expect(within(modal).getByRole('slider', { name: 'Edad mínima' })).toHaveValue('18');
    expect(within(modal).getByRole('slider', { name: 'Edad máxima' })).toHaveValue('99');
    await u.click(within(modal).getByRole('button', { name: 'buscar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      distancia: 0,
      edad_min: 18,
      edad_max: 99,
      id_provincia: 0,
      id_localidad: 0,
      altura: '',
      estudios: [],
      apodo: '',
    });
  });

  it('[SRCH-10] the age range runs from 18 to 99 with a gap of at least 1', async () => {
    const { u, modal } = await openSearch();
    await u.click(within(modal).getByRole('button', { name: 'limpiar' }));
    const min = within(modal).getByRole('slider', { name: 'Edad mínima' });
    const max = within(modal).getByRole('slider', { name: 'Edad máxima' });
    expect(min).toHaveAttribute('min', '18');
    expect(max).toHaveAttribute('max', '99');
    // The maximum cannot go below the minimum plus one, nor the minimum above the maximum minus one.
    fireEvent.change(max, { target: { value: '18' } });
    expect(max).toHaveValue('19');
    expect(max).toHaveAttribute('aria-valuetext', '19 años');
    fireEvent.change(min, { target: { value: '60' } });
    expect(min).toHaveValue('18');
    fireEvent.change(max, { target: { value: '99' } });
    fireEvent.change(min, { target: { value: '98' } });
    expect(min).toHaveValue('98');
    fireEvent.change(max, { target: { value: '40' } });
    expect(max).toHaveValue('99');
    expect(within(modal).getByText('Entre 98 y 99 años')).toBeInTheDocument();
  });

  it('[SRCH-10][API-46] a member who has never searched sees and sends ages 18 to 99 and distance 0, not their own age range', async () => {
    const me = getMember(SOFIA)!;
    expect([me.ageRange.min, me.ageRange.max]).not.toEqual([18, 99]);
    const { u, modal } = await openSearch();
    await within(modal).findByRole('button', { name: 'Avanzada' }, { timeout: 5000 });
    expect(within(modal).getByRole('slider', { name: 'Edad mínima' })).toHaveValue('18');
    expect(within(modal).getByRole('slider', { name: 'Edad máxima' })).toHaveValue('99');
    await u.click(within(modal).getByRole('button', { name: 'buscar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ distancia: 0, edad_min: 18, edad_max: 99 });
  });

  it('[SRCH-10][SRCH-01] when the options call fails the modal still searches by place and ages, with the defaults', async () => {
    server.use(http.get(apiUrl('/v1/user/search-options'), () => HttpResponse.json({ error: 'x' }, { status: 400 })));
    const { u, modal } = await openSearch();
    expect(within(modal).getByText('No pudimos cargar los filtros avanzados. Podés buscar por ubicación y edad.')).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Avanzada' })).toBeNull();
    expect(within(modal).getByRole('slider', { name: 'Edad mínima' })).toHaveValue('18');
    expect(within(modal).getByRole('slider', { name: 'Edad máxima' })).toHaveValue('99');
    await u.click(within(modal).getByRole('button', { name: 'buscar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(Object.keys(bodies[0]!).sort()).toEqual(SRCH_06_KEYS);
    expect(bodies[0]).toMatchObject({ distancia: 0, edad_min: 18, edad_max: 99, isAdvanced: false });
    expect((await screen.findAllByTestId('member-card')).length).toBeGreaterThan(0);
  });

  it('[SRCH-05] a list group the app does not know is shown and sent, not dropped', async () => {
    server.use(
      http.get(apiUrl('/v1/user/search-options'), () =>
        HttpResponse.json({
          ageMin: 25,
          ageMax: 40,
          nickname: '',
          location: { province: null, city: null },
          groups: [
            {
              title: 'Mascotas',
              lists: [
                {
                  key: 'mascotas',
                  label: '¿Mascotas?',
                  type: 'array',
                  value: [],
                  select: [
                    { label: 'Perro', value: 'perro' },
                    { label: 'Gato', value: 'gato' },
                  ],
                },
              ],
            },
          ],
        }),
      ),
    );
    const { u, modal } = await openSearch();
    expect(within(modal).getByRole('slider', { name: 'Edad mínima' })).toHaveValue('25');
    const adv = await openAdvanced(u, modal);
    const group = within(adv).getByRole('group', { name: /¿Mascotas\?/ });
    await u.click(within(group).getByRole('checkbox', { name: 'Gato' }));
    await u.click(within(modal).getByRole('button', { name: 'buscar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ mascotas: ['gato'], isAdvanced: true, edad_min: 25, edad_max: 40 });
  });

  it('[SRCH-08] a double press on buscar sends one search', async () => {
    const { u, modal } = await openSearch();
    await u.dblClick(within(modal).getByRole('button', { name: 'buscar' }));
    await within(await screen.findByTestId('search-results')).findAllByTestId('member-card');
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(requests.filter((r) => r === 'POST /v1/dashboard/search')).toHaveLength(1);
  });

  it('[PERF] buscar leaves the page after the frame that answers the press, not inside it', async () => {
    const { modal, router } = await openSearch();
    const buscar = within(modal).getByRole('button', { name: 'buscar' });
    await waitFor(() => expect(buscar).toBeEnabled());
    // One synchronous press: taking the whole screen down inside it would hold its frame back.
    act(() => {
      fireEvent.click(buscar);
    });
    expect(router.state.location.pathname).toBe('/dashboard-recent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-results'));
    expect((await within(await screen.findByTestId('search-results')).findAllByTestId('member-card')).length).toBeGreaterThan(0);
  });
});

/**
 * The search options in each shape the contract allows (API-46, SRCH-05; docs/api-decisions.md): the
 * grouped lists ({label, value, select, type}) sit under a name the contract does not give, so a server
 * may answer them as the demo does (groups[].lists[] with a key), each at the top under its filter key,
 * in one array or a map under any name, or with `value` naming the list's filter key.
 */
describe('search options in each reading of the contract', () => {
  type List = { key: string; label: string; type: string; value: unknown; select: unknown[] };
  type Options = Record<string, unknown> & { groups: { title: string; lists: List[] }[] };
  const listsOf = (j: Options) => j.groups.flatMap((g) => g.lists);
  const base = (j: Options) => without(j, 'groups');
  /** The member's religion filter is 'Judía' (the list's value: the chosen one). */
  const judia = (l: List): List => (l.key === 'religion' ? { ...l, value: 'Judía' } : l);
  const unkeyed = ({ key: _key, ...rest }: List) => rest;
  const READINGS: [string, (j: Options) => unknown, { chosen: boolean; titled: boolean }][] = [
    [
      'groups[].lists[] with a key per list (the demo)',
      (j) => ({ ...j, groups: j.groups.map((g) => ({ ...g, lists: g.lists.map(judia) })) }),
      { chosen: true, titled: true },
    ],
    [
      'each list at the top, under its filter key',
      (j) => ({
        ...base(j),
        ...Object.fromEntries(
          listsOf(j)
            .map(judia)
            .map((l) => [l.key, unkeyed(l)]),
        ),
      }),
      { chosen: true, titled: false },
    ],
    ['one array of lists, each with its key', (j) => ({ ...base(j), listas: listsOf(j).map(judia) }), { chosen: true, titled: false }],
    [
      'a map of lists by filter key, under a name',
      (j) => ({
        ...base(j),
        filtros: Object.fromEntries(
          listsOf(j)
            .map(judia)
            .map((l) => [l.key, unkeyed(l)]),
        ),
      }),
      { chosen: true, titled: false },
    ],
    [
      'a map of group titles to their lists',
      (j) => ({ ...base(j), grupos: Object.fromEntries(j.groups.map((g) => [g.title, g.lists.map(judia)])) }),
      { chosen: true, titled: true },
    ],
    [
      "lists whose value names the list's filter key",
      (j) => ({ ...base(j), listas: listsOf(j).map((l) => ({ ...unkeyed(l), value: l.key })) }),
      { chosen: false, titled: false },
    ],
  ];

  it.each(READINGS)(
    '[SRCH-05][SRCH-06][API-46] options answered as %s: the advanced lists show, and buscar sends them',
    async (_r, reshape, expects) => {
      server.use(reshaped('get', '/v1/user/search-options', reshape));
      const { u, modal } = await openSearch();
      const adv = await openAdvanced(u, modal);
      const religion = within(adv).getByRole('combobox', { name: 'Religión' });
      expect(religion).toHaveValue(expects.chosen ? 'Judía' : '');
      for (const label of ['Estado civil', 'Altura', '¿Fumás?', 'Estudios', 'Busca'])
        expect(within(adv).getByText(label)).toBeInTheDocument();
      const legends = within(adv)
        .queryAllByRole('group')
        .map((g) => g.querySelector('legend')?.textContent);
      if (expects.titled) expect(legends).toEqual(expect.arrayContaining(['Datos personales', 'Apariencia y estilo de vida', 'Qué busca']));
      await u.selectOptions(religion, 'Católica');
      await u.click(within(within(adv).getByRole('group', { name: /Signo/ })).getByRole('checkbox', { name: 'Leo' }));
      await u.click(within(modal).getByRole('button', { name: 'buscar' }));
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(Object.keys(bodies[0]!).sort()).toEqual(SRCH_06_KEYS);
      expect(bodies[0]).toMatchObject({ religion: 'Católica', signo: ['Leo'], isAdvanced: true });
    },
  );
  it.each([
    ['ids', (p: number, c: number) => ({ province: p, city: c })],
    ['digit strings', (p: number, c: number) => ({ province: String(p), city: String(c) })],
    [
      'pickers (label, select, options)',
      (p: number, c: number) => ({
        province: { label: 'Provincia', select: { label: cordoba.name, value: p }, options: [] },
        city: { label: 'Ciudad', select: { label: '', value: String(c) }, options: [] },
      }),
    ],
  ])('[SRCH-01][SRCH-05][API-46] the location the options hold, as %s, is the place the form starts from', async (_r, location) => {
    const city = cordoba.cities[0]!;
    server.use(reshaped('get', '/v1/user/search-options', (j: Options) => ({ ...j, location: location(cordoba.id, city.id) })));
    const { modal } = await openSearch();
    expect(within(modal).getByRole('combobox', { name: 'Provincia' })).toHaveValue(String(cordoba.id));
    expect(within(modal).getByRole('combobox', { name: 'Ciudad' })).toHaveValue(String(city.id));
  });
});

describe('search results', () => {
  async function searchAll() {
    const { u, modal, ...app } = await openSearch();
    await u.click(within(modal).getByRole('button', { name: 'limpiar' }));
    await u.click(within(modal).getByRole('button', { name: 'buscar' }));
    // The results' cards, not the dashboard's, which stay until the results screen replaces them.
    const cards = await within(await screen.findByTestId('search-results')).findAllByTestId('member-card');
    return { u, cards, ...app };
  }

  it('[SRCH-11][LIST-10] the results show USER and NOTICE cards like the dashboards, with like, dislike and message', async () => {
    const { u, cards } = await searchAll();
    expect(cards).toHaveLength(15);
    expect(screen.getByTestId('notice-card')).toBeInTheDocument();
    const card = cards.find((c) => !within(c).queryByText('Enviale un mensaje')) as HTMLElement;
    const m = getMember(Number(card.dataset.memberId))!;
    expect(card).toHaveTextContent(`${ageOf(m)} años`);
    expect(within(card).getByRole('button', { name: `Enviar un mensaje a ${m.nickname}` })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `No me gusta ${m.nickname}` })).toBeInTheDocument();
    await u.click(within(card).getByRole('button', { name: `Me gusta ${m.nickname}` }));
    expect(await within(card).findByRole('button', { name: 'Enviale un mensaje' }, { timeout: 3000 })).toBeInTheDocument();
    expect(requests).toContain(`POST /v1/user/${m.id}/like`);
  });

  it('[LIST-11] a dislike in the results takes the member out', async () => {
    const { u, cards } = await searchAll();
    const card = cards.find((c) => !within(c).queryByText('Enviale un mensaje')) as HTMLElement;
    const nick = getMember(Number(card.dataset.memberId))!.nickname;
    await u.click(within(card).getByRole('button', { name: `No me gusta ${nick}` }));
    await waitFor(() => expect(screen.queryByRole('article', { name: nick })).toBeNull());
  });

  it('[SRCH-12][API-37][DASH-12] later pages come through /v1/dashboard/scroll, and expired results reload with GET /v1/dashboard/search', async () => {
    await searchAll();
    await scrollTo(pageHeight() - window.innerHeight - 500);
    await waitFor(() => expect(requests.some((r) => /^GET \/v1\/dashboard\/scroll\?scrollId=search-/.test(r))).toBe(true));
    await waitFor(() => expect(screen.getAllByTestId('member-card').length).toBeGreaterThan(15));
    expireSearchScrollIds();
    await scrollTo(pageHeight() - window.innerHeight - 500);
    await waitFor(() => expect(requests).toContain('GET /v1/dashboard/search'));
    const reloadAt = requests.indexOf('GET /v1/dashboard/search');
    expect(requests.slice(0, reloadAt).filter((r) => r.startsWith('GET /v1/dashboard/scroll')).length).toBeGreaterThanOrEqual(2);
    // The same search again: the saved filters were not posted twice.
    expect(requests.filter((r) => r === 'POST /v1/dashboard/search')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('member-card')).toHaveLength(15));
  });

  it('[SRCH-08] a new search from the results reloads them', async () => {
    const { u } = await searchAll();
    await u.click(screen.getByRole('button', { name: 'Cambiar filtros' }));
    const modal = await screen.findByTestId('search-modal');
    await u.selectOptions(await within(modal).findByRole('combobox', { name: 'Provincia' }), 'Córdoba');
    await u.click(within(modal).getByRole('button', { name: 'buscar' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    await waitFor(() => {
      const cards = screen.getAllByTestId('member-card');
      expect(cards.every((c) => getMember(Number(c.dataset.memberId))?.provinceId === cordoba.id)).toBe(true);
    });
  });

  it('[SRCH-11][DASH-07] a search without matches shows "No hay resultados"', async () => {
    const { u, modal } = await openSearch();
    const adv = await openAdvanced(u, modal);
    await u.type(within(adv).getByRole('searchbox', { name: 'Apodo' }), 'nadie-asi');
    await u.click(within(modal).getByRole('button', { name: 'buscar' }));
    expect(await screen.findByText('No hay resultados')).toBeInTheDocument();
  });

  it('[API-47] a 500 on the search goes to the server-error screen', async () => {
    server.use(http.post(apiUrl('/v1/dashboard/search'), () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const { u, modal, router } = await openSearch();
    await u.click(within(modal).getByRole('button', { name: 'buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/server-error'));
  });

  it('[SRCH-06] the demo API filters by gender pair, place and ages', () => {
    const me = getMember(SOFIA)!;
    const found = searchMembers(me, parseFilters({ id_provincia: cordoba.id, edad_min: 30, edad_max: 45, isAdvanced: false }, me));
    expect(found.length).toBeGreaterThan(0);
    for (const m of found) {
      expect(m.provinceId).toBe(cordoba.id);
      expect(ageOf(m)).toBeGreaterThanOrEqual(30);
      expect(ageOf(m)).toBeLessThanOrEqual(45);
      expect(m.soy).toBe(me.busco);
    }
  });
});

describe('dashboard and member-action calls', () => {
  it('[API-36] the dashboards are GET /v1/dashboard/listing/{recent,new,online}?page=N with USER and NOTICE items', async () => {
    await signInStored('sofia');
    const u = userEvent.setup();
    renderApp('/dashboard-recent');
    await screen.findAllByTestId('member-card', {}, { timeout: 5000 });
    const tabs = screen.getByRole('navigation', { name: 'Perfiles' });
    await u.click(within(tabs).getByRole('link', { name: 'Nuevos' }));
    await waitFor(() => expect(requests).toContain('GET /v1/dashboard/listing/new?page=0'));
    await u.click(within(tabs).getByRole('link', { name: 'Online' }));
    await waitFor(() => expect(requests).toContain('GET /v1/dashboard/listing/online?page=0'));
    expect(requests).toContain('GET /v1/dashboard/listing/recent?page=0');
    // The online tab lists only online members.
    const online = await screen.findAllByTestId('member-card');
    expect(online.every((c) => getMember(Number(c.dataset.memberId))?.online)).toBe(true);
  });

  it('[API-38] the recommended profiles are GET /v2/user/matching, a list shown with the same cards', async () => {
    server.events.on('request:start', ({ request }) => {
      const u = new URL(request.url);
      if (u.pathname.startsWith('/v2/')) requests.push(`${request.method} ${u.pathname}`);
    });
    server.use(
      http.get(apiUrl('/v2/user/matching'), () =>
        HttpResponse.json([
          listUserJson(9301, { gender: 2, nickname: 'Recomendada', years: 33, location: 'Salta - Cafayate', status: 'online' }),
        ]),
      ),
    );
    await signInStored('sofia');
    renderApp('/recomendados');
    const card = await screen.findByTestId('member-card', {}, { timeout: 5000 });
    expect(requests).toContain('GET /v2/user/matching');
    expect(card).toHaveTextContent('Recomendada');
    expect(card).toHaveTextContent('Salta - Cafayate');
  });
});
