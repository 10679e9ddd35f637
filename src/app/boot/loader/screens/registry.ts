/**
 * The renderers that come as a script of their own (NAME.script.ts, built by
 * scripts/lib/boot-loader-webpack-plugin.cjs as js/first-screen-NAME.HASH.js, with the screen's
 * prerendered template in it): only the route that shows the screen downloads its renderer and its
 * template; the dashboard's, which most reopened pages show, are in the loader and index.html.
 */
import type { FirstScreenRenderer, ScreenRenderer } from '../first-screen';

declare global {
  interface Window {
    __FLECHAZO_SCREENS__?: Record<string, ScreenRenderer | undefined>;
  }
}

/** Called by a renderer's own script as it runs. */
export function registerRenderer(name: string, renderer: FirstScreenRenderer, template?: string): void {
  (window.__FLECHAZO_SCREENS__ ??= {})[name] = { renderer, template };
}

/** A renderer whose script has run (undefined: none). */
export const registeredRenderer = (name: string): ScreenRenderer | undefined => window.__FLECHAZO_SCREENS__?.[name];

/**
 * Adds the screen's renderer script (async: the app's scripts never wait for it) and resolves with its
 * renderer once it has run, or null when it fails to load or registers none.
 */
export function loadRenderer(name: string, src: string, scriptURL: (url: string) => string): Promise<ScreenRenderer | null> {
  return new Promise((resolve) => {
    const s = document.createElement('script');
    s.src = scriptURL(src);
    s.async = true;
    s.onload = s.onerror = () => resolve(registeredRenderer(name) ?? null);
    document.head.appendChild(s);
  });
}
