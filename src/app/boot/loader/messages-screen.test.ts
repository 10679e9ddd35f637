/**
 * The boot loader's static messages list ('/message-received', ./screens/messages.ts): its renderer
 * comes as a script of its own on that route only, the rows it writes from the early answer in each
 * reading the contract allows, and when it leaves the page to the app. (That its rows are the app's
 * own, to the attribute: ../prerender.test.tsx.)
 */
import { bootLoader, type LoaderConfig } from '.';
import { releaseStaticPreview } from '@/shared/boot/handoff';
import { SESSION_STORAGE_KEY } from '@/features/session';
import { demoFirstScreen, demoLoaderConfig, mockEarlyNetwork } from '@/test/boot';
import { messages } from './screens/messages';

const SCRIPTS = ['/runtime-config.js', '/js/main.js'];
const RENDERER = '/js/first-screen-messages.abcd1234.js';
const cfg = (config: Record<string, string> = {}): LoaderConfig =>
  demoLoaderConfig({
    scripts: SCRIPTS,
    locationsUrl: '/locations.json',
    apiBaseUrl: 'https://api.test',
    firstScreens: [demoFirstScreen('messages', { config, script: RENDERER })],
  });

/** The app's scripts added to the page (the renderer's own script apart). */
const injected = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src') ?? '').filter((s) => s !== RENDERER);
/** The renderer's script, as the browser runs it (or fails to load it). */
function runRendererScript(ok = true, withTemplate = false) {
  const s = document.head.querySelector(`script[src="${RENDERER}"]`);
  if (!s) return false;
  if (ok) (window.__FLECHAZO_SCREENS__ ??= {}).messages = { renderer: messages, template: withTemplate ? template : undefined };
  s.dispatchEvent(new Event(ok ? 'load' : 'error'));
  return true;
}
const flush = () => new Promise((r) => setTimeout(r, 0));
const preview = () => window.__FLECHAZO_BOOT__!.preview!;
const staticRows = () => [...preview().querySelectorAll('.chat-row')];
const NOW = new Date();
const today = (h: number) => new Date(NOW.getTime() - h * 60_000).toISOString();

const chat = (userId: number, over: Record<string, unknown> = {}) => ({
  userId,
  date: today(userId),
  canRead: true,
  new: 0,
  userGenderId: 1,
  userImg: `${userId}-h-1-abc.webp`,
  userName: `Wmqx59642mw762${userId % 10}`,
  messageText: `Hola ${userId}`,
  messageType: 1,
  ...over,
});

let template = '';
let answer: () => Response;

beforeAll(async () => {
  const { renderFirstScreen } = await import('../prerender');
  template = await renderFirstScreen('messages');
});
beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"><div class="boot" aria-busy="true">Flechazo</div></div><template id="static-messages"><style>.chat-row { color: inherit }</style>${template}</template>`;
  document.documentElement.className = '';
  localStorage.clear();
  localStorage.setItem(SESSION_STORAGE_KEY, '{"token":"tok"}');
  window.history.replaceState(null, '', '/message-received');
  delete window.__FLECHAZO_BOOT__;
  delete window.__FLECHAZO_CONFIG__;
  delete window.__FLECHAZO_SCREENS__;
  answer = () => new Response(JSON.stringify({ items: [chat(1), chat(2), chat(3)] }), { status: 200 });
  mockEarlyNetwork(
    (u) => u.includes('/v1/messages/received?page=0'),
    () => answer(),
  );
});
afterEach(async () => {
  // This test's loader starts the app's scripts in its own page, not in the next test's.
  for (let i = 0; i < 3; i++) await flush();
  window.__FLECHAZO_BOOT__?.releaseStaticPreview?.();
  jest.restoreAllMocks();
});

/** Runs the loader on the current path until it has shown the static list (or could have) and started the app. */
async function boot(config?: Record<string, string>, rendererLoads = true) {
  bootLoader(cfg(config));
  document.head.querySelector('script[src="/runtime-config.js"]')?.dispatchEvent(new Event('load'));
  runRendererScript(rendererLoads);
  for (let i = 0; i < 50 && injected().length < SCRIPTS.length; i++) await flush();
}

describe('boot loader: the static messages list', () => {
  it('[PERF] its renderer is a script of its own (async), added at once on its route only', async () => {
    bootLoader(cfg());
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${RENDERER}"]`)!;
    expect(script).not.toBeNull();
    expect(script.async).toBe(true);
    for (const path of ['/dashboard-recent', '/message-sent']) {
      document.head.innerHTML = '';
      window.history.replaceState(null, '', path);
      bootLoader(cfg());
      expect(document.head.querySelector(`script[src="${RENDERER}"]`)).toBeNull();
    }
  });

  it("[PERF][SEC] its template comes in the renderer's script: index.html carries none, and its CSS goes in through the CSSOM (the CSP allows no other inline style)", async () => {
    // jsdom has no constructed style sheets: the browser's, as far as the loader uses them.
    const replaced: string[] = [];
    const original = window.CSSStyleSheet;
    class Sheet {
      replaceSync(css: string) {
        replaced.push(css);
      }
    }
    Object.defineProperty(window, 'CSSStyleSheet', { value: Sheet, configurable: true });
    Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
    template = `<style>.chat-row { color: inherit }</style>${template}`;
    document.body.innerHTML = '<div id="root"><div class="boot" aria-busy="true">Flechazo</div></div>';
    bootLoader(cfg());
    document.head.querySelector('script[src="/runtime-config.js"]')?.dispatchEvent(new Event('load'));
    runRendererScript(true, true);
    for (let i = 0; i < 50 && !document.getElementById('static-preview'); i++) await flush();
    expect(staticRows()).toHaveLength(3);
    expect(staticRows()[0]!.querySelector('.chat-row__name')).toHaveTextContent('Wmqx59642mw7621');
    expect(preview().textContent).not.toContain('@@');
    expect(preview().querySelector('style')).toBeNull();
    expect(replaced).toEqual(['.chat-row { color: inherit }']);
    expect(preview().adoptedStyleSheets).toHaveLength(1);
    template = template.replace('<style>.chat-row { color: inherit }</style>', '');
    delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    Object.defineProperty(window, 'CSSStyleSheet', { value: original, configurable: true });
  });

  it("[PERF] the app's scripts and the screen's chunks are asked for once it has painted (its answers have the link to themselves), or after 1.5 s when its answer is slow (a late answer then shows nothing static)", async () => {
    const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'));
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    bootLoader({ ...cfg(), earlyChunks: [['^/message-received', ['/js/messages.js']]] });
    expect(preloaded()).toEqual([]);
    expect(injected()).toEqual(['/runtime-config.js']);
    document.head.querySelector('script[src="/runtime-config.js"]')?.dispatchEvent(new Event('load'));
    runRendererScript();
    for (let i = 0; i < 50 && !document.getElementById('static-preview'); i++) await flush();
    expect(staticRows()).toHaveLength(3);
    await flush();
    expect(injected()).toEqual(['/runtime-config.js']); // not before the static list's frame
    expect(preloaded()).toEqual([]);
    frames.splice(0).forEach((cb) => cb(0));
    await flush();
    expect(injected()).toEqual(SCRIPTS);
    expect(preloaded()).toEqual(['/js/messages.js']);
    releaseStaticPreview();

    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="root"><div class="boot" aria-busy="true">Flechazo</div></div><template id="static-messages">${template}</template>`;
    let late: (r: Response) => void = () => {};
    answer = () => new Promise<Response>((r) => (late = r)) as unknown as Response;
    const timers = jest.spyOn(window, 'setTimeout');
    bootLoader(cfg());
    document.head.querySelector('script[src="/runtime-config.js"]')?.dispatchEvent(new Event('load'));
    runRendererScript();
    for (let i = 0; i < 5; i++) await flush();
    expect(injected()).toEqual(['/runtime-config.js']);
    const hold = timers.mock.calls.find(([, ms]) => ms === 1500)?.[0] as () => void;
    timers.mockRestore();
    hold();
    expect(injected()).toEqual(SCRIPTS);
    releaseStaticPreview(); // the app's own list is in
    late(new Response(JSON.stringify({ items: [chat(1)] })));
    for (let i = 0; i < 20; i++) await flush();
    expect(document.getElementById('static-preview')).toBeNull();
  });

  it('[PERF] a press on it starts the app at once, before its frame has painted', async () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    bootLoader(cfg());
    document.head.querySelector('script[src="/runtime-config.js"]')?.dispatchEvent(new Event('load'));
    runRendererScript();
    for (let i = 0; i < 50 && !document.getElementById('static-preview'); i++) await flush();
    expect(injected()).toEqual(['/runtime-config.js']);
    staticRows()[0]!
      .querySelector('button')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
    expect(injected()).toEqual(SCRIPTS);
  });

  it('[PERF] when its renderer fails to load, nothing static: the splash stays and the app starts at once', async () => {
    await boot(undefined, false);
    expect(document.getElementById('static-preview')).toBeNull();
    expect(injected()).toEqual(SCRIPTS);
  });

  it('[PERF][MSG-03] a member reopening the inbox sees its first chats (name, time, last message) before any app script runs, then the app', async () => {
    answer = () =>
      new Response(JSON.stringify({ items: [chat(1, { messageText: '<p>Hola,\n  ¿cómo andás?</p>' }), chat(2, { new: 3 }), chat(3)] }));
    await boot();
    // The app's scripts run once the static list has painted.
    expect(injected()).toEqual(SCRIPTS);
    expect(staticRows()).toHaveLength(3);
    const [first, second] = staticRows() as [Element, Element];
    expect(first.querySelector('.chat-row__name')).toHaveTextContent('Wmqx59642mw7621');
    expect(first.querySelector('.chat-row__text')).toHaveTextContent(/^Hola, ¿cómo andás\?$/);
    expect(first.querySelector('time')!.textContent).toMatch(/^\d\d:\d\d$/);
    expect(first.querySelector('time')!.getAttribute('datetime')).toBe(chat(1).date);
    expect(first).not.toHaveClass('chat-row--unread');
    expect(second).toHaveClass('chat-row--unread');
    expect(second.querySelector('.chat-row__badge')).toHaveTextContent('3');
    expect(second.querySelector('.chat-row__badge')!.getAttribute('aria-label')).toBe('3 mensajes sin leer');
    expect(preview().textContent).not.toContain('@@');
    expect(preview().querySelector('[data-style]')).toBeNull();
    expect(document.documentElement).toHaveClass('has-static-preview');
  });

  it("[PERF][MSG-04][MSG-03] a locked chat shows the app's placeholder for that member, a photo its line, one unread its badge, an old one its day", async () => {
    const yesterday = new Date(NOW.getTime() - 86_400_000).toISOString();
    answer = () =>
      new Response(
        JSON.stringify({
          items: [
            chat(7, { canRead: false, messageText: '' }),
            chat(8, { messageType: 2, new: true, date: yesterday }),
            chat(9, { messageType: 3, new: 150, date: '2024-03-05 10:00' }),
            chat(1, { messageType: 4, userImg: '' }),
          ],
        }),
      );
    await boot();
    const [locked, photo, video, system] = staticRows() as [Element, Element, Element, Element];
    expect(locked.querySelector('.chat-row__locked')).toHaveTextContent('Mensaje bloqueado. Suscribite para leerlo.');
    expect(locked.querySelector('.chat-row__blur')!.textContent).toBeTruthy();
    expect(photo.querySelector('.chat-row__text')).toHaveTextContent('📷 Foto');
    expect(photo.querySelector('time')).toHaveTextContent('Ayer');
    expect(photo.querySelector('.chat-row__badge')!.getAttribute('aria-label')).toBe('1 mensaje sin leer');
    expect(video.querySelector('.chat-row__text')).toHaveTextContent('Invitación a videollamada');
    expect(video.querySelector('time')).toHaveTextContent('05/03/2024');
    expect(video.querySelector('.chat-row__badge')).toHaveTextContent('99+');
    expect(system.querySelector('[data-testid="system-avatar"]')).not.toBeNull();
    expect(system.querySelector('[data-testid="profile-image"]')).toBeNull();
  });

  it("[PERF][MSG-02] the contract's other reading: a bare list, member ids as digit strings or named `id`, flags as '1'/'0'", async () => {
    answer = () =>
      new Response(JSON.stringify([chat(1, { userId: '41', canRead: '1', new: '2' }), { ...chat(2, { userId: undefined }), id: '42' }]));
    await boot();
    expect(staticRows()).toHaveLength(2);
    expect(staticRows()[0]!.querySelector('.chat-row__badge')).toHaveTextContent('2');
  });

  it('[OPEN-02] a configured system sender shows the brand avatar', async () => {
    await boot({ SPECIAL_NOTICE_USER_ID: '2' });
    expect(staticRows()[1]!.querySelector('[data-testid="system-avatar"]')).not.toBeNull();
    expect(staticRows()[0]!.querySelector('[data-testid="system-avatar"]')).toBeNull();
  });

  it('[SEC] names and texts from the API are text: markup in them makes no element', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">@@name@@';
    answer = () => new Response(JSON.stringify({ items: [chat(1, { userName: evil, messageText: '@@text@@' })] }));
    await boot();
    expect(staticRows()[0]!.querySelector('.chat-row__name')).toHaveTextContent(evil);
    expect(staticRows()[0]!.querySelector('.chat-row__text')).toHaveTextContent('@@text@@');
    expect(preview().querySelectorAll('img')).toHaveLength(0);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it.each([
    ['an error answer', () => new Response('{"error":"x"}', { status: 500 })],
    ['malformed JSON', () => new Response('[{"userId": 1', { status: 200 })],
    ['no list', () => new Response('{"items": null}', { status: 200 })],
    ['an empty list', () => new Response('[]', { status: 200 })],
    ['a first row without a member id', () => new Response(JSON.stringify([chat(1, { userId: '' })]), { status: 200 })],
  ])('[MSG-02][OPEN-18] %s: nothing static, the splash stays and the app starts at once', async (_name, a) => {
    answer = a;
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(document.querySelector('#root .boot')).not.toBeNull();
    expect(injected()).toEqual(SCRIPTS);
  });

  it('[PERF][OPEN-05] a conversation opened over the list, the sent box, or a runtime override of what it shows: no static list', async () => {
    for (const path of ['/message-received?modal=message-view&id=5', '/message-sent']) {
      document.head.innerHTML = '';
      window.history.replaceState(null, '', path);
      await boot();
      expect(document.getElementById('static-preview')).toBeNull();
      expect(injected()).toEqual(SCRIPTS);
    }
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/message-received');
    window.__FLECHAZO_CONFIG__ = { SPECIAL_NOTICE_USER_ID: '2' };
    await boot({ SPECIAL_NOTICE_USER_ID: '' });
    expect(document.getElementById('static-preview')).toBeNull();
  });
});
