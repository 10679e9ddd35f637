/**
 * The boot loader's static profile view ('/dashboard-recent?modal=profile-view&id=N' and the other member
 * screens under a profile; ./screens/profile-view.ts): its renderer comes as a script of its own on those
 * routes only, the dialog it writes from the early answer in each reading the contract allows, what it
 * leaves to the app, a press made on it, and its hand-over (the screen behind may release it before the
 * app's dialog is there: it stays until that dialog is open).
 */
import { bootLoader, type LoaderConfig } from '.';
import { SESSION_STORAGE_KEY } from '@/features/session';
import { DATA_SAVER_KEY } from '@/shared/lib/data-saver';
import { releaseStaticPreview } from '@/shared/boot/handoff';
import { DEMO_SESSION_BODY, demoFirstScreen, demoLoaderConfig, mockEarlyNetwork } from '@/test/boot';
import { routeId } from '@/shared/lib/wire';
import { profileView } from './screens/profile-view';

const SCRIPTS = ['/runtime-config.js', '/js/main.js'];
const RENDERER = '/js/first-screen-profile-view.abcd1234.js';
const PAGE = '/dashboard-recent?modal=profile-view&id=238';
/** The image host the jest build's template was rendered with (src/shared/config/env.ts in tests). */
const HOST = 'http://localhost:8081/img';
const cfg = (config: Record<string, string> = {}): LoaderConfig =>
  demoLoaderConfig({
    scripts: SCRIPTS,
    locationsUrl: '/locations.json',
    apiBaseUrl: 'https://api.test',
    firstScreens: [demoFirstScreen('profile-view', { config, script: RENDERER })],
  });

const injected = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src') ?? '').filter((s) => s !== RENDERER);
function runRendererScript() {
  const s = document.head.querySelector(`script[src="${RENDERER}"]`);
  if (!s) return false;
  (window.__FLECHAZO_SCREENS__ ??= {})['profile-view'] = { renderer: profileView };
  s.dispatchEvent(new Event('load'));
  return true;
}
const flush = () => new Promise((r) => setTimeout(r, 0));
const preview = () => window.__FLECHAZO_BOOT__!.preview!;
const $ = (sel: string) => preview().querySelector(sel);
const texts = (sel: string) => [...preview().querySelectorAll(sel)].map((el) => el.textContent);

/** The demo API's answer (src/mocks/handlers/profile.ts), Buenos Aires (the test's location list). */
const PROFILE = {
  id: 238,
  nickname: 'Guille',
  years: 31,
  gender: 1,
  status: 'online',
  liked: false,
  reported: false,
  location: { provinceId: 1, cityId: 5 },
  datos_personales: {
    title: 'Datos personales',
    items: [
      { label: 'Altura', value: '1,80 m' },
      { label: 'Hijos', value: '' },
    ],
  },
  apariencia: { title: 'Apariencia', items: [{ label: 'Ojos', value: ['Verdes', 'Claros'] }] },
  estilo_vida: { title: 'Estilo de vida', items: [] },
  idiomas: { title: 'Idiomas', items: [] },
  profesion_familia: { title: 'Profesión', items: [] },
  actividades_vacaciones: [
    { key: 'salidas', title: 'Salidas', items: ['Cine', 'Teatro'] },
    { key: 'otra', title: 'Otra', items: ['Algo'] },
    { key: 'deportes', title: 'Deportes', items: [] },
  ],
  pareja: { title: '¿Qué tipo de pareja está buscando?', items: [{ label: 'Contextura', value: 'Delgada' }] },
  pareja_edad: { min: 25, max: 35 },
  ficha: { signo: 'Leo' },
  tags: { films: ['Matrix'], music: [], books: ['Rayuela', 'Ficciones'] },
  images: { profile: '238-h-1-abc.jpg', approved: ['238-h-1-abc.jpg', '238-b.jpg', '238-c.jpg'], pending: [] },
  descripcion: { descripcion_moderacion_aprobada: 'Me gusta el mar.', descripcion_aprobada: 1, descripcion_moderacion: '' },
};
/** The strict reading: only what the contract names for the view (no status, liked nor reported). */
const { status: _s, liked: _l, reported: _r, ...STRICT } = PROFILE;

let template = '';
let answer: () => Response;
let session: () => Response;

beforeAll(async () => {
  const { renderFirstScreen } = await import('../prerender');
  template = await renderFirstScreen('profile-view');
});
beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"><div class="boot" aria-busy="true">Flechazo</div></div><template id="static-profile-view">${template}</template>`;
  document.documentElement.className = '';
  localStorage.clear();
  localStorage.setItem(SESSION_STORAGE_KEY, '{"token":"tok"}');
  window.history.replaceState(null, '', PAGE);
  delete window.__FLECHAZO_BOOT__;
  delete window.__FLECHAZO_CONFIG__;
  delete window.__FLECHAZO_SCREENS__;
  answer = () => new Response(JSON.stringify(PROFILE), { status: 200 });
  session = () => new Response(DEMO_SESSION_BODY);
  mockEarlyNetwork(
    (u) => u.includes('/v1/profile/238'),
    () => answer(),
    () => session(),
  );
});
afterEach(async () => {
  for (let i = 0; i < 3; i++) await flush();
  window.__FLECHAZO_BOOT__?.releaseStaticPreview?.();
  jest.restoreAllMocks();
});

async function boot(config: Record<string, string> = {}) {
  bootLoader(cfg({ IMAGE_HOST: HOST, ...config }));
  document.head.querySelector('script[src="/runtime-config.js"]')?.dispatchEvent(new Event('load'));
  runRendererScript();
  for (let i = 0; i < 50 && !document.getElementById('static-preview'); i++) await flush();
}

describe('boot loader: the static profile view', () => {
  it('[PERF][OPEN-11] its renderer is a script of its own, added at once on a profile opened over a member screen only', async () => {
    for (const path of [
      PAGE,
      '/likes-sent/?utm_source=push&modal=profile-view&id=238',
      '/message-received?modal=profile-view&id=238&x=1',
    ]) {
      document.head.innerHTML = '';
      window.history.replaceState(null, '', path);
      bootLoader(cfg());
      expect(document.head.querySelector(`script[src="${RENDERER}"]`)).not.toBeNull();
    }
    for (const path of [
      '/dashboard-recent',
      '/?modal=profile-view&id=238',
      '/login?modal=profile-view&id=238',
      '/dashboard-recent?modal=message-view&id=238',
      '/dashboard-recent?modal=profile-view&id=a%20b',
      '/dashboard-recent?modal=profile-view&id=',
    ]) {
      document.head.innerHTML = '';
      window.history.replaceState(null, '', path);
      bootLoader(cfg());
      expect(document.head.querySelector(`script[src="${RENDERER}"]`)).toBeNull();
    }
  });

  it("[PERF][PROF-02][PROF-04][PROF-07] a reopened profile shows the member's photo (the app's size, at high priority), counter, name and age, place, status, sign, description, data cards, activities, tags, couple preferences and actions, in an open dialog, before any app script is asked for", async () => {
    await boot();
    expect(injected()).toEqual(['/runtime-config.js']); // the app's scripts come once it has painted, its photo in
    const dialog = preview().querySelector('dialog')!;
    await flush();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe('Guille');
    expect(dialog.getAttribute('data-profile-id')).toBe('238');
    expect($('.pview__title')).toHaveTextContent('Guille');
    const img = $('.pview__photo img')!;
    expect(img.getAttribute('src')).toBe(`${HOST}/users/800x1000/238-h-1-abc.webp`);
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('alt')).toBe('Foto de Guille');
    expect($('.pview__photo')!.getAttribute('aria-label')).toBe('Ver las fotos de Guille');
    expect($('.pview__photo')!.hasAttribute('disabled')).toBe(false);
    expect($('[data-testid="photo-counter"]')).toHaveTextContent('1 de 3');
    expect($('.pview__name')!.textContent).toBe('Guille, 31 años');
    expect($('.pview__loc')).toHaveTextContent('Buenos Aires - -');
    expect($('.pview__online')).toHaveTextContent('Online');
    expect($('.pview__sign')).toHaveTextContent('Signo: Leo');
    expect($('.pview__desc')).toHaveTextContent('Me gusta el mar.');
    expect(texts('.pview__cards .pcard__title')).toEqual(['Datos personales', 'Apariencia']);
    expect(texts('.pview__cards .pcard__row')).toEqual(['Altura1,80 m', 'OjosVerdes, Claros']);
    expect(texts('.pact__title')).toEqual(['Salidas', 'Otra', 'Películas', 'Libros']);
    expect(texts('.pact .pchip')).toEqual(['Cine', 'Teatro', 'Algo']);
    // An activity of another key shows the app's default icon (the first sample's, sports).
    expect($('.pact:nth-of-type(2) svg')!.innerHTML).not.toBe($('.pact:nth-of-type(1) svg')!.innerHTML);
    expect(texts('.ptags .pchip')).toEqual(['Matrix', 'Rayuela', 'Ficciones']);
    expect(texts('.pview__details > section[data-section] .pcard__title')).toEqual(['¿Qué tipo de pareja está buscando?']);
    expect(texts('.pview__details > section[data-section] .pcard__row')).toEqual(['BuscaDe 25 a 35 años', 'ContexturaDelgada']);
    expect(preview().querySelectorAll('.pview__actions')).toHaveLength(1);
    expect([...preview().querySelectorAll('.pview__actions button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'No me gusta Guille',
      'Enviar un mensaje a Guille',
      'Me gusta Guille',
    ]);
    expect(preview().innerHTML).not.toMatch(/@@|98765/);
    expect(document.documentElement).toHaveClass('has-static-preview');
  });

  it("[PROF-02][PROF-07][API-41][SHELL-56] the contract's other readings: ids and flags as text, a liked member (one 'Enviale un mensaje'), no age, no photo (the default image, no gallery), a place the list does not hold, the age looked for alone", async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          ...PROFILE,
          id: '238',
          years: 'x',
          gender: '2',
          liked: '1',
          status: '0',
          location: { provinceId: '99', cityId: '98' },
          images: { profile: null, approved: [] },
          pareja: undefined,
          pareja_edad: undefined,
          ageRange: { edad_min: '30', edad_max: '40' },
          ficha: { signo: '1,80 m' },
          descripcion: { descripcion_moderacion_aprobada: '' },
          actividades_vacaciones: 'none',
          tags: null,
        }),
      );
    await boot();
    expect($('.pview__name')!.textContent).toBe('Guille');
    expect($('.pview__photo img')!.getAttribute('src')).toBe('/img/default-female.svg');
    expect($('.pview__photo')!.hasAttribute('disabled')).toBe(true);
    expect($('[data-testid="photo-counter"]')).toBeNull();
    expect($('.pview__where')!.children).toHaveLength(0);
    expect($('.pview__sign')).toBeNull(); // a data card shows it
    expect($('.pview__desc')).toBeNull();
    expect($('.pact')).toBeNull();
    expect($('.ptags')).toBeNull();
    expect(texts('.pview__details > section[data-section] .pcard__title')).toEqual(['Busca']);
    expect(texts('.pview__details > section[data-section] .pcard__row')).toEqual(['BuscaDe 30 a 40 años']);
    expect(texts('.pview__actions button')).toEqual(['Enviale un mensaje']);
    expect(preview().innerHTML).not.toMatch(/@@|98765/);
  });

  it.each([
    ['a word', 'usr_238'],
    ['a negative number', '-7180426'],
  ])(
    "[PERF][PROF-02][OPEN-18] a profile whose id is %s (a server's own id: an opaque id) is asked for as written and shown, with the id the app's dialog holds",
    async (_, wire) => {
      window.history.replaceState(null, '', `/dashboard-recent?modal=profile-view&id=${wire}`);
      const asked: string[] = [];
      mockEarlyNetwork(
        (u) => u.includes('/v1/profile/') && Boolean(asked.push(u)),
        () => new Response(JSON.stringify({ ...PROFILE, id: wire.startsWith('-') ? Number(wire) : wire })),
      );
      await boot();
      expect(asked).toEqual([`https://api.test/v1/profile/${wire}`]);
      expect($('.pview__title')).toHaveTextContent('Guille');
      expect(preview().querySelector('dialog')!.getAttribute('data-profile-id')).toBe(String(routeId(wire)));
    },
  );

  it("[PROF-02][API-41] the strict reading (no liked nor status) over a screen whose list does not say them (the messages): not liked, no status, as the app's first render", async () => {
    window.history.replaceState(null, '', '/message-received?modal=profile-view&id=238');
    answer = () => new Response(JSON.stringify(STRICT));
    await boot();
    expect($('.pview__online')).toBeNull();
    expect(preview().querySelectorAll('.pview__actions button')).toHaveLength(3);
  });

  it('[SEC] names and texts from the API are text: markup in them makes no element', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">@@nickname@@';
    answer = () =>
      new Response(
        JSON.stringify({ ...PROFILE, nickname: evil, descripcion: { descripcion_moderacion_aprobada: evil }, images: { profile: evil } }),
      );
    await boot();
    expect($('.pview__title')).toHaveTextContent(evil);
    expect($('.pview__desc')).toHaveTextContent(evil);
    expect(preview().querySelectorAll('img')).toHaveLength(1); // the member's photo
    expect($('.pview__photo img')!.getAttribute('src')).toBe(`${HOST}/users/800x1000/${encodeURIComponent(evil)}`);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it.each([
    ['a member gone (400, the demo)', () => new Response('{"error":"user_not_found_profile"}', { status: 400 })],
    ['a member gone (404)', () => new Response('{"error":"x"}', { status: 404 })],
    ['the paywall (402)', () => new Response('{"error":"payment_required"}', { status: 402 })],
    ['an error answer', () => new Response('{"error":"x"}', { status: 500 })],
    ['malformed JSON', () => new Response('{"id": ', { status: 200 })],
    ['an answer that is no profile (no id: the app shows its error)', () => new Response(JSON.stringify({ ...PROFILE, id: undefined }))],
    ['a list', () => new Response(JSON.stringify([PROFILE]))],
    ['a member without a nickname', () => new Response(JSON.stringify({ ...PROFILE, nickname: '' }))],
    ['the strict reading over the dashboard (whose cards say liked and online)', () => new Response(JSON.stringify(STRICT))],
    ['no liked flag over the dashboard', () => new Response(JSON.stringify({ ...PROFILE, liked: undefined }))],
  ])('[OPEN-18][PROF-01] %s: nothing static, the splash stays', async (_name, a) => {
    answer = a;
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(document.querySelector('#root .boot')).not.toBeNull();
    expect(injected()).toEqual(SCRIPTS);
  });

  it.each([
    [
      "the member's own profile (no actions, no menu: PROF-06)",
      () => {
        session = () => new Response(JSON.stringify({ token: 'tok', me: { id: '238' } }));
        return {};
      },
    ],
    ['a configured system member (OPEN-02)', () => ({ SPECIAL_NOTICE_USER_ID: ' 238 ' })],
    [
      'the data saver (the app asks for a smaller photo)',
      () => {
        localStorage.setItem(DATA_SAVER_KEY, 'on');
        return {};
      },
    ],
    [
      'the gallery open over it (a hash)',
      () => {
        window.history.replaceState(null, '', PAGE + '#gallery-open');
        return {};
      },
    ],
    [
      'another id first in the query (the app opens that one)',
      () => {
        window.history.replaceState(null, '', '/dashboard-recent?id=5&modal=profile-view&id=238');
        return {};
      },
    ],
    [
      'another modal first in the query',
      () => {
        window.history.replaceState(null, '', '/dashboard-recent?modal=search&modal=profile-view&id=238');
        return {};
      },
    ],
  ])('[PROF-06][OPEN-02] %s: nothing static', async (_name, arrange: () => Record<string, string>) => {
    await boot(arrange());
    expect(document.getElementById('static-preview')).toBeNull();
  });

  it('[SHELL-53][OPEN-18] a location list with no usable province (the app goes on without it): nothing static', async () => {
    jest.restoreAllMocks();
    mockEarlyNetwork(
      (u) => u.includes('/v1/profile/238') || u.endsWith('/locations.json'),
      () => new Response(JSON.stringify(PROFILE)),
    );
    const fetch = jest.mocked(window.fetch).getMockImplementation()!;
    jest
      .mocked(window.fetch)
      .mockImplementation((url, init) =>
        typeof url === 'string' && url.endsWith('/locations.json')
          ? Promise.resolve(new Response('[{"id":"uno","name":"Buenos Aires"}]'))
          : fetch(url, init),
      );
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
  });

  it('[PERF][SHELL-30] the screen behind releasing it as its content comes in does not: it goes once the app has opened its own dialog, and a press on it reaches the same control there', async () => {
    await boot();
    const like = preview().querySelector<HTMLElement>('button[aria-label="Me gusta Guille"]')!;
    like.click();
    expect(like.getAttribute('aria-busy')).toBe('true');
    // The app: the screen behind (its own buttons of the same member first in the page), then the view's dialog.
    const root = document.getElementById('root')!;
    const behind = document.createElement('div');
    behind.innerHTML = '<button type="button" aria-label="Me gusta Guille"></button>';
    const app = document.importNode(document.querySelector<HTMLTemplateElement>('#static-profile-view')!.content, true);
    root.replaceChildren(behind, app);
    const dialog = root.querySelector('dialog')!;
    dialog.setAttribute('data-profile-id', '238');
    const own = dialog.querySelector<HTMLElement>('button[aria-label*="Me gusta"]')!;
    const pressed = jest.fn();
    own.addEventListener('click', pressed);
    behind.firstElementChild!.addEventListener('click', () => pressed('behind'));
    releaseStaticPreview(); // the dashboard's cards are in
    await flush();
    expect(document.getElementById('static-preview')).not.toBeNull();
    dialog.showModal(); // the view's content is in: its dialog opens, and it releases
    releaseStaticPreview();
    await flush();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(pressed.mock.calls).toEqual([[expect.anything()]]);
    expect(document.activeElement).toBe(own);
  });
});
