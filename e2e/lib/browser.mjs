/**
 * Debian's Chromium, shared by playwright.config.ts (the e2e runner's launchOptions), e2e/lib/*.ts
 * and the plain-node scripts in bench/ (which cannot import TypeScript). Never downloads a browser.
 * Types: browser.d.mts beside this file.
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';

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
/** The app's browser-context defaults: a phone (390x844, touch), Spanish of Argentina, Buenos Aires time. */
export const DEFAULT_VIEWPORT = { width: 390, height: 844 };
export const CONTEXT_DEFAULTS = {
  viewport: DEFAULT_VIEWPORT,
  deviceScaleFactor: 1,
  hasTouch: true,
  locale: 'es-AR',
  timezoneId: 'America/Argentina/Buenos_Aires',
};

/** Throws a helpful error when Chromium is not installed. */
export function assertChromium() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} not found: install Debian's Chromium (apt-get update && apt-get install -y chromium)`);
  }
}

/**
 * Launch Chromium (headless, flags above) for scripts outside the test runner (bench/). Each launch
 * runs on a fresh temporary user-data-dir that Playwright deletes on close.
 */
export async function launchBrowser({ args = [], slowMo } = {}) {
  assertChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...args], slowMo });
}
