/**
 * The boot loader, inlined into index.html by the production build (webpack.config.js) and run in
 * <head> before the page is parsed. It decides how the page starts:
 *
 * - Any route but a bare '/', or a stored session: the app's scripts are injected at once, in order
 *   (runtime-config.js first), exactly as if index.html listed them.
 * - A visitor on '/': the home page arrives as static HTML (prerendered at build time from the same
 *   HomeScreen and locales, in a <template>) and no app JavaScript runs until the visitor presses a
 *   link or button on it. That press boots the app, which renders the same home over the static one
 *   and then receives the press again (see src/shared/boot/handoff.ts). Links opened in a new tab and
 *   external links are left to the browser.
 *
 * In both cases the location list (SHELL-53) is fetched here, once, and handed to the app; the static
 * home stays behind the splash until it has arrived. A press or a runtime configuration that changes
 * what the home shows (runtime-config.js) boots the app instead of revealing the static copy.
 *
 * It must stay small, self-contained (it is serialised with Function#toString) and plain enough for
 * every browser the app supports: no imports, no helpers, no closures over module scope.
 */
import type { BootHandoff } from '@/shared/boot/handoff';

export interface LoaderConfig {
  /** runtime-config.js first, then the app's entry scripts in order. */
  scripts: string[];
  locationsUrl: string;
  sessionKey: string;
  /** Whether index.html carries the prerendered home (<template id="static-home">). */
  staticHome: boolean;
  /** Build-time values of the runtime-config keys the home page shows; an override boots the app. */
  homeConfig: Record<string, string>;
  /** Service worker to register when the static home stays (production builds), or ''. */
  serviceWorker: string;
  /** The build's API host; runtime-config.js may override it (API_BASE_URL). */
  apiBaseUrl: string;
  /**
   * The GET requests a stored session starts at once, before the app's scripts arrive: [pattern, API
   * path] pairs, the pattern matched against the page's path and query, `$1` in the path taking its
   * first group. The app takes each answer instead of sending the same request again
   * (src/shared/boot/handoff.ts takeEarlyResponse; the table: config.early.js).
   */
  earlyGets: [string, string][];
  /** For a stored session: [pattern of the page's path and query, lazy chunk files] preloaded with the entry scripts. */
  earlyChunks: [string, string[]][];
  /**
   * The member's dashboard, prerendered with placeholder cards (<template id="static-dashboard">, see
   * ./prerender.tsx), or null: the routes it stands for, the early answer that fills it, its placeholder
   * texts and the build-time values of the runtime-config keys it shows (an override leaves it out).
   */
  staticDashboard: {
    route: string;
    apiPath: string;
    slots: { nickname: string; location: string; years: number; picture: string };
    /** The id of the prerendered liked card, whose buttons a liked member's card takes. */
    likedId: number;
    config: Record<string, string>;
  } | null;
  /** How long the app's scripts wait, at most, for the static dashboard's first photo to paint. */
  staticWaitMs: number;
}

export function bootLoader(cfg: LoaderConfig): void {
  const w = window as Window & { __FLECHAZO_BOOT__?: BootHandoff; __FLECHAZO_CONFIG__?: Record<string, string> };
  const d = document;
  const boot: BootHandoff = {
    locations: null,
    staticHome: false,
    replay: -1,
    started: false,
    early: null,
    trust: null,
    releaseStaticPreview: null,
    preview: null,
  };
  w.__FLECHAZO_BOOT__ = boot;

  // Trusted Types (the CSP's require-trusted-types-for 'script'): the app's one policy, created here,
  // first. The policy object never leaves this function: the app gets two narrow uses of it (script
  // URLs of its own origin, the API's or https; an inert parse of HTML that only text is read from).
  const factory = (w as { trustedTypes?: { createPolicy: (name: string, rules: object) => TrustedPolicy } }).trustedTypes;
  type TrustedPolicy = { createScriptURL(url: string): string; createHTML(html: string): string };
  let policy: TrustedPolicy | null = null;
  try {
    policy = factory
      ? factory.createPolicy('flechazo', {
          createScriptURL: (url: string) => {
            const u = new URL(url, w.location.href);
            const api = (w.__FLECHAZO_CONFIG__ ?? {}).API_BASE_URL || cfg.apiBaseUrl;
            if (u.origin === w.location.origin || u.protocol === 'https:' || (api && u.origin === new URL(api).origin)) return u.href;
            throw new TypeError('script URL not allowed: ' + url);
          },
          createHTML: (html: string) => html,
        })
      : null;
  } catch {
    policy = null; // a page whose CSP names no such policy: plain values (refused only if Trusted Types are enforced)
  }
  const scriptURL = (url: string): string => (policy ? policy.createScriptURL(url) : url);
  boot.trust = {
    scriptURL,
    parseHTML: (html: string) => new DOMParser().parseFromString(policy ? policy.createHTML(html) : html, 'text/html'),
  };

  // The location list: at once from the build's URL; once runtime-config.js has run, again from the
  // URL it names if that is another one ("one build, any API"). The app takes only a list fetched
  // from the URL it would ask itself (boot.locationsUrl, see takeEarlyLocations).
  const fetchLocations = (url: string) => {
    boot.locationsUrl = url;
    boot.locations = fetch(url, { credentials: 'same-origin', mode: 'cors' })
      .then((r) => (r.ok ? r.json() : null))
      .then((j: unknown) => (Array.isArray(j) ? j : null))
      .catch(() => null);
  };
  fetchLocations(cfg.locationsUrl);
  const configLoaded = () => {
    const url = (w.__FLECHAZO_CONFIG__ ?? {}).LOCATIONS_URL;
    if (url && url !== boot.locationsUrl && boot.locations) fetchLocations(url);
  };

  const inject = (src: string, onDone?: () => void) => {
    const s = d.createElement('script');
    s.src = scriptURL(src);
    s.async = false; // ordered: scripts run in the order they were added
    if (onDone) s.onload = s.onerror = onDone;
    d.head.appendChild(s);
  };
  let next = 0;
  const start = () => {
    if (boot.started) return;
    boot.started = true;
    if (next === 0) inject(cfg.scripts[next++] as string, configLoaded);
    while (next < cfg.scripts.length) inject(cfg.scripts[next++] as string);
  };

  let stored: string | null = null;
  try {
    stored = w.localStorage.getItem(cfg.sessionKey);
  } catch {
    stored = null;
  }

  // A member's first API answers are on their way while the app's scripts download: at once, to the
  // build's API host, and again if runtime-config.js names another one (the app takes only answers
  // from the host it calls).
  /** The early answers as they arrive (the app's copies come a task later). */
  let arrived: Record<string, Promise<{ status: number; body: string } | null> | undefined> = {};
  const fetchEarly = () => {
    let token: unknown = null;
    try {
      token = stored ? (JSON.parse(stored) as { token?: unknown }).token : null;
    } catch {
      token = null;
    }
    if (typeof token !== 'string' || !token || typeof fetch !== 'function') return;
    const base = (w.__FLECHAZO_CONFIG__ ?? {}).API_BASE_URL || cfg.apiBaseUrl;
    const early: NonNullable<BootHandoff['early']> = { token, base, answers: {} };
    arrived = {};
    for (const [route, apiPath] of cfg.earlyGets) {
      const m = new RegExp(route).exec(w.location.pathname + w.location.search);
      if (!m) continue;
      const url = apiPath.replace('$1', m[1] ?? '');
      const answer = fetch(base + url, { headers: { Accept: 'application/json', Authorization: 'Bearer ' + token } })
        .then((r) => r.text().then((body) => ({ status: r.status, body })))
        .catch(() => null);
      arrived[url] = answer;
      // The app's work on an answer starts in a task of its own, after the loader's: the static
      // dashboard's photos are requested and painted first (showStaticDashboard).
      early.answers[url] = answer.then((a) => new Promise<typeof a>((resolve) => w.setTimeout(() => resolve(a), 0)));
    }
    boot.early = early;
  };

  if (!cfg.staticHome || w.location.pathname !== '/' || w.location.search || stored) {
    const preload = (href: string) => {
      const l = d.createElement('link');
      l.rel = 'preload';
      l.setAttribute('as', /\.css$/.test(href) ? 'style' : 'script');
      l.href = href;
      d.head.appendChild(l);
    };
    // A member's first screen's chunks download with the entry scripts, not after them.
    let preloaded = false;
    const preloadChunks = () => {
      if (preloaded) return;
      preloaded = true;
      for (const [route, files] of cfg.earlyChunks)
        if (new RegExp(route).test(w.location.pathname + w.location.search)) files.forEach(preload);
    };
    const startApp = () => {
      if (boot.started) return;
      start();
      if (stored) preloadChunks();
    };
    const sd = cfg.staticDashboard;
    if (stored && sd && new RegExp(sd.route).test(w.location.pathname)) {
      // The member's dashboard shows its first cards from the early answer first; the app's scripts
      // follow once the first photo has painted, or after staticWaitMs at the latest.
      inject(cfg.scripts[next++] as string, () => {
        configLoaded();
        fetchEarly();
        showStaticDashboard(startApp);
      });
      w.setTimeout(startApp, cfg.staticWaitMs);
      return;
    }
    if (stored)
      inject(cfg.scripts[next++] as string, () => {
        configLoaded();
        fetchEarly();
      });
    startApp();
    return;
  }

  /**
   * A member opening their dashboard sees its first cards as soon as the early answer is in, before
   * the app's scripts have run: the prerendered dashboard, its placeholder cards filled (text and
   * attributes only, never markup) with the leading members the app will show in the same places,
   * over the app's hidden root until the app calls releaseStaticPreview (src/shared/boot/handoff.ts).
   * Anything unexpected leaves the splash as it was, and the app's scripts start at once.
   */
  function showStaticDashboard(then: () => void) {
    const sd = cfg.staticDashboard;
    const override = w.__FLECHAZO_CONFIG__ ?? {};
    const answer = arrived[sd?.apiPath ?? ''];
    if (!sd || !answer || Object.keys(sd.config).some((k) => override[k] != null && override[k] !== sd.config[k])) {
      then();
      return;
    }
    const whenParsed = new Promise<void>((resolve) => {
      if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', () => resolve());
      else resolve();
    });
    // SHELL-53: like the app, it shows once the location list is in.
    void Promise.all([answer, boot.locations, whenParsed]).then(([a, locations]) => {
      const photo = a && a.status === 200 && locations ? show(a.body) : null;
      if (!photo) {
        then();
        return;
      }
      // The app's scripts once the first photo has painted (or failed: the app then tries the others).
      const afterPaint = () => w.requestAnimationFrame(() => w.setTimeout(then, 0));
      if (photo.complete) {
        afterPaint();
      } else {
        photo.addEventListener('load', afterPaint);
        photo.addEventListener('error', then);
      }
    });

    /** Shows the dashboard filled from the answer's leading members; returns its first photo, or null. */
    function show(body: string): HTMLImageElement | null {
      const tpl = d.getElementById('static-dashboard') as HTMLTemplateElement | null;
      const root = d.getElementById('root');
      if (!sd || !tpl || !root || boot.started) return null;
      let items: unknown;
      try {
        items = (JSON.parse(body) as { items?: unknown } | null)?.items;
      } catch {
        return null;
      }
      if (!Array.isArray(items)) return null;
      const page = tpl.content.cloneNode(true) as DocumentFragment;
      const liked = page.querySelector('[data-member-id="' + sd.likedId + '"]');
      const likedActions = liked?.querySelector('.mcard__actions');
      liked?.closest('li')?.remove();
      const cards = page.querySelectorAll('[data-member-id]');
      const ext = /\.(webp|jpe?g|png)$/i;
      const slotsRe = new RegExp(
        [encodeURIComponent(sd.slots.picture), sd.slots.nickname, sd.slots.location, String(sd.slots.years)]
          .map((slot) => slot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('|'),
        'g',
      );
      let filled = 0;
      // The leading plain members only: a notice, a photo-less member, or an item the app's mapper
      // would read differently ends the run (the app then shows the rest).
      for (; filled < cards.length && filled < items.length; filled++) {
        const m = items[filled] as Record<string, unknown> | null;
        if (!m || typeof m !== 'object' || m.type !== 'USER' || m.hasPicture !== true) break;
        const { id, nickname, location, years, picture } = m;
        if (typeof id !== 'number' || !(id > 0) || id % 1 !== 0 || typeof m.liked !== 'boolean') break;
        if (typeof nickname !== 'string' || !nickname || typeof location !== 'string') break;
        if (typeof years !== 'number' || !(years >= 0) || years % 1 !== 0 || typeof picture !== 'string' || !picture) break;
        const card = cards[filled] as Element;
        const actions = card.querySelector('.mcard__actions');
        if (m.liked) {
          if (!likedActions || !actions) break;
          actions.replaceWith(likedActions.cloneNode(true));
        }
        const file = encodeURIComponent(ext.test(picture) ? picture.replace(ext, '.webp') : picture);
        const values: Record<string, string> = {
          [encodeURIComponent(sd.slots.picture)]: file,
          [sd.slots.nickname]: nickname,
          [sd.slots.location]: location,
          [String(sd.slots.years)]: String(years),
        };
        // One pass: a value that happens to contain another placeholder stays as it is.
        const fill = (text: string) => text.replace(slotsRe, (slot) => values[slot] ?? slot);
        card.setAttribute('data-member-id', String(id));
        for (const el of [card, ...Array.from(card.querySelectorAll('*'))]) {
          for (const attr of Array.from(el.attributes)) attr.value = fill(attr.value);
        }
        const walker = d.createTreeWalker(card, NodeFilter.SHOW_TEXT);
        for (let t = walker.nextNode(); t; t = walker.nextNode()) t.nodeValue = fill(t.nodeValue ?? '');
        if (m.status !== 'online') card.querySelector('.mcard__status')?.remove();
      }
      const first = cards[0]?.querySelector('img');
      if (filled === 0 || !first) return null;
      for (let i = filled; i < cards.length; i++) (cards[i] as Element).closest('li')?.remove();
      for (const el of Array.from(page.querySelectorAll<HTMLElement>('[data-style]'))) {
        el.style.cssText = el.getAttribute('data-style') ?? '';
        el.removeAttribute('data-style');
      }
      for (const l of Array.from(page.querySelectorAll('link'))) l.remove();
      // A picture of the app, not a second app: its copy lives in a closed shadow root, so the page's
      // scripts and test tools find only the app's own elements (never two toolbars or two cards of one
      // member during the handover). It takes the page's stylesheets (cached: the same sheets) and its
      // own (the shell's and the dashboard's CSS) along.
      const box = d.createElement('div');
      box.id = 'static-preview';
      box.setAttribute('aria-busy', 'true');
      const view = box.attachShadow({ mode: 'closed' });
      for (const l of Array.from(d.querySelectorAll('link[rel="stylesheet"]'))) view.appendChild(l.cloneNode());
      view.appendChild(page);
      boot.preview = view;
      // A press before the app has taken over boots it at once and reaches the same button or link of
      // the app's page once it is there (a card's by the member and the button's place in the card).
      const pressable = 'a[href],button';
      let pressed: { member: string | null; index: number; href: string | null; label: string | null } | null = null;
      view.addEventListener(
        'click',
        (e) => {
          const t = e.target instanceof Element ? e.target.closest(pressable) : null;
          e.preventDefault();
          if (!t || pressed) return;
          const card = t.closest('[data-member-id]');
          pressed = {
            member: card ? card.getAttribute('data-member-id') : null,
            index: card ? Array.from(card.querySelectorAll(pressable)).indexOf(t) : -1,
            href: t.getAttribute('href'),
            label: t.getAttribute('aria-label') ?? t.textContent,
          };
          t.setAttribute('aria-busy', 'true');
          if (t instanceof HTMLElement) t.style.opacity = '0.75';
          d.documentElement.classList.add('is-booting');
          then();
        },
        true,
      );
      root.before(box);
      d.documentElement.classList.add('has-static-preview');
      boot.releaseStaticPreview = () => {
        box.remove();
        boot.preview = null;
        d.documentElement.classList.remove('has-static-preview');
        boot.releaseStaticPreview = null;
        const p = pressed;
        if (!p) return;
        w.setTimeout(() => {
          d.documentElement.classList.remove('is-booting');
          const card = p.member ? root.querySelector('[data-member-id="' + p.member + '"]') : null;
          const target = card
            ? card.querySelectorAll<HTMLElement>(pressable)[p.index]
            : Array.from(root.querySelectorAll<HTMLElement>(pressable)).find((el) =>
                p.href ? el.getAttribute('href') === p.href : (el.getAttribute('aria-label') ?? el.textContent) === p.label,
              );
          target?.focus();
          target?.click();
        }, 0);
      };
      // The app takes over well before this; if it cannot, its own screens show again.
      w.setTimeout(() => boot.releaseStaticPreview?.(), 15000);
      return first;
    }
  }

  // The visitor's home: wait for the page, runtime-config.js and the locations, then show it.
  let waiting = 2;
  const ready = () => {
    waiting -= 1;
    if (waiting === 0) void boot.locations?.then(reveal);
  };
  next = 1;
  inject(cfg.scripts[0] as string, () => {
    configLoaded();
    ready();
  });
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', ready);
  else ready();

  function reveal(locations: unknown[] | null) {
    const root = d.getElementById('root');
    const tpl = d.getElementById('static-home') as HTMLTemplateElement | null;
    const override = w.__FLECHAZO_CONFIG__ ?? {};
    const changed = Object.keys(cfg.homeConfig).some((k) => override[k] != null && override[k] !== cfg.homeConfig[k]);
    if (boot.started || !root || !tpl || !locations || changed) {
      start();
      return;
    }
    root.replaceChildren(tpl.content.cloneNode(true));
    boot.staticHome = true;
    const pressable = 'a[href],button';
    root.addEventListener(
      'click',
      (e) => {
        const t = e.target instanceof Element ? e.target.closest(pressable) : null;
        if (!boot.staticHome || !t || !root.contains(t)) return;
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        if (t.getAttribute('target') === '_blank') return;
        e.preventDefault();
        if (boot.replay >= 0) return; // one press is enough; the app is on its way
        boot.replay = Array.prototype.indexOf.call(root.querySelectorAll(pressable), t);
        t.setAttribute('aria-busy', 'true');
        d.documentElement.classList.add('is-booting');
        start();
      },
      true,
    );
    // Issue 33: a login in another tab is picked up when this tab gets the focus: with a stored session
    // now, the page starts again as a member's (the app restores it).
    const pickUp = () => {
      let session: string | null = null;
      try {
        session = w.localStorage.getItem(cfg.sessionKey);
      } catch {
        session = null;
      }
      if (session && !boot.started && d.visibilityState !== 'hidden') w.location.reload();
    };
    w.addEventListener('focus', pickUp);
    d.addEventListener('visibilitychange', pickUp);
    if (cfg.serviceWorker && 'serviceWorker' in navigator) {
      const register = () => {
        if (!boot.started) void navigator.serviceWorker.register(scriptURL(cfg.serviceWorker)).catch(() => undefined);
      };
      const later = () => w.setTimeout(() => (w.requestIdleCallback ? w.requestIdleCallback(register) : register()), 3000);
      if (d.readyState === 'complete') later();
      else w.addEventListener('load', later, { once: true });
    }
  }
}
