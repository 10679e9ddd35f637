/**
 * Whether the service worker precaches the lazy part of its manifest (issue 44, docs/data-saver.md): the
 * lazy screens' scripts, stylesheets and images (webpack.config.js LAZY_SCREEN_CHUNKS). The critical part
 * (the shell, the first screens, the offline start) is always precached. Pure, shared by the page
 * (features/pwa/precache-facts.ts, which tells the worker what only a page knows) and the worker
 * (src/sw/service-worker.ts, which adds what its own navigator.connection says).
 *
 * - Installed (display-mode standalone or the like): precache, whatever the saver says.
 * - The data saver on (the member's switch in my account; with no choice, the browser's Save-Data as the
 *   page or the worker sees it): not precached; each lazy file is fetched when a screen needs it.
 * - A metered connection (navigator.connection.type cellular, bluetooth or wimax): not precached.
 * - Otherwise (no saver, wifi / ethernet / a type the browser does not tell): precache.
 */
import { isRecord } from './wire';

/** The member's choice (data-saver.ts DataSaverChoice; not imported: the worker's build has no DOM). */
type SaverChoice = 'on' | 'off' | 'auto';

/** What the page knows and the worker does not (localStorage, display-mode). */
export interface PagePrecacheFacts {
  /** The member's choice in my account ('auto' follows the browser's Save-Data). */
  saver: SaverChoice;
  /** The page's navigator.connection.saveData. */
  browserSaveData: boolean;
  /** Opened as an installed app. */
  standalone: boolean;
}

/** What the worker's own navigator.connection says (absent fields: the browser does not tell). */
export interface ConnectionFacts {
  saveData?: boolean;
  type?: string;
}

const METERED = new Set(['cellular', 'bluetooth', 'wimax']);

/** The page's facts as stored or posted to the worker, read tolerantly (null when not a facts object). */
export function readPageFacts(value: unknown): PagePrecacheFacts | null {
  if (!isRecord(value)) return null;
  const v = value;
  const saver = v.saver === 'on' || v.saver === 'off' || v.saver === 'auto' ? v.saver : null;
  if (saver === null) return null;
  return { saver, browserSaveData: v.browserSaveData === true, standalone: v.standalone === true };
}

/** True when the data saver is on, from the page's facts (when known) and the worker's connection. */
export function saverOn(page: PagePrecacheFacts | null, connection: ConnectionFacts | undefined): boolean {
  if (page?.saver === 'on') return true;
  if (page?.saver === 'off') return false;
  return page?.browserSaveData === true || connection?.saveData === true;
}

/** The rule: precache the lazy part now? */
export function precacheLazyPart(page: PagePrecacheFacts | null, connection: ConnectionFacts | undefined): boolean {
  if (page?.standalone) return true;
  if (saverOn(page, connection)) return false;
  return !METERED.has(connection?.type ?? '');
}

/** Where the page keeps its facts for the worker's install (Cache Storage: both can read it). */
export const PRECACHE_FACTS_CACHE = 'app-settings';
export const PRECACHE_FACTS_URL = '/__sw/precache-facts';
/** The page's message to the active worker when its facts change: `{ type, facts }`. */
export const PRECACHE_FACTS_MESSAGE = 'PRECACHE_FACTS';

/** A fetch the browser's HTTP cache alone answers (no byte over the network); only same-origin requests may ask it. */
const FROM_THE_BROWSER_CACHE: RequestInit = { cache: 'only-if-cached', mode: 'same-origin', credentials: 'same-origin' };

/**
 * With the lazy part not precached (the saver, a metered connection), the critical part's hashed scripts
 * and stylesheets (manifest entries marked `warm: true` by webpack.config.js precacheManifest(): all but
 * the offline start's) are not fetched either: the worker keeps a copy only of those the browser already
 * holds (`cache: 'only-if-cached'`, no bytes over the network), and each other one is fetched, and kept,
 * when a screen needs it. Resolves with the URLs it kept. `fetchFile` is the worker's fetch; `cache` its
 * lazy part's cache; `keyOf` the precache's cache key for a URL.
 */
export async function keepWhatTheBrowserHas(
  urls: readonly string[],
  cache: Pick<Cache, 'match' | 'put'>,
  fetchFile: (url: string, init: RequestInit) => Promise<Response>,
  keyOf: (url: string) => string = (url) => url,
): Promise<string[]> {
  const kept: string[] = [];
  await Promise.all(
    urls.map(async (url) => {
      const key = keyOf(url);
      try {
        if (await cache.match(key)) return;
        // A file the browser lacks fails (504) here.
        const res = await fetchFile(url, FROM_THE_BROWSER_CACHE);
        if (!res.ok) return;
        await cache.put(key, res);
        kept.push(url);
      } catch {
        /* not in the browser's cache: fetched when used */
      }
    }),
  );
  return kept;
}

/**
 * The shell the page already has (issue 44): every route of the app answers with index.html, so the
 * document an open page of this origin loaded is that file. When the browser's cache still holds one of
 * those documents (`cache: 'only-if-cached'`, no bytes over the network) and its bytes are this build's
 * index.html (`sha256`, hex, from the precache manifest), the worker keeps that copy (`put`) instead of
 * fetching the same bytes a second time. Resolves true when it kept one; false sends the worker to fetch
 * the shell as before. `digest` is SHA-256 as hex.
 */
export async function keepTheShellThePageHas(
  pageUrls: readonly string[],
  sha256: string,
  put: (res: Response) => Promise<void>,
  fetchFile: (url: string, init: RequestInit) => Promise<Response>,
  digest: (bytes: ArrayBuffer) => Promise<string>,
): Promise<boolean> {
  for (const url of new Set(pageUrls)) {
    try {
      const res = await fetchFile(url, FROM_THE_BROWSER_CACHE);
      if (!res.ok || res.redirected || (await digest(await res.clone().arrayBuffer())) !== sha256) continue;
      await put(res);
      return true;
    } catch {
      /* not in the browser's cache: try the next page */
    }
  }
  return false;
}
