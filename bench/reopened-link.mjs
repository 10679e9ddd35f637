/**
 * A member reopening a link (issue 44): a stored session opens a conversation, a profile, the messages
 * list, 'Te gustan' and their own profile, cold, in Debian's Chromium against the production build on a
 * slow phone (Lighthouse's slow 4G: 150 ms RTT, 1.6 Mbps down; CPU 4x, or with `--cpu auto` the slowdown
 * calibrated to this host as the Lighthouse benches do, lib/lighthouse.mjs calibratedCpuMultiplier: the
 * reference phone on a host faster than Lighthouse's reference range). Prints, per screen, the medians
 * of N runs:
 *
 * - content: the screen's own content is on screen (the boot loader's static copy or the app's): a
 *   conversation's bubbles and the other member's name, a profile's name, the list rows' names, the
 *   cards' names, my profile's name;
 * - app: the app's own screen is in the page and no static copy stands in (a press is answered);
 * - CLS: the page's layout shifts up to then (plus 500 ms);
 * - LCP: the page's largest paint up to then (plus 500 ms): where a photo is the screen's content (a
 *   profile's), when it painted.
 *
 * --compare DIR or --compare-ref REF (bench/lib/older-build.mjs; `npm run bench` names 10654af, the build
 * issue 44 measured) measures an older build the same way, the two alternating run by run, screen by
 * screen; its medians print beside this build's.
 * Prints numbers; never fails on them. Holds ports 8080/8081: run it under the e2e lock, after a build:
 *
 *   flock /tmp/flechazo-e2e.lock node bench/reopened-link.mjs [--runs 8] [--compare-ref 10654af | --compare /tmp/old/dist] [--screen conversation]
 *     [--cpu 4|N|auto]
 */
import path from 'node:path';
import { ROOT } from '../scripts/lib/proc.mjs';
import { startServers } from '../scripts/serve.mjs';
import { launchBrowser } from '../e2e/lib/browser.mjs';
import { opt } from './lib/cli.mjs';
import { median, memberSession } from './lib/demo.mjs';
import { olderBuild, olderBuildNamed } from './lib/older-build.mjs';
import { hostBenchmarkIndex } from './lib/interaction.mjs';
import { calibratedCpuMultiplier } from './lib/lighthouse.mjs';
import { SESSION_STORAGE_KEY } from '../config.keys.js';

const RUNS = Number(opt('runs', '8')) > 0 ? Number(opt('runs', '8')) : 8;
const older = await olderBuild('reopened link');
if (olderBuildNamed() && !older) console.log('reopened link: the older build could not be made; this build only');
/** @type {Record<string, string>} */
const builds = { 'this build': path.join(ROOT, process.env.BENCH_APP_ROOT ?? 'dist') };
if (older) builds[older.name] = older.root;
// Valentina: the demo's premium member with conversations (Guille, 238) and likes given.
const MEMBER = { email: 'valentina@demo.flechazo.ar', password: 'demo1234' };
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * [name, path, selectors whose elements must all show text] (--screen WORD: only the screens whose name has it): the screen's content, wherever it is painted.
 * @type {[string, string, string[]][]}
 */
const ALL_SCREENS = [
  ['a conversation', '/message-received?modal=message-view&id=238', ['[data-testid="msg"]', '.chat-head__name']],
  ['a profile', '/dashboard-recent?modal=profile-view&id=12', ['.pview__name']],
  ['messages list', '/message-received', ['.chat-row__name']],
  ["'Te gustan'", '/likes-sent', ['.mrow__name']],
  ['my profile', '/my-profile', ['.me-head__name']],
];
const ONLY = opt('screen', null);
const SCREENS = ALL_SCREENS.filter(([name]) => !ONLY || name.includes(ONLY));

/** One cold load of `url` with the stored session; times in ms from navigation start. */
async function once(browser, url, origin, session, selectors, rate) {
  const storageState = { cookies: [], origins: [{ origin, localStorage: [{ name: SESSION_STORAGE_KEY, value: session }] }] };
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, storageState });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript((sels) => {
      const m = { content: 0, app: 0, cls: 0, lcp: 0, static: false };
      window.__reopened = m;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) m.lcp = Math.round(e.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((l) => {
        // A layout-shift entry: { value, hadRecentInput }.
        for (const e of /** @type {any[]} */ (l.getEntries())) if (!e.hadRecentInput) m.cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      const shows = (root) =>
        sels.every((sel) =>
          [...root.querySelectorAll(sel)].some((el) => el.textContent.trim() && el.checkVisibility({ visibilityProperty: true })),
        );
      const tick = () => {
        // The boot loader's static copy sits in a closed shadow root it hands over for tests and benches.
        const preview = window.__FLECHAZO_BOOT__?.preview;
        if (!m.content && preview && shows(preview)) {
          m.content = Math.round(performance.now());
          m.static = true;
        }
        const own = !document.getElementById('static-preview') && shows(document);
        if (!m.content && own) m.content = Math.round(performance.now());
        if (!m.app && own) m.app = Math.round(performance.now());
        if (!m.content || !m.app) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }, selectors);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__reopened.content && window.__reopened.app, null, { timeout: 60_000 });
    await page.waitForTimeout(500); // a late shift still counts
    return await page.evaluate(() => ({ ...window.__reopened, cls: Math.round(window.__reopened.cls * 1000) / 1000 }));
  } finally {
    await context.close();
  }
}

const runs = Object.fromEntries(SCREENS.map(([name]) => [name, Object.fromEntries(Object.keys(builds).map((b) => [b, []]))]));
const browser = await launchBrowser();
/** The host's Lighthouse benchmarkIndex before and after the runs (this shared host's speed swings). */
const indexes = [];
const CPU = opt('cpu', '4');
/** The CPU slowdown of every run (4, N, or calibrated to the host's first benchmarkIndex). */
let rate = 4;
try {
  indexes.push(await hostBenchmarkIndex(browser));
  rate = CPU === 'auto' ? (calibratedCpuMultiplier(indexes[0]) ?? 4) : Number(CPU) > 0 ? Number(CPU) : 4;
  for (let i = 0; i < RUNS; i++) {
    for (const [build, root] of Object.entries(builds)) {
      const servers = await startServers({ root, port: 8080, apiPort: 8081, apiLog: () => {}, warn: () => {} });
      try {
        const session = await memberSession(servers.apiUrl, MEMBER);
        for (const [name, route, selectors] of SCREENS) {
          try {
            const m = await once(browser, servers.url + route, servers.url, session, selectors, rate);
            runs[name][build].push(m);
            console.log(
              `  run ${i + 1} ${build} ${name}: content ${m.content} ms${m.static ? ' (static)' : ''}, app ${m.app} ms, CLS ${m.cls}, LCP ${m.lcp} ms`,
            );
          } catch (e) {
            console.log(`  run ${i + 1} ${build} ${name}: not measured (${String(e).split('\n')[0]})`);
          }
        }
      } finally {
        await servers.stop();
      }
    }
  }
  indexes.push(await hostBenchmarkIndex(browser));
} finally {
  await browser.close();
}

console.log(
  `\nreopened link (slow 4G + CPU ${Math.round(rate * 10) / 10}x${CPU === 'auto' ? ' calibrated' : ''}, median of ${RUNS} runs; content / app took over / CLS / LCP; benchmarkIndex ${indexes.join(' -> ')}):`,
);
for (const [name] of SCREENS) {
  const cells = Object.keys(builds).map((b) => {
    const list = runs[name][b];
    const med = (k) => median(list.map((m) => m[k]));
    const statics = list.filter((m) => m.static).length;
    return `${b}: ${Math.round(med('content') ?? NaN)} / ${Math.round(med('app') ?? NaN)} ms / ${med('cls') ?? '-'} / ${Math.round(med('lcp') ?? NaN)} ms (static ${statics}/${list.length})`;
  });
  console.log(`  ${name.padEnd(16)} ${cells.join('   |   ')}`);
}
process.exit(0);
