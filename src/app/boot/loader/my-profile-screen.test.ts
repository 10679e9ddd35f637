/**
 * The boot loader's static my profile ('/my-profile', ./screens/my-profile.ts): its renderer comes as a
 * script of its own on that route only; the header and the form's first sections (data and description)
 * it writes from the early getMyProfile answer and the location list in each reading the contract
 * allows, its controls taking nothing and a press on them replayed on the app's; when it leaves the
 * page to the app. (That the template is the app's own
 * first render of the screen: ../prerender/my-profile.tsx renders the app's route.)
 */
import { bootLoader, type LoaderConfig } from '.';
import { SESSION_STORAGE_KEY } from '@/features/session';
import { DATA_SAVER_KEY } from '@/shared/lib/data-saver';
import { DEMO_SESSION_BODY, demoFirstScreen, demoLoaderConfig, mockEarlyNetwork } from '@/test/boot';
import { THEME_COLORS } from '@/features/session/theme';
import { myProfile } from './screens/my-profile';

const SCRIPTS = ['/runtime-config.js', '/js/main.js'];
const RENDERER = '/js/first-screen-my-profile.abcd1234.js';
const cfg = (): LoaderConfig =>
  demoLoaderConfig({
    scripts: SCRIPTS,
    locationsUrl: '/locations.json',
    apiBaseUrl: 'https://api.test',
    firstScreens: [demoFirstScreen('my-profile', { script: RENDERER })],
  });

const injected = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src') ?? '').filter((s) => s !== RENDERER);
function runRendererScript(ok = true) {
  const s = document.head.querySelector(`script[src="${RENDERER}"]`);
  if (!s) return false;
  if (ok) (window.__FLECHAZO_SCREENS__ ??= {})['my-profile'] = { renderer: myProfile };
  s.dispatchEvent(new Event(ok ? 'load' : 'error'));
  return true;
}
const flush = () => new Promise((r) => setTimeout(r, 0));
const preview = () => window.__FLECHAZO_BOOT__!.preview!;
const $ = (sel: string) => preview().querySelector(sel);
const selects = () => [...preview().querySelectorAll('select')];
/** A static picker as the member sees it: its options' labels, the chosen one's, whether it is disabled. */
const picker = (s: HTMLSelectElement | undefined) => ({
  options: [...(s?.options ?? [])].map((o) => `${o.value}:${o.textContent}`),
  chosen: s?.selectedOptions[0]?.textContent,
  disabled: s?.disabled,
});
/** A CÓRDOBA (5) with two cities, as the demo API sends a place: the options in the answer, each choice one {label, value}. */
const CORDOBA = {
  province: {
    label: 'Provincia',
    select: { label: 'Córdoba', value: 5 },
    options: [
      { label: 'Buenos Aires', value: 1 },
      { label: 'Córdoba', value: 5 },
    ],
  },
  city: {
    label: 'Ciudad',
    select: { label: 'Villa María', value: 52 },
    options: [
      { label: 'Córdoba capital', value: 51 },
      { label: 'Villa María', value: 52 },
    ],
  },
};

/** A getMyProfile answer as the contract states it (MyProfile). */
const profile = (over: Record<string, unknown> = {}) => ({
  id: 12,
  ageRange: { min: 25, max: 40 },
  gender: 2,
  nickname: 'Lucía',
  nicknameModeration: '1',
  description: 'Hola',
  descriptionModeration: '1',
  years: 31,
  find: 'Busco hombres de 30 a 40',
  // The province from the location list (mockEarlyNetwork's: Buenos Aires, 1), no city yet.
  location: {
    province: { label: 'Provincia', select: { label: 'Buenos Aires', value: 1 }, options: [] },
    city: { label: 'Ciudad', select: null, options: [] },
  },
  personalData: [],
  coupleData: { title: 'Pareja', list: [] },
  activities: { title: 'Actividades', list: [] },
  tags: { films: { title: 'Películas', list: [] }, music: { title: 'Música', list: [] }, books: { title: 'Libros', list: [] } },
  picture: { name: '12-m-1-abc.jpg', hasPicture: '1' },
  complitud: 64,
  ...over,
});

let template = '';
let answer: () => Response;
let session: () => Response;

beforeAll(async () => {
  const { renderFirstScreen } = await import('../prerender');
  template = await renderFirstScreen('my-profile');
});
beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"><div class="boot" aria-busy="true">Flechazo</div></div><template id="static-my-profile">${template}</template>`;
  document.documentElement.className = '';
  localStorage.clear();
  localStorage.setItem(SESSION_STORAGE_KEY, '{"token":"tok"}');
  window.history.replaceState(null, '', '/my-profile');
  delete window.__FLECHAZO_BOOT__;
  delete window.__FLECHAZO_CONFIG__;
  delete window.__FLECHAZO_SCREENS__;
  answer = () => new Response(JSON.stringify(profile()), { status: 200 });
  session = () => new Response(DEMO_SESSION_BODY);
  document.head.innerHTML = '<meta name="theme-color" content="#e8436f">';
  mockEarlyNetwork(
    (u) => u.endsWith('/v1/profile'),
    () => answer(),
    () => session(),
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
  runRendererScript(rendererLoads);
  for (let i = 0; i < 50 && !document.getElementById('static-preview'); i++) await flush();
}

describe('boot loader: the static my profile', () => {
  it("[PERF] its renderer is a script of its own, added at once on '/my-profile' only, and its answer is the app's one early GET", async () => {
    bootLoader(cfg());
    document.head.querySelector('script[src="/runtime-config.js"]')?.dispatchEvent(new Event('load'));
    expect(document.head.querySelector(`script[src="${RENDERER}"]`)).not.toBeNull();
    expect(window.__FLECHAZO_BOOT__!.early!.answers['/v1/profile']).toBeDefined();
    for (const path of ['/my-account', '/my-profile?modal=my-profile-images', '/dashboard-recent']) {
      document.head.innerHTML = '';
      window.history.replaceState(null, '', path);
      bootLoader(cfg());
      expect(document.head.querySelector(`script[src="${RENDERER}"]`)).toBeNull();
    }
  });

  it("[PERF][ME-01][ME-06][ME-07] a member reopening my profile sees their photo, nickname and age, what they look for, their completeness and the form's first sections before any app script runs", async () => {
    await boot();
    expect(injected()).toEqual(['/runtime-config.js']); // the app's scripts run once it has painted
    expect($('.me-head__name')).toHaveTextContent(/^Lucía, 31 años$/);
    expect($('.me-head .me-hint')).toHaveTextContent('Busco hombres de 30 a 40');
    expect($('.me-complete__text')).toHaveTextContent(/^Perfil completo al 64%$/);
    expect($('.me-complete__bar')!.getAttribute('aria-valuenow')).toBe('64');
    expect(($('.me-complete__bar span') as HTMLElement).style.transform).toBe('scaleX(0.64)');
    // The app's first candidate: a .jpg is asked for as .webp first (src/shared/lib/images.ts).
    expect($('.me-head__photo img')!.getAttribute('src')).toMatch(/\/users\/120x120\/12-m-1-abc\.webp$/);
    // Below the header, the form's data and description, as the app renders them; no skeleton.
    expect(preview().querySelectorAll('.skeleton')).toHaveLength(0);
    expect([...preview().querySelectorAll('.me-card > .section-title')].map((h) => h.textContent)).toEqual(['Mis datos', 'Sobre mí']);
    const nickname = $('[aria-labelledby="me-s-data"] input') as HTMLInputElement;
    expect(nickname.value).toBe('Lucía');
    expect(nickname.readOnly).toBe(true);
    expect(preview().querySelectorAll('.me-note')).toHaveLength(2);
    for (const note of preview().querySelectorAll('.me-note')) expect(note).toBeEmptyDOMElement();
    // The province from the location list (the answer lists none), no city chosen and none to choose.
    expect(picker(selects()[0])).toEqual({ options: [':Seleccionar', '1:Buenos Aires'], chosen: 'Buenos Aires', disabled: false });
    expect(picker(selects()[1])).toEqual({ options: [':Seleccionar'], chosen: 'Seleccionar', disabled: true });
    const text = $('textarea') as HTMLTextAreaElement;
    expect(text.value).toBe('Hola');
    expect(text.readOnly).toBe(true);
    expect($('#me-s-desc + .me-field .me-hint')).toHaveTextContent(/^No incluyas datos de contacto/);
    expect($('.me-counter')).toHaveTextContent(/^4 de 1500$/);
    expect(preview().textContent).not.toContain('@@');
    expect(preview().innerHTML).not.toMatch(/98765432/);
    expect(preview().querySelector('[data-style]')).toBeNull();
    expect(document.documentElement).toHaveClass('has-static-preview');
  });

  it("[ME-01][ME-07][OPEN-18] the contract's other readings: a pending nickname, no age a member can have, an empty 'find', digit strings, above 90 shows 100", async () => {
    answer = () =>
      new Response(
        JSON.stringify(
          profile({
            nickname: 'Vieja',
            nicknamePending: 'Nueva',
            nicknameModeration: 0,
            years: 7,
            find: '',
            complitud: '93.5',
            description: 12345,
            descriptionModeration: '0',
          }),
        ),
      );
    await boot();
    expect($('.me-head__name')).toHaveTextContent(/^Nueva$/);
    expect($('.me-head .me-hint')).toBeNull();
    expect($('.me-complete__text')).toHaveTextContent(/^Perfil completo al 100%$/);
    expect(($('.me-complete__bar span') as HTMLElement).style.transform).toBe('scaleX(1)');
    // The pending nickname and description, their moderation notes; a description in digits is its text.
    expect(($('[aria-labelledby="me-s-data"] input') as HTMLInputElement).value).toBe('Nueva');
    expect([...preview().querySelectorAll('.me-note')].map((n) => n.textContent)).toEqual([
      'Apodo en moderación',
      'Descripción en moderación',
    ]);
    expect(($('textarea') as HTMLTextAreaElement).value).toBe('12345');
    expect($('.me-counter')).toHaveTextContent(/^5 de 1500$/);
  });

  it.each([
    ['as long as the template’s token', 20],
    ['at its limit', 1500],
  ])('[ME-10] a description %s: its counter says its length', async (_name, length) => {
    answer = () => new Response(JSON.stringify(profile({ description: 'x'.repeat(length) })));
    await boot();
    expect(($('textarea') as HTMLTextAreaElement).value).toHaveLength(length);
    expect($('.me-counter')).toHaveTextContent(new RegExp(`^${length} de 1500$`));
    expect($('.me-counter')).not.toHaveClass('me-counter--over');
  });

  it.each([
    ["the demo's: the answer's options, each choice one {label, value}", CORDOBA, ['Córdoba', 'Villa María'], false],
    [
      'the choices as lists of {label, value} (as personal data), the placeholder first',
      {
        province: {
          ...CORDOBA.province,
          select: [
            { label: 'Seleccionar', value: null },
            { label: 'Córdoba', value: '5' },
          ],
        },
        city: { ...CORDOBA.city, select: [{ label: 'Villa María', value: '52' }] },
      },
      ['Córdoba', 'Villa María'],
      false,
    ],
    [
      'the chosen values alone, as digit strings',
      { province: { ...CORDOBA.province, select: '5' }, city: { ...CORDOBA.city, select: 52 } },
      ['Córdoba', 'Villa María'],
      false,
    ],
    [
      'nothing chosen yet (the placeholder, or no usable value)',
      { province: { ...CORDOBA.province, select: { label: 'Seleccionar', value: null } }, city: { ...CORDOBA.city, select: [] } },
      ['Seleccionar', 'Seleccionar'],
      false,
    ],
    [
      'a province of the location list (the answer lists none; its id a digit string) and a city with no options',
      {
        province: { label: 'Provincia', select: { label: 'Buenos Aires', value: '1' }, options: [] },
        city: { label: 'Ciudad', select: null, options: [] },
      },
      ['Buenos Aires', 'Seleccionar'],
      true,
    ],
    [
      // The app finds a bare value among the answer's options only: none listed, it shows the placeholder.
      'a bare province id the answer does not list',
      { province: { label: 'Provincia', select: '1', options: [] }, city: { label: 'Ciudad', select: null, options: [] } },
      ['Seleccionar', 'Seleccionar'],
      true,
    ],
  ])('[ME-06][OPEN-18] a place %s: the pickers list and choose as the app’s', async (_name, location, chosen, noCities) => {
    answer = () => new Response(JSON.stringify(profile({ location })));
    await boot();
    expect(selects().map((s) => s.selectedOptions[0]?.textContent)).toEqual(chosen);
    expect(selects()[1]!.disabled).toBe(noCities);
    if (!noCities) {
      expect(picker(selects()[0]).options).toEqual([':Seleccionar', '1:Buenos Aires', '5:Córdoba']);
      expect(picker(selects()[1]).options).toEqual([':Seleccionar', '51:Córdoba capital', '52:Villa María']);
    }
  });

  it.each([
    [
      'a province the location list lacks (the answer lists none)',
      () =>
        profile({
          location: { ...profile().location, province: { label: 'Provincia', select: { label: 'Córdoba', value: 5 }, options: [] } },
        }),
    ],
    [
      "a province the answer's options lack",
      () => profile({ location: { ...CORDOBA, province: { ...CORDOBA.province, select: { label: 'Salta', value: 17 } } } }),
    ],
    [
      "a city the answer's options lack",
      () => profile({ location: { ...CORDOBA, city: { ...CORDOBA.city, select: { label: 'Río Cuarto', value: 53 } } } }),
    ],
    [
      'a city chosen with no options',
      () => profile({ location: { ...CORDOBA, city: { label: 'Ciudad', select: { label: 'Villa María', value: 52 }, options: [] } } }),
    ],
    ['a description over its limit (the app marks it)', () => profile({ description: 'x'.repeat(1501) })],
  ])('[ME-06][OPEN-18] %s: nothing static (the app shows it as it reads it), the app starts at once', async (_name, body) => {
    answer = () => new Response(JSON.stringify(body()));
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(document.querySelector('#root .boot')).not.toBeNull();
    expect(injected()).toEqual(SCRIPTS);
  });

  it('[ME-06][SHELL-56] no photo: the default image of the member’s gender; a photo with the data saver on: the lighter size the app asks for (45x45)', async () => {
    answer = () => new Response(JSON.stringify(profile({ gender: '1', picture: { name: '', hasPicture: '0' }, years: '45' })));
    await boot();
    expect($('.me-head__photo img')!.getAttribute('src')).toBe('/img/default-male.svg');
    expect($('.me-head__name')).toHaveTextContent(/^Lucía, 45 años$/);
    window.__FLECHAZO_BOOT__?.releaseStaticPreview?.();
    document.head.innerHTML = '';
    delete window.__FLECHAZO_BOOT__;
    localStorage.setItem(DATA_SAVER_KEY, 'on');
    answer = () => new Response(JSON.stringify(profile({ picture: { name: 'abc' } })));
    await boot();
    expect($('.me-head__photo img')!.getAttribute('src')).toMatch(/\/users\/45x45\/abc$/);
  });

  it.each([
    ['a male member', 1, true],
    ["a male member (the gender's digits)", '1', true],
    ['a female member', 2, false],
    ['a member of no stated gender', undefined, false],
  ])('[AUTH-57] %s: the static copy paints the theme the app will (no colour changes at the hand-over)', async (_name, gender, male) => {
    session = () => new Response(JSON.stringify({ token: 'tok', me: { id: 7, gender }, counters: {} }));
    await boot();
    expect(document.getElementById('static-preview')).not.toBeNull();
    expect(document.documentElement.classList.contains('theme-male')).toBe(male);
    expect(document.querySelector('meta[name="theme-color"]')!.getAttribute('content')).toBe(
      male ? THEME_COLORS.male : THEME_COLORS.default,
    );
  });

  it('[AUTH-57] a male member whose static copy is declined: the theme is left to the app', async () => {
    session = () => new Response(JSON.stringify({ token: 'tok', me: { id: 7, gender: 1 }, counters: {} }));
    answer = () => new Response('{"error":"x"}', { status: 500 });
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(document.documentElement).not.toHaveClass('theme-male');
  });

  it('[SEC] a nickname or text from the API is text: markup or a placeholder in it makes no element and is not filled again', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">987654321';
    answer = () =>
      new Response(JSON.stringify(profile({ nickname: evil, find: '@@nickname@@', description: '@@description-text@@ 20 <b>x</b>' })));
    await boot();
    expect($('.me-head__name')).toHaveTextContent(`${evil}, 31 años`);
    expect($('.me-head .me-hint')).toHaveTextContent('@@nickname@@');
    expect(($('textarea') as HTMLTextAreaElement).value).toBe('@@description-text@@ 20 <b>x</b>');
    expect($('.me-counter')).toHaveTextContent(/^32 de 1500$/);
    expect(preview().querySelector('b')).toBeNull();
    expect(preview().querySelectorAll('img')).toHaveLength(1);
    expect(($('[aria-labelledby="me-s-data"] input') as HTMLInputElement).value).toBe(evil);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('[PERF] a press on a header button is kept and replayed on the same button of the app’s screen', async () => {
    await boot();
    const pressed = jest.fn();
    const [, , shown] = preview().querySelectorAll('[data-testid="my-profile"] button');
    expect(shown).toHaveTextContent('Así se ve tu perfil');
    (shown as HTMLElement).click();
    document.getElementById('root')!.innerHTML = template.replace(/data-style="[^"]*"/g, '');
    const appButtons = document.querySelectorAll('#root [data-testid="my-profile"] button');
    appButtons[2]!.addEventListener('click', pressed);
    window.__FLECHAZO_BOOT__!.releaseStaticPreview!();
    await flush();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the nickname', 'input', 0],
    ['the province picker', 'select', 0],
    ['the city picker', 'select', 1],
    ['the description', 'textarea', 0],
  ] as const)('[PERF] a tap on %s takes nothing there and is replayed on the app’s (focused)', async (_name, tag, at) => {
    answer = () => new Response(JSON.stringify(profile({ location: CORDOBA })));
    await boot();
    const control = preview().querySelectorAll(tag)[at] as HTMLElement;
    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    control.dispatchEvent(down);
    if (tag === 'select') expect(down.defaultPrevented).toBe(true); // its picker does not open
    control.click();
    expect(control).toHaveAttribute('aria-busy', 'true');
    document.getElementById('root')!.innerHTML = template.replace(/data-style="[^"]*"/g, '');
    const app = document.querySelectorAll<HTMLElement>(`#root [data-testid="my-profile"] ${tag}`)[at]!;
    const pressed = jest.fn();
    app.addEventListener('click', pressed);
    window.__FLECHAZO_BOOT__!.releaseStaticPreview!();
    await flush();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(app);
  });

  it.each([
    ['an error answer', () => new Response('{"error":"x"}', { status: 500 })],
    ['malformed JSON', () => new Response('{"id": 1', { status: 200 })],
    ['a list', () => new Response('[]', { status: 200 })],
    ['text', () => new Response('"ok"', { status: 200 })],
  ])('[OPEN-18] %s: nothing static, the splash stays and the app starts at once', async (_name, a) => {
    answer = a;
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(document.querySelector('#root .boot')).not.toBeNull();
    expect(injected()).toEqual(SCRIPTS);
  });

  it('[PERF] when its renderer fails to load, nothing static: the splash stays and the app starts at once', async () => {
    await boot(false);
    expect(document.getElementById('static-preview')).toBeNull();
    expect(injected()).toEqual(SCRIPTS);
  });
});
