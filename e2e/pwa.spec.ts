/**
 * The installed-app experience (issue 20) in Chromium: a web push delivered through the DevTools protocol
 * becomes a notification whose click opens the conversation; the app is installable; with the network off
 * a reload shows the offline shell and the last conversations; the data layer gets a like with no
 * personal data.
 * Contract with the app: the service worker registers a few seconds after load; [data-testid="offline-start"],
 * [data-testid="offline-row"], [data-testid="member-card"] (data-member-id), [data-testid="chat-row"].
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { launchPersistent } from './lib/persistent';
import { screenshot } from './lib/page';
import { controlledBySw } from './lib/sw';

const SOFIA = 3; // the seeded demo member (test.use({ member: true }))
const MARTIN = 4; // a demo member who writes to her

type Cdp = Awaited<ReturnType<BrowserContext['newCDPSession']>>;

/**
 * The app's service worker registration as the DevTools protocol names it: the one whose scope is the
 * app's origin (never another origin's), and what the protocol last said of its versions (printed when
 * a delivered push shows nothing, so a CI failure says where the push stopped).
 */
async function registrationId(
  context: BrowserContext,
  page: Page,
  origin: string,
): Promise<{ cdp: Cdp; id: string; versions: () => string }> {
  const cdp = await context.newCDPSession(page);
  const ids: string[] = [];
  const versions = new Map<string, string>();
  cdp.on(
    'ServiceWorker.workerRegistrationUpdated',
    (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      for (const r of e.registrations) if (!r.isDeleted && r.scopeURL.startsWith(origin)) ids.push(r.registrationId);
    },
  );
  cdp.on(
    'ServiceWorker.workerVersionUpdated',
    (e: { versions: { versionId: string; registrationId: string; runningStatus: string; status: string }[] }) => {
      for (const v of e.versions) versions.set(v.versionId, `registration ${v.registrationId}: ${v.status}, ${v.runningStatus}`);
    },
  );
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => ids.length, { timeout: 10_000 }).toBeGreaterThan(0);
  return { cdp, id: ids[ids.length - 1]!, versions: () => [...versions.entries()].map(([v, s]) => `version ${v}, ${s}`).join('; ') };
}

test.describe('a member', () => {
  test.use({ member: true });

  test('[PWA-02] a push delivered through the DevTools protocol shows a notification; its click opens the conversation', async ({
    page,
    context,
    demo,
    app,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['notifications'], { origin: app.url });
    await page.goto('/dashboard-recent');
    await expect(page.getByTestId('member-card').first()).toBeVisible({ timeout: 20_000 });
    await controlledBySw(page);
    await expect(page.getByTestId('member-card').first()).toBeVisible({ timeout: 20_000 });

    const push = (await demo.request('POST', '/__demo/push', { to: SOFIA, from: MARTIN, text: '¿Vamos por un café?' })) as { data: string };
    const origin = new URL(app.url).origin;
    const { cdp, id, versions } = await registrationId(context, page, origin);
    const notifications = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          icon: n.icon,
        })),
      );
    /**
     * Delivers a push as the push service would. Once, in a CI run (Chromium 156 on a 2-core host), a
     * push delivered through the protocol showed nothing in either try; it never did on a developer's
     * machine. So the protocol is asked three times, each time printing what it said of the worker's
     * versions; then, loudly (a warning and an annotation), the same payload is dispatched in the worker
     * as a PushEvent, as the click below is. The app's handler is what the test checks either way.
     */
    const deliver = async (data: string, expected: number) => {
      const settles = () =>
        expect
          .poll(async () => (await notifications()).length, { timeout: 5_000 })
          .toBe(expected)
          .then(() => true)
          .catch(() => false);
      for (let attempt = 1; attempt <= 3; attempt++) {
        await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
        if (await settles()) return;
        console.warn(`[PWA-02] push ${attempt} through the DevTools protocol showed no notification (${versions()})`);
      }
      test.info().annotations.push({ type: 'warning', description: 'the DevTools protocol delivered no push: dispatched in the worker' });
      const [sw] = context.serviceWorkers();
      await sw!.evaluate((text) => {
        const PE = (self as unknown as { PushEvent: new (t: string, i: { data: string }) => Event }).PushEvent;
        try {
          (self as unknown as { dispatchEvent(e: Event): boolean }).dispatchEvent(new PE('push', { data: text }));
        } catch {
          /* waitUntil throws on an event the browser did not dispatch; the handler has started */
        }
      }, data);
    };

    await deliver(push.data, 1);
    await expect.poll(notifications, { timeout: 10_000 }).toHaveLength(1);
    const [shown] = await notifications();
    expect(shown).toMatchObject({ body: '¿Vamos por un café?', tag: `chat-${MARTIN}` });
    expect(shown!.title).toBeTruthy();

    // A malformed push never throws in the worker: a generic notification.
    await deliver('{not json', 2);
    await expect
      .poll(async () => (await notifications()).map((n) => n.tag).sort(), { timeout: 10_000 })
      .toEqual([`chat-${MARTIN}`, 'flechazo']);

    // The click (there is no OS notification to press in headless Chromium: the worker receives the
    // same notificationclick event for the shown notification).
    const [sw] = context.serviceWorkers();
    expect(sw).toBeTruthy();
    await sw!.evaluate(async (tag) => {
      const g = self as unknown as {
        registration: { getNotifications(o: { tag: string }): Promise<Notification[]> };
        dispatchEvent(e: Event): boolean;
      };
      const NE = (self as unknown as { NotificationEvent: new (t: string, i: { notification: Notification }) => Event }).NotificationEvent;
      const [n] = await g.registration.getNotifications({ tag });
      if (n) g.dispatchEvent(new NE('notificationclick', { notification: n }));
    }, `chat-${MARTIN}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('modal'), { timeout: 10_000 }).toBe('message-view');
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(MARTIN));
    await expect(page.getByTestId('message-view')).toBeVisible({ timeout: 15_000 });
    expect(await notifications()).toHaveLength(1); // the clicked one closed
  });

  test('[BEYOND] with the network off, a reload shows the offline shell and the last conversations; back online the app takes over', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/message-received');
    await expect(page.getByTestId('chat-row').first()).toBeVisible({ timeout: 20_000 });
    await controlledBySw(page);
    await expect(page.getByTestId('chat-row').first()).toBeVisible({ timeout: 20_000 });
    const names = await page.locator('[data-testid="chat-row"] .chat-row__name').allTextContents();
    // The offline copy is in IndexedDB (written debounced).
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                const req = indexedDB.open('flechazo-offline');
                req.onsuccess = () => {
                  const db = req.result;
                  if (!db.objectStoreNames.contains('members')) return resolve(0);
                  const all = db.transaction('members').objectStore('members').getAll();
                  all.onsuccess = () =>
                    resolve((all.result as { conversations: unknown[] }[]).reduce((n, s) => n + s.conversations.length, 0));
                  all.onerror = () => resolve(0);
                };
                req.onerror = () => resolve(0);
              }),
          ),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    const start = page.getByTestId('offline-start');
    await expect(start).toBeVisible({ timeout: 10_000 });
    await expect(start.getByRole('heading', { name: 'Sin conexión' })).toBeVisible();
    await expect(page.getByTestId('offline-row').first()).toBeVisible();
    const kept = await page.locator('[data-testid="offline-row"] .offline-row__name').allTextContents();
    expect(kept.slice(0, 3)).toEqual(names.slice(0, 3));
    await screenshot(page, 'offline-390.png');

    await context.setOffline(false);
    await expect(page.getByTestId('toolbar')).toBeVisible({ timeout: 45_000 });
    await expect(start).toHaveCount(0);
  });

  test('[PWA-12] a like reaches the data layer with no personal data', async ({ page, account }) => {
    await page.goto('/dashboard-recent');
    const card = page.getByTestId('member-card').first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    const id = Number(await card.getAttribute('data-member-id'));
    const nickname = (await card.getAttribute('aria-label'))!;
    await card.getByRole('button', { name: `Me gusta ${nickname}`, exact: true }).click();
    const layer = () => page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []));
    await expect.poll(async () => JSON.parse(await layer()) as unknown[], { timeout: 10_000 }).toContainEqual({ event: 'like', id });
    const text = await layer();
    expect(text).not.toContain('@');
    expect(text).not.toContain(account!.email);
    expect(text).not.toContain(nickname);
  });
});

/** The lazy screens' files the service worker holds in its lazy part (src/sw: 'app-lazy'), as paths. */
function lazyPartFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await (await caches.open('app-lazy')).keys()).map((r) => new URL(r.url).pathname));
}

/** The paths of every request of the context's pages and service worker, as they happen. */
function requestLog(context: BrowserContext): string[] {
  const paths: string[] = [];
  context.on('request', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
}

/** The paths of every answered request (a file asked of the browser's cache only, and not there, is not). */
function responseLog(context: BrowserContext): string[] {
  const paths: string[] = [];
  context.on('response', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
}

async function openVisits(page: Page) {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByTestId('side-menu').getByRole('link', { name: 'Visitas' }).click();
  await expect(page).toHaveURL(/\/visits-received/);
  await expect(page.locator('.dash-tabs').getByRole('link', { name: 'Recibidas' })).toBeVisible({ timeout: 15_000 });
}

test.describe('the data saver and the precache (issue 44)', () => {
  test.use({ member: true });

  test('[BEYOND] with Save-Data the service worker does not precache the lazy screens (nor fetch the shell again); a lazy screen fetches its files when it opens', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // The browser's Save-Data as the page reads it (Chromium has no switch for it); the page tells the worker.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: true, type: 'wifi', effectiveType: '4g', addEventListener() {}, removeEventListener() {} }),
      });
    });
    const requested = requestLog(context);
    const answered = responseLog(context);
    await page.goto('/dashboard-recent');
    await expect(page.getByTestId('member-card').first()).toBeVisible({ timeout: 20_000 });
    await controlledBySw(page);
    await expect(page.getByTestId('member-card').first()).toBeVisible({ timeout: 20_000 });
    // Precached: the shell and the offline start; the first screens' scripts only as copies of what the
    // browser already holds (never fetched for the worker); the lazy part not at all.
    const precached = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((n) => n.includes('-precache-'));
      const keys = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)));
      return keys.flat();
    });
    // The shell is precached too, as the very document the page loaded: read back from the browser's cache, never fetched again.
    const shell = await page.evaluate(async () => (await (await caches.open('app-shell')).keys()).map((r) => new URL(r.url).pathname));
    expect(shell).toEqual(['/index.html']);
    expect(requested.filter((p) => p === '/index.html')).toEqual([]);
    expect(precached.some((p) => /^\/js\/pwa-offline\./.test(p))).toBe(true);
    expect(precached.some((p) => /^\/js\/pwa-screens\./.test(p))).toBe(true);
    expect(precached.filter((p) => /^\/js\/(dashboard|main|first-screen-messages)\./.test(p))).toEqual([]);
    // Nor the default photos nor the web app manifest: a page fetches them when it needs them.
    expect(precached.filter((p) => /^\/(img\/default-|manifest\.webmanifest)/.test(p))).toEqual([]);
    expect(precached.some((p) => p === '/icons/icon.svg')).toBe(true);
    expect(precached.filter((p) => /^\/(js|css)\/(lists|profile|messages|message-view|gallery|matching)\./.test(p))).toEqual([]);
    expect(
      (await lazyPartFiles(page)).filter((p) => /^\/(js|css)\/(lists|profile|messages|message-view|gallery|matching)\./.test(p)),
    ).toEqual([]);
    expect(requested.filter((p) => /^\/(js|css)\/lists\./.test(p))).toEqual([]);
    // A first screen's script this page never needed (the messages list's) is fetched by no one.
    expect(answered.filter((p) => /^\/js\/first-screen-messages\./.test(p))).toEqual([]);

    // Opening a lazy screen fetches its files, and the worker keeps them for the next time.
    await openVisits(page);
    expect(requested.filter((p) => /^\/js\/lists\./.test(p)).length).toBeGreaterThan(0);
    await expect.poll(() => lazyPartFiles(page), { timeout: 10_000 }).toContainEqual(expect.stringMatching(/^\/js\/lists\./));
  });

  test('[BEYOND] without the saver on an unmetered connection the service worker precaches the lazy screens at install', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/dashboard-recent');
    await expect(page.getByTestId('member-card').first()).toBeVisible({ timeout: 20_000 });
    await controlledBySw(page);
    const lazy = await lazyPartFiles(page);
    for (const name of ['lists', 'profile', 'messages', 'message-view', 'gallery'])
      expect(lazy.some((p) => p.startsWith(`/js/${name}.`))).toBe(true);
    for (const file of ['/img/default-female.svg', '/img/default-male.svg', '/manifest.webmanifest']) expect(lazy).toContain(file);
  });
});

test('[PWA-08] the app passes Chromium installability check (manifest, icons, service worker)', async ({ app }) => {
  test.setTimeout(90_000);
  const browser = await launchPersistent();
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.goto(`${app.url}/`);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 45_000 })
      .toBe('activated');
    const cdp = await browser.context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(manifest.errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
