/**
 * Issue 22, "nothing lost, nothing sent twice, nothing left behind", in the real browser: IndexedDB,
 * Web Locks, BroadcastChannel, the service worker's caches and the realtime worker.
 * (1) Two tabs of one member, offline: a text and a photo queued, one tab reloaded while offline, both
 *     still queued; back online with both tabs open, the demo API receives each exactly once.
 * (2) After a logout, an account deletion and a 401 that ends the session: localStorage,
 *     sessionStorage, IndexedDB and Cache Storage hold nothing of the member, and the worker is gone.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, atPath } from './fixtures';
import type { DemoApi } from './lib/demo-api';
import { screenshot, waitForApp } from './lib/page';
import { SESSION_STORAGE_KEY } from './lib/member';
import { controlledBySw } from './lib/sw';

const VALE = { email: 'valentina@demo.flechazo.ar', password: 'demo1234', id: 5 };
const PHOTO = path.join(__dirname, 'photo-fixtures/camera-orientation6-gps.jpg');
const TEXT = 'Te escribo sin señal';

/** The send queue's records in IndexedDB (flechazo-outbox / entries): [type, text, has a file]. */
function storedQueue(page: Page): Promise<[number, string, boolean][]> {
  return page.evaluate(
    () =>
      new Promise<[number, string, boolean][]>((resolve) => {
        const req = indexedDB.open('flechazo-outbox');
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('entries')) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction('entries').objectStore('entries').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { type: number; text: string; file?: Blob }[]).map((e) => [e.type, e.text, e.file instanceof Blob]));
          };
          all.onerror = () => resolve([]);
        };
        req.onerror = () => resolve([]);
      }),
  );
}

/** The conversations the offline copy (IndexedDB) keeps, as the offline start lists them: [userId, name]. */
function offlineConversations(page: Page): Promise<[number, string][]> {
  return page.evaluate(
    () =>
      new Promise<[number, string][]>((resolve) => {
        const req = indexedDB.open('flechazo-offline');
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('members')) return resolve([]);
          const all = db.transaction('members').objectStore('members').getAll();
          all.onsuccess = () => {
            db.close();
            const snaps = all.result as { conversations: { userId: number; userName: string; messageText: string }[] }[];
            // Chats Valentina can read (a locked chat keeps no text).
            resolve(
              snaps.flatMap((x) => x.conversations.filter((c) => c.messageText).map((c): [number, string] => [c.userId, c.userName])),
            );
          };
          all.onerror = () => resolve([]);
        };
        req.onerror = () => resolve([]);
      }),
  );
}

async function sentTo(demo: DemoApi, to: number, since: string) {
  const all = await demo.messages({ from: VALE.id, to });
  const fresh = all.filter((m) => m.createdAt >= since);
  return { texts: fresh.filter((m) => m.type === 1 && m.text === TEXT).length, photos: fresh.filter((m) => m.type === 2).length };
}

test.describe('nothing lost, nothing sent twice', () => {
  test.use({ member: VALE });

  test('[MSG-34] [MSG-35] two tabs offline: a text and a photo stay queued across a reload and are delivered exactly once', async ({
    page,
    context,
    demo,
  }) => {
    test.setTimeout(180_000);
    const since = new Date(Date.now() - 1000).toISOString();
    // A conversation the offline start will list: the first one the offline copy keeps.
    await page.goto('/message-sent');
    await expect(page.getByTestId('chat-row').first()).toBeVisible({ timeout: 20_000 });
    await controlledBySw(page);
    await expect.poll(async () => (await offlineConversations(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [partner, name] = (await offlineConversations(page))[0]!;
    const chat = `/message-sent?modal=message-view&id=${partner}`;
    await page.goto(chat);
    await page.locator('[data-testid=composer] textarea').waitFor({ timeout: 20_000 });
    const other = await context.newPage();
    await other.goto(chat);
    await other.locator('[data-testid=composer] textarea').waitFor({ timeout: 20_000 });

    await context.setOffline(true);
    await page.locator('[data-testid=composer] textarea').fill(TEXT);
    await page.keyboard.press('Enter');
    await page.getByTestId('attach-input').setInputFiles(PHOTO);
    const pending = page.getByTestId('msg-pending');
    await expect(pending).toHaveCount(2);
    await expect(pending.nth(0)).toHaveAttribute('data-status', 'queued');
    await expect(pending.nth(1)).toHaveAttribute('data-status', 'queued');
    // The other tab shows them pending too (told over BroadcastChannel, read from IndexedDB).
    await expect(other.getByTestId('msg-pending')).toHaveCount(2, { timeout: 10_000 });
    await expect(other.getByTestId('msg-pending').first()).toContainText(TEXT);
    await screenshot(other, 'outbox-other-tab-pending-390.png');
    expect((await storedQueue(page)).sort()).toEqual([
      [1, TEXT, false],
      [2, '', true],
    ]);

    // A reload while offline: the offline start shows both still queued in that conversation.
    await page.reload();
    await expect(page.getByTestId('offline-start')).toBeVisible({ timeout: 15_000 });
    expect(await storedQueue(page)).toHaveLength(2);
    await page.getByTestId('offline-row').filter({ hasText: name }).click();
    const queued = page.locator('.offline-msg--queued');
    await expect(queued).toHaveCount(2);
    await expect(queued.nth(0)).toContainText(TEXT);
    await expect(queued.nth(1)).toContainText('Foto');
    await screenshot(page, 'outbox-offline-start-390.png');
    expect(await sentTo(demo, partner, since)).toEqual({ texts: 0, photos: 0 });

    // Back online with both tabs open: each message reaches the server once.
    await context.setOffline(false);
    await expect.poll(() => sentTo(demo, partner, since), { timeout: 45_000 }).toEqual({ texts: 1, photos: 1 });
    await expect(other.getByTestId('msg-pending')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('message-view')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId('msg-pending')).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(() => storedQueue(page), { timeout: 10_000 }).toEqual([]);
    // No late second delivery from either tab.
    await page.waitForTimeout(3000);
    expect(await sentTo(demo, partner, since)).toEqual({ texts: 1, photos: 1 });
    await expect(page.getByTestId('msg').filter({ hasText: TEXT })).toHaveCount(1);
    await expect(other.getByTestId('msg').filter({ hasText: TEXT })).toHaveCount(1);
    await screenshot(other, 'outbox-other-tab-sent-390.png');
  });
});

test.describe('the queue of an earlier version', () => {
  test.use({ member: VALE });

  test('[MSG-34] a text queued in localStorage by the previous version moves to IndexedDB once and is delivered once', async ({
    page,
    demo,
  }) => {
    test.setTimeout(90_000);
    const since = new Date(Date.now() - 1000).toISOString();
    const guille = 238; // one of Valentina's conversations
    const old = [{ localId: 'local-1-1', userId: guille, type: 1, text: TEXT, createdAt: since, status: 'queued' }];
    await page.goto('/__e2e__/blank').catch(() => undefined);
    await page.evaluate((v) => localStorage.setItem('flechazo.outbox.5', v), JSON.stringify(old));
    await page.goto('/message-sent');
    await expect(page.getByTestId('chat-row').first()).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => sentTo(demo, guille, since), { timeout: 20_000 }).toEqual({ texts: 1, photos: 0 });
    expect(await page.evaluate(() => localStorage.getItem('flechazo.outbox.5'))).toBeNull();
    await expect.poll(() => storedQueue(page), { timeout: 10_000 }).toEqual([]);
    // A reload does not send it again.
    await page.reload();
    await expect(page.getByTestId('chat-row').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(2000);
    expect(await sentTo(demo, guille, since)).toEqual({ texts: 1, photos: 0 });
  });
});

/** What the browser holds for this origin: storages, databases, caches and the page's workers. */
async function leftovers(page: Page) {
  const held = await page.evaluate(async () => ({
    localStorage: Object.keys(localStorage).sort(),
    sessionStorage: Object.keys(sessionStorage).sort(),
    databases: (await indexedDB.databases()).map((d) => d.name ?? '').sort(),
    caches: (await caches.keys()).sort(),
  }));
  return {
    ...held,
    workers: page
      .workers()
      .map((w) => w.url())
      .filter((u) => /pusher-worker/.test(u)),
  };
}

/** Device settings that are not the member's (push dialog budget, install flag) may stay. */
const DEVICE_KEYS = new Set(['flechazo.pushPrompts', 'flechazo.installed']);
const DEVICE_CACHES = new Set(['app-lazy', 'app-settings']);

async function expectNothingLeft(page: Page) {
  await expect
    .poll(
      async () => {
        const l = await leftovers(page);
        return {
          ...l,
          localStorage: l.localStorage.filter((k) => !DEVICE_KEYS.has(k)),
          // The app's own files (its precache and the screens' code kept on use) and the device's precache
          // facts (data saver, installed) are not the member's.
          caches: l.caches.filter((c) => !c.startsWith('workbox-precache') && !DEVICE_CACHES.has(c)),
        };
      },
      { timeout: 20_000 },
    )
    .toEqual({ localStorage: [], sessionStorage: [], databases: [], caches: [], workers: [] });
}

test.describe('nothing of the member is left behind', () => {
  test.use({ member: true });

  /** Sofía with member data everywhere: the offline copy, photos cached by the service worker, realtime up. */
  async function memberEverywhere(page: Page) {
    await page.goto('/message-received');
    await expect(page.getByTestId('chat-row').first()).toBeVisible({ timeout: 20_000 });
    await controlledBySw(page);
    await expect(page.getByTestId('chat-row').first()).toBeVisible({ timeout: 20_000 });
    await page.evaluate(async () => {
      sessionStorage.setItem('flechazo.paywall.plan', '{"id":1}');
      // A member photo in the service worker's photo cache (its CacheFirst route fills 'user-images';
      // put one there as it does, so the check does not depend on which answers the browser reused).
      const photo = document.querySelector<HTMLImageElement>('[data-testid="chat-row"] img');
      const cache = await caches.open('user-images');
      if (photo?.currentSrc && (await cache.keys()).length === 0)
        await cache.put(photo.currentSrc, await fetch(photo.currentSrc, { mode: 'no-cors' }));
    });
    await expect
      .poll(
        async () => {
          const l = await leftovers(page);
          return {
            offline: l.databases.includes('flechazo-offline'),
            images: l.caches.includes('user-images'),
            worker: l.workers.length > 0,
            session: l.localStorage.includes(SESSION_STORAGE_KEY),
          };
        },
        { timeout: 30_000 },
      )
      .toEqual({ offline: true, images: true, worker: true, session: true });
  }

  test('[AUTH-64] logout', async ({ page }) => {
    test.setTimeout(120_000);
    await memberEverywhere(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(atPath('/'));
    await expectNothingLeft(page);
  });

  test('[ACC-16] [AUTH-64] account deletion', async ({ page }) => {
    test.setTimeout(120_000);
    await memberEverywhere(page);
    await page.goto('/my-account');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const dialog = page.getByTestId('delete-account-dialog');
    await dialog.getByLabel('Tu contraseña').fill('demo1234');
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await expect(page).toHaveURL(atPath('/'), { timeout: 20_000 });
    await expectNothingLeft(page);
  });

  test('[API-07] [AUTH-64] a 401 that ends the session', async ({ page, demo }) => {
    test.setTimeout(120_000);
    await memberEverywhere(page);
    await demo.scenario('invalid_token', { path: '/v1/session' });
    // AUTH-63: the tab coming back to the foreground refreshes the session (GET /v1/session), which answers 401.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page).toHaveURL(atPath('/'), { timeout: 20_000 });
    await expectNothingLeft(page);
  });
});
