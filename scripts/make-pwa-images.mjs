/**
 * The PWA's images, rendered from SVG by Debian's Chromium (no image library needed):
 *   node scripts/make-pwa-images.mjs               icons: notification badge, shortcut icons (public/icons/)
 *   node scripts/make-pwa-images.mjs --screenshots http://localhost:8080 http://localhost:8081
 *                                                 manifest screenshots of the running app (public/screenshots/)
 * The app icons (icon-192/512, maskable) were rendered the same way from public/icons/icon.svg.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/lib/browser.mjs';
import { SESSION_STORAGE_KEY } from '../config.keys.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ICONS = path.join(ROOT, 'public/icons');
const SHOTS = path.join(ROOT, 'public/screenshots');

const HEART =
  'M24 42s-15-9.3-18.6-18.2C3 17.6 6.7 9 14.4 9c4.2 0 7.2 2.3 9.6 5.6C26.4 11.3 29.4 9 33.6 9 41.3 9 45 17.6 42.6 23.8 39 32.7 24 42 24 42z';
const GRADIENT =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff7a59"/><stop offset=".55" stop-color="#e8436f"/><stop offset="1" stop-color="#c2266f"/></linearGradient></defs>';

/** A shortcut icon: the app's gradient tile with a white 24-grid stroke icon. */
const tile = (paths) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">${GRADIENT}<rect width="96" height="96" rx="22" fill="url(#g)"/>` +
  `<g transform="translate(24 24) scale(2)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</g></svg>`;

const IMAGES = {
  // Android shows the badge as a white silhouette in the status bar: only its alpha counts.
  'badge-96.png': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><path fill="#fff" d="${HEART}"/></svg>`,
  'shortcut-messages-96.png': tile('<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z"/>'),
  'shortcut-search-96.png': tile('<circle cx="11" cy="11" r="7"/><path d="M20 20l-3.5-3.5"/>'),
};

async function renderIcons(browser) {
  const page = await browser.newPage({ viewport: { width: 96, height: 96 } });
  for (const [name, svg] of Object.entries(IMAGES)) {
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', '<svg width="96" height="96" ')}</body></html>`,
    );
    await page.screenshot({ path: path.join(ICONS, name), omitBackground: true, clip: { x: 0, y: 0, width: 96, height: 96 } });
    console.log('wrote', path.relative(ROOT, path.join(ICONS, name)));
  }
  await page.close();
}

async function renderScreenshots(browser, app, api) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const res = await fetch(`${api}/v1/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'sofia@demo.flechazo.ar', password: 'demo1234' }),
  });
  const a = await res.json();
  const session = JSON.stringify({ token: a.token, recovery_token: a.recovery_token });
  /** @type {[string, { width: number; height: number }][]} */
  const shots = [
    ['dashboard-narrow.png', { width: 390, height: 844 }],
    ['dashboard-wide.png', { width: 1280, height: 800 }],
  ];
  for (const [name, viewport] of shots) {
    const ctx = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    await ctx.addInitScript(({ key, s }) => localStorage.setItem(key, s), { key: SESSION_STORAGE_KEY, s: session });
    const page = await ctx.newPage();
    await page.goto(`${app}/dashboard-recent`);
    await page.locator('[data-testid="member-card"] img').first().waitFor({ timeout: 20000 });
    await page.waitForTimeout(1500); // photos fade in
    await page.screenshot({ path: path.join(SHOTS, name) });
    console.log('wrote', path.relative(ROOT, path.join(SHOTS, name)));
    await ctx.close();
  }
}

const browser = await launchBrowser();
try {
  const i = process.argv.indexOf('--screenshots');
  if (i >= 0)
    await renderScreenshots(browser, process.argv[i + 1] ?? 'http://localhost:8080', process.argv[i + 2] ?? 'http://localhost:8081');
  else await renderIcons(browser);
} finally {
  await browser.close();
}
