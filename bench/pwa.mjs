/**
 * The installed app's numbers (issue 20), in Debian's Chromium against the production build. Prints
 * numbers; never fails on a slow machine. Build first, and hold the heavy lock (it listens on 8080/8081):
 *
 *   flock /tmp/flechazo-heavy.lock -c 'npm run build && node bench/pwa.mjs [--runs 5]'
 *
 * 1. Service-worker precache: files and their gzip size (target ≤ 400 KB gzip).
 * 2. Dashboard initial JS after login: what /dashboard-recent fetches, gzip (target ≤ 180 KB).
 * 3. Warm start (service worker installed, its precache complete): navigation start -> the dashboard's
 *    first member card in the page, median of N (target ≤ 1 s).
 * 4. Offline start (network off, same profile): navigation start -> the offline shell ('Sin conexión'),
 *    median of N (target ≤ 500 ms); also that it shows the conversations kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../scripts/lib/proc.mjs';
import { startServers } from '../scripts/serve.mjs';
import { launchBrowser } from '../e2e/lib/browser.mjs';
import { median, memberSession } from './lib/demo.mjs';
import { precacheUrls, routeJs } from './lib/sizes.mjs';
import { SESSION_STORAGE_KEY } from '../config.keys.js';

const argv = process.argv.slice(2);
const RUNS = Number(argv[argv.indexOf('--runs') + 1]) > 0 && argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : 5;
const DIST = path.join(ROOT, process.env.BENCH_APP_ROOT ?? 'dist');
const MEMBER = { email: 'valentina@demo.flechazo.ar', password: 'demo1234' };
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;

// ---------------------------------------------------------------- 1. precache
export function precacheSize(dist = DIST) {
  const urls = precacheUrls(dist);
  let raw = 0;
  let gzip = 0;
  for (const u of urls) {
    const b = fs.readFileSync(path.join(dist, u.replace(/^\//, '')));
    raw += b.length;
    gzip += zlib.gzipSync(b, { level: 9 }).length;
  }
  return { files: urls.length, raw, gzip, swGzip: zlib.gzipSync(fs.readFileSync(path.join(dist, 'sw.js')), { level: 9 }).length };
}

const pre = precacheSize();
console.log(
  `precache: ${pre.files} files, ${kb(pre.raw)} raw, ${kb(pre.gzip)} gzip (target ≤ 400 KB); sw.js itself ${kb(pre.swGzip)} gzip`,
);

const servers = await startServers({ port: 8080, apiPort: 8081, apiLog: () => {} });
const browser = await launchBrowser();
const results = { precache: pre };
try {
  const session = await memberSession(servers.apiUrl, MEMBER);

  // ---------------------------------------------------------------- 2. dashboard initial JS
  const storageState = { cookies: [], origins: [{ origin: servers.url, localStorage: [{ name: SESSION_STORAGE_KEY, value: session }] }] };
  const js = await routeJs({ browser, appUrl: servers.url, distDir: DIST, route: '/dashboard-recent', storageState });
  results.dashboardJs = { gzip: js.gzip, files: js.files.length };
  console.log(`dashboard initial JS after login: ${kb(js.gzip)} gzip in ${js.files.length} files (target ≤ 180 KB)`);

  // ---------------------------------------------------------------- 3. warm start
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState });
  await ctx.addInitScript(() => {
    const w = window;
    w.__marks = {};
    new MutationObserver(() => {
      // The first cards: the boot loader's static ones (in the closed shadow root it hands over for tests) or the app's.
      const preview = w.__FLECHAZO_BOOT__?.preview;
      const card = '[data-testid="member-card"]';
      if (!w.__marks.card && (document.querySelector(card) || preview?.querySelector(card))) w.__marks.card = performance.now();
      if (!w.__marks.offline && document.querySelector('[data-testid="offline-start"]')) w.__marks.offline = performance.now();
      if (!w.__marks.rows && document.querySelector('[data-testid="offline-row"]')) w.__marks.rows = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await ctx.newPage();
  await page.goto(`${servers.url}/message-received`);
  await page.locator('[data-testid="chat-row"]').first().waitFor({ timeout: 30000 });
  // The worker registers a few seconds after load, when idle; wait until it controls the page with its precache complete.
  // (page.evaluate in a loop: waitForFunction would take an async predicate's promise as truthy.)
  for (let t = Date.now(); ;) {
    const state = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null);
    if (state === 'activated') break;
    if (Date.now() - t > 60000) throw new Error('the service worker did not activate in 60 s');
    await page.waitForTimeout(500);
  }
  await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 30000 });
  await page.locator('[data-testid="chat-row"]').first().waitFor({ timeout: 30000 });
  await page.waitForTimeout(1500); // the offline copy is written (debounced)

  const warm = [];
  for (let i = 0; i < RUNS; i += 1) {
    await page.goto(`${servers.url}/dashboard-recent?source=pwa`);
    await page.waitForFunction(() => window.__marks.card, null, { timeout: 30000 });
    warm.push(await page.evaluate(() => window.__marks.card));
  }
  results.warmStart = { median: median(warm), runs: warm };
  console.log(
    `warm start to the first cards: median ${ms(median(warm))} over ${RUNS} runs [${warm.map(Math.round).join(', ')}] (target ≤ 1000 ms)`,
  );

  // ---------------------------------------------------------------- 4. offline start
  await ctx.setOffline(true);
  const off = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i += 1) {
    await page.goto(`${servers.url}/dashboard-recent?source=pwa`);
    await page.waitForFunction(() => window.__marks.offline, null, { timeout: 30000 });
    off.push(await page.evaluate(() => window.__marks.offline));
    await page.waitForFunction(() => window.__marks.rows, null, { timeout: 5000 }).catch(() => {});
    rows = await page.locator('[data-testid="offline-row"]').count();
  }
  await ctx.setOffline(false);
  results.offlineStart = { median: median(off), runs: off, conversationsShown: rows };
  console.log(
    `offline start to the shell: median ${ms(median(off))} over ${RUNS} runs [${off.map(Math.round).join(', ')}] (target ≤ 500 ms); ${rows} kept conversations shown`,
  );
  await ctx.close();
} finally {
  await browser.close();
  await servers.stop();
}
fs.mkdirSync(path.join(ROOT, 'bench/out'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench/out/pwa.json'), JSON.stringify(results, null, 2));
