/**
 * The boot loader: built by webpack from this folder (./main.ts is its entry; scripts/lib/
 * boot-loader-webpack-plugin.cjs) and inlined into index.html, where it runs in <head> before the page
 * is parsed. It decides how the page starts:
 *
 * - A visitor on a bare '/': the static home, and no app JavaScript until a press (./static-home.ts).
 * - A stored session: its first API answers and its first screen's chunks are on their way at once
 *   (./early.ts); on a route with a static first screen (./first-screen.ts, ../first-screens.ts) that
 *   screen shows from the early answers (filled by its renderer: ./screens/, in the loader or a script
 *   of its own fetched on that route), and the app's scripts are added once it has painted, its photos
 *   on screen included, or was declined (at most HOLD_AT_MOST_MS: the app needs the same answers);
 *   elsewhere the app's scripts start at once.
 * - Anything else: the app's scripts at once, in order (runtime-config.js first), exactly as if
 *   index.html listed them.
 *
 * Whatever the page, the location list (SHELL-53) is fetched here once and handed to the app
 * (./locations.ts), and the app's one Trusted Types policy is created first (./trusted-types.ts).
 * Everything it hands to the app is window.__FLECHAZO_BOOT__ (src/shared/boot/handoff.ts).
 */
import type { BootHandoff } from '@/shared/boot/handoff';
import { fetchEarly, preloadChunks } from './early';
import { showFirstScreen } from './first-screen';
import { fetchLocations, refetchMovedLocations } from './locations';
import { matchPage, pagePath, readStored } from './page';
import { appScripts } from './scripts';
import { RENDERERS } from './screens';
import { loadRenderer, registeredRenderer } from './screens/registry';
import type { LoaderConfig } from './settings';
import { showStaticHome } from './static-home';
import { createTrust } from './trusted-types';

export type { FirstScreenSettings, LoaderConfig } from './settings';

export function bootLoader(cfg: LoaderConfig): void {
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
  window.__FLECHAZO_BOOT__ = boot;
  const trust = createTrust(cfg.apiBaseUrl);
  boot.trust = trust;
  fetchLocations(boot, cfg.locationsUrl);
  const scripts = appScripts(boot, cfg.scripts, trust.scriptURL);
  scripts.afterConfig(() => refetchMovedLocations(boot));
  const session = readStored(cfg.sessionKey);

  if (!session) {
    if (cfg.staticHome && pagePath() === '/') showStaticHome(boot, cfg, scripts, trust.scriptURL);
    else scripts.start();
    return;
  }
  // A member: the app's scripts, with the first screen's chunks alongside, once (boot.started).
  let hold = 0;
  // (Only while this is the page's loader: a test's page runs the loader again and again.)
  const start = () => {
    window.clearTimeout(hold);
    if (boot.started || window.__FLECHAZO_BOOT__ !== boot) return;
    scripts.start();
    preloadChunks(cfg.earlyChunks);
  };
  const screen = cfg.firstScreens.find((s) => matchPage(s.route));
  // Its renderer: in the loader, or its own script, downloading now with runtime-config.js.
  const inline = screen && RENDERERS[screen.name];
  const renderer =
    screen &&
    ((inline && { renderer: inline }) ??
      registeredRenderer(screen.name) ??
      (screen.script ? loadRenderer(screen.name, screen.script, trust.scriptURL) : undefined));
  if (!screen || !renderer) {
    scripts.afterConfig(() => {
      const arrived = fetchEarly(boot, session, cfg.earlyGets, cfg.apiBaseUrl, cfg.earlyPosts);
      if (screen && renderer) void showFirstScreen(boot, screen, renderer, arrived, start);
    });
    start();
    return;
  }
  // A static first screen: the app's scripts and chunks are asked for once it has painted, its photos
  // on screen included. On a slow link its answers, renderer and photos then have the bandwidth to
  // themselves (about 200 KB of scripts downloading beside them delayed its paint by 100-200 ms,
  // docs/benchmarks.md), its content is the page's first large paint, and no script of the app's
  // competes with its fill; the app takes over about 300 ms later, and a press on the copy starts it
  // at once.
  scripts.afterConfig(() => {
    const arrived = fetchEarly(boot, session, cfg.earlyGets, cfg.apiBaseUrl, cfg.earlyPosts);
    void showFirstScreen(boot, screen, renderer, arrived, start).then((shown) =>
      // Its photos are looked for in its first frame (where they are is known once it is laid out):
      // none to wait for, the app starts once that frame has painted; else once they are in and the
      // frame after them has painted.
      shown ? inFrame(() => afterPhotos(boot.preview, (now) => (now ? window.setTimeout(start, 0) : afterPaint(start)))) : start(),
    );
  });
  hold = window.setTimeout(start, HOLD_AT_MOST_MS);
}

/**
 * The longest the app's scripts wait for a static first screen (its answers, renderer and location
 * list): on a slow phone its content shows at about 0.9-1.4 s (docs/benchmarks.md); an answer slower
 * than that holds the app back no longer, so the app's own screen, loading state included, can show.
 */
const HOLD_AT_MOST_MS = 1500;

/**
 * Runs `then` once the photos the static copy shows on screen are in (loaded or failed), `now` true
 * when there were none to wait for (called in a frame: it reads where they are). On a slow link they are
 * the page's largest paint, and the app's scripts asked for beside them would share the link with them.
 * Photos below the fold or lazy are not waited for; the loader's HOLD_AT_MOST_MS still bounds the wait.
 */
function afterPhotos(view: ShadowRoot | null, then: (now: boolean) => void): void {
  const fold = window.innerHeight;
  const waiting = Array.from(view?.querySelectorAll('img') ?? []).filter((img) => {
    if (img.complete || img.loading === 'lazy') return false;
    const { top, bottom } = img.getBoundingClientRect();
    return bottom > 0 && top < fold;
  });
  let left = waiting.length;
  if (!left) return then(true);
  const one = () => --left === 0 && then(false);
  for (const img of waiting) {
    img.addEventListener('load', one, { once: true });
    img.addEventListener('error', one, { once: true });
  }
}

/**
 * Runs `then` in the next frame, before it paints (at once in a hidden page, which paints none): where
 * it reads the layout, the frame's own layout is done there, not in the task before it.
 */
function inFrame(then: () => void): void {
  if (document.visibilityState === 'hidden') then();
  else requestAnimationFrame(() => then());
}

/** Runs `then` after the next frame has painted (at once in a hidden page, which paints none). */
function afterPaint(then: () => void): void {
  inFrame(() => window.setTimeout(then, 0));
}
