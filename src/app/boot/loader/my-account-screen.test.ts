/**
 * The boot loader's static my account ('/my-account', ./screens/my-account.ts): its renderer comes as a
 * script of its own on that route only; what it writes from the early getAccount answer and the
 * session's member in each reading the contract allows; the forms it leaves to the app; its controls
 * take nothing. (The template is the app's own render of the screen: ../prerender/my-account.tsx.)
 */
import { bootLoader, type LoaderConfig } from '.';
import { SESSION_STORAGE_KEY } from '@/features/session';
import { DATA_SAVER_KEY } from '@/shared/lib/data-saver';
import { demoFirstScreen, demoLoaderConfig, mockEarlyNetwork, press } from '@/test/boot';
import { myAccount } from './screens/my-account';

const SCRIPTS = ['/runtime-config.js', '/js/main.js'];
const RENDERER = '/js/first-screen-my-account.abcd1234.js';
const cfg = (): LoaderConfig =>
  demoLoaderConfig({
    scripts: SCRIPTS,
    locationsUrl: '/locations.json',
    apiBaseUrl: 'https://api.test',
    firstScreens: [demoFirstScreen('my-account', { script: RENDERER })],
  });

const injected = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src') ?? '').filter((s) => s !== RENDERER);
function runRendererScript(ok = true) {
  const s = document.head.querySelector(`script[src="${RENDERER}"]`);
  if (!s) return false;
  if (ok) (window.__FLECHAZO_SCREENS__ ??= {})['my-account'] = { renderer: myAccount };
  s.dispatchEvent(new Event(ok ? 'load' : 'error'));
  return true;
}
const flush = () => new Promise((r) => setTimeout(r, 0));
const preview = () => window.__FLECHAZO_BOOT__!.preview!;
const $ = (sel: string) => preview().querySelector(sel);
const texts = (sel: string) => [...preview().querySelectorAll(sel)].map((e) => e.textContent);
const switches = () =>
  Object.fromEntries(
    [...preview().querySelectorAll<HTMLInputElement>('[data-testid="notification-toggles"] input')].map((i) => [
      i.getAttribute('aria-label'),
      i.checked,
    ]),
  );

const ALERTS = { messages: '1', visits: '0', matches: '1', recomendados: '0', resumen: '1', promociones: '0' };
/** A getAccount answer as the contract states it (ACC-02, ACC-08, ACC-10). */
const account = (over: Record<string, unknown> = {}) => ({
  email: 'lucia@example.com',
  username: 'lucia88',
  genderId: 2,
  ageRange: { min: 30, max: 45 },
  subscriptions: {
    description: 'Plan 3 meses',
    active: '1',
    startDate: '2026-11-02 10:00:00',
    endDate: '2027-02-02',
    renewal: true,
    hideCancelButton: false,
  },
  alerts: { web: ALERTS, android: null },
  ...over,
});
const session = (me: Record<string, unknown> = {}) => ({
  me: { id: 7, gender: 2, genderText: 'mujer', billing: { premium: 0, active_subscription: 0 }, ...me },
});

let template = '';
let answer: () => Response;
let sessionAnswer: () => Response;

beforeAll(async () => {
  const { renderFirstScreen } = await import('../prerender');
  template = await renderFirstScreen('my-account');
});
beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"><div class="boot" aria-busy="true">Flechazo</div></div><template id="static-my-account">${template}</template>`;
  document.documentElement.className = '';
  localStorage.clear();
  localStorage.setItem(SESSION_STORAGE_KEY, '{"token":"tok"}');
  window.history.replaceState(null, '', '/my-account');
  delete window.__FLECHAZO_BOOT__;
  delete window.__FLECHAZO_CONFIG__;
  delete window.__FLECHAZO_SCREENS__;
  answer = () => new Response(JSON.stringify(account()), { status: 200 });
  sessionAnswer = () => new Response(JSON.stringify(session()), { status: 200 });
  mockEarlyNetwork(
    (u) => u.endsWith('/v1/account'),
    () => answer(),
    () => sessionAnswer(),
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

describe('boot loader: the static my account', () => {
  it("[PERF] its renderer is a script of its own, added at once on '/my-account' only; its answers are the app's early GETs", async () => {
    bootLoader(cfg());
    document.head.querySelector('script[src="/runtime-config.js"]')?.dispatchEvent(new Event('load'));
    expect(document.head.querySelector(`script[src="${RENDERER}"]`)).not.toBeNull();
    expect(Object.keys(window.__FLECHAZO_BOOT__!.early!.answers).sort()).toEqual(['/v1/account', '/v1/session?id=0']);
    for (const path of ['/my-profile', '/my-account?modal=pay-wall', '/dashboard-recent']) {
      document.head.innerHTML = '';
      window.history.replaceState(null, '', path);
      bootLoader(cfg());
      expect(document.head.querySelector(`script[src="${RENDERER}"]`)).toBeNull();
    }
  });

  it('[PERF][ACC-01][ACC-02][ACC-03][ACC-08][ACC-10] a member reopening my account sees their age range, data, plan and switches before any app script runs', async () => {
    await boot();
    expect(injected()).toEqual(['/runtime-config.js']); // the app's scripts run once it has painted
    expect($('.acc-age__value')).toHaveTextContent(/^De 30 a 45 años$/);
    const [lo, hi] = [...preview().querySelectorAll<HTMLInputElement>('input.age-range__input')];
    expect([lo!.value, hi!.value, lo!.getAttribute('aria-valuetext'), hi!.getAttribute('aria-valuetext')]).toEqual([
      '30',
      '45',
      '30 años',
      '45 años',
    ]);
    expect(($('.age-range__fill') as HTMLElement).style.left).toBe(`${((30 - 18) / 81) * 100}%`);
    expect(texts('[aria-labelledby="acc-data"] dd')).toEqual(['lucia@example.com', 'lucia88', 'Mujer']);
    expect(preview().querySelectorAll('section[aria-labelledby="acc-sub"]')).toHaveLength(1);
    expect($('[data-testid="subscription-block"] strong')).toHaveTextContent('Plan 3 meses');
    expect($('.acc-badge')).toHaveTextContent('Activa');
    expect(texts('[data-testid="subscription-block"] dd')).toEqual(['02/11/2026', '02/02/2027', 'Sí']);
    expect($('[data-testid="subscription-block"] a')!.getAttribute('href')).toBe('/unsubscribe/step-one');
    // ACC-13: no Android set, no Android column; ACC-12: a woman has 'Resumen'.
    expect(texts('[data-testid="notification-toggles"] thead th')).toEqual(['Aviso', 'Web']);
    expect(switches()).toEqual({
      'Mensajes en Web': true,
      'Visitas en Web': false,
      'Se gustan en Web': true,
      'Recomendados en Web': false,
      'Resumen en Web': true,
      'Promociones en Web': false,
    });
    expect(($('[data-testid="data-saver-toggle"]') as HTMLInputElement).checked).toBe(false);
    expect(preview().textContent).not.toContain('@@');
    expect(preview().querySelector('[data-style]')).toBeNull();
  });

  it('[PERF] its sliders are a picture (inert: a drag cannot be replayed), and a press on them starts nothing', async () => {
    await boot();
    const sliders = [...preview().querySelectorAll('input[type="range"]')];
    expect(sliders).toHaveLength(2);
    expect(sliders.every((i) => i.hasAttribute('inert'))).toBe(true);
    press(sliders[0]!);
    expect(injected()).toEqual(['/runtime-config.js']);
    expect(sliders[0]!.hasAttribute('aria-busy')).toBe(false);
    expect(document.documentElement).not.toHaveClass('is-booting');
  });

  it.each([
    ['a notification switch, pressed on it', '[aria-label="Visitas en Web"]', (el: Element) => el],
    [
      "the data saver's switch, pressed on its label's text",
      '[data-testid="data-saver-toggle"]',
      (el: Element) => el.closest('label')!.querySelector('.acc-saver__label')!,
    ],
  ])(
    '[PERF][ACC-10] %s: the copy does not flip it (a picture) but shows the press and starts the app, and the app flips its own once it is there',
    async (_name, sel, target) => {
      await boot();
      const copy = $(sel) as HTMLInputElement;
      expect(copy.hasAttribute('inert')).toBe(false);
      expect(copy.checked).toBe(false);
      expect(press(target(copy))).toBe(true);
      expect(copy.checked).toBe(false);
      expect(copy.closest('label')!.style.opacity).toBe('0.75');
      expect(document.documentElement).toHaveClass('is-booting');
      expect(injected()).toEqual(SCRIPTS); // the member wants the app now

      // The app renders its own screen into the root, then releases the copy: the press reaches the same switch.
      const root = document.getElementById('root')!;
      root.innerHTML = preview().innerHTML;
      const own = root.querySelector<HTMLInputElement>(sel)!;
      own.removeAttribute('style');
      const changed = jest.fn();
      own.addEventListener('change', changed);
      window.__FLECHAZO_BOOT__!.releaseStaticPreview!();
      await flush();
      expect(changed).toHaveBeenCalledTimes(1);
      expect(own.checked).toBe(true);
      expect(document.activeElement).toBe(own);
      expect(document.documentElement).not.toHaveClass('is-booting');
    },
  );

  it("[ACC-08][ACC-10][ACC-12][ACC-13][ACC-14] the contract's other readings: an expired plan without renewal nor cancel, a man's account with an Android set as integers, the session's {edad_min, edad_max} range as digits", async () => {
    answer = () =>
      new Response(
        JSON.stringify(
          account({
            genderId: '1',
            ageRange: { edad_min: '60', edad_max: '70' },
            subscriptions: {
              description: 'Plan mensual',
              active: '0',
              startDate: '2026-01-01',
              endDate: '2026-02-01',
              renewal: '0',
              hideCancelButton: '1',
            },
            alerts: { web: ALERTS, android: { messages: 1, visits: 0 } },
          }),
        ),
      );
    sessionAnswer = () =>
      new Response(JSON.stringify(session({ gender: '1', genderText: 'gay', billing: { premium: '1', active_subscription: '1' } })));
    await boot();
    expect($('.acc-age__value')).toHaveTextContent(/^De 60 a 70 años$/);
    expect($('input.age-range__input')).toHaveClass('age-range__input--top');
    expect(texts('[aria-labelledby="acc-data"] dd')).toEqual(['lucia@example.com', 'lucia88', 'Hombre que busca hombres']);
    expect($('.acc-badge')).toHaveTextContent('Vencida');
    expect($('.acc-badge')).toHaveClass('acc-badge--expired');
    expect(texts('[data-testid="subscription-block"] dd')).toEqual(['01/01/2026', '01/02/2026', 'No']);
    expect($('[data-testid="subscription-block"] a')).toBeNull();
    expect(texts('[data-testid="notification-toggles"] thead th')).toEqual(['Aviso', 'Web', 'Android']);
    expect(texts('[data-testid="notification-toggles"] tbody th')).not.toContain('Resumen');
    expect(switches()['Mensajes en Android']).toBe(true);
    expect(switches()['Visitas en Android']).toBe(false);
  });

  it('[ACC-09] no plan: the offer to subscribe; a plan being processed (the session has it, the account not yet): its note only', async () => {
    answer = () => new Response(JSON.stringify(account({ subscriptions: null })));
    await boot();
    expect($('[data-testid="subscription-block"]')).toHaveTextContent('No tenés una suscripción activa.Suscribite');
    window.__FLECHAZO_BOOT__?.releaseStaticPreview?.();
    document.head.innerHTML = '';
    delete window.__FLECHAZO_BOOT__;
    sessionAnswer = () => new Response(JSON.stringify(session({ billing: { active_subscription: true } })));
    await boot();
    expect($('[data-testid="subscription-processing"]')).toHaveTextContent(
      'Estamos procesando tu plan. Este proceso puede demorar hasta 2 horas.',
    );
    expect($('[data-testid="subscription-block"] button')).toBeNull();
  });

  it('[PERF] the data saver switch shows this device’s choice', async () => {
    localStorage.setItem(DATA_SAVER_KEY, 'on');
    await boot();
    expect(($('[data-testid="data-saver-toggle"]') as HTMLInputElement).checked).toBe(true);
  });

  it('[SEC] texts from the API are text: markup or a placeholder in them makes no element and is not filled again', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">';
    answer = () => new Response(JSON.stringify(account({ email: '@@username@@', username: evil })));
    await boot();
    expect(texts('[aria-labelledby="acc-data"] dd')).toEqual(['@@username@@', evil, 'Mujer']);
    expect(preview().querySelectorAll('img')).toHaveLength(0);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it.each([
    ['an error answer', () => new Response('{"error":"x"}', { status: 500 }), null],
    ['malformed JSON', () => new Response('{"email": 1', { status: 200 }), null],
    ['a list', () => new Response('[]', { status: 200 }), null],
    [
      'a one-time payment (the app reads this browser’s promo)',
      () => new Response(JSON.stringify(account({ subscriptions: null }))),
      () => new Response(JSON.stringify(session({ billing: { premium: 1 } }))),
    ],
    ['a session without a member', null, () => new Response('{"me": null}')],
  ])('[OPEN-18][ACC-09] %s: nothing static, the splash stays and the app starts at once', async (_name, a, s) => {
    if (a) answer = a;
    if (s) sessionAnswer = s;
    await boot();
    expect(document.getElementById('static-preview')).toBeNull();
    expect(document.querySelector('#root .boot')).not.toBeNull();
    expect(injected()).toEqual(SCRIPTS);
  });
});
