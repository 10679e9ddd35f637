/**
 * The boot loader's static conversation ('/message-received?modal=message-view&id=N', the page a tapped
 * notification opens; ./screens/conversation.ts): its renderer comes as a script of its own on that
 * route only, the dialog it writes from the early answer in each reading the contract allows, what it
 * leaves to the app, and a press made on it.
 */
import { bootLoader, type LoaderConfig } from '.';
import { SESSION_STORAGE_KEY } from '@/features/session';
import { DATA_SAVER_KEY } from '@/shared/lib/data-saver';
import { releaseStaticPreview } from '@/shared/boot/handoff';
import { demoFirstScreen, demoLoaderConfig, mockEarlyNetwork } from '@/test/boot';
import { id as messageId } from '@/shared/lib/wire';
import { conversation } from './screens/conversation';

const SCRIPTS = ['/runtime-config.js', '/js/main.js'];
const RENDERER = '/js/first-screen-conversation.abcd1234.js';
const PAGE = '/message-received?modal=message-view&id=238';
/** The image host the jest build's template was rendered with (src/shared/config/env.ts in tests). */
const HOST = 'http://localhost:8081/img';
const cfg = (config: Record<string, string> = {}): LoaderConfig =>
  demoLoaderConfig({
    scripts: SCRIPTS,
    locationsUrl: '/locations.json',
    apiBaseUrl: 'https://api.test',
    firstScreens: [demoFirstScreen('conversation', { config, script: RENDERER })],
  });

const injected = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src') ?? '').filter((s) => s !== RENDERER);
function runRendererScript() {
  const s = document.head.querySelector(`script[src="${RENDERER}"]`);
  if (!s) return false;
  (window.__FLECHAZO_SCREENS__ ??= {}).conversation = { renderer: conversation };
  s.dispatchEvent(new Event('load'));
  return true;
}
const flush = () => new Promise((r) => setTimeout(r, 0));
const preview = () => window.__FLECHAZO_BOOT__!.preview!;
const bubbles = () =>
  [...preview().querySelectorAll('.chat-msgs > li')].map((li) => ({
    id: li.getAttribute('data-id'),
    side: li.classList.contains('msg--mine') ? 'mine' : 'theirs',
    text: li.querySelector('.bubble')?.textContent,
    cls: li.querySelector('.bubble')?.className,
    hour: li.querySelector('time')?.textContent,
    stamp: li.querySelector('time')?.getAttribute('datetime') ?? null,
  }));

const msg = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  hour: `10:${String(id).padStart(2, '0')}`,
  texto: `Hola ${id}`,
  tipoMensaje: 1,
  soyUserAbreChat: false,
  isMine: id % 2 === 0,
  first: false,
  ...over,
});
const USER = {
  id: 238,
  nickname: 'Guille',
  gender: 1,
  picture: '238-h-1-abc.jpg',
  hasPicture: true,
  imagePermission: false,
  reported: false,
};

let template = '';
let answer: () => Response;

beforeAll(async () => {
  const { renderFirstScreen } = await import('../prerender');
  template = await renderFirstScreen('conversation');
});
beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"><div class="boot" aria-busy="true">Flechazo</div></div><template id="static-conversation">${template}</template>`;
  document.documentElement.className = '';
  localStorage.clear();
  localStorage.setItem(SESSION_STORAGE_KEY, '{"token":"tok"}');
  window.history.replaceState(null, '', PAGE);
  delete window.__FLECHAZO_BOOT__;
  delete window.__FLECHAZO_CONFIG__;
  delete window.__FLECHAZO_SCREENS__;
  answer = () => new Response(JSON.stringify({ user: USER, messages: [msg(1), msg(2), msg(3)], hasMore: false }), { status: 200 });
  mockEarlyNetwork(
    (u) => u.includes('/v1/messages/view/238'),
    () => answer(),
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

describe('boot loader: the static conversation', () => {
  it('[PERF][OPEN-05] its renderer is a script of its own, added at once on a conversation over the messages list only', async () => {
    bootLoader(cfg());
    expect(document.head.querySelector(`script[src="${RENDERER}"]`)).not.toBeNull();
    for (const path of [
      '/message-received',
      '/dashboard-recent?modal=message-view&id=238',
      '/message-received?modal=profile-view&id=238',
    ]) {
      document.head.innerHTML = '';
      window.history.replaceState(null, '', path);
      bootLoader(cfg());
      expect(document.head.querySelector(`script[src="${RENDERER}"]`)).toBeNull();
    }
  });

  it("[PERF][MSG-15][MSG-16][MSG-30] a reopened conversation shows the member's name and photo and the early answer's bubbles (by id, each side, emoji sized), in an open dialog, before any app script runs", async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          user: USER,
          messages: [
            msg(3),
            msg(1, { texto: 'Hola,\n¿cómo andás?' }),
            msg(2, { texto: '😀😀', date: '2026-12-01T10:02:00Z' }),
            msg(3, { texto: 'otra' }),
          ],
          hasMore: true,
        }),
      );
    await boot();
    expect(injected()).toEqual(['/runtime-config.js']); // the app's scripts run once it has painted
    expect(bubbles()).toEqual([
      { id: '1', side: 'theirs', text: 'Hola,\n¿cómo andás?', cls: 'bubble', hour: '10:01', stamp: '10:01' },
      { id: '2', side: 'mine', text: '😀😀', cls: 'bubble bubble--emoji emoji-2x', hour: '10:02', stamp: '2026-12-01T10:02:00Z' },
      { id: '3', side: 'theirs', text: 'otra', cls: 'bubble', hour: '10:03', stamp: '10:03' },
    ]);
    const dialog = preview().querySelector('dialog')!;
    await flush();
    expect(dialog.open).toBe(true);
    expect(preview().querySelector('#chat-title')).toHaveTextContent('Guille');
    expect(preview().querySelector('.chat-scroll')!.getAttribute('aria-label')).toBe('Guille');
    expect(preview().querySelector('.chat-head img')!.getAttribute('src')).toMatch(/\/users\/120x120\/238-h-1-abc\.webp$/);
    expect(preview().querySelector('textarea')!.hasAttribute('readonly')).toBe(true);
    expect(preview().innerHTML).not.toContain('@@');
    expect(document.documentElement).toHaveClass('has-static-preview');
  });

  it.each([
    ['a word', 'usr_238', ['msg_b', 'msg_a']],
    ['a negative number', '-7180426', [-9, -12]],
  ])(
    "[PERF][MSG-15][OPEN-18] a conversation whose member id is %s (a server's own id: an opaque id) is asked for as written and shown, its messages in the answer's order",
    async (_, wire, messageIds) => {
      window.history.replaceState(null, '', `/message-received?modal=message-view&id=${wire}`);
      const asked: string[] = [];
      mockEarlyNetwork(
        (u) => u.includes('/v1/messages/view/') && Boolean(asked.push(u)),
        () =>
          new Response(
            JSON.stringify({
              user: { ...USER, id: wire.startsWith('-') ? Number(wire) : wire },
              messages: messageIds.map((id, i) => ({ ...msg(i + 1), id })),
              hasMore: false,
            }),
          ),
      );
      await boot();
      expect(asked).toEqual([`https://api.test/v1/messages/view/${wire}`]);
      expect(preview().querySelector('#chat-title')).toHaveTextContent('Guille');
      expect(bubbles().map((b) => [b.id, b.text])).toEqual(messageIds.map((id, i) => [String(messageId(id)), `Hola ${i + 1}`]));
    },
  );

  it("[MSG-19][MSG-16] video call invitations (the other member's with 'Aceptar', mine sent) and the contract's other readings: ids as digit strings, senders by first + soyUserAbreChat, '1'/'0' flags", async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          user: { ...USER, id: '238', picture: '238-nombre' },
          messages: [
            { id: '5', hour: '09:00', texto: 'Primero', tipoMensaje: 1, soyUserAbreChat: '1', first: '1' },
            { id: '6', hour: '09:01', texto: 'https://meet.example/x', tipoMensaje: '3', isMine: '0' },
            { id: 7, hour: '9', texto: 'https://meet.example/y', tipoMensaje: 3, isMine: true },
            { hour: '09:03', texto: 'sin id', tipoMensaje: 1 },
          ],
        }),
      );
    await boot();
    const [first, theirsVideo, mineVideo, ...rest] = [...preview().querySelectorAll('.chat-msgs > li')];
    expect(rest).toHaveLength(0);
    expect(first).toHaveClass('msg--mine');
    expect(theirsVideo).toHaveClass('msg--theirs');
    expect(theirsVideo!.querySelector('[data-testid="video-invite"]')).toHaveTextContent('Aceptar');
    expect(theirsVideo!.getAttribute('data-id')).toBe('6');
    expect(mineVideo).toHaveClass('msg--mine');
    expect(mineVideo!.querySelector('button')).toBeNull();
    expect(mineVideo!.querySelector('time')!.hasAttribute('datetime')).toBe(false);
    expect(preview().querySelector('.chat-head img')!.getAttribute('src')).toMatch(/\/238-nombre$/);
  });

  it("[MSG-36][SHELL-56] photos: the other member's blurred with its hint (no permission given), mine a link to the original; a member without a photo shows the default image", async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          user: { ...USER, picture: '', hasPicture: false },
          messages: [
            msg(1, {
              tipoMensaje: 2,
              texto: '',
              images: { original: 'users_chat/chat-1.webp', square180: 'users_chat/180x180/chat-1.webp' },
            }),
            msg(2, { tipoMensaje: 2, texto: '', original: '/users_chat/chat-2.jpg' }),
            msg(3, { tipoMensaje: 2, texto: 'sin foto', images: null }),
          ],
        }),
      );
    await boot();
    const [theirs, mine, text] = [...preview().querySelectorAll('.chat-msgs > li')];
    const blurred = theirs!.querySelector('[data-testid="photo-blurred"] img.chat-photo--blurred')!;
    expect(blurred.getAttribute('src')).toBe(`${HOST}/users_chat/180x180/chat-1.webp`);
    expect(blurred.getAttribute('data-original')).toBe(`${HOST}/users_chat/chat-1.webp`);
    expect(theirs!.querySelector('.photo-btn__hint')).toHaveTextContent('Foto oculta. Tocá para verla.');
    const link = mine!.querySelector('a[data-testid="photo"]')!;
    expect(link.getAttribute('href')).toBe(`${HOST}/users_chat/chat-2.jpg`);
    expect(link.querySelector('img')!.getAttribute('src')).toBe(`${HOST}/users_chat/chat-2.jpg`);
    expect(text!.querySelector('.bubble')).toHaveTextContent('sin foto');
    expect(preview().querySelector('.chat-head img')!.getAttribute('src')).toBe('/img/default-male.svg');
    expect(preview().innerHTML).not.toContain('@@');
  });

  it('[SEC] names and texts from the API are text: markup in them makes no element', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">@@nickname@@';
    answer = () => new Response(JSON.stringify({ user: { ...USER, nickname: evil }, messages: [msg(1, { texto: evil })] }));
    await boot();
    expect(preview().querySelector('#chat-title')).toHaveTextContent(evil);
    expect(preview().querySelector('.bubble')).toHaveTextContent(evil);
    expect(preview().querySelectorAll('img')).toHaveLength(1); // the member's photo
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it.each([
    ['a locked conversation (402)', () => new Response('{"error":"payment_required"}', { status: 402 })],
    ['an error answer', () => new Response('{"error":"x"}', { status: 500 })],
    ['malformed JSON', () => new Response('{"user": ', { status: 200 })],
    ['a bare list of messages (the app takes the header from the chat row)', () => new Response(JSON.stringify([msg(1)]))],
    ['no member', () => new Response(JSON.stringify({ messages: [msg(1)] }))],
    ['no messages', () => new Response(JSON.stringify({ user: USER }))],
    ['an empty conversation', () => new Response(JSON.stringify({ user: USER, messages: [] }))],
    ['a member without a name', () => new Response(JSON.stringify({ user: { ...USER, nickname: '' }, messages: [msg(1)] }))],
    [
      "the other member's photo once they gave permission",
      () =>
        new Response(
          JSON.stringify({
            user: { ...USER, imagePermission: true },
            messages: [msg(1, { tipoMensaje: 2, images: { original: 'users_chat/a.jpg' } })],
          }),
        ),
    ],
    [
      'a photo named by an absolute URL',
      () =>
        new Response(JSON.stringify({ user: USER, messages: [msg(2, { tipoMensaje: 2, images: { original: 'https://x.test/a.jpg' } })] })),
    ],
    [
      'a photo path with a dot segment',
      () =>
        new Response(JSON.stringify({ user: USER, messages: [msg(2, { tipoMensaje: 2, images: { original: 'users_chat/../a.jpg' } })] })),
    ],
    [
      'a system notice',
      () => new Response(JSON.stringify({ user: USER, messages: [msg(1, { tipoMensaje: -1, texto: '<h1>Aviso</h1>' }), msg(2)] })),
    ],
    ["a 'Recomendados' message", () => new Response(JSON.stringify({ user: USER, messages: [msg(1), msg(2, { tipoMensaje: 4 })] }))],
  ])('[MSG-14][OPEN-18] %s: nothing static, the splash stays and the app starts at once', async (_name, a) => {
    answer = a;
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(document.querySelector('#root .boot')).not.toBeNull();
    expect(injected()).toEqual(SCRIPTS);
  });

  it('[OPEN-02] a configured system sender, or the data saver on (the app asks for a smaller photo): nothing static', async () => {
    await boot({ SPECIAL_MATCHING_USER_ID: '238' });
    expect(document.getElementById('static-preview')).toBeNull();
    localStorage.setItem(DATA_SAVER_KEY, 'on');
    document.head.innerHTML = '';
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
  });

  it.each([
    ['the back button', 'button[aria-label="Volver"]', 'button'],
    ['the text box', 'textarea', 'textarea'],
  ])(
    '[PERF][SHELL-30] a press on %s of the static copy reaches the same control of the app once it takes over',
    async (_name, selector, tag) => {
      await boot();
      const target = preview().querySelector<HTMLElement>(selector)!;
      expect(target).not.toBeNull();
      target.click();
      expect(target.getAttribute('aria-busy')).toBe('true');
      // The app's dialog, as MessageViewModal renders it.
      const app = document.importNode(document.querySelector<HTMLTemplateElement>('#static-conversation')!.content, true);
      const pressed = jest.fn();
      const own = app.querySelector<HTMLElement>(selector)!;
      own.addEventListener('click', pressed);
      document.getElementById('root')!.replaceChildren(app);
      document.querySelector<HTMLDialogElement>('#root dialog')!.showModal(); // as the app opens it, in the frame it releases the static copy
      releaseStaticPreview();
      await flush();
      expect(document.getElementById('static-preview')).toBeNull();
      expect(pressed).toHaveBeenCalledTimes(1);
      expect(document.activeElement?.tagName.toLowerCase()).toBe(tag);
      expect(document.activeElement).toBe(own);
    },
  );
});
