/**
 * The boot loader's static search results ('/search-results' reopened, ./screens/search-results.ts):
 * the early POST of the saved search's filters, sent only with the body the app builds from the same
 * stored search (src/features/search/body.ts); the cards it writes from that answer in each reading
 * the contract allows; when it leaves the page to the app. (That the app takes the answer only for
 * exactly that body: src/features/search/tests/early-results.test.tsx; that the cards are the app's own,
 * to the attribute: ../prerender.test.tsx.)
 */
import { bootLoader, type LoaderConfig } from '.';
import { SESSION_STORAGE_KEY } from '@/features/session';
import { SEARCH_STORAGE_KEY, filtersOf, parseSavedSearch } from '@/features/search/body';
import { DEMO_SESSION_BODY, demoFirstScreen, demoLoaderConfig, mockEarlyNetwork } from '@/test/boot';
import { id as memberId } from '@/shared/lib/wire';
import { searchResults } from './screens/search-results';

const SCRIPTS = ['/runtime-config.js', '/js/main.js'];
const RENDERER = '/js/first-screen-search-results.abcd1234.js';
const API = 'https://api.test/v1/dashboard/search';
const KEY = 'POST /v1/dashboard/search';
const cfg = (): LoaderConfig =>
  demoLoaderConfig({
    scripts: SCRIPTS,
    locationsUrl: '/locations.json',
    apiBaseUrl: 'https://api.test',
    firstScreens: [demoFirstScreen('search-results', { script: RENDERER, config: { IMAGE_HOST: 'https://img.test' } })],
  });

/** A saved search as the search modal stores it (SRCH-07): advanced, a nickname, a place, lists. */
const SAVED = {
  isAdvanced: true,
  apodo: '  Luz ',
  id_provincia: 5,
  id_localidad: 0,
  distancia: 50,
  edad_min: 25,
  edad_max: 40,
  fuma: 'no',
  signo: ['aries', 'leo'],
  extra_del_servidor: 'x',
};
/** The body the app sends for a stored text (its own two steps: ../../../features/search/storage.ts, sagas.ts). */
const appBody = (text: string) => JSON.stringify(filtersOf(parseSavedSearch(text)!));

const injected = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src') ?? '').filter((s) => s !== RENDERER);
const flush = () => new Promise((r) => setTimeout(r, 0));
const preview = () => window.__FLECHAZO_BOOT__!.preview!;
const staticCards = () => [...preview().querySelectorAll('[data-member-id]')];
/** The fetch calls the loader made to the search endpoint: [method, body, content type]. */
const posts = () =>
  (window.fetch as jest.Mock).mock.calls
    .filter(([url]) => url === API)
    .map(([, init]: [string, RequestInit | undefined]) => [
      init?.method ?? 'GET',
      init?.body,
      (init?.headers as Record<string, string> | undefined)?.['Content-Type'],
    ]);

const member = (id: number, over: Record<string, unknown> = {}) => ({
  type: 'USER',
  id,
  gender: 2,
  nickname: `Luz${id}`,
  years: 30 + id,
  location: `Córdoba - Ciudad ${id}`,
  status: 'online',
  liked: false,
  picture: `${id}-m-1-abc.jpg`,
  hasPicture: true,
  ...over,
});

let template = '';
let answer: () => Response;

beforeAll(async () => {
  const { renderFirstScreen } = await import('../prerender');
  template = await renderFirstScreen('search-results');
});
beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"><div class="boot" aria-busy="true">Flechazo</div></div><template id="static-search-results">${template}</template>`;
  document.documentElement.className = '';
  localStorage.clear();
  localStorage.setItem(SESSION_STORAGE_KEY, '{"token":"tok"}');
  localStorage.setItem(SEARCH_STORAGE_KEY, JSON.stringify(SAVED));
  window.history.replaceState(null, '', '/search-results');
  delete window.__FLECHAZO_BOOT__;
  delete window.__FLECHAZO_CONFIG__;
  delete window.__FLECHAZO_SCREENS__;
  answer = () => new Response(JSON.stringify({ items: [member(1), member(2, { status: '0' }), member(3)], scrollId: 'abc' }));
  mockEarlyNetwork(
    (u) => u === API,
    () => answer(),
  );
});
afterEach(async () => {
  for (let i = 0; i < 3; i++) await flush();
  window.__FLECHAZO_BOOT__?.releaseStaticPreview?.();
  jest.restoreAllMocks();
});

async function boot(rendererLoads = true) {
  bootLoader(cfg());
  document.head.querySelector('script[src="/runtime-config.js"]')?.dispatchEvent(new Event('load'));
  const s = document.head.querySelector(`script[src="${RENDERER}"]`);
  if (s && rendererLoads) (window.__FLECHAZO_SCREENS__ ??= {})['search-results'] = { renderer: searchResults };
  s?.dispatchEvent(new Event(rendererLoads ? 'load' : 'error'));
  for (let i = 0; i < 50 && !document.getElementById('static-preview'); i++) await flush();
}

describe('boot loader: the search results’ early POST', () => {
  it("[PERF][API-47][SRCH-08] on '/search-results' with a saved search, it POSTs the search's filters once, with the very body the app builds from it, and hands the answer over by method and path", () => {
    bootLoader(cfg());
    document.head.querySelector('script[src="/runtime-config.js"]')?.dispatchEvent(new Event('load'));
    const text = JSON.stringify(SAVED);
    expect(posts()).toEqual([['POST', appBody(text), 'application/json']]);
    // Advanced: the nickname trimmed, the lists as chosen, the server's extra list too (SRCH-04, SRCH-06).
    expect(JSON.parse(appBody(text))).toMatchObject({ apodo: 'Luz', fuma: 'no', signo: ['aries', 'leo'], extra_del_servidor: 'x' });
    const early = window.__FLECHAZO_BOOT__!.early!;
    expect(early.answers[KEY]).toBeDefined();
    expect(early.bodies?.[KEY]).toBe(appBody(text));
    // Never a GET of the results: the app's first request is this POST (OPEN-15).
    expect(Object.keys(early.answers)).toEqual(['/v1/session?id=0', KEY]);
    expect(document.head.querySelector(`script[src="${RENDERER}"]`)).not.toBeNull();
  });

  it.each([
    ['not advanced: the nickname and the lists as “Indiferente”', { ...SAVED, isAdvanced: false }],
    [
      'ages out of range, ids as digit text, a list of numbers',
      { ...SAVED, edad_min: 3, edad_max: '120', id_provincia: '7', altura: [170, 'x', ''] },
    ],
    ['only some base keys', { distancia: 10 }],
  ])('[SRCH-04][SRCH-08] %s: the same body the app builds', (_name, saved) => {
    localStorage.setItem(SEARCH_STORAGE_KEY, JSON.stringify(saved));
    bootLoader(cfg());
    document.head.querySelector('script[src="/runtime-config.js"]')?.dispatchEvent(new Event('load'));
    expect(posts()).toEqual([['POST', appBody(JSON.stringify(saved)), 'application/json']]);
  });

  it.each([
    ['no saved search', null],
    ['malformed JSON', '{"isAdvanced": tr'],
    ['a list', '[1,2]'],
    ['null', 'null'],
    ['text', '"buscar"'],
    ['an empty text', ''],
  ])('[PERF][SRCH-08] %s stored: no early POST, no static copy; the app starts at once and sends its own', async (_name, stored) => {
    if (stored === null) localStorage.removeItem(SEARCH_STORAGE_KEY);
    else localStorage.setItem(SEARCH_STORAGE_KEY, stored);
    await boot();
    expect(posts()).toEqual([]);
    expect(window.__FLECHAZO_BOOT__!.early!.answers[KEY]).toBeUndefined();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(document.querySelector('#root .boot')).not.toBeNull();
    expect(injected()).toEqual(SCRIPTS);
  });

  it('[PERF][SRCH-08] local storage that refuses to be read: no early POST, no static copy', async () => {
    const getItem = Storage.prototype.getItem;
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      if (key === SEARCH_STORAGE_KEY) throw new DOMException('denied', 'SecurityError');
      return getItem.call(this, key);
    });
    await boot();
    expect(posts()).toEqual([]);
    expect(document.getElementById('static-preview')).toBeNull();
  });

  it('[PERF] no POST on any other page, nor without a session', () => {
    for (const path of ['/dashboard-recent', '/search', '/my-profile', '/likes-sent']) {
      document.head.innerHTML = '';
      window.history.replaceState(null, '', path);
      bootLoader(cfg());
      document.head.querySelector('script[src="/runtime-config.js"]')?.dispatchEvent(new Event('load'));
      expect(document.head.querySelector(`script[src="${RENDERER}"]`)).toBeNull();
    }
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/search-results');
    localStorage.removeItem(SESSION_STORAGE_KEY);
    bootLoader(cfg());
    document.head.querySelector('script[src="/runtime-config.js"]')?.dispatchEvent(new Event('load'));
    expect(posts()).toEqual([]);
  });
});

describe('boot loader: the static search results', () => {
  it("[PERF][SRCH-11] a member reopening the results sees their first cards from the early answer, over the hidden app root, before the app's scripts are asked for", async () => {
    await boot();
    expect(injected()).toEqual(['/runtime-config.js']);
    expect(preview().querySelector('[data-testid="search-results"]')).not.toBeNull();
    expect(preview().querySelector('.sresults__title')).toHaveTextContent('Tu búsqueda');
    expect(staticCards().map((c) => c.getAttribute('data-member-id'))).toEqual(['1', '2', '3']);
    const [first, second] = staticCards() as [Element, Element];
    expect(first.querySelector('.mcard__name')).toHaveTextContent('Luz1');
    expect(first.querySelector('.mcard__age')).toHaveTextContent('31 años');
    expect(first.querySelector('.mcard__loc')).toHaveTextContent('Córdoba - Ciudad 1');
    expect(first.querySelector('.mcard__status')).not.toBeNull();
    expect(second.querySelector('.mcard__status')).toBeNull(); // '0': offline, as the app reads it
    expect(first.querySelector('img')!.getAttribute('src')).toMatch(/\/users\/400x500\/1-m-1-abc\.webp$/);
    expect(preview().textContent).not.toContain('@@');
    expect(preview().querySelector('[data-style]')).toBeNull();
    expect(document.documentElement).toHaveClass('has-static-preview');
    expect(document.querySelector('#root .boot')).not.toBeNull();
  });

  it("[SRCH-11] the contract's other readings: a bare list of items (no scroll id: the list's end shows), status as a flag", async () => {
    answer = () => new Response(JSON.stringify([member(4, { status: 1 }), member(5, { status: 'offline' })]));
    await boot();
    expect(staticCards().map((c) => c.getAttribute('data-member-id'))).toEqual(['4', '5']);
    expect(staticCards()[0]!.querySelector('.mcard__status')).not.toBeNull();
    expect(staticCards()[1]!.querySelector('.mcard__status')).toBeNull();
    expect(preview().querySelector('.dash-foot__end')).toHaveTextContent('Ya viste todos los perfiles de esta lista.');
  });

  it("[SRCH-11][OPEN-18] ids in every reading of the contract (digits, a word, a negative number): the cards the app shows, each with the id the app's card holds", async () => {
    answer = () => new Response(JSON.stringify([member(1, { id: '1' }), member(2, { id: 'usr_2' }), member(3, { id: -3 })]));
    await boot();
    expect(staticCards().map((c) => c.getAttribute('data-member-id'))).toEqual(['1', String(memberId('usr_2')), String(memberId(-3))]);
  });

  it("[SRCH-11] the list's end shows only as the app shows it: not while a scroll id continues the results, nor under fewer cards than the app's", async () => {
    await boot(); // three members and a scroll id
    expect(staticCards()).toHaveLength(3);
    expect(preview().querySelector('.dash-foot')).not.toBeNull();
    expect(preview().querySelector('.dash-foot__end')).toBeNull();
    window.__FLECHAZO_BOOT__?.releaseStaticPreview?.();
    document.head.innerHTML = '';
    delete window.__FLECHAZO_BOOT__;
    // No scroll id, but a card the app shows that this copy does not (a photo-less member): no end under these.
    answer = () => new Response(JSON.stringify({ items: [member(1), member(2, { hasPicture: false, picture: '' })] }));
    await boot();
    expect(staticCards()).toHaveLength(1);
    expect(preview().querySelector('.dash-foot__end')).toBeNull();
  });

  it("[PERF][SRCH-11] a liked member's card shows 'Enviale un mensaje'; the cards stop at the first the app would show otherwise", async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          items: [member(1, { liked: true }), member(2), member(3, { years: 7 }), member(4)],
        }),
      );
    await boot();
    // An age the app leaves out (7) ends the cards it shows: the app adds the rest as it takes over.
    expect(staticCards().map((c) => c.getAttribute('data-member-id'))).toEqual(['1', '2']);
    expect(staticCards()[0]!.querySelector('.mcard__actions')).toHaveTextContent('Enviale un mensaje');
    expect(staticCards()[1]!.querySelector('.mcard__actions')).not.toHaveTextContent('Enviale un mensaje');
  });

  it.each([
    ['an error answer', () => new Response('{"error":"x"}', { status: 500 })],
    ['a 401', () => new Response('{"error":"token_expired"}', { status: 401 })],
    ['malformed JSON', () => new Response('{"items": [', { status: 200 })],
    ["'expiro'", () => new Response('"expiro"', { status: 200 })],
    ["'expiro' as a status, with items", () => new Response(JSON.stringify({ status: 'expiro', items: [member(1)] }), { status: 200 })],
    ['an envelope without items', () => new Response(JSON.stringify({ results: [member(1)] }), { status: 200 })],
    ['no results', () => new Response('{"items": [], "scrollId": null}', { status: 200 })],
    ['a notice first', () => new Response(JSON.stringify([{ type: 'NOTICE', id: 9, img: 'a.png', link: '/x' }, member(1)]))],
    ['an id the app reads as none first', () => new Response(JSON.stringify([member(1, { id: 0 })]))],
    ['a member without a photo first', () => new Response(JSON.stringify([member(1, { hasPicture: false, picture: '' })]))],
    ['an item the app drops first', () => new Response(JSON.stringify([{ type: 'USER' }, member(1)]))],
  ])('[SRCH-11][SRCH-12][OPEN-18] %s: no static copy; the splash stays and the app, already started, shows its own', async (_name, a) => {
    answer = a;
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(document.querySelector('#root .boot')).not.toBeNull();
    expect(document.documentElement).not.toHaveClass('has-static-preview');
    expect(injected()).toEqual(SCRIPTS);
  });

  it('[PERF] when its renderer fails to load, nothing static', async () => {
    await boot(false);
    expect(document.getElementById('static-preview')).toBeNull();
    expect(injected()).toEqual(SCRIPTS);
  });

  it('[PERF][SRCH-08] the app declining the early answer (its body differs) declines the static copy, shown or still to come', async () => {
    await boot();
    expect(document.getElementById('static-preview')).not.toBeNull();
    const { takeEarlyResponse } = await import('@/shared/boot/handoff');
    const taken = takeEarlyResponse('https://api.test', '/v1/dashboard/search', 'tok', '{"otra":"búsqueda"}');
    expect(document.getElementById('static-preview')).toBeNull();
    expect(document.documentElement).not.toHaveClass('has-static-preview');
    await expect(taken).resolves.toBeNull();

    // Still to come: the app declines before the loader's answer is in; that answer is never shown.
    window.__FLECHAZO_BOOT__?.releaseStaticPreview?.();
    document.head.innerHTML = '';
    delete window.__FLECHAZO_BOOT__;
    let arrive: (r: Response) => void = () => {};
    answer = () => new Response(JSON.stringify({ items: [member(1)] }));
    (window.fetch as jest.Mock).mockImplementation((url: string) =>
      url === API
        ? new Promise<Response>((r) => (arrive = r))
        : url.endsWith('/locations.json')
          ? Promise.resolve(new Response('[{"id":1,"name":"Buenos Aires","cities":[]}]'))
          : Promise.resolve(new Response(DEMO_SESSION_BODY)),
    );
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
    const later = takeEarlyResponse('https://api.test', '/v1/dashboard/search', 'tok', '{"otra":"búsqueda"}');
    arrive(answer());
    await expect(later).resolves.toBeNull();
    for (let i = 0; i < 20; i++) await flush();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(document.documentElement).not.toHaveClass('has-static-preview');
  });

  it('[PERF] a press on a card is kept and replayed on the same button of the same member’s card in the app', async () => {
    await boot();
    const pressed = jest.fn();
    const open = staticCards()[1]!.querySelector<HTMLElement>('.mcard__open')!;
    open.click();
    document.getElementById('root')!.innerHTML = template.replace(/data-style="[^"]*"/g, '');
    const appCard = document.querySelector('#root [data-member-id]')!;
    appCard.setAttribute('data-member-id', '2');
    appCard.querySelector('.mcard__open')!.addEventListener('click', pressed);
    window.__FLECHAZO_BOOT__!.releaseStaticPreview!();
    await flush();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
