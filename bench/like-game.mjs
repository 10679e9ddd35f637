/**
 * Like-game bench: in Chromium, against a production build and the demo API (issue #17, "Performance").
 *
 *   node bench/like-game.mjs [--root dist] [--port 8080] [--api-port 8081] [--swipes 20] [--no-sizes]
 *
 * Sizes: the JS a logged-in member fetches for /dashboard-recent (target <= 180 KB gzip) and the lazy
 * chunks opening the game adds (?modal=like-game), measured as bench/run.mjs does (bench/lib/sizes.mjs).
 *
 * Swipes: log in as valentina (like_game), open /dashboard-recent?modal=like-game at 390x844, and swipe
 * the right-hand card right by 130 px with the mouse (pointer events, through @use-gesture) --swipes
 * times. Each swipe is timed from its pointerup (event.timeStamp) to the paint of both pictures of the
 * next pair: their <img elementtiming> Element Timing entries (renderTime; the demo image host sends
 * Timing-Allow-Origin). Also counted: the animation frames between the two, and whether the swipe had
 * to wait for a new pool (the demo pool holds 20 members, so about every 10th swipe reloads it). Long tasks
 * during the swipes are observed.
 *
 * Prints a JSON report and writes it to bench/out/like-game.json. Heavy: run it under the team's lock,
 *   flock /tmp/flechazo-heavy.lock -c 'npm run build && node bench/like-game.mjs'
 */
import path from 'node:path';
import { ROOT } from '../scripts/lib/proc.mjs';
import { startServers } from '../scripts/serve.mjs';
import { argv, opt, reportRun } from './lib/cli.mjs';
import { routeJs } from './lib/sizes.mjs';
import { SESSION_STORAGE_KEY } from '../config.keys.js';

const root = opt('root', 'dist');
const port = Number(opt('port', 8080));
const apiPort = Number(opt('api-port', 8081));
const SWIPES = Number(opt('swipes', 20));
const SIZES = !argv.includes('--no-sizes');
const SWIPE_PX = 130;
const DASHBOARD = '/dashboard-recent';

const servers = await startServers({ root, port, apiPort, api: true, log: () => {}, apiLog: () => {}, warn: () => {} });
const APP = servers.url;
const API = servers.apiUrl;
await reportRun('like-game', servers, run, (report) => {
  const { rounds: _rounds, ...summary } = report;
  console.log(JSON.stringify(summary, null, 2));
  const sw = report.swipes;
  console.log(
    `like game: next pair painted ${sw.likeToNextPairPaintedMs.median} ms (median of ${sw.count}) after the swipe's pointerup; ` +
      `in the first frame after the swipe: ${sw.pairInFirstFrameAfterSwipe.count}/${sw.pairInFirstFrameAfterSwipe.of} ` +
      `(${sw.pairInFirstFrameAfterSwipe.withoutPoolReload} without a pool reload); the pointerup's own next paint (Event Timing) ` +
      `${sw.pointerUpEventTiming.medianDurationMs} ms; rounds in bench/out/like-game.json`,
  );
});

async function login() {
  await fetch(`${API}/__demo/reset`, { method: 'POST' });
  const auth = await (
    await fetch(`${API}/v1/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'valentina@demo.flechazo.ar', password: 'demo1234' }),
    })
  ).json();
  if (!auth.token) throw new Error(`login failed: ${JSON.stringify(auth).slice(0, 200)}`);
  return auth;
}

/** When the API port is not the one the build was made for, /runtime-config.js names the right hosts. */
async function runtimeConfig(context) {
  if (apiPort === 8081) return;
  await context.route('**/runtime-config.js', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.__FLECHAZO_CONFIG__=${JSON.stringify({ API_BASE_URL: API, IMAGE_HOST: `${API}/img`, PUSHER_PORT: String(apiPort), PUSHER_HOST: 'localhost', LOCATIONS_URL: `${API}/locations.json` })};`,
    }),
  );
}

async function sizes(browser) {
  const auth = await login();
  const storageState = {
    cookies: [],
    origins: [
      {
        origin: new URL(APP).origin,
        localStorage: [{ name: SESSION_STORAGE_KEY, value: JSON.stringify({ token: auth.token, recovery_token: auth.recovery_token }) }],
      },
    ],
  };
  const dash = await routeJs({ browser, appUrl: APP, distDir: servers.root, route: DASHBOARD, storageState });
  const game = await routeJs({ browser, appUrl: APP, distDir: servers.root, route: `${DASHBOARD}?modal=like-game`, storageState });
  const dashPaths = new Set(dash.files.map((f) => f.path));
  const added = game.files.filter((f) => !dashPaths.has(f.path));
  const kb = (n) => Math.round((n / 1024) * 10) / 10;
  return {
    dashboardJsGzipKB: kb(dash.gzip),
    dashboardScripts: dash.files.length,
    likeGameChunks: added.map((f) => ({ file: path.basename(f.path), gzipKB: kb(f.gzip), rawKB: kb(f.raw) })),
    likeGameAddsGzipKB: kb(added.reduce((n, f) => n + (f.gzip ?? 0), 0)),
  };
}

async function run(browser) {
  const size = SIZES ? await sizes(browser) : null;
  const auth = await login();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, serviceWorkers: 'block' });
  await context.addInitScript(
    ({ key, session }) => {
      localStorage.setItem(key, session);
      window.__paints = [];
      window.__longTasks = [];
      try {
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            const card = e.element?.closest('[data-member-id]');
            window.__paints.push({
              id: Number(card?.getAttribute('data-member-id')),
              renderTime: e.renderTime,
              loadTime: e.loadTime,
              url: e.url,
            });
          }
        }).observe({ type: 'element', buffered: true });
        // Event Timing: a pointerup's duration runs to the next paint after its handlers (any paint).
        window.__events = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            if (e.name === 'pointerup')
              window.__events.push({ start: e.startTime, duration: e.duration, processingEnd: e.processingEnd - e.startTime });
        }).observe({ type: 'event', durationThreshold: 16, buffered: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, ms: Math.round(e.duration) });
        }).observe({ type: 'longtask', buffered: true });
      } catch {
        /* no element timing */
      }
      let frames = 0;
      // When each frame's animation callbacks ran (performance.now(), not the frame's begin time): a DOM
      // change committed before one of these is in that frame's paint.
      window.__frameRuns = [];
      const count = () => {
        frames++;
        window.__frameRuns.push(performance.now());
        if (window.__frameRuns.length > 4000) window.__frameRuns.splice(0, 2000);
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
      window.__frames = () => frames;
      addEventListener('pointerup', (e) => (window.__lastPointerUp = { t: e.timeStamp, frames }), true);
      // When React committed the next pair (a card's member id changed).
      window.__commits = [];
      new MutationObserver((records) => {
        if (records.some((r) => r.attributeName === 'data-member-id')) window.__commits.push(performance.now());
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-member-id'] });
    },
    { key: SESSION_STORAGE_KEY, session: JSON.stringify({ token: auth.token, recovery_token: auth.recovery_token }) },
  );
  await runtimeConfig(context);
  const page = await context.newPage();
  let poolLoads = 0;
  page.on('request', (req) => {
    if (req.method() === 'GET' && new URL(req.url()).pathname.startsWith('/v1/juegolikes/')) poolLoads++;
  });
  const t0 = Date.now();
  await page.goto(`${APP}${DASHBOARD}?modal=like-game`);
  const cards = page.locator('[data-testid="like-game-card"]');
  await cards.nth(1).waitFor({ timeout: 60000 });
  const firstPairMs = Date.now() - t0;
  await page.waitForTimeout(1500); // the rest of the preload window

  const pairIds = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="like-game-card"]')].map((c) => Number(c.getAttribute('data-member-id'))),
    );
  const rounds = [];
  for (let i = 0; i < SWIPES; i++) {
    const before = await pairIds();
    const loadsBefore = poolLoads;
    const box = await cards.nth(1).boundingBox();
    if (!box) throw new Error('no card to swipe');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let s = 1; s <= 6; s++) await page.mouse.move(x + (SWIPE_PX * s) / 6, y + s);
    await page.mouse.up();
    const r = await page
      .waitForFunction(
        (prev) => {
          const ids = [...document.querySelectorAll('[data-testid="like-game-card"]')].map((c) => Number(c.getAttribute('data-member-id')));
          if (ids.length !== 2 || ids.some((id) => prev.includes(id))) return false;
          const up = window.__lastPointerUp;
          const paints = ids.map((id) => window.__paints.filter((p) => p.id === id && p.renderTime >= up.t).at(-1));
          if (paints.some((p) => !p)) return false;
          const painted = Math.max(...paints.map((p) => p.renderTime));
          const commit = window.__commits.find((c) => c >= up.t);
          // The first frame after the swipe: the first animation-frame run after the pointerup. The pair is in
          // it when React committed it before that run; Event Timing's next paint after the pointerup
          // (startTime + duration, 8 ms granularity) is then the pair's paint too.
          const firstFrame = window.__frameRuns.find((t) => t > up.t);
          const ev = window.__events.find((e) => Math.abs(e.start - up.t) < 1);
          return {
            ids,
            ms: painted - up.t,
            commitMs: commit === undefined ? null : Math.round((commit - up.t) * 10) / 10,
            framesSinceUp: window.__frames() - up.frames,
            inFirstFrame: commit !== undefined && firstFrame !== undefined && commit < firstFrame,
            eventNextPaintMs: ev ? ev.duration : null,
            urls: paints.map((p) => p.url.split('/').pop()),
          };
        },
        before,
        { timeout: 20000, polling: 'raf' },
      )
      .then((h) => h.jsonValue());
    rounds.push({
      n: i + 1,
      liked: before[1],
      skipped: before[0],
      ...r,
      ms: Math.round(r.ms * 10) / 10,
      reloadedPool: poolLoads > loadsBefore,
    });
    await page.waitForTimeout(450); // the played pair's leave animation, the like and skip calls
  }
  const longTasks = await page.evaluate(() => window.__longTasks);
  const events = await page.evaluate(() => window.__events);
  await context.close();

  const sorted = (xs) => [...xs].sort((a, b) => a - b);
  const median = (xs) => {
    const s = sorted(xs);
    return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : null;
  };
  const all = rounds.map((r) => r.ms);
  const warm = rounds.filter((r) => !r.reloadedPool).map((r) => r.ms);
  const r1 = (x) => (x == null ? null : Math.round(x * 10) / 10);
  return {
    when: new Date().toISOString(),
    build: path.relative(ROOT, servers.root) || servers.root,
    viewport: '390x844',
    sizes: size,
    firstPairMs,
    swipes: {
      count: rounds.length,
      swipePx: SWIPE_PX,
      likeToNextPairPaintedMs: { median: r1(median(all)), min: r1(sorted(all)[0]), max: r1(sorted(all).at(-1)) },
      withoutPoolReload: { count: warm.length, median: r1(median(warm)), max: r1(sorted(warm).at(-1)) },
      poolReloads: rounds.filter((r) => r.reloadedPool).map((r) => ({ n: r.n, ms: r.ms })),
      pointerUpEventTiming: {
        count: events.length,
        medianDurationMs: median(events.map((e) => e.duration)),
        medianProcessingMs: r1(median(events.map((e) => e.processingEnd))),
      },
      pointerUpToCommitMs: { median: r1(median(rounds.filter((r) => r.commitMs != null).map((r) => r.commitMs))) },
      pairInFirstFrameAfterSwipe: {
        count: rounds.filter((r) => r.inFirstFrame).length,
        of: rounds.length,
        withoutPoolReload: `${rounds.filter((r) => r.inFirstFrame && !r.reloadedPool).length}/${warm.length}`,
      },
      pairPaintVsEventNextPaintMs: {
        median: r1(median(rounds.filter((r) => r.eventNextPaintMs != null).map((r) => r.ms - r.eventNextPaintMs))),
      },
      framesFromPointerUpToPaint: {
        median: median(rounds.map((r) => r.framesSinceUp)),
        max: sorted(rounds.map((r) => r.framesSinceUp)).at(-1),
      },
      longTasks: longTasks.length,
      longestTaskMs: longTasks.reduce((m, t) => Math.max(m, t.ms), 0),
    },
    rounds,
  };
}
