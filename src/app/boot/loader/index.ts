/**
 * The boot loader: built by webpack from this folder (./main.ts is its entry; scripts/lib/
 * boot-loader-webpack-plugin.cjs) and inlined into index.html, where it runs in <head> before the page
 * is parsed. It decides how the page starts:
 *
 * - A visitor on a bare '/': the static home, and no app JavaScript until a press (./static-home.ts).
 * - A stored session: its first API answers and its first screen's chunks are on their way at once
 *   (./early.ts); on a route with a static first screen (./first-screen.ts, ../first-screens.ts) that
 *   screen shows from the early answers (filled by its renderer: ./screens/, in the loader or a script
 *   of its own fetched on that route) and the app's scripts follow once it has painted; elsewhere the
 *   app's scripts start at once.
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
import { matchPage, pagePath, readSession } from './page';
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
  const session = readSession(cfg.sessionKey);

  if (!session) {
    if (cfg.staticHome && pagePath() === '/') showStaticHome(boot, cfg, scripts, trust.scriptURL);
    else scripts.start();
    return;
  }
  // A member: the app's scripts, with the first screen's chunks alongside.
  const start = () => {
    if (boot.started) return;
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
  scripts.afterConfig(() => {
    const arrived = fetchEarly(boot, session, cfg.earlyGets, cfg.apiBaseUrl);
    if (screen && renderer) showFirstScreen(boot, screen, renderer, arrived);
  });
  start();
}
