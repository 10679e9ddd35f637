/**
 * The boot loader inlined in index.html (production builds): when the app's scripts start, when the
 * prerendered home shows, and how a press on it reaches the app.
 */
import { bootLoader, type LoaderConfig } from '.';
import { releaseStaticPreview, replayStaticPress, takeEarlyLocations } from '@/shared/boot/handoff';
import { SESSION_STORAGE_KEY } from '@/features/session';
import { demoFirstScreen, demoLoaderConfig, DEMO_SESSION_BODY, press } from '@/test/boot';
import { LIKED_CARD_ID } from '../static-dashboard';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const configKeys = require('../../../../config.keys.js') as { SESSION_STORAGE_KEY: string; HOME_KEYS: string[] };

const SCRIPTS = ['/runtime-config.js', '/js/runtime.js', '/js/react.js', '/js/main.js'];
const cfg = (over: Partial<LoaderConfig> = {}): LoaderConfig =>
  demoLoaderConfig({
    scripts: SCRIPTS,
    locationsUrl: '/locations.json',
    staticHome: true,
    homeConfig: { APP_NAME: 'Flechazo' },
    apiBaseUrl: 'https://api.test',
    earlyChunks: [
      ['^/', ['/js/app-shell.js']],
      ['^/dashboard-', ['/js/dashboard.js', '/css/dashboard.css']],
    ],
    ...over,
  });

const SPLASH = '<div class="boot" aria-busy="true">Flechazo</div>';
const HOME =
  '<div data-testid="home"><a href="/register">Registrarme gratis</a><a href="/login">Ya tengo cuenta</a>' +
  '<button type="button">Continuar con Facebook</button><a href="https://ayuda.example" target="_blank">Ayuda</a></div>';

let resolveLocations: (v: Response) => void;
let fetchSpy: jest.SpyInstance;

function injected(): string[] {
  return [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src') ?? '');
}
function loadScript(src: string) {
  document.head.querySelector(`script[src="${src}"]`)?.dispatchEvent(new Event('load'));
}
const flush = () => new Promise((r) => setTimeout(r, 0));
const locationsOk = () => new Response(JSON.stringify([{ id: 1, name: 'Buenos Aires', cities: [] }]), { status: 200 });

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root">${SPLASH}</div><template id="static-home">${HOME}</template>`;
  document.documentElement.className = '';
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  delete window.__FLECHAZO_BOOT__;
  delete window.__FLECHAZO_CONFIG__;
  fetchSpy = jest.spyOn(window, 'fetch').mockImplementation(
    () =>
      new Promise<Response>((resolve) => {
        resolveLocations = resolve;
      }),
  );
});
afterEach(() => fetchSpy.mockRestore());

describe('boot loader', () => {
  it('[SHELL-53] a visitor on / sees the splash until the locations arrive, then the static home, with no app script run', async () => {
    bootLoader(cfg());
    expect(fetchSpy).toHaveBeenCalledWith('/locations.json', expect.objectContaining({ credentials: 'same-origin' }));
    expect(injected()).toEqual(['/runtime-config.js']);
    loadScript('/runtime-config.js');
    await flush();
    expect(document.querySelector('.boot')).not.toBeNull();
    resolveLocations(locationsOk());
    await flush();
    expect(document.querySelector('[data-testid="home"]')).not.toBeNull();
    expect(document.querySelector('.boot')).toBeNull();
    expect(injected()).toEqual(['/runtime-config.js']);
    expect(window.__FLECHAZO_BOOT__?.staticHome).toBe(true);
  });

  it('[PERF] a stored session starts the app at once, scripts in order, runtime-config.js first', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"token":"t"}');
    bootLoader(cfg());
    expect(injected()).toEqual(SCRIPTS);
    expect([...document.head.querySelectorAll('script')].every((s) => !s.async)).toBe(true);
  });

  it('[PERF] a stored session asks for the session and the opening dashboard page once runtime-config.js is in, with its API host and token', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"token":"tok"}');
    window.history.replaceState(null, '', '/dashboard-online');
    bootLoader(cfg());
    expect(fetchSpy).toHaveBeenCalledTimes(1); // the locations only: runtime-config.js may move the API
    window.__FLECHAZO_CONFIG__ = { API_BASE_URL: 'https://otra.api' };
    loadScript('/runtime-config.js');
    const urls = fetchSpy.mock.calls.map(([u]) => String(u));
    expect(urls).toEqual(['/locations.json', 'https://otra.api/v1/session?id=0', 'https://otra.api/v1/dashboard/listing/online?page=0']);
    expect(fetchSpy.mock.calls[1]?.[1]).toEqual({ headers: { Accept: 'application/json', Authorization: 'Bearer tok' } });
    expect(window.__FLECHAZO_BOOT__?.early).toMatchObject({ token: 'tok', base: 'https://otra.api' });
  });

  it('[PERF][OPEN-11][OPEN-05] a stored session on a list screen asks for its first page, and on the link of a profile view or a conversation for that profile or conversation; nothing else is guessed', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"token":"tok"}');
    /** The API paths the loader asks for on `path`, once runtime-config.js is in. */
    const asked = (path: string) => {
      fetchSpy.mockClear();
      document.head.innerHTML = '';
      delete window.__FLECHAZO_BOOT__;
      window.history.replaceState(null, '', path);
      bootLoader(cfg());
      loadScript('/runtime-config.js');
      return fetchSpy.mock.calls.map(([u]) => String(u)).flatMap((u) => (u.startsWith('https://api.test') ? [u.slice(16)] : []));
    };
    const session = '/v1/session?id=0';
    // The first page of the list a screen shows.
    expect(asked('/message-sent')).toEqual([session, '/v1/messages/sent?page=0']);
    expect(asked('/likes-received/')).toEqual([session, '/v1/user/matches?page=0']);
    expect(asked('/likes-sent')).toEqual([session, '/v1/user/likes?page=0']);
    expect(asked('/visits-received')).toEqual([session, '/v1/user/visits/received?page=0']);
    expect(asked('/dislikes?x=1')).toEqual([session, '/v1/user/dislikes?page=0']);
    expect(asked('/my-profile/')).toEqual([session, '/v1/profile']);
    expect(asked('/my-account?x=1')).toEqual([session, '/v1/account']);
    // The profile or the conversation opened over it.
    expect(asked('/message-received?modal=message-view&id=238')).toEqual([
      session,
      '/v1/messages/received?page=0',
      '/v1/messages/view/238',
    ]);
    expect(asked('/dashboard-recent?modal=profile-view&id=12')).toEqual([session, '/v1/dashboard/listing/recent?page=0', '/v1/profile/12']);
    expect(asked('/visits-sent?tab=1&modal=profile-view&id=7&x=1')).toEqual([session, '/v1/user/visits/sent?page=0', '/v1/profile/7']);
    // A server's own id (a word, a negative number: an opaque id, src/shared/lib/wire.ts), as the app asks for it.
    expect(asked('/my-profile?modal=profile-view&id=usr_2a')).toEqual([session, '/v1/profile', '/v1/profile/usr_2a']);
    expect(asked('/message-sent?modal=message-view&id=-7180426')).toEqual([
      session,
      '/v1/messages/sent?page=0',
      '/v1/messages/view/-7180426',
    ]);
    // Another screen or modal, an id whose characters a link encodes, or no id: the app asks itself.
    expect(asked('/my-profile?modal=profile-view&id=a%20b')).toEqual([session, '/v1/profile']);
    expect(asked('/my-profile?modal=profile-view&id=')).toEqual([session, '/v1/profile']);
    expect(asked('/dislikes-x?modal=message-view')).toEqual([session]);
    expect(asked('/dashboard-recent?modal=pay-wall')).toEqual([session, '/v1/dashboard/listing/recent?page=0']);
    expect(asked('/?modal=x')).toEqual([session, '/v1/dashboard/listing/recent?page=0']);
  });

  it("[PERF] a stored session preloads the first screen's chunks with the entry scripts; a visitor's page does not", () => {
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => `${l.getAttribute('as')} ${l.getAttribute('href')}`);
    window.history.replaceState(null, '', '/login');
    bootLoader(cfg());
    expect(preloads()).toEqual([]);
    document.head.innerHTML = '';
    localStorage.setItem(SESSION_STORAGE_KEY, '{"token":"tok"}');
    window.history.replaceState(null, '', '/dashboard-recent');
    bootLoader(cfg());
    expect(preloads()).toEqual(['script /js/app-shell.js', 'script /js/dashboard.js', 'style /css/dashboard.css']);
  });

  it("[PERF][OPEN-11][OPEN-05] the link of a conversation also preloads the conversation's chunks: patterns see the page's query", () => {
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => `${l.getAttribute('as')} ${l.getAttribute('href')}`);
    localStorage.setItem(SESSION_STORAGE_KEY, '{"token":"tok"}');
    const earlyChunks: LoaderConfig['earlyChunks'] = [
      ['^/', ['/js/app-shell.js']],
      ['^/message-(received|sent)/?(\\?|$)', ['/js/messages.js']],
      ['[?&]modal=message-view&id=\\d+(&|$)', ['/js/message-view.js']],
    ];
    window.history.replaceState(null, '', '/message-sent?modal=message-view&id=238');
    bootLoader(cfg({ earlyChunks }));
    expect(preloads()).toEqual(['script /js/app-shell.js', 'script /js/messages.js', 'script /js/message-view.js']);
    document.head.innerHTML = '';
    delete window.__FLECHAZO_BOOT__;
    window.history.replaceState(null, '', '/message-sent?modal=message-view');
    bootLoader(cfg({ earlyChunks }));
    expect(preloads()).toEqual(['script /js/app-shell.js', 'script /js/messages.js']);
  });

  it('[PERF] no stored session, or an unreadable one, asks the API nothing early', () => {
    window.history.replaceState(null, '', '/login');
    bootLoader(cfg());
    loadScript('/runtime-config.js');
    localStorage.setItem(SESSION_STORAGE_KEY, 'not json');
    document.head.innerHTML = '';
    bootLoader(cfg());
    loadScript('/runtime-config.js');
    expect(fetchSpy.mock.calls.map(([u]) => String(u))).toEqual(['/locations.json', '/locations.json']);
    expect(window.__FLECHAZO_BOOT__?.early).toBeNull();
  });

  it('[PERF] any other route, or / with a query, starts the app at once', () => {
    window.history.replaceState(null, '', '/login');
    bootLoader(cfg());
    expect(injected()).toEqual(SCRIPTS);
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/?modal=x');
    bootLoader(cfg());
    expect(injected()).toEqual(SCRIPTS);
  });

  it('[SHELL-53] hands the locations it fetched to the app once; a retry fetches again', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"token":"t"}');
    bootLoader(cfg());
    const early = takeEarlyLocations();
    resolveLocations(locationsOk());
    await expect(early).resolves.toEqual([{ id: 1, name: 'Buenos Aires', cities: [] }]);
    expect(takeEarlyLocations()).toBeNull();
  });

  it("[SHELL-53][OPEN-09] a visitor: runtime-config.js's LOCATIONS_URL, when it overrides the build's, is where the list comes from", async () => {
    bootLoader(cfg());
    window.__FLECHAZO_CONFIG__ = { LOCATIONS_URL: 'https://cdn.otra/locations.json' };
    loadScript('/runtime-config.js');
    expect(fetchSpy.mock.calls.map(([u]) => String(u))).toEqual(['/locations.json', 'https://cdn.otra/locations.json']);
    resolveLocations(locationsOk());
    await flush();
    expect(document.querySelector('[data-testid="home"]')).not.toBeNull();
    await expect(takeEarlyLocations('https://cdn.otra/locations.json')).resolves.toEqual([{ id: 1, name: 'Buenos Aires', cities: [] }]);
  });

  it("[SHELL-53][OPEN-09] a member: the app takes the list the loader fetched from runtime-config.js's LOCATIONS_URL, never the build's", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"token":"t"}');
    bootLoader(cfg());
    window.__FLECHAZO_CONFIG__ = { LOCATIONS_URL: 'https://cdn.otra/locations.json' };
    loadScript('/runtime-config.js');
    expect(fetchSpy.mock.calls.map(([u]) => String(u))[1]).toBe('https://cdn.otra/locations.json');
    const early = takeEarlyLocations('https://cdn.otra/locations.json');
    expect(early).not.toBeNull();
    // Had the app asked before the loader saw the override, it would have fetched its own list.
    bootLoader(cfg());
    expect(takeEarlyLocations('https://cdn.otra/locations.json')).toBeNull();
  });

  it('[SHELL-53] when the locations fail, the app starts (it retries behind its splash)', async () => {
    bootLoader(cfg());
    loadScript('/runtime-config.js');
    resolveLocations(new Response('nope', { status: 500 }));
    await flush();
    expect(document.querySelector('[data-testid="home"]')).toBeNull();
    expect(injected()).toEqual(SCRIPTS);
  });

  it('[SHELL-01] a runtime override of what the home shows starts the app instead of the build-time copy', async () => {
    bootLoader(cfg());
    window.__FLECHAZO_CONFIG__ = { APP_NAME: 'Otra' };
    loadScript('/runtime-config.js');
    resolveLocations(locationsOk());
    await flush();
    expect(document.querySelector('[data-testid="home"]')).toBeNull();
    expect(injected()).toEqual(SCRIPTS);
  });

  async function showStaticHome() {
    bootLoader(cfg());
    loadScript('/runtime-config.js');
    resolveLocations(locationsOk());
    await flush();
  }

  it('[PERF] pressing a link of the static home starts the app and keeps the press for it', async () => {
    await showStaticHome();
    const link = document.querySelector<HTMLAnchorElement>('a[href="/login"]')!;
    expect(press(link)).toBe(true);
    expect(window.__FLECHAZO_BOOT__?.replay).toBe(1);
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(document.documentElement).toHaveClass('is-booting');
    expect(injected()).toEqual(SCRIPTS);
  });

  it('[PERF] a new-tab click and an external link are left to the browser', async () => {
    await showStaticHome();
    expect(press(document.querySelector('a[href="/login"]')!, { ctrlKey: true })).toBe(false);
    expect(press(document.querySelector('a[target="_blank"]')!)).toBe(false);
    expect(injected()).toEqual(['/runtime-config.js']);
  });

  it('[PERF] the app, once it has rendered the same home, receives the press on the same button', async () => {
    await showStaticHome();
    press(document.querySelector('button')!);
    // The app renders its own (identical) home into #root ...
    const root = document.getElementById('root')!;
    root.innerHTML = HOME;
    const onPress = jest.fn();
    root.querySelector('button')!.addEventListener('click', onPress);
    // ... and takes over: the press reaches its button, and the loader no longer intercepts clicks.
    replayStaticPress(root);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(root.querySelector('button')).toHaveFocus();
    expect(document.documentElement).not.toHaveClass('is-booting');
    expect(press(root.querySelector('a[href="/login"]')!)).toBe(false);
  });

  it('[HOUSE] the build and the app agree on the session key and the home keys exist', () => {
    expect(configKeys.SESSION_STORAGE_KEY).toBe(SESSION_STORAGE_KEY);
    expect(configKeys.HOME_KEYS).toContain('APP_NAME');
  });
});

describe('boot loader: Trusted Types', () => {
  /** A stand-in for the browser's trustedTypes factory: records the policies and wraps what they return. */
  function fakeTrustedTypes() {
    const policies: string[] = [];
    const factory = {
      createPolicy: (name: string, rules: { createScriptURL: (u: string) => string; createHTML: (h: string) => string }) => {
        policies.push(name);
        return {
          createScriptURL: (u: string) => `trusted:${rules.createScriptURL(u)}`,
          createHTML: (h: string) => rules.createHTML(h),
        };
      },
    };
    Object.defineProperty(window, 'trustedTypes', { value: factory, configurable: true });
    return policies;
  }
  afterEach(() => {
    delete (window as { trustedTypes?: unknown }).trustedTypes;
  });

  it("[SEC] creates the app's one policy first; the app's own, the API's and https script URLs pass it, others are refused", () => {
    const policies = fakeTrustedTypes();
    const setSrc = jest.spyOn(HTMLScriptElement.prototype, 'src', 'set');
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'tok' }));
    bootLoader(cfg({ apiBaseUrl: 'http://api.local:8081' }));
    expect(policies).toEqual(['flechazo']);
    // Every injected script's src went through the policy.
    expect(setSrc.mock.calls.map(([v]) => v)).toEqual(SCRIPTS.map((s) => `trusted:http://localhost${s}`));
    setSrc.mockRestore();

    const trust = window.__FLECHAZO_BOOT__!.trust!;
    expect(trust.scriptURL('https://connect.facebook.net/es_LA/sdk.js')).toBe('trusted:https://connect.facebook.net/es_LA/sdk.js');
    // The demo API (plain http in development) serves the demo payment provider's script.
    expect(trust.scriptURL('http://api.local:8081/demo/payment-provider.js')).toBe(
      'trusted:http://api.local:8081/demo/payment-provider.js',
    );
    expect(() => trust.scriptURL('http://evil.example/x.js')).toThrow(TypeError);
    expect(() => trust.scriptURL('data:text/javascript,alert(1)')).toThrow(TypeError);
    expect(() => trust.scriptURL('javascript:alert(1)')).toThrow(TypeError);
    // HTML only ever becomes an inert document to read text from.
    expect(trust.parseHTML('<h1>Hola</h1><img src=x onerror="window.__pwned=1">').querySelector('h1')?.textContent).toBe('Hola');
  });
});

describe('boot loader: the static dashboard', () => {
  let template = '';
  const sdCfg = () => cfg({ firstScreens: [demoFirstScreen('dashboard', { config: { IMAGE_HOST: 'https://img.test' } })] });
  const member = (id: number, over: Record<string, unknown> = {}) => ({
    type: 'USER',
    id,
    gender: 2,
    nickname: `Socia${id}`,
    years: 30 + id,
    location: `Córdoba - Ciudad ${id}`,
    status: id % 2 ? 'online' : 'offline',
    liked: false,
    picture: `${id}-m-1-abc.jpg`,
    hasPicture: true,
    ...over,
  });
  let dashboardAnswer: () => Response | Promise<Response>;
  /** The static dashboard's closed shadow root (the loader hands it over for tests). */
  const preview = () => window.__FLECHAZO_BOOT__!.preview!;
  const staticCards = () => [...preview().querySelectorAll('[data-member-id]')];
  /** index.html's body: the splash, and the template with its inlined CSS. */
  const indexBody = () =>
    `<div id="root">${SPLASH}</div><template id="static-dashboard"><style>.mcard { color: inherit }</style>${template}</template>`;

  beforeAll(async () => {
    const { renderFirstScreen } = await import('../prerender');
    template = await renderFirstScreen('dashboard');
  });
  beforeEach(() => {
    document.body.innerHTML = indexBody();
    localStorage.setItem(SESSION_STORAGE_KEY, '{"token":"tok"}');
    window.history.replaceState(null, '', '/dashboard-recent');
    dashboardAnswer = () => new Response(JSON.stringify({ items: [member(1), member(2), member(3)], scrollId: null }), { status: 200 });
    fetchSpy.mockImplementation((url: string) => {
      const u = url;
      if (u.endsWith('/locations.json')) return Promise.resolve(locationsOk());
      if (u.includes('/v1/dashboard/listing/recent')) return Promise.resolve(dashboardAnswer());
      if (u.endsWith('/v1/session?id=0')) return Promise.resolve(new Response(DEMO_SESSION_BODY));
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => window.setTimeout(() => cb(0), 0));
  });
  afterEach(() => {
    window.__FLECHAZO_BOOT__?.releaseStaticPreview?.(); // its 15 s fallback is then a no-op
    jest.useRealTimers();
  });

  /** Runs the loader on the current path until it has shown the static dashboard (or could have). */
  async function boot(config = sdCfg()) {
    bootLoader(config);
    loadScript('/runtime-config.js');
    for (let i = 0; i < 50 && !document.getElementById('static-preview'); i++) await flush();
  }
  const firstPhoto = () => preview().querySelector<HTMLImageElement>('img')!;

  it('[PERF] a member sees the first cards of the early answer, over the hidden app root, before any app script runs', async () => {
    await boot();
    expect(staticCards().map((c) => c.getAttribute('data-member-id'))).toEqual(['1', '2', '3']);
    const [first, second] = staticCards() as [Element, Element];
    expect(first.querySelector('.mcard__name')).toHaveTextContent('Socia1');
    expect(first.querySelector('.mcard__age')).toHaveTextContent('31 años');
    expect(first.querySelector('.mcard__loc')).toHaveTextContent('Córdoba - Ciudad 1');
    expect(first.querySelector('.mcard__status')).not.toBeNull(); // online
    expect(second.querySelector('.mcard__status')).toBeNull(); // offline
    expect(first.getAttribute('aria-label')).toBe('Socia1');
    expect(firstPhoto().getAttribute('alt')).toBe('Foto de Socia1');
    expect(firstPhoto().getAttribute('src')).toMatch(/\/users\/400x500\/1-m-1-abc\.webp$/); // SHELL-56: webp first
    expect(preview().querySelector('[data-style]')).toBeNull();
    // A closed shadow root: the page (and test tools) find no second copy of the app's elements; the
    // template's CSS and the page's stylesheets go in with it.
    expect(document.querySelectorAll('[data-member-id], style')).toHaveLength(0);
    expect(preview().querySelector('style')!.textContent).toContain('.mcard');
    expect(preview().mode).toBe('closed');
    expect(preview().querySelector<HTMLElement>('.pimg')!.style.aspectRatio).toBe('400 / 500');
    expect(document.documentElement).toHaveClass('has-static-preview');
    expect(document.querySelector('#root .boot')).not.toBeNull(); // the app's root is only hidden
    expect(document.body.textContent).not.toContain('@@');
  });

  it('[BEYOND][API-67] with the data saver on, its photos are the size the app then asks for (135x126), so none is fetched twice', async () => {
    localStorage.setItem('flechazo.dataSaver', 'on');
    try {
      await boot();
      const srcs = [...preview().querySelectorAll('img')].map((i) => i.getAttribute('src'));
      expect(srcs.length).toBeGreaterThan(0);
      for (const src of srcs) expect(src).toMatch(/\/users\/135x126\//);
      expect(firstPhoto().getAttribute('src')).toMatch(/\/users\/135x126\/1-m-1-abc\.webp$/);
    } finally {
      localStorage.removeItem('flechazo.dataSaver');
    }
  });

  it("[PERF] the app's scripts are asked for once its cards and their photos on screen have painted, not beside them; after 1.5 s when the answer is slow, and a static copy whose answer comes after the app showed its own screen is not shown", async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    const inView = jest
      .spyOn(HTMLImageElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: 100, bottom: 400, left: 0, right: 300, width: 300, height: 300, x: 0, y: 100, toJSON: () => ({}) });
    await boot();
    expect(document.getElementById('static-preview')).not.toBeNull();
    const photos = [...preview().querySelectorAll('img')];
    for (let i = 0; i < 5; i++) await flush();
    frames.splice(0).forEach((cb) => cb(0));
    await flush();
    expect(injected()).toEqual(['/runtime-config.js']);
    for (const img of photos) img.dispatchEvent(new Event('load'));
    frames.splice(0).forEach((cb) => cb(0));
    await flush();
    expect(injected()).toEqual(SCRIPTS);
    releaseStaticPreview();
    complete.mockRestore();
    inView.mockRestore();

    // A slow answer: the app's scripts go after 1.5 s, and the app shows its screen first.
    document.head.innerHTML = '';
    document.body.innerHTML = indexBody();
    let answer: (r: Response) => void = () => {};
    dashboardAnswer = () => new Promise<Response>((r) => (answer = r));
    const timers = jest.spyOn(window, 'setTimeout');
    bootLoader(sdCfg());
    loadScript('/runtime-config.js');
    for (let i = 0; i < 5; i++) await flush();
    expect(injected()).toEqual(['/runtime-config.js']);
    const hold = timers.mock.calls.find(([, ms]) => ms === 1500)?.[0] as () => void;
    timers.mockRestore();
    hold();
    expect(injected()).toEqual(SCRIPTS);
    releaseStaticPreview(); // the app's own screen is in
    answer(new Response(JSON.stringify({ items: [member(1)] }), { status: 200 }));
    for (let i = 0; i < 20; i++) await flush();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(document.documentElement).not.toHaveClass('has-static-preview');
  });

  it('[SEC] nicknames, locations and photo names from the API are text: markup in them makes no element', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">';
    dashboardAnswer = () =>
      new Response(JSON.stringify({ items: [member(1, { nickname: evil, location: `${evil}@@nickname@@`, picture: '"><b>x.jpg' })] }));
    await boot();
    const card = staticCards()[0]!;
    expect(card.querySelector('.mcard__name')).toHaveTextContent(evil);
    expect(card.querySelector('.mcard__loc')).toHaveTextContent(`${evil}@@nickname@@`); // one pass: no placeholder is filled twice
    expect(card.querySelectorAll('img')).toHaveLength(1);
    expect(card.querySelector('b')).toBeNull();
    expect(card.querySelector('img')!.getAttribute('src')).toMatch(/\/%22%3E%3Cb%3Ex\.webp$/);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("[PERF] a liked member's card shows 'Enviale un mensaje'; a notice or a member without photo ends the cards it shows", async () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => window.setTimeout(() => cb(0), 0));
    dashboardAnswer = () =>
      new Response(
        JSON.stringify({ items: [member(1, { liked: true }), member(2), { type: 'NOTICE', id: 9, img: 'a.png', link: '/x' }, member(3)] }),
      );
    await boot();
    expect(staticCards().map((c) => c.getAttribute('data-member-id'))).toEqual(['1', '2']);
    expect(staticCards()[0]!.querySelector('.mcard__actions')).toHaveTextContent('Enviale un mensaje');
    expect(staticCards()[1]!.querySelector('.mcard__actions')).not.toHaveTextContent('Enviale un mensaje');
    expect(preview().querySelector(`[data-member-id="${LIKED_CARD_ID}"]`)).toBeNull();
    for (let i = 0; i < 5; i++) await flush(); // its frame has painted: the app's scripts are in

    document.head.innerHTML = '';
    document.body.innerHTML = indexBody();
    dashboardAnswer = () => new Response(JSON.stringify({ items: [member(1, { hasPicture: false, picture: '' }), member(2)] }));
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(injected()).toEqual(SCRIPTS);
  });

  it.each([
    ['an error answer', () => new Response('{"error":"x"}', { status: 500 })],
    ['malformed JSON', () => new Response('{"items": [', { status: 200 })],
    ['no items', () => new Response('{"items": null}', { status: 200 })],
  ])('[DASH-02] %s: the splash stays and the app starts at once', async (_name, answer) => {
    dashboardAnswer = answer;
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(document.querySelector('#root .boot')).not.toBeNull();
    expect(document.documentElement).not.toHaveClass('has-static-preview');
    expect(injected()).toEqual(SCRIPTS);
  });

  it('[SHELL-53] without the location list, or with a runtime override of what it shows, there is no static dashboard', async () => {
    fetchSpy.mockImplementationOnce(() => Promise.resolve(new Response('nope', { status: 500 }))); // the locations
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(injected()).toEqual(SCRIPTS);

    document.head.innerHTML = '';
    window.__FLECHAZO_CONFIG__ = { IMAGE_HOST: 'https://otras.imagenes' };
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
  });

  it('[PERF] other routes and visitors never get it', async () => {
    window.history.replaceState(null, '', '/dashboard-online');
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(injected()).toEqual(SCRIPTS);
  });

  it("[PERF] the app's release removes it and shows the app's root; a press made on it reaches the same button of the app's card", async () => {
    await boot();
    const like = staticCards()[1]!.querySelectorAll('button')[3]!; // open, then dislike, message, like
    expect(like).toHaveAccessibleName(/me gusta|like/i);
    expect(press(like)).toBe(true);
    expect(document.documentElement).toHaveClass('is-booting');

    // The app renders its own cards into the root, then releases the static dashboard.
    document.getElementById('root')!.innerHTML = preview().innerHTML;
    const appLike = document.querySelectorAll('#root [data-member-id="2"] button')[3] as HTMLButtonElement;
    const clicked = jest.fn();
    appLike.addEventListener('click', clicked);
    releaseStaticPreview();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(window.__FLECHAZO_BOOT__!.preview).toBeNull();
    expect(document.documentElement).not.toHaveClass('has-static-preview');
    await flush();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(appLike);
    expect(document.documentElement).not.toHaveClass('is-booting');
  });
});
