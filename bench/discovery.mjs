/**
 * Discovery bench: the recent dashboard with 1,000 member cards in Chromium, against a production
 * build and the demo API (issue #4, "Performance").
 *
 *   node bench/discovery.mjs [--root dist] [--port 8080] [--api-port 8081] [--cards 1000] [--frames 240]
 *
 * The demo db holds far fewer than 1,000 members, so the dashboard's listing and scroll calls are
 * answered by this script (page.route): real demo items (pictures served by the demo image host)
 * repeated under fresh ids, 15 members a page plus a NOTICE on even pages, with scroll ids until
 * --cards members are out. Everything else (login, session, images, realtime) is the demo API.
 *
 * Steps: log in as sofia; open /dashboard-recent; scroll to the bottom until --cards cards are in the
 * list (the app's own infinite scroll, DASH-09); then scroll back to the top and scroll
 * programmatically 120 px per animation frame for --frames frames, sampling CDP Performance.getMetrics
 * before and after (ScriptDuration, LayoutDuration, RecalcStyleDuration, TaskDuration) and timing
 * every frame with requestAnimationFrame. Long tasks are observed from the first page load.
 *
 * Prints a JSON report and writes it to bench/out/discovery.json. When the API port is not the one
 * the build was made for, /runtime-config.js is answered with the right hosts (nothing is written
 * into the build directory).
 */
import path from 'node:path';
import { ROOT } from '../scripts/lib/proc.mjs';
import { startServers } from '../scripts/serve.mjs';
import { opt, reportRun } from './lib/cli.mjs';
import { SESSION_STORAGE_KEY } from '../config.keys.js';

const root = opt('root', 'dist');
const port = Number(opt('port', 8080));
const apiPort = Number(opt('api-port', 8081));
const CARDS = Number(opt('cards', 1000));
const FRAMES = Number(opt('frames', 240));
const STEP_PX = 120;
const PAGE = 15;

const servers = await startServers({ root, port, apiPort, api: true, log: () => {}, apiLog: () => {}, warn: () => {} });
const APP = servers.url;
const API = servers.apiUrl;
await reportRun('discovery', servers, run);

async function run(browser) {
  const auth = await (
    await fetch(`${API}/v1/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sofia@demo.flechazo.ar', password: 'demo1234' }),
    })
  ).json();
  if (!auth.token) throw new Error(`login failed: ${JSON.stringify(auth).slice(0, 200)}`);
  const headers = { Authorization: `Bearer ${auth.token}` };
  const first = await (await fetch(`${API}/v1/dashboard/listing/recent?page=0`, { headers })).json();
  const users = first.items.filter((i) => i.type === 'USER');
  const notice = first.items.find((i) => i.type === 'NOTICE');
  if (users.length === 0) throw new Error('the demo dashboard is empty');

  const pageBody = (n) => {
    const items = [];
    for (let k = 0; k < PAGE && n * PAGE + k < CARDS; k++) {
      const u = users[(n * PAGE + k) % users.length];
      items.push({ ...u, id: 100000 + n * PAGE + k, nickname: `${u.nickname}_${n * PAGE + k}`, liked: false });
    }
    if (notice && n % 2 === 0 && items.length > 4) items.splice(4, 0, { ...notice, id: 900000 + n });
    const more = (n + 1) * PAGE < CARDS;
    return { items, scrollId: more ? `bench-${n + 1}` : null };
  };

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  await context.addInitScript(
    ({ key, session }) => {
      localStorage.setItem(key, session);
      window.__longTasks = [];
      try {
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__longTasks.push({ start: Math.round(e.startTime), ms: Math.round(e.duration) });
        }).observe({ type: 'longtask', buffered: true });
      } catch {
        /* no longtask support */
      }
    },
    { key: SESSION_STORAGE_KEY, session: JSON.stringify({ token: auth.token, recovery_token: auth.recovery_token }) },
  );
  if (apiPort !== 8081) {
    await context.route('**/runtime-config.js', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: `window.__FLECHAZO_CONFIG__=${JSON.stringify({ API_BASE_URL: API, IMAGE_HOST: `${API}/img`, PUSHER_PORT: String(apiPort), PUSHER_HOST: 'localhost', LOCATIONS_URL: `${API}/locations.json` })};`,
      }),
    );
  }
  await context.route(`${API}/v1/dashboard/listing/recent*`, (route) =>
    route.fulfill({ json: pageBody(Number(new URL(route.request().url()).searchParams.get('page') ?? 0)) }),
  );
  await context.route(`${API}/v1/dashboard/scroll*`, (route) => {
    const id = new URL(route.request().url()).searchParams.get('scrollId') ?? '';
    if (!id.startsWith('bench-')) return route.continue();
    return route.fulfill({ json: pageBody(Number(id.slice(6))) });
  });

  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const t0 = Date.now();
  await page.goto(`${APP}/dashboard-recent`);
  await page.locator('[data-testid="member-card"]').first().waitFor({ timeout: 60000 });
  const firstCardMs = Date.now() - t0;

  // Load CARDS members through the app's own infinite scroll.
  const cardCount = () => page.evaluate(() => document.querySelectorAll('[data-testid="member-card"]').length);
  const loadedCount = () =>
    page.evaluate(() => {
      const end = document.querySelector('.dash-foot__end');
      return { end: Boolean(end), height: document.documentElement.scrollHeight };
    });
  const tLoad = Date.now();
  let stalls = 0;
  let lastHeight = 0;
  while (stalls < 40) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(150);
    const { end, height } = await loadedCount();
    if (end) break;
    stalls = height === lastHeight ? stalls + 1 : 0;
    lastHeight = height;
  }
  const loadMs = Date.now() - tLoad;
  await page.waitForTimeout(500);
  const renderedCards = await cardCount();
  // Items in the list: the virtualised grid announces them (aria-setsize); otherwise every cell is there.
  const apiCards = await page.evaluate(() =>
    Number(
      document.querySelector('.dash-grid__cell')?.getAttribute('aria-setsize') ?? document.querySelectorAll('.dash-grid__cell').length,
    ),
  );
  const dom = await page.evaluate(() => ({
    elements: document.getElementsByTagName('*').length,
    imgs: document.images.length,
    height: document.documentElement.scrollHeight,
  }));
  const metric = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  await cdp.send('HeapProfiler.collectGarbage');
  const afterLoad = await metric();

  // Scroll the whole list at STEP_PX per frame, timing frames.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(800);
  const before = await metric();
  const frames = await page.evaluate(
    ({ n, step }) =>
      new Promise((resolve) => {
        const times = [];
        const startedAt = performance.now();
        let last = startedAt;
        let i = 0;
        const max = document.documentElement.scrollHeight - window.innerHeight;
        const tick = (now) => {
          times.push(now - last);
          last = now;
          if (i++ >= n) return resolve({ times, startedAt, max });
          window.scrollBy(0, window.scrollY + step > max ? -max : step);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(tick);
        });
      }),
    { n: FRAMES, step: STEP_PX },
  );
  const after = await metric();
  const longTasks = await page.evaluate(() => window.__longTasks);
  const delta = (k) => (after[k] - before[k]) * 1000;
  const ft = frames.times.slice(1).sort((a, b) => a - b);
  const pct = (p) => Math.round(ft[Math.min(ft.length - 1, Math.floor((p / 100) * ft.length))] * 10) / 10;
  const scrollLong = longTasks.filter((t) => t.start >= frames.startedAt);
  const r1 = (x) => Math.round(x * 10) / 10;

  return {
    when: new Date().toISOString(),
    build: path.relative(ROOT, servers.root) || servers.root,
    viewport: '390x844',
    cards: { requested: CARDS, inList: apiCards, renderedAtBottom: renderedCards },
    loadAllMs: loadMs,
    firstCardMs,
    dom: {
      elements: dom.elements,
      cdpNodes: afterLoad.Nodes,
      images: dom.imgs,
      scrollHeightPx: dom.height,
      jsHeapMB: r1(afterLoad.JSHeapUsedSize / 1048576),
    },
    scroll: {
      frames: FRAMES,
      pxPerFrame: STEP_PX,
      scriptingMsPerFrame: r1(delta('ScriptDuration') / FRAMES),
      layoutMsPerFrame: r1(delta('LayoutDuration') / FRAMES),
      styleMsPerFrame: r1(delta('RecalcStyleDuration') / FRAMES),
      taskMsPerFrame: r1(delta('TaskDuration') / FRAMES),
      frameMs: { p50: pct(50), p95: pct(95), max: r1(ft[ft.length - 1] ?? 0) },
      framesOver16ms: ft.filter((t) => t > 16.7 * 1.5).length,
      longTasks: scrollLong.length,
      longestTaskMs: scrollLong.reduce((m, t) => Math.max(m, t.ms), 0),
    },
    longestTaskMsOverall: longTasks.reduce((m, t) => Math.max(m, t.ms), 0),
    longTasksTotal: longTasks.length,
    longTasksOver100ms: longTasks.filter((t) => t.ms > 100).length,
  };
}
