/**
 * Data saver bytes (issue 32): the bytes over the network for a scripted session, with the saver off
 * and on (localStorage flechazo.dataSaver, as the switch in my account sets it). In Debian's Chromium
 * against the production build and the demo API, 390x844 at 2x (a phone), service worker blocked (its
 * precache is counted by bench/pwa.mjs, not here), a fresh browser cache per mode.
 *
 * The session: log in through the form, the first dashboard; scroll it 3 screens; open and close 5
 * profiles; a conversation with photos (Valentina's with Guille, who sent one); the lists 'Me gustan'
 * (received) and 'Visitas'. Bytes are CDP's encodedDataLength (headers and body as they came over the
 * wire), by phase and by kind.
 *
 * So that the bytes follow the asked size as they would in production, the bench stands in for the
 * real image host (bench/lib/photo-host.mjs: each photo answered with a JPEG of exactly the asked
 * size), and counts each photo once per session (a second request of the same URL would be a cache
 * hit). Targets (numbers only): on <= 50% of off; the first dashboard after login <= 400 KB with the
 * saver on.
 *
 * A first session (issue 44): the service worker is allowed, as in a member's first visit: it registers a
 * few seconds after load and precaches while the session goes on; its own fetches count too (kind
 * 'Precache'). With the saver on it precaches only the critical part (src/shared/lib/precache-policy.ts).
 * Playwright's routing turns the HTTP cache off, so a file the page or the worker already fetched with a
 * fresh Cache-Control (the hashed scripts: a year) counts once, as a member's browser would fetch it once.
 * A dedicated worker's fetches (the realtime worker's pusher-worker.js) count too (kind 'Worker'): they were
 * left out before, when the service worker's precache happened to fetch the same file.
 *
 * The older build: `--compare DIR [--compare-name NAME]` (a build directory) or `--compare-ref REF` (a commit, built once in
 * /tmp/flechazo-build-REF with this checkout's node_modules; `npm run bench` names f466494, the commit
 * before issue 44). Each saver mode runs this build and the older one back to back (`--rounds N` times,
 * medians), so a change of the host's load hits both. `--sw-blocked`: the service worker blocked (the
 * page's bytes only, as before issue 44).
 *
 *   flock /tmp/flechazo-e2e.lock node bench/data-saver.mjs [--compare-ref f466494] [--rounds 1]
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { ROOT } from '../scripts/lib/proc.mjs';
import { cacheControlFor, startServers } from '../scripts/serve.mjs';
import { argv, opt, reportRun } from './lib/cli.mjs';
import { median } from './lib/demo.mjs';
import { olderBuild, olderBuildNamed } from './lib/older-build.mjs';
import { hostBenchmarkIndex, NO_PUSH_DIALOGS } from './lib/interaction.mjs';
import { closePhotoHost, PHOTO, standInPhotoHostOnPage } from './lib/photo-host.mjs';
import { precacheUrls } from './lib/sizes.mjs';

const root = path.resolve(ROOT, opt('root', process.env.BENCH_APP_ROOT ?? 'dist'));
const MEMBER = { email: 'valentina@demo.flechazo.ar', password: 'demo1234' };
const CHAT_WITH_PHOTO = 238;
const TARGET = { ratio: 0.5, firstDashboardKB: 400 };
const SW = !argv.includes('--sw-blocked');
const ROUNDS = Math.max(1, Number(opt('rounds', '1')) || 1);

const older = await olderBuild('data saver');
if (olderBuildNamed() && !older) console.log('data saver: the older build could not be made; this build only');
const builds = [{ name: 'this build', root }, ...(older ? [older] : [])];
/** reportRun stops these at the end; each session starts its own (one build's files at a time on 8080). */
const noServers = { stop: async () => {} };

/** @param {import('playwright-core').Browser} browser */
async function run(browser) {
  const benchmarkIndex = await hostBenchmarkIndex(browser);
  /** @type {Record<string, { off: object[], on: object[] }>} */
  const runs = Object.fromEntries(builds.map((b) => [b.name, { off: [], on: [] }]));
  // Alternated: for each mode, this build then the older one, round after round.
  for (let r = 0; r < ROUNDS; r++)
    for (const saver of [false, true])
      for (const b of builds) {
        const servers = await startServers({
          root: b.root,
          port: 8080,
          apiPort: 8081,
          api: true,
          log: () => {},
          apiLog: () => {},
          warn: () => {},
        });
        try {
          runs[b.name][saver ? 'on' : 'off'].push(await session(browser, saver, servers, b.root));
        } finally {
          await servers.stop();
        }
      }
  const byBuild = builds.map((b) => {
    const pick = (list) => list.find((x) => x.total === median(list.map((y) => y.total))) ?? list[0];
    return {
      name: b.name,
      build: path.relative(ROOT, b.root) || b.root,
      precache: precacheUrls(b.root),
      off: pick(runs[b.name].off),
      on: pick(runs[b.name].on),
      rounds: runs[b.name],
    };
  });
  return { when: new Date().toISOString(), serviceWorker: SW, rounds: ROUNDS, benchmarkIndex, target: TARGET, builds: byBuild };
}

/** One scripted session; resolves with bytes per phase and per kind. */
async function session(browser, saver, servers, buildRoot) {
  const APP = servers.url;
  const API = servers.apiUrl;
  await fetch(`${API}/__demo/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    serviceWorkers: SW ? 'allow' : 'block',
  });
  const items = [NO_PUSH_DIALOGS, ...(saver ? [{ name: 'flechazo.dataSaver', value: 'on' }] : [])];
  await context.addInitScript((list) => {
    for (const { name, value } of list) if (localStorage.getItem(name) === null) localStorage.setItem(name, value);
  }, items);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  /** @type {Map<string, string>} */
  const kinds = new Map();
  let phase = 'login';
  /** @type {Record<string, Record<string, number>>} */
  const bytes = {};
  /** Every response counted: [phase, kind, URL (origin dropped), bytes], in bench/out/data-saver.json. */
  const requests = [];
  const shortUrl = (u) => (u.startsWith('data:') ? `${u.slice(0, 40)}...` : u.replace(/^https?:\/\/[^/]+/, ''));
  const add = (kind, n, url) => {
    bytes[phase] ??= {};
    bytes[phase][kind] = (bytes[phase][kind] ?? 0) + n;
    requests.push([phase, kind, shortUrl(url), n]);
  };
  // Photos: answered as the resizing host would, counted here once per URL (headers ~300 bytes).
  const served = new Set();
  await standInPhotoHostOnPage(cdp, browser, (url, n) => {
    if (served.has(url)) return;
    served.add(url);
    add('Image', n + 300, url);
  });
  /** @type {Map<string, string>} */
  const urls = new Map();
  /** Requests whose answer a browser's HTTP cache keeps fresh (Cache-Control max-age > 0). */
  const fresh = new Set();
  /** Fresh URLs already counted: Playwright's routing (the photo host above) turns Chromium's HTTP cache
   * off, so a file asked for again (by the page, or by the page and the service worker) would come over
   * the wire each time here, where a member's browser answers it from its cache. */
  const cached = new Set();
  cdp.on('Network.responseReceived', (e) => {
    kinds.set(e.requestId, PHOTO.test(e.response.url) ? 'photo' : e.type);
    urls.set(e.requestId, e.response.url);
    if (isFresh(e.response.headers)) fresh.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (kinds.get(e.requestId) === 'photo') return; // counted by the route above
    const kind = (kinds.get(e.requestId) ?? 'Other').replace(/^(XHR|Fetch|Preflight)$/, 'API');
    const url = urls.get(e.requestId) ?? '?';
    // Answered by the browser's cache (nothing over the wire): neither counted nor taken as the file's one fetch.
    if (e.encodedDataLength === 0) return;
    if (fresh.has(e.requestId)) {
      if (cached.has(url)) return;
      cached.add(url);
    }
    add(kind, e.encodedDataLength, url);
  });
  // The service worker's own fetches (its precache, then its runtime caching): not in the page's CDP session.
  const swDone = [];
  context.on('requestfinished', (req) => {
    if (!req.serviceWorker() || PHOTO.test(req.url())) return;
    const at = phase;
    swDone.push(
      (async () => {
        const [res, sizes] = await Promise.all([req.response(), req.sizes()]);
        const url = shortUrl(req.url());
        // From the browser's cache (a file the page or a worker fetched, the page's own document): no bytes.
        if (sizes.responseBodySize + sizes.responseHeadersSize === 0) return;
        // Fresh by the server's own rule (scripts/serve.mjs), or by the headers Playwright gives for the worker's fetch.
        if (isFresh({ 'cache-control': cacheControlFor(new URL(req.url()).pathname), ...(await res?.allHeaders().catch(() => ({}))) })) {
          if (cached.has(req.url())) return;
          cached.add(req.url());
        }
        bytes[at] ??= {};
        bytes[at].Precache = (bytes[at].Precache ?? 0) + sizes.responseBodySize + sizes.responseHeadersSize;
        requests.push([at, 'Precache', url, sizes.responseBodySize + sizes.responseHeadersSize]);
      })().catch(() => {}),
    );
  });
  // A dedicated worker's own fetches (the realtime worker's script, pusher-worker.js): not in the page's CDP
  // session either; Playwright reports them with the page's. Counted at the end, kind 'Worker', each URL the
  // page's session never saw (a file the worker fetched with a fresh Cache-Control once per session).
  const others = [];
  context.on('requestfinished', (req) => {
    if (req.serviceWorker() || PHOTO.test(req.url()) || req.url().startsWith('data:')) return;
    const at = phase;
    others.push(
      (async () => {
        const sizes = await req.sizes();
        return { at, url: req.url(), n: sizes.responseBodySize + sizes.responseHeadersSize };
      })().catch(() => null),
    );
  });
  // Chromium does not report a dedicated worker's own script fetch to Playwright: each worker the page
  // starts is counted by its script's URL, at the bytes the server sends for it (brotli) plus its headers.
  const workers = [];
  page.on('worker', (w) => workers.push({ at: phase, url: w.url() }));
  const settle = async (ms = 1500) => {
    await page.waitForLoadState('networkidle', { timeout: 15000 }).catch(() => {});
    await page.waitForTimeout(ms);
  };

  // Log in, the first dashboard.
  await page.goto(`${APP}/login`);
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(MEMBER.password);
  await page.keyboard.press('Enter');
  await page.getByTestId('member-card').first().waitFor({ timeout: 30000 });
  await settle(2500);

  phase = 'scroll';
  for (let i = 0; i < 3; i++) {
    await page.mouse.wheel(0, 844);
    await page.waitForTimeout(700);
  }
  await settle();

  phase = 'profiles';
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let i = 0; i < 5; i++) {
    const open = page.locator('[data-testid=member-card] button[aria-label^="Ver el perfil de"]').nth(i);
    await open.scrollIntoViewIfNeeded();
    await open.click();
    const view = page.getByTestId('profile-view');
    await view.locator('h3').waitFor({ timeout: 15000 });
    await settle(800);
    await view.getByRole('button', { name: 'Volver' }).first().click();
    await view.waitFor({ state: 'detached', timeout: 15000 });
  }

  // In-app navigation from here on, as the app's links do (routing turns Playwright's HTTP cache off, so a
  // reload would fetch every script again, which a member's browser would not).
  const navigate = (url) =>
    page.evaluate((u) => {
      history.pushState(history.state, '', u);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, url);
  phase = 'conversation';
  await navigate(`/message-received?modal=message-view&id=${CHAT_WITH_PHOTO}`);
  await page.getByTestId('message-view').getByTestId(/^msg/).first().waitFor({ timeout: 20000 });
  await settle();

  phase = 'lists';
  for (const list of ['/likes-received', '/visits-received']) {
    await navigate(list);
    await page.waitForSelector('[data-testid=member-card], [data-testid$=empty], .list-empty', { timeout: 20000 }).catch(() => {});
    await settle();
  }
  if (SW) {
    // The end of a first session: the worker installed, its precache complete (it registers seconds after load).
    phase = 'lists';
    for (let t = Date.now(); Date.now() - t < 30000;) {
      const state = await page
        .evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null)
        .catch(() => null);
      if (state === 'activated') break;
      await page.waitForTimeout(500);
    }
    await settle(500);
    await Promise.all(swDone);
  }
  const seenByPage = new Set(urls.values());
  for (const o of await Promise.all(others)) {
    if (!o || seenByPage.has(o.url) || cached.has(o.url)) continue;
    if (isFresh({ 'cache-control': cacheControlFor(new URL(o.url).pathname) })) cached.add(o.url);
    // Playwright's sizes of a worker's compressed, chunked answer come short: the app's own files count
    // at the bytes the server sends for them.
    const n = (o.url.startsWith(APP) && wireBytes(buildRoot, o.url)) || o.n;
    bytes[o.at] ??= {};
    bytes[o.at].Worker = (bytes[o.at].Worker ?? 0) + n;
    requests.push([o.at, 'Worker', shortUrl(o.url), n]);
  }
  for (const w of workers) {
    if (!w.url.startsWith(APP) || seenByPage.has(w.url) || cached.has(w.url)) continue;
    cached.add(w.url);
    const n = wireBytes(buildRoot, w.url);
    bytes[w.at] ??= {};
    bytes[w.at].Worker = (bytes[w.at].Worker ?? 0) + n;
    requests.push([w.at, 'Worker', shortUrl(w.url), n]);
  }
  await context.close();
  closePhotoHost();

  const total = (o) => Object.values(o ?? {}).reduce((a, b) => a + b, 0);
  const byKind = {};
  for (const p of Object.values(bytes)) for (const [k, v] of Object.entries(p)) byKind[k] = (byKind[k] ?? 0) + v;
  return {
    saver,
    phases: Object.fromEntries(Object.entries(bytes).map(([p, o]) => [p, { total: total(o), ...o }])),
    byKind,
    total: total(byKind),
    requests,
  };
}

/**
 * The bytes the app's server sends a browser for one of the build's files: its body as scripts/serve.mjs
 * sends it (the build's brotli copy, [file].br, or else compressed on the fly at quality 5) plus ~1,100
 * bytes of headers (the security headers).
 */
function wireBytes(buildRoot, url) {
  try {
    const file = path.join(buildRoot, new URL(url).pathname);
    if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size + 1100;
    const body = fs.readFileSync(file);
    return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length + 1100;
  } catch {
    return 0;
  }
}

/** Whether a response's headers let a browser's HTTP cache answer the same URL again without asking. */
function isFresh(headers) {
  const cc = Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === 'cache-control')?.[1] ?? '';
  const maxAge = /max-age=(\d+)/i.exec(cc);
  return !/no-cache|no-store/i.test(cc) && maxAge !== null && Number(maxAge[1]) > 0;
}

/**
 * The bytes of a session a member makes with the app installed: what the service worker precaches
 * (scripts, styles, the shell that answers every page, the icons) comes from its cache, not the network.
 */
function installedBytes(mode, precached) {
  return mode.requests
    .filter(([, kind, url]) => kind !== 'Document' && kind !== 'Precache' && !precached.has(url.split('?')[0]))
    .reduce((n, r) => n + r[3], 0);
}

const kb = (n) => `${((n ?? 0) / 1024).toFixed(0)} KB`.padStart(8);

function print(report) {
  console.log(
    `data saver: bytes over the network for a member's first session (390x844 @2x; service worker ${report.serviceWorker ? 'allowed: its precache counts' : 'blocked'}; ${report.rounds} round(s), alternated; host benchmarkIndex ${report.benchmarkIndex})`,
  );
  for (const b of report.builds) printBuild({ ...b, target: report.target });
  const line = (b) => {
    const ratio = b.on.total / b.off.total;
    return `${b.name}: off ${kb(b.off.total).trim()}, on ${kb(b.on.total).trim()} (${Math.round(ratio * 100)}%; target <= ${report.target.ratio * 100}%: ${ratio <= report.target.ratio ? 'met' : 'MISSED'}), first dashboard on ${kb(b.on.phases.login?.total).trim()} (off ${kb(b.off.phases.login?.total).trim()}; target <= ${report.target.firstDashboardKB} KB: ${(b.on.phases.login?.total ?? 0) / 1024 <= report.target.firstDashboardKB ? 'met' : 'MISSED'})`;
  };
  console.log('\n  summary');
  for (const b of report.builds) console.log(`  ${line(b)}`);
}

function printBuild(r) {
  console.log(`\n  ${r.name} (${r.build}, ${r.precache.length} files in the precache manifest)`);
  const phases = ['login', 'scroll', 'profiles', 'conversation', 'lists'];
  const label = {
    login: 'login + first dashboard',
    scroll: 'scroll 3 screens',
    profiles: '5 profiles',
    conversation: 'a conversation with photos',
    lists: 'two lists',
  };
  console.log(`  ${'phase'.padEnd(27)}  ${'off'.padStart(8)}  ${'on'.padStart(8)}  on/off`);
  for (const p of phases) {
    const a = r.off.phases[p]?.total ?? 0;
    const b = r.on.phases[p]?.total ?? 0;
    console.log(`  ${label[p].padEnd(27)}  ${kb(a)}  ${kb(b)}  ${a ? `${Math.round((b / a) * 100)}%` : '-'}`);
  }
  const ratio = r.on.total / r.off.total;
  console.log(
    `  ${'session'.padEnd(27)}  ${kb(r.off.total)}  ${kb(r.on.total)}  ${Math.round(ratio * 100)}%  (target <= ${r.target.ratio * 100}%: ${ratio <= r.target.ratio ? 'met' : 'MISSED'})`,
  );
  const kinds = [...new Set([...Object.keys(r.off.byKind), ...Object.keys(r.on.byKind)])].sort();
  console.log(
    `  by kind (off -> on): ${kinds.map((k) => `${k} ${kb(r.off.byKind[k]).trim()} -> ${kb(r.on.byKind[k]).trim()}`).join(', ')}`,
  );
  const precached = new Set(r.precache);
  const offInstalled = installedBytes(r.off, precached);
  const onInstalled = installedBytes(r.on, precached);
  const installedRatio = onInstalled / offInstalled;
  console.log(
    `  the same session with the app installed (its ${precached.size} precached files from the service worker): ${kb(offInstalled).trim()} -> ${kb(onInstalled).trim()}  ${Math.round(installedRatio * 100)}%  (target <= ${r.target.ratio * 100}%: ${installedRatio <= r.target.ratio ? 'met' : 'MISSED'})`,
  );
  const first = r.on.phases.login?.total ?? 0;
  const firstKinds = Object.entries(r.on.phases.login ?? {})
    .filter(([k]) => k !== 'total')
    .map(([k, v]) => `${k} ${kb(v).trim()}`)
    .join(', ');
  console.log(
    `  first dashboard after login, saver on: ${kb(first).trim()} (${firstKinds}; target <= ${r.target.firstDashboardKB} KB: ${first / 1024 <= r.target.firstDashboardKB ? 'met' : 'MISSED'})`,
  );
}

await reportRun('data-saver', noServers, run, print);
