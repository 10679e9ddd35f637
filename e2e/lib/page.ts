/** Page helpers for journeys: screenshots into e2e/artifacts/, waiting for the app shell. */
import fs from 'node:fs';
import path from 'node:path';
import { test, type Page, type PageScreenshotOptions } from '@playwright/test';
import { ARTIFACTS_DIR } from './env';

/**
 * Screenshot of the viewport (or {fullPage: true}, {clip}) into e2e/artifacts/ (attached to the test's
 * report when called inside a test); returns the file path.
 */
export async function screenshot(page: Page, name: string, options: PageScreenshotOptions = {}): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const fileName = /\.(png|jpe?g)$/i.test(name) ? name : `${name}.png`;
  const file = path.join(ARTIFACTS_DIR, fileName);
  await page.screenshot({ path: file, animations: 'disabled', ...options });
  await test.info().attach(fileName, { path: file, contentType: /\.png$/i.test(fileName) ? 'image/png' : 'image/jpeg' });
  return file;
}

/** Waits for the app shell: [data-testid="app-ready"], or a <main> landmark with content. */
export async function waitForApp(page: Page, { timeout = 20000 }: { timeout?: number } = {}): Promise<void> {
  await page.locator('[data-testid="app-ready"], main:has(*)').first().waitFor({ state: 'attached', timeout });
}
