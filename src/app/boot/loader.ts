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
   * The GET requests a stored session starts at once, before the app's scripts arrive: [route pattern,
   * API path] pairs, `$1` in the path taking the pattern's first group. The app takes each answer
   * instead of sending the same request again (src/shared/boot/handoff.ts takeEarlyResponse).
   */
  earlyGets: [string, string][];
  /** For a stored session: [route pattern, lazy chunk files] preloaded with the entry scripts. */
  earlyChunks: [string, string[]][];
}

export function bootLoader(cfg: LoaderConfig): void {
  const w = window as Window & { __FLECHAZO_BOOT__?: BootHandoff; __FLECHAZO_CONFIG__?: Record<string, string> };
  const d = document;
  const boot: BootHandoff = { locations: null, staticHome: false, replay: -1, started: false, early: null, trust: null };
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

  boot.locations = fetch(cfg.locationsUrl, { credentials: 'same-origin', mode: 'cors' })
    .then((r) => (r.ok ? r.json() : null))
    .then((j: unknown) => (Array.isArray(j) ? j : null))
    .catch(() => null);

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
    while (next < cfg.scripts.length) inject(cfg.scripts[next++] as string);
  };

  let stored: string | null = null;
  try {
    stored = w.localStorage.getItem(cfg.sessionKey);
  } catch {
    stored = null;
  }

  // A member's first API answers are on their way while the app's scripts download (runtime-config.js
  // first: it may name another API host).
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
    for (const [route, apiPath] of cfg.earlyGets) {
      const m = new RegExp(route).exec(w.location.pathname);
      if (!m) continue;
      const url = apiPath.replace('$1', m[1] ?? '');
      early.answers[url] = fetch(base + url, { headers: { Accept: 'application/json', Authorization: 'Bearer ' + token } })
        .then((r) => r.text().then((body) => ({ status: r.status, body })))
        .catch(() => null);
    }
    boot.early = early;
  };

  if (!cfg.staticHome || w.location.pathname !== '/' || w.location.search || stored) {
    if (stored) inject(cfg.scripts[next++] as string, fetchEarly);
    start();
    if (stored) {
      // The member's first screen's chunks download with the entry scripts, not after them.
      for (const [route, files] of cfg.earlyChunks) {
        if (!new RegExp(route).test(w.location.pathname)) continue;
        for (const href of files) {
          const l = d.createElement('link');
          l.rel = 'preload';
          l.setAttribute('as', /\.css$/.test(href) ? 'style' : 'script');
          l.href = href;
          d.head.appendChild(l);
        }
      }
    }
    return;
  }

  // The visitor's home: wait for the page, runtime-config.js and the locations, then show it.
  let waiting = 2;
  const ready = () => {
    waiting -= 1;
    if (waiting === 0) void boot.locations?.then(reveal);
  };
  next = 1;
  inject(cfg.scripts[0] as string, ready);
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
