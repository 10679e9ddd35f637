/** The small readings of the page every part of the boot loader makes, written once. */

/** runtime-config.js's values, once it has run ({} before, or without it; src/shared/config/env.ts reads the same). */
export function runtimeConfig(): Record<string, string | undefined> {
  const w: Window & { __FLECHAZO_CONFIG__?: Record<string, string | undefined> } = window;
  return w.__FLECHAZO_CONFIG__ ?? {};
}

/** Whether runtime-config.js changes any of these build-time values (a static copy of them is then wrong). */
export function overridden(built: Record<string, string>): boolean {
  const now = runtimeConfig();
  return Object.keys(built).some((k) => now[k] != null && now[k] !== built[k]);
}

/** The API host the app calls: runtime-config.js's, or the build's. */
export function apiBase(built: string): string {
  return runtimeConfig().API_BASE_URL || built;
}

/** The page's path and query, which the tables' patterns are matched against. */
export function pagePath(): string {
  return window.location.pathname + window.location.search;
}

/** A table's pattern matched against the page's path and query. */
export function matchPage(pattern: string): RegExpExecArray | null {
  return new RegExp(pattern).exec(pagePath());
}

/** A stored value as local storage holds it, the session's or the saved search's (null: none, or storage refused). */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Resolves once the page has been parsed (at once if it already is). */
export function whenParsed(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => resolve());
    else resolve();
  });
}
