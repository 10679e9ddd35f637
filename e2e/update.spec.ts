/**
 * Issue 33 item 5, "updates mid-session": with the app open on build A, build B is deployed (different
 * hashes, a new sw.js, A's hashed files gone from the server) and the member
 * (1) is offered the update ('Hay una nueva versión disponible.'),
 * (2) keeps using the open chat (its queue takes a second message),
 * (3) still opens a lazy screen of build A that the service worker holds, and for one it does not hold
 *     (an online-only area) gets a Spanish offer to update instead of an error,
 * (4) accepts the update and lands on build B with the queued messages kept, delivered exactly once
 *     once the API answers again.
 * Build B: POST /__deploy on the e2e app server (e2e/serve.mjs, e2e/lib/deploy.mjs; docs/updates.md).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import type { DemoApi } from './lib/demo-api';
import { screenshot } from './lib/page';
import { controlledBySw } from './lib/sw';

const VALE = { email: 'valentina@demo.flechazo.ar', password: 'demo1234', id: 5 };
const FIRST = 'Te escribo antes de la actualización';
const SECOND = 'Y otro mientras tanto';

interface Deploy {
  served: 'A' | 'B';
  stamp: string | null;
  /** Build A's path -> build B's path, for every renamed file. */
  renamed: Record<string, string>;
}

async function deploy(request: APIRequestContext, url: string, method: 'POST' | 'DELETE' | 'GET'): Promise<Deploy | null> {
  const res = await request.fetch(new URL('/__deploy', url).href, { method });
  return res.ok() ? ((await res.json()) as Deploy) : null;
}

/** The scripts this document loaded, as paths (js/main.4ce6e93b.js). */
function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname.slice(1))
      .filter((p) => p.startsWith('js/')),
  );
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByTestId('side-menu')).toHaveClass(/side-menu--open/);
}

async function sentTo(demo: DemoApi, to: number, since: string, text: string) {
  const all = await demo.messages({ from: VALE.id, to });
  return all.filter((m) => m.createdAt >= since && m.type === 1 && m.text === text).length;
}

test.describe('an update mid-session', () => {
  test.use({ member: VALE });

  test.afterEach(async ({ request, app }) => {
    await deploy(request, app.url, 'DELETE'); // the next journeys get build A again
  });

  test('[PWA-01] [SHELL-28] [MSG-34] build B deployed mid-session: the update is offered, the open chat keeps working, lazy screens of A open or offer the update, and accepting lands on B with the queue kept', async ({
    page,
    context,
    demo,
    request,
    app,
  }) => {
    test.setTimeout(180_000);
    test.skip((await deploy(request, app.url, 'GET')) === null, 'this app server has no /__deploy switch (e2e/serve.mjs)');
    const since = new Date(Date.now() - 1000).toISOString();

    // Build A, controlled by its service worker, on a conversation.
    await page.goto('/message-sent');
    await expect(page.getByTestId('chat-row').first()).toBeVisible({ timeout: 20_000 });
    await controlledBySw(page);
    await openMenu(page);
    const versionA = (await page.getByTestId('app-version').textContent()) ?? '';
    await page.getByRole('button', { name: 'Cerrar menú' }).first().click();
    await page.getByTestId('chat-row').first().click();
    await expect(page.getByTestId('message-view')).toBeVisible({ timeout: 15_000 });
    const partner = Number(new URL(page.url()).searchParams.get('id'));
    expect(partner).toBeGreaterThan(0);
    const composer = page.locator('[data-testid=composer] textarea');
    await composer.waitFor({ timeout: 20_000 });

    // Offline, the member writes: the message is queued (IndexedDB).
    await context.setOffline(true);
    await composer.fill(FIRST);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('msg-pending')).toHaveAttribute('data-status', 'queued');

    // Meanwhile build B is deployed, and the API is unreachable for sends while it deploys too.
    const b = await deploy(request, app.url, 'POST');
    expect(b?.served).toBe('B');
    const scriptsA = Object.keys(b!.renamed).filter((p) => p.startsWith('js/') && p.endsWith('.js'));
    expect(scriptsA.length).toBeGreaterThan(10);
    const gone = await request.get(
      new URL(
        scriptsA.find((p) => p.startsWith('js/main.'))!,
        app.url,
      ).href,
    );
    expect(gone.status()).toBe(404); // build A's hashed files are gone from the server
    await demo.scenario('network', { path: `/v1/messages/send/${partner}`, method: 'POST', times: 100 });

    // (1) Back online, the app finds build B and offers it.
    await context.setOffline(false);
    await composer.blur(); // the offer waits while the member types
    // Inside the open conversation (a modal dialog: the rest of the page is covered and inert).
    const offer = page.getByTestId('message-view').getByTestId('update-prompt');
    await expect(offer).toContainText('Hay una nueva versión disponible.', { timeout: 30_000 });
    await expect(offer).toBeInViewport();
    await expect(offer.getByRole('button', { name: 'Actualizar' })).toBeVisible();
    await expect(page.getByTestId('msg-pending')).toHaveAttribute('data-status', 'queued');
    await screenshot(page, 'update-offer-390.png');

    // (2) The open chat keeps working on build A: a second message joins the queue.
    await composer.fill(SECOND);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('msg-pending')).toHaveCount(2);
    await expect(page.getByTestId('msg-pending').nth(1)).toHaveAttribute('data-status', 'queued', { timeout: 15_000 });
    await composer.blur();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('message-view')).toBeHidden();

    // (3a) A lazy screen whose build-A code the service worker holds opens as usual.
    const before = await loadedScripts(page);
    expect(before.some((p) => p.startsWith('js/lists.'))).toBe(false);
    await openMenu(page);
    await page.getByTestId('side-menu').getByRole('link', { name: 'Visitas' }).click();
    await expect(page).toHaveURL(/\/visits-received/);
    await expect(page.locator('.dash-tabs').getByRole('link', { name: 'Recibidas' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('chunk-error')).toHaveCount(0);

    // (3b) An online-only area of build A is gone everywhere: a Spanish offer to update, not an error.
    await openMenu(page);
    await page.getByTestId('side-menu').getByRole('link', { name: 'Mi cuenta' }).click();
    const reload = page.getByTestId('chunk-update');
    await expect(reload).toBeVisible({ timeout: 20_000 });
    await expect(reload).toContainText('Hay una nueva versión de Flechazo');
    await expect(page.getByTestId('chunk-error')).toHaveCount(0);
    await screenshot(page, 'update-chunk-offer-390.png');

    // (4) Accepting lands on build B, on the same screen, with the queue kept.
    await reload.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByTestId('my-account')).toBeVisible({ timeout: 30_000 });
    const scriptsB = await loadedScripts(page);
    expect(scriptsB.length).toBeGreaterThan(3);
    expect(scriptsB.filter((p) => scriptsA.includes(p))).toEqual([]);
    await openMenu(page);
    await expect(page.getByTestId('app-version')).toHaveText(versionA.replace(/\)$/, '-b)'));
    expect(await sentTo(demo, partner, since, FIRST)).toBe(0);

    await page.getByRole('button', { name: 'Cerrar menú' }).first().click();
    await page.goto(`/message-sent?modal=message-view&id=${partner}`);
    const pending = page.getByTestId('msg-pending');
    await expect(pending).toHaveCount(2, { timeout: 20_000 });
    await expect(pending.nth(0)).toContainText(FIRST);
    await expect(pending.nth(1)).toContainText(SECOND);

    // The API answers again: each message is delivered exactly once (the app retries by itself on its
    // next catch-up; the member's 'Reintentar' does it at once).
    await demo.clearScenarios();
    await expect
      .poll(
        async () => {
          const retry = page.getByTestId('msg-pending').getByRole('button', { name: 'Reintentar' });
          if ((await retry.count()) > 0)
            await retry
              .first()
              .click({ timeout: 2000 })
              .catch(() => undefined);
          return [await sentTo(demo, partner, since, FIRST), await sentTo(demo, partner, since, SECOND)];
        },
        { timeout: 45_000, intervals: [1000, 2000] },
      )
      .toEqual([1, 1]);
    await expect(page.getByTestId('msg-pending')).toHaveCount(0, { timeout: 30_000 });
    await page.waitForTimeout(2000);
    expect(await sentTo(demo, partner, since, FIRST)).toBe(1);
    expect(await sentTo(demo, partner, since, SECOND)).toBe(1);
  });
});
