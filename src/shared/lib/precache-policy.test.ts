import { createHash } from 'node:crypto';
import {
  keepTheShellThePageHas,
  keepWhatTheBrowserHas,
  precacheLazyPart,
  readPageFacts,
  saverOn,
  type PagePrecacheFacts,
} from './precache-policy';

const page = (over: Partial<PagePrecacheFacts> = {}): PagePrecacheFacts => ({
  saver: 'auto',
  browserSaveData: false,
  standalone: false,
  ...over,
});

describe('the service worker precaches the lazy screens only on an unmetered connection without the saver, or installed', () => {
  it('[BEYOND] no saver on wifi, ethernet or a connection type the browser does not tell: precached', () => {
    expect(precacheLazyPart(page(), { type: 'wifi' })).toBe(true);
    expect(precacheLazyPart(page(), { type: 'ethernet', saveData: false })).toBe(true);
    expect(precacheLazyPart(page(), {})).toBe(true);
    expect(precacheLazyPart(page(), undefined)).toBe(true);
    // No page facts (the boot loader registered the worker before the app): the worker's own view.
    expect(precacheLazyPart(null, undefined)).toBe(true);
  });

  it('[BEYOND] the browser Save-Data (as the page or the worker sees it): not precached, even on wifi', () => {
    expect(precacheLazyPart(page({ browserSaveData: true }), { type: 'wifi' })).toBe(false);
    expect(precacheLazyPart(page(), { saveData: true, type: 'wifi' })).toBe(false);
    expect(precacheLazyPart(null, { saveData: true })).toBe(false);
  });

  it("[BEYOND] the app's switch wins over the browser: on is never precached, off follows the connection", () => {
    expect(precacheLazyPart(page({ saver: 'on' }), { type: 'ethernet', saveData: false })).toBe(false);
    expect(precacheLazyPart(page({ saver: 'off', browserSaveData: true }), { saveData: true, type: 'wifi' })).toBe(true);
    expect(precacheLazyPart(page({ saver: 'off' }), { type: 'cellular' })).toBe(false);
    expect(saverOn(page({ saver: 'off' }), { saveData: true })).toBe(false);
  });

  it('[BEYOND] a metered connection without the saver: not precached', () => {
    for (const type of ['cellular', 'bluetooth', 'wimax']) expect(precacheLazyPart(page(), { type })).toBe(false);
  });

  it('[BEYOND] installed (display-mode standalone): precached, whatever the saver and the connection', () => {
    expect(precacheLazyPart(page({ standalone: true, saver: 'on' }), { type: 'cellular', saveData: true })).toBe(true);
    expect(precacheLazyPart(page({ standalone: true, browserSaveData: true }), undefined)).toBe(true);
  });

  it('[BEYOND] stored or posted facts are read tolerantly: anything but a facts object counts as unknown', () => {
    expect(readPageFacts({ saver: 'on', browserSaveData: true, standalone: false })).toEqual(page({ saver: 'on', browserSaveData: true }));
    expect(readPageFacts({ saver: 'off', standalone: 'yes' })).toEqual(page({ saver: 'off' }));
    for (const odd of [null, 'on', [], { saver: 'maybe' }, { standalone: true }]) expect(readPageFacts(odd)).toBeNull();
  });
});

describe('with the saver on, the worker keeps only the first screens files the browser already holds', () => {
  /** A Cache Storage cache as the worker's lazy part: a map of keys to responses. */
  const fakeCache = (held: string[] = []) => {
    const stored = new Map<string, Response>(held.map((k) => [k, new Response('old')]));
    return {
      stored,
      match: async (key: string) => stored.get(key),
      put: async (key: string, res: Response) => void stored.set(key, res),
    };
  };
  /** The browser's HTTP cache: answers only-if-cached for the files it holds, fails (504) for the others. */
  const browser = (cached: string[]) => {
    const asked: [string, RequestInit][] = [];
    const fetchFile = async (url: string, init: RequestInit) => {
      asked.push([url, init]);
      return cached.includes(url) ? new Response(`body of ${url}`) : new Response('', { status: 504 });
    };
    return { asked, fetchFile };
  };

  it('[BEYOND][PWA-01] copies the files the page already fetched, asks only the browser cache (no network), skips the others', async () => {
    const cache = fakeCache();
    const { asked, fetchFile } = browser(['/js/main.1.js', '/css/main.1.css']);
    const kept = await keepWhatTheBrowserHas(['/js/main.1.js', '/js/first-screen-messages.1.js', '/css/main.1.css'], cache, fetchFile);
    expect(kept.sort()).toEqual(['/css/main.1.css', '/js/main.1.js']);
    expect([...cache.stored.keys()].sort()).toEqual(['/css/main.1.css', '/js/main.1.js']);
    expect(await cache.stored.get('/js/main.1.js')?.text()).toBe('body of /js/main.1.js');
    // Every request may only be answered from the browser's cache.
    expect(asked.map(([, init]) => init.cache)).toEqual(['only-if-cached', 'only-if-cached', 'only-if-cached']);
    expect(asked.every(([, init]) => init.mode === 'same-origin')).toBe(true);
  });

  it('[BEYOND][PWA-01] a file already kept is not asked again; a failing fetch (offline, not cached) is only skipped', async () => {
    const cache = fakeCache(['key:/js/a.1.js']);
    const asked: string[] = [];
    const kept = await keepWhatTheBrowserHas(
      ['/js/a.1.js', '/js/b.1.js'],
      cache,
      async (url) => {
        asked.push(url);
        throw new TypeError('Failed to fetch');
      },
      (url) => `key:${url}`,
    );
    expect(kept).toEqual([]);
    expect(asked).toEqual(['/js/b.1.js']);
    expect([...cache.stored.keys()]).toEqual(['key:/js/a.1.js']);
  });
});

describe('the worker keeps the shell the page already loaded instead of fetching it again', () => {
  const SHELL = '<!doctype html><html lang=es-AR><title>Flechazo</title>';
  const hex = async (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');
  const SHA = createHash('sha256').update(SHELL).digest('hex');
  /** The browser's HTTP cache: the documents it holds by URL; only-if-cached for anything else fails (504). */
  const browser = (documents: Record<string, string>) => {
    const asked: [string, RequestInit][] = [];
    const fetchFile = async (url: string, init: RequestInit) => {
      asked.push([url, init]);
      const body = documents[url];
      return body === undefined ? new Response('', { status: 504 }) : new Response(body, { headers: { 'Content-Type': 'text/html' } });
    };
    return { asked, fetchFile };
  };

  it("[BEYOND][PWA-01] an open page's document with this build's bytes is kept, asked of the browser's cache only", async () => {
    const { asked, fetchFile } = browser({ 'https://x.ar/dashboard-recent': SHELL });
    const kept: string[] = [];
    const ok = await keepTheShellThePageHas(
      ['https://x.ar/login', 'https://x.ar/dashboard-recent'],
      SHA,
      async (res) => void kept.push(await res.text()),
      fetchFile,
      hex,
    );
    expect(ok).toBe(true);
    expect(kept).toEqual([SHELL]);
    expect(asked.map(([url]) => url)).toEqual(['https://x.ar/login', 'https://x.ar/dashboard-recent']);
    expect(asked.every(([, init]) => init.cache === 'only-if-cached' && init.mode === 'same-origin')).toBe(true);
  });

  it("[BEYOND][PWA-01] another build's document, an error answer or no cached page is not kept: the worker fetches the shell", async () => {
    const put = jest.fn(async () => undefined);
    const older = browser({ 'https://x.ar/login': `${SHELL}<!-- older build -->` });
    expect(await keepTheShellThePageHas(['https://x.ar/login'], SHA, put, older.fetchFile, hex)).toBe(false);
    const failing = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await keepTheShellThePageHas(['https://x.ar/login'], SHA, put, failing, hex)).toBe(false);
    expect(await keepTheShellThePageHas(['https://x.ar/login'], SHA, put, browser({}).fetchFile, hex)).toBe(false);
    expect(await keepTheShellThePageHas([], SHA, put, browser({}).fetchFile, hex)).toBe(false);
    expect(put).not.toHaveBeenCalled();
  });
});
