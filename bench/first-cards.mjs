/**
 * A member's first cards on a slow phone (issue 21), in Debian's Chromium against the production build
 * with Lighthouse's slow-4G link (150 ms RTT, 1.6 Mbps down) and a 4x CPU slowdown, logged in on
 * /dashboard-recent. Prints, as medians of N runs:
 *
 * - LCP (the browser's own largest-contentful-paint entry);
 * - first face: the first card photo loaded and visible (the boot loader's static cards, or the app's);
 * - app took over: the app's own cards are in the page (a press is answered from then on; one made
 *   earlier on the static cards is replayed then).
 *
 * Prints numbers; never fails on a slow machine. Build first and hold the heavy lock (8080/8081):
 *
 *   flock /tmp/flechazo-heavy.lock -c 'npm run build && node bench/first-cards.mjs [--runs 3] [--compare other/dist]'
 *
 * --compare DIR runs the same measure on another build (e.g. a checkout of main before a change), the
 * two alternating run by run.
 */
import path from 'node:path';
import { ROOT } from '../scripts/lib/proc.mjs';
import { startServers } from '../scripts/serve.mjs';
import { launchBrowser } from '../e2e/lib/browser.mjs';
import { median, memberSession } from './lib/demo.mjs';
import { SESSION_STORAGE_KEY } from '../config.keys.js';

const argv = process.argv.slice(2);
const arg = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const RUNS = Number(arg('--runs')) > 0 ? Number(arg('--runs')) : 3;
const builds = { this: path.join(ROOT, process.env.BENCH_APP_ROOT ?? 'dist') };
if (arg('--compare')) builds.compared = path.resolve(arg('--compare'));
const MEMBER = { email: 'sofia@demo.flechazo.ar', password: 'demo1234' };
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** One cold load of the member's dashboard; times in ms from navigation start. */
async function once(root) {
  const servers = await startServers({ root, port: 8080, apiPort: 8081, apiLog: () => {}, warn: () => {} });
  const browser = await launchBrowser();
  try {
    const session = await memberSession(servers.apiUrl, MEMBER);
    const storageState = { cookies: [], origins: [{ origin: servers.url, localStorage: [{ name: SESSION_STORAGE_KEY, value: session }] }] };
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, storageState });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const m = { lcp: 0, face: 0, app: 0 };
      window.__firstCards = m;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) m.lcp = Math.round(e.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      const tick = () => {
        const shown = (img) => img.complete && img.naturalWidth > 0 && img.checkVisibility({ visibilityProperty: true });
        // The boot loader's static cards sit in a closed shadow root it hands over for tests.
        const preview = window.__FLECHAZO_BOOT__?.preview;
        const imgs = [...document.querySelectorAll('.mcard img'), ...(preview ? preview.querySelectorAll('.mcard img') : [])];
        if (!m.face && imgs.some(shown)) m.face = Math.round(performance.now());
        if (!m.app && !document.getElementById('static-preview') && document.querySelector('#root [data-testid="member-card"]'))
          m.app = Math.round(performance.now());
        if (!m.face || !m.app) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto(`${servers.url}/dashboard-recent`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstCards.face && window.__firstCards.app, null, { timeout: 60_000 });
    await page.waitForTimeout(500); // a later, larger paint would still move LCP
    return await page.evaluate(() => window.__firstCards);
  } finally {
    await browser.close();
    await servers.stop();
  }
}

const runs = Object.fromEntries(Object.keys(builds).map((k) => [k, []]));
for (let i = 0; i < RUNS; i++) {
  for (const [name, root] of Object.entries(builds)) {
    const m = await once(root);
    runs[name].push(m);
    console.log(`  run ${i + 1} ${name}: LCP ${m.lcp} ms, first face ${m.face} ms, app took over ${m.app} ms`);
  }
}
for (const [name, list] of Object.entries(runs)) {
  const med = (k) => Math.round(median(list.map((m) => m[k])));
  console.log(
    `first cards (${name === 'this' ? 'this build' : builds[name]}, slow 4G + CPU 4x, median of ${list.length}): ` +
      `LCP ${med('lcp')} ms, first face ${med('face')} ms, app took over ${med('app')} ms`,
  );
}
process.exit(0);
