/** The app's service worker in a journey. */
import { expect, type Page } from '@playwright/test';

/** Waits until the app's service worker is active, then reloads so that it controls the page. */
export async function controlledBySw(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 45_000 })
    .toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
}
