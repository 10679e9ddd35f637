/**
 * The service worker (Workbox InjectManifest): precaches the shell with hashed file names, serves the SPA
 * for navigations, caches images cache-first with expiry, and NEVER caches API responses (they carry the
 * member's bearer token and data). Caches whose name starts with 'user-' hold member data and are
 * cleared on logout (features/session/sagas.ts).
 */
import { cleanupOutdatedCaches, precacheAndRoute, PrecacheController, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clickAction, isConversationOnScreen, notificationFromPush, readPushText, type ClientInfo } from '../shared/push/notification';
import {
  keepTheShellThePageHas,
  keepWhatTheBrowserHas,
  precacheLazyPart,
  readPageFacts,
  PRECACHE_FACTS_CACHE,
  PRECACHE_FACTS_MESSAGE,
  PRECACHE_FACTS_URL,
  type ConnectionFacts,
} from '../shared/lib/precache-policy';
import pwaTexts from '../../locales/es-AR/pwa.json';

/** The app's own files that are not precached, cached on first use (one build's worth). */
const APP_CHUNKS = 'app-chunks';

/** The lazy screens' files (precached on a condition, else cached when first used), kept across builds. */
const LAZY_PART = 'app-lazy';

/** The shell (index.html), precached on its own: see shellPart below. */
const SHELL_PART = 'app-shell';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/**
 * webpack.config.js precacheManifest() marks the lazy screens' entries `lazy: true`, and `warm: true` the
 * critical part's hashed scripts and stylesheets other than the offline start's, the default gender
 * photos and the web app manifest (WARM_FILES).
 */
const criticalPart: Array<PrecacheEntry | string> = [];
const lazyEntries: PrecacheEntry[] = [];
const warmUrls: string[] = [];
/** index.html's entry, with the SHA-256 of its bytes (`sha256`; '' when the manifest has none: always fetched). */
let shellEntry: (PrecacheEntry & { sha256: string }) | null = null;
/** An entry's flag from precacheManifest() (not in workbox's PrecacheEntry type). */
const flagged = (e: PrecacheEntry, flag: 'lazy' | 'warm') =>
  (e as PrecacheEntry & Partial<Record<'lazy' | 'warm', unknown>>)[flag] === true;
const shaOf = (e: PrecacheEntry) => (e as PrecacheEntry & { sha256?: unknown }).sha256;
for (const e of self.__WB_MANIFEST)
  if (typeof e !== 'string' && (flagged(e, 'lazy') || flagged(e, 'warm'))) {
    lazyEntries.push({ url: e.url, revision: e.revision, integrity: e.integrity });
    if (flagged(e, 'warm')) warmUrls.push(e.url);
  } else if (typeof e !== 'string' && e.url === '/index.html') {
    const sha256 = shaOf(e);
    shellEntry = { url: e.url, revision: e.revision, sha256: typeof sha256 === 'string' ? sha256 : '' };
  } else criticalPart.push(e);
cleanupOutdatedCaches();
// Always precached: the icon and the offline start's files (and the shell, below).
precacheAndRoute(criticalPart);

// ---- The shell (issue 44: nothing fetched twice) -----------------------------------------------------
// index.html is always precached too, but on its own: every route answers with it, so the page that
// registered this worker loaded those very bytes a moment ago. The install keeps that document from the
// browser's cache when its SHA-256 is this build's (src/shared/lib/precache-policy.ts
// keepTheShellThePageHas), and fetches /index.html only when no open page has it (an update, an evicted
// cache, a host that rewrites the page).
const shellPart = new PrecacheController({ cacheName: SHELL_PART });
if (shellEntry) shellPart.addToCacheList([{ url: shellEntry.url, revision: shellEntry.revision }]);

async function installShell(event: ExtendableEvent): Promise<void> {
  if (!shellEntry) return;
  const key = shellPart.getCacheKeyForURL(shellEntry.url);
  if (!key) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true }).catch(() => []);
  const pages = windows.map((c) => new URL(c.url)).filter((u) => u.origin === self.location.origin);
  const cache = await caches.open(SHELL_PART);
  const kept =
    (await cache.match(key)) !== undefined ||
    (shellEntry.sha256 !== '' &&
      (await keepTheShellThePageHas(
        pages.map((u) => u.origin + u.pathname + u.search),
        shellEntry.sha256,
        (res) => cache.put(key, res),
        (url, init) => fetch(url, init),
        sha256Hex,
      )));
  if (!kept) await shellPart.install(event);
}

async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('');
}

// ---- The lazy part (issue 44, docs/data-saver.md) ----------------------------------------------------
// The lazy screens' files and the warm entries (the first screens' scripts and stylesheets, which the
// page has mostly fetched already). Precached at install only when src/shared/lib/precache-policy.ts says
// so (no data saver and an unmetered connection, or the installed app); otherwise the warm entries the
// browser already holds are copied from its cache (no bytes over the network) and every other file is
// fetched, and kept, when a screen needs it; all precached later if the page reports that the rule now
// holds (installed, saver off).
const lazyPart = new PrecacheController({ cacheName: LAZY_PART });
lazyPart.addToCacheList(lazyEntries);
const lazyFiles = new CacheFirst({
  cacheName: LAZY_PART,
  // The same cache keys as the precache's (a file with a revision is stored under its revisioned URL).
  plugins: [{ cacheKeyWillBeUsed: async ({ request }) => lazyPart.getCacheKeyForURL(request.url) ?? request }],
});
registerRoute(({ url }) => lazyPart.getCacheKeyForURL(url.href) !== undefined, lazyFiles);

function connectionFacts(): ConnectionFacts | undefined {
  const nav: WorkerNavigator & { connection?: ConnectionFacts } = self.navigator;
  const c = nav.connection;
  return c ? { saveData: c.saveData, type: c.type } : undefined;
}

/** The facts the page stored before registering (features/pwa/precache-facts.ts), or null. */
async function storedPageFacts() {
  try {
    const res = await (await caches.open(PRECACHE_FACTS_CACHE)).match(PRECACHE_FACTS_URL);
    return res ? readPageFacts(await res.json()) : null;
  } catch {
    return null;
  }
}

self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(installShell(event));
  event.waitUntil(
    storedPageFacts().then(async (facts) => {
      if (precacheLazyPart(facts, connectionFacts())) await lazyPart.install(event);
      else
        await keepWhatTheBrowserHas(
          warmUrls,
          await caches.open(LAZY_PART),
          (url, init) => fetch(url, init),
          (url) => lazyPart.getCacheKeyForURL(url) ?? url,
        );
    }),
  );
});
// Drops the files of older builds that this one's lazy part and shell no longer list.
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(lazyPart.activate(event));
  event.waitUntil(shellPart.activate(event));
});

/** The lazy part's files not cached yet, one after the other (a failed one is fetched when used). */
async function fillLazyPart(event: ExtendableEvent): Promise<void> {
  for (const url of lazyPart.getCachedURLs()) await lazyFiles.handle({ request: url, event }).catch(() => undefined);
}

// SPA navigations get the precached index.html (not the demo/test control paths).
registerRoute(new NavigationRoute(shellPart.createHandlerBoundToURL('/index.html'), { denylist: [/^\/__/] }));

// The app's own scripts and stylesheets that are not precached (areas used only online, see
// webpack.config.js ONLINE_ONLY_CHUNKS): their names carry a content hash, so cache-first, bounded.
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    /^\/(js|css)\//.test(url.pathname) &&
    ['script', 'style', 'worker'].includes(request.destination),
  // No expiration plugin: its IndexedDB bookkeeping would outlive a logout; the cache belongs to this
  // build and goes when the next one activates (below).
  new CacheFirst({ cacheName: APP_CHUNKS }),
);
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(caches.delete(APP_CHUNKS).then(() => undefined));
});

// Member photos from the image host: cache-first, bounded, a week.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin !== self.location.origin,
  new CacheFirst({
    cacheName: 'user-images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; facts?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === PRECACHE_FACTS_MESSAGE && precacheLazyPart(readPageFacts(data.facts), connectionFacts()))
    event.waitUntil(fillLazyPart(event));
});

// ---- Web push (PWA-02): one notification per push, a click opens the conversation. ----------------
// The decisions are pure functions (src/shared/push/notification.ts, tested in jest); this only wires them.
const TEXTS = pwaTexts.notification;

self.addEventListener('push', (event: PushEvent) => {
  const show = async () => {
    const spec = notificationFromPush(readPushText(event.data), TEXTS);
    try {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // No duplicate when the member is looking at that conversation (the chat shows it already).
      if (isConversationOnScreen(windows.map(asClientInfo), spec.options.data.userId)) return;
    } catch {
      /* clients unavailable: show it */
    }
    await self.registration.showNotification(spec.title, spec.options);
  };
  event.waitUntil(
    show().catch(() => {
      // Never throw in the worker: the browser would show its own "site updated in the background".
      const g = notificationFromPush(null, TEXTS);
      return self.registration.showNotification(g.title, g.options).catch(() => undefined);
    }),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const open = async () => {
    const windows = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowClient[];
    const action = clickAction(windows.map(asClientInfo), event.notification.data, self.location.origin);
    if (action.kind === 'open') {
      await self.clients.openWindow(action.url);
      return;
    }
    const client = windows[action.index];
    if (!client) return;
    if (action.message) client.postMessage(action.message);
    await client.focus();
  };
  event.waitUntil(open().catch(() => undefined));
});

function asClientInfo(c: Client): ClientInfo {
  const w = c as Partial<WindowClient>;
  return { url: c.url, focused: Boolean(w.focused), visibilityState: w.visibilityState };
}
