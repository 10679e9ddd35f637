/**
 * The app's scripts, added to the page as index.html would list them: runtime-config.js at once (every
 * page needs its values first), the entry scripts when the loader decides the app starts, in order
 * (not async: they run in the order they were added). On a route with a static first screen they are
 * added once that screen has painted (./index.ts).
 */
import type { BootHandoff } from '@/shared/boot/handoff';

export interface AppScripts {
  /** Runs `then` once runtime-config.js has run (or failed), in the order given: the loader's later steps read its values. */
  afterConfig(then: () => void): void;
  /** Adds the entry scripts (once: the app starts). */
  start(): void;
}

/** Adds a script that runs in order; `onDone` once it has run or failed. */
export function injectScript(src: string, scriptURL: (url: string) => string, onDone?: () => void): void {
  const s = document.createElement('script');
  s.src = scriptURL(src);
  s.async = false;
  if (onDone) s.onload = s.onerror = onDone;
  document.head.appendChild(s);
}

/** `scripts`: runtime-config.js first, then the entry's; adds runtime-config.js now. */
export function appScripts(boot: BootHandoff, scripts: string[], scriptURL: (url: string) => string): AppScripts {
  const waiting: (() => void)[] = [];
  const [config = '', ...entry] = scripts;
  injectScript(config, scriptURL, () => waiting.forEach((then) => then()));
  return {
    afterConfig: (then) => void waiting.push(then),
    start() {
      if (boot.started) return;
      boot.started = true;
      for (const src of entry) injectScript(src, scriptURL);
    },
  };
}
