/**
 * The boot loader's static member lists ('Te gustan' /likes-sent and the other lists of its screen,
 * ./screens/lists.ts): the renderer comes as a script of its own on its list's route only, the rows it
 * writes from the early answer in each reading the contract allows, and when it leaves the page to the
 * app. (That the rows are the app's own, to the attribute: ../prerender.test.tsx.)
 */
import { bootLoader, type LoaderConfig } from '.';
import { SESSION_STORAGE_KEY } from '@/features/session';
import { DATA_SAVER_KEY } from '@/shared/lib/data-saver';
import { demoFirstScreen, demoLoaderConfig, mockEarlyNetwork } from '@/test/boot';
import { STATIC_LISTS } from '../static-lists';
import { lists } from './screens/lists';

type ListName = keyof typeof STATIC_LISTS;
const SCRIPTS = ['/runtime-config.js', '/js/main.js'];
const API: Record<ListName, string> = {
  'likes-sent': '/v1/user/likes?page=0',
  'likes-received': '/v1/user/matches?page=0',
  'visits-received': '/v1/user/visits/received?page=0',
  'visits-sent': '/v1/user/visits/sent?page=0',
  dislikes: '/v1/user/dislikes?page=0',
};
const rendererOf = (name: string) => `/js/first-screen-${name}.abcd1234.js`;
const cfg = (): LoaderConfig =>
  demoLoaderConfig({
    scripts: SCRIPTS,
    locationsUrl: '/locations.json',
    apiBaseUrl: 'https://api.test',
    firstScreens: (Object.keys(API) as ListName[]).map((name) => demoFirstScreen(name, { script: rendererOf(name) })),
  });

/** The app's scripts added to the page (the renderers' own scripts apart). */
const injected = () =>
  [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src') ?? '').filter((s) => !s.includes('first-screen-'));
const flush = () => new Promise((r) => setTimeout(r, 0));
const preview = () => window.__FLECHAZO_BOOT__!.preview!;
const staticRows = () => [...preview().querySelectorAll('.mlist-grid > li')];
const text = (el: Element | undefined, sel: string) => el?.querySelector(sel)?.textContent ?? null;

const member = (id: number, over: Record<string, unknown> = {}) => ({
  type: 'USER',
  id,
  nickname: `Wmqx59642mw762${id % 10}`,
  years: 30 + (id % 10),
  gender: 2,
  picture: `${id}-h-1-abc.jpg`,
  hasPicture: true,
  province: 'Buenos Aires',
  city: 'La Plata',
  ...over,
});
const notice = { type: 'NOTICE', id: 903, img: 'promo/recomendados.svg', link: '/recomendados' };

const templates: Partial<Record<ListName, string>> = {};
let answer: () => Response;

beforeAll(async () => {
  const { renderFirstScreen } = await import('../prerender');
  for (const name of Object.keys(API) as ListName[]) templates[name] = await renderFirstScreen(name);
});
beforeEach(() => {
  document.head.innerHTML = '';
  document.documentElement.className = '';
  localStorage.clear();
  localStorage.setItem(SESSION_STORAGE_KEY, '{"token":"tok"}');
  delete window.__FLECHAZO_BOOT__;
  delete window.__FLECHAZO_CONFIG__;
  delete window.__FLECHAZO_SCREENS__;
  answer = () => new Response(JSON.stringify({ items: [member(1), member(2), notice, member(3)] }), { status: 200 });
  mockEarlyNetwork(
    (u) => Object.values(API).some((p) => u.endsWith(p)),
    () => answer(),
  );
});
afterEach(async () => {
  for (let i = 0; i < 3; i++) await flush();
  window.__FLECHAZO_BOOT__?.releaseStaticPreview?.();
  jest.restoreAllMocks();
});

/** Runs the loader on `path` until it has shown the static list or started the app. */
async function boot(path: string = '/likes-sent', name: ListName = 'likes-sent') {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root"><div class="boot" aria-busy="true">Flechazo</div></div><template id="static-${name}">${templates[name]}</template>`;
  bootLoader(cfg());
  document.head.querySelector('script[src="/runtime-config.js"]')?.dispatchEvent(new Event('load'));
  const s = document.head.querySelector(`script[src="${rendererOf(name)}"]`);
  if (s) {
    (window.__FLECHAZO_SCREENS__ ??= {})[name] = { renderer: lists };
    s.dispatchEvent(new Event('load'));
  }
  for (let i = 0; i < 50 && !document.getElementById('static-preview'); i++) await flush();
}

describe("boot loader: the static member lists ('Te gustan' and the others)", () => {
  it("[PERF] each list's renderer is a script of its own, added at once on that list's route only", async () => {
    window.history.replaceState(null, '', '/likes-sent');
    bootLoader(cfg());
    const scripts = [...document.head.querySelectorAll<HTMLScriptElement>('script[src*="first-screen-"]')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual([rendererOf('likes-sent')]);
    expect(scripts[0]!.async).toBe(true);
    for (const path of ['/likes-sent?modal=profile-view&id=5', '/dashboard-recent', '/message-received']) {
      document.head.innerHTML = '';
      window.history.replaceState(null, '', path);
      bootLoader(cfg());
      expect(document.head.querySelector('script[src*="first-screen-likes"]')).toBeNull();
    }
  });

  it("[PERF][LIST-02][LIST-05][LIST-09] 'Te gustan' reopened shows its first rows (photo, nickname, age, place, the undo button) and the notice before any app script runs", async () => {
    await boot();
    expect(injected()).toEqual(['/runtime-config.js']); // the app's scripts run once it has painted
    const rows = staticRows();
    expect(rows).toHaveLength(4);
    const [first, second, promo, fourth] = rows as [Element, Element, Element, Element];
    expect(text(first, '.mrow__name')).toBe('Wmqx59642mw7621');
    expect(text(first, '.mrow__age')).toBe('31 años');
    expect(text(first, '.mrow__loc')).toBe('Buenos Aires - La Plata');
    expect(first.querySelector('img')!.getAttribute('src')).toBe('http://localhost:8081/img/users/120x120/1-h-1-abc.webp');
    expect(first.querySelector('img')!.getAttribute('alt')).toBe('Foto de Wmqx59642mw7621');
    expect(first.querySelector('.mrow__open')!.getAttribute('aria-label')).toBe('Ver el perfil de Wmqx59642mw7621');
    expect(first.querySelector('.round-btn--dislike')!.getAttribute('aria-label')).toBe('Ya no me gusta Wmqx59642mw7621');
    expect(first.querySelector('[data-member-id]')!.getAttribute('data-member-id')).toBe('1');
    expect(rows.map((r) => [r.getAttribute('data-key'), r.getAttribute('aria-posinset'), r.getAttribute('aria-setsize')])).toEqual([
      ['u1', '1', '4'],
      ['u2', '2', '4'],
      ['notice-903', '3', '4'],
      ['u3', '4', '4'],
    ]);
    expect(text(second, '.mrow__name')).toBe('Wmqx59642mw7622');
    expect(promo.querySelector('a')!.getAttribute('href')).toBe('/recomendados');
    expect(promo.querySelector('img')!.getAttribute('src')).toBe('http://localhost:8081/img/promo/recomendados.svg');
    expect(text(fourth, '.mrow__name')).toBe('Wmqx59642mw7623');
    expect(preview().querySelector('.dash-foot__end')).toBeNull(); // more pages may come
    expect(preview().querySelector('[aria-current="page"]')).toHaveTextContent('Te gustan');
    expect(preview().textContent).not.toContain('@@');
    expect(preview().innerHTML).not.toContain('%40%40');
    // Only the shown rows' photos load: none of the template's samples.
    expect(preview().querySelector('[data-src]')).toBeNull();
    expect(preview().querySelectorAll('img[src]')).toHaveLength(4);
    expect(preview().querySelector('[data-style]')).toBeNull();
    expect(document.documentElement).toHaveClass('has-static-preview');
  });

  it("[PERF][LIST-01] the contract's other readings: a bare list, ids and ages as digit strings, missing optional fields as the app fills them", async () => {
    answer = () =>
      new Response(
        JSON.stringify([
          member(1, { id: '41', years: '33', gender: '1' }),
          { type: 'USER', id: 42 },
          member(3, { picture: '', hasPicture: true, gender: 1 }),
          member(4, { hasPicture: '0' }),
          member(5, { picture: 'p5', years: 0 }),
          { type: 'USER', id: '', nickname: 'dropped' },
          'junk',
        ]),
      );
    await boot();
    const rows = staticRows();
    expect(rows).toHaveLength(5);
    const [a, bare, noPhotoMan, noPhotoWoman, noExt] = rows as [Element, Element, Element, Element, Element];
    expect(a.getAttribute('data-key')).toBe('u41');
    expect(text(a, '.mrow__age')).toBe('33 años');
    // A member with nothing but an id: 'Sin apodo', no age, '- -', the default woman's image.
    expect(text(bare, '.mrow__name')).toBe('Sin apodo');
    expect(bare.querySelector('.mrow__open')!.getAttribute('aria-label')).toBe('Ver el perfil de Sin apodo');
    expect(bare.querySelector('.mrow__age')).toBeNull();
    expect(text(bare, '.mrow__loc')).toBe('- - -');
    expect(bare.querySelector('img')!.getAttribute('src')).toBe('/img/default-female.svg');
    expect(noPhotoMan.querySelector('img')!.getAttribute('src')).toBe('/img/default-male.svg');
    expect(noPhotoWoman.querySelector('img')!.getAttribute('src')).toBe('/img/default-female.svg');
    expect(noExt.querySelector('img')!.getAttribute('src')).toBe('http://localhost:8081/img/users/120x120/p5');
    expect(noExt.querySelector('.mrow__age')).toBeNull();
    expect(rows.every((r) => r.getAttribute('aria-setsize') === '5')).toBe(true);
  });

  it('[PERF] the rows whose photos the app loads at once, at most: the others come with the app, below them', async () => {
    answer = () => new Response(JSON.stringify({ items: Array.from({ length: 15 }, (_, i) => member(i + 1)) }));
    await boot();
    expect(staticRows()).toHaveLength(8);
    expect(staticRows().every((r) => r.querySelector('img')?.getAttribute('fetchPriority') === 'high')).toBe(true);
    expect(staticRows()[7]!.getAttribute('aria-setsize')).toBe('15');
  });

  it("[PERF] the app's scripts are asked for once the photos the copy shows on screen are in (loaded or failed), not beside them; photos below the fold are not waited for", async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    // The first two rows' photos on screen, the others below the fold (an 800 px high window).
    jest.spyOn(HTMLImageElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLImageElement) {
      const row = Number(/users\/120x120\/(\d+)-/.exec(this.getAttribute('src') ?? '')?.[1] ?? 9);
      const top = row <= 2 ? 100 * row : 2000;
      return { top, bottom: top + 60, left: 0, right: 60, width: 60, height: 60, x: 0, y: top, toJSON: () => ({}) };
    });
    await boot();
    const photos = [...preview().querySelectorAll('img')];
    expect(photos.length).toBeGreaterThan(2);
    const run = async () => {
      for (let i = 0; i < 5; i++) await flush();
      frames.splice(0).forEach((cb) => cb(0));
      for (let i = 0; i < 5; i++) await flush();
    };
    await run();
    expect(injected()).toEqual(['/runtime-config.js']);
    photos[0]!.dispatchEvent(new Event('load'));
    await run();
    expect(injected()).toEqual(['/runtime-config.js']);
    photos[1]!.dispatchEvent(new Event('error')); // a photo that fails does not hold the app back
    await run();
    expect(injected()).toEqual(SCRIPTS);
  });

  it("[LIST-09] a list of one shows the list's end under it, as the app does", async () => {
    answer = () => new Response(JSON.stringify([member(1)]));
    await boot();
    expect(staticRows()).toHaveLength(1);
    expect(preview().querySelector('.dash-foot__end')).toHaveTextContent('Llegaste al final de la lista.');
  });

  it.each([
    ['likes-received', 'Se gustan', 'Enviar un mensaje a Wmqx59642mw7621'],
    ['visits-received', 'Recibidas', 'Enviar un mensaje a Wmqx59642mw7621'],
    ['visits-sent', 'Realizadas', 'Enviar un mensaje a Wmqx59642mw7621'],
    ['dislikes', null, 'Volver a ver a Wmqx59642mw7621'],
  ] as const)(
    "[PERF][LIST-04][LIST-06][LIST-07] '/%s' shows its own tabs and row button from its own answer (%s, %s)",
    async (name, tab, button) => {
      await boot(`/${name}`, name);
      expect(staticRows()).toHaveLength(4);
      expect(preview().querySelector('[aria-current="page"]')?.textContent ?? null).toBe(tab);
      expect(staticRows()[0]!.querySelector('.mrow__actions button')!.getAttribute('aria-label')).toBe(button);
    },
  );

  it('[SEC] names and places from the API are text: markup in them makes no element, a placeholder in them stays', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">@@city@@';
    answer = () => new Response(JSON.stringify([member(1, { nickname: evil, province: '@@nickname@@' })]));
    await boot();
    expect(text(staticRows()[0], '.mrow__name')).toBe(evil);
    expect(text(staticRows()[0], '.mrow__loc')).toBe('@@nickname@@ - La Plata');
    expect(preview().querySelectorAll('img')).toHaveLength(1);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it.each([
    ['an error answer', () => new Response('{"error":"x"}', { status: 500 })],
    ['malformed JSON', () => new Response('[{"id": 1', { status: 200 })],
    ['no list', () => new Response('{"items": null}', { status: 200 })],
    ['an empty list', () => new Response('[]', { status: 200 })],
    ['nothing but notices (LIST-12)', () => new Response(JSON.stringify([notice]), { status: 200 })],
    ['no member with a usable id', () => new Response(JSON.stringify([member(1, { id: '0' }), member(2, { id: 1.5 })]), { status: 200 })],
    [
      'a notice linking out',
      () => new Response(JSON.stringify([member(1), { ...notice, link: 'https://promo.example/x' }]), { status: 200 }),
    ],
    [
      'a notice image elsewhere',
      () => new Response(JSON.stringify([member(1), { ...notice, img: 'https://evil.example/x.png' }]), { status: 200 }),
    ],
  ])('[LIST-09][OPEN-18] %s: nothing static, the splash stays and the app starts at once (it shows what it shows)', async (_name, a) => {
    answer = a;
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(document.querySelector('#root .boot')).not.toBeNull();
    expect(injected()).toEqual(SCRIPTS);
  });

  it('[PERF] with the data saver on (the app asks for smaller photos), or a runtime override of what it shows: no static list', async () => {
    localStorage.setItem(DATA_SAVER_KEY, 'on');
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
    localStorage.removeItem(DATA_SAVER_KEY);
    window.__FLECHAZO_CONFIG__ = { IMAGE_HOST: 'https://img.other' };
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/likes-sent');
    bootLoader(
      demoLoaderConfig({
        scripts: SCRIPTS,
        locationsUrl: '/locations.json',
        apiBaseUrl: 'https://api.test',
        firstScreens: [
          demoFirstScreen('likes-sent', { script: rendererOf('likes-sent'), config: { IMAGE_HOST: 'http://localhost:8081/img' } }),
        ],
      }),
    );
    for (let i = 0; i < 20; i++) await flush();
    expect(document.getElementById('static-preview')).toBeNull();
  });
});
