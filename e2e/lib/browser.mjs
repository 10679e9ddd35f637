/**
 * Debian's Chromium through playwright-core. Never downloads a browser.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export const DEFAULT_VIEWPORT = { width: 390, height: 844 };

const baseURLs = new WeakMap();
/** The baseURL a context was made with by newContext() or launchPersistent(), if any. */
export const contextBaseURL = (context) => baseURLs.get(context);

/**
 * Launch Chromium (headless, flags above). Each launch runs on a fresh temporary user-data-dir that
 * Playwright creates and deletes on close; each newContext() is a further isolated profile.
 * Returns the Playwright Browser.
 * @param {{ args?: string[], slowMo?: number }} [options]
 */
export async function launchBrowser({ args = [], slowMo } = {}) {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} not found: install Debian's Chromium (apt-get update && apt-get install -y chromium)`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...args], slowMo });
}

/** The app's context defaults, shared by newContext() and launchPersistent(): a phone, touch, es-AR. */
function contextOptions({ viewport, deviceScaleFactor, baseURL, ...rest }) {
  return { viewport, deviceScaleFactor, hasTouch: true, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires', baseURL, ...rest };
}

function prepareContext(context, baseURL) {
  context.setDefaultTimeout(15000);
  context.setDefaultNavigationTimeout(30000);
  if (baseURL) baseURLs.set(context, baseURL);
}

/**
 * Chromium on a real on-disk profile in a fresh temporary directory, for journeys that need one
 * profile across browser restarts (service worker, install, storage that survives a relaunch).
 * Same defaults as newContext(). Pass userDataDir to reopen a profile; close({keepProfile: true}) keeps it.
 * Resolves with {context, userDataDir, close}.
 */
/** @param {{ userDataDir?: string, viewport?: { width: number, height: number }, deviceScaleFactor?: number, baseURL?: string, args?: string[], [option: string]: unknown }} [options] */
export async function launchPersistent({
  userDataDir,
  viewport = DEFAULT_VIEWPORT,
  deviceScaleFactor = 1,
  baseURL,
  args = [],
  ...rest
} = {}) {
  if (!fs.existsSync(CHROMIUM_PATH))
    throw new Error(`${CHROMIUM_PATH} not found: install Debian's Chromium (apt-get update && apt-get install -y chromium)`);
  const dir = userDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'flechazo-e2e-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...args],
    ...contextOptions({ viewport, deviceScaleFactor, baseURL, ...rest }),
  });
  prepareContext(context, baseURL);
  return {
    context,
    userDataDir: dir,
    async close({ keepProfile = false } = {}) {
      await context.close().catch(() => {});
      if (!keepProfile) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh browser context (own cookies, storage, service workers) with the app's defaults:
 * viewport 390x844 (a phone), deviceScaleFactor 1 unless given (2 for crisp screenshots), touch, es-AR,
 * Buenos Aires time, baseURL so page.goto('/') works. Extra Playwright context options pass through.
 */
/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ viewport?: { width: number, height: number }, deviceScaleFactor?: number, baseURL?: string, [option: string]: unknown }} [options]
 */
export async function newContext(browser, { viewport = DEFAULT_VIEWPORT, deviceScaleFactor = 1, baseURL, ...rest } = {}) {
  const context = await browser.newContext(contextOptions({ viewport, deviceScaleFactor, baseURL, ...rest }));
  prepareContext(context, baseURL);
  return context;
}

/** Screenshot of the viewport (or {fullPage: true}) into e2e/artifacts/; returns the file path. */
export async function screenshot(page, name, options = {}) {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, /\.(png|jpe?g)$/i.test(name) ? name : `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', ...options });
  return file;
}

/** Waits for the app shell: [data-testid="app-ready"], or a <main> landmark with content. */
export async function waitForApp(page, { timeout = 20000 } = {}) {
  await page.locator('[data-testid="app-ready"], main:has(*)').first().waitFor({ state: 'attached', timeout });
}
