/**
 * A returning member's first API answers and first screen's chunks, on their way while the app's
 * scripts download (decision 05). The tables: config.early.js (EARLY_GETS) and webpack.config.js
 * (EARLY_CHUNKS), matched against the page's path and query.
 */
import { type BootHandoff, type EarlyAnswer, earlyPostKey } from '@/shared/boot/handoff';
import { EARLY_BODIES } from './bodies';
import { apiBase, matchPage } from './page';

/** The early answers as they arrive, by API path or a POST's key (the app's copies come a task later). */
export type Arrived = Record<string, Promise<EarlyAnswer | null> | undefined>;

/**
 * Sends the early GETs that match the page, and the early POSTs whose body it can build (./bodies.ts),
 * with the stored session's token, to the API host the app will call (runtime-config.js has run by
 * now), and hands them to the app (boot.early: a POST's answer by earlyPostKey, with its body). Nothing
 * without a token.
 */
export function fetchEarly(
  boot: BootHandoff,
  session: string | null,
  earlyGets: [string, string][],
  builtApiBase: string,
  earlyPosts: [string, string, string][] = [],
): Arrived {
  const arrived: Arrived = {};
  let token: unknown = null;
  try {
    token = session ? (JSON.parse(session) as { token?: unknown } | null)?.token : null;
  } catch {
    token = null;
  }
  if (typeof token !== 'string' || !token || typeof fetch !== 'function') return arrived;
  const base = apiBase(builtApiBase);
  const early: NonNullable<BootHandoff['early']> = { token, base, answers: {}, bodies: {} };
  const send = (key: string, url: string, body?: string) => {
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: 'Bearer ' + token };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const answer = fetch(base + url, body === undefined ? { headers } : { method: 'POST', headers, body })
      .then((r) => r.text().then((text) => ({ status: r.status, body: text })))
      .catch(() => null);
    arrived[key] = answer;
    // The app's work on an answer starts in a task of its own, after the loader's: a static first
    // screen's photos are requested and painted first (./first-screen.ts).
    early.answers[key] = answer.then((a) => new Promise<typeof a>((resolve) => window.setTimeout(() => resolve(a), 0)));
  };
  for (const [route, apiPath] of earlyGets) {
    const m = matchPage(route);
    if (!m) continue;
    const url = apiPath.replace('$1', m[1] ?? '');
    send(url, url);
  }
  for (const [route, url, name] of earlyPosts) {
    const body = matchPage(route) ? EARLY_BODIES[name]?.() : null;
    if (typeof body !== 'string') continue;
    const key = earlyPostKey(url);
    early.bodies![key] = body;
    send(key, url, body);
  }
  boot.early = early;
  return arrived;
}

/** The lazy chunks of the page's first screen, downloading with the entry scripts instead of after them. */
export function preloadChunks(earlyChunks: [string, string[]][]): void {
  for (const [route, files] of earlyChunks) {
    if (!matchPage(route)) continue;
    for (const href of files) {
      const l = document.createElement('link');
      l.rel = 'preload';
      l.setAttribute('as', /\.css$/.test(href) ? 'style' : 'script');
      l.href = href;
      document.head.appendChild(l);
    }
  }
}
