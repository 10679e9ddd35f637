/**
 * `npm run bench`: numbers, not a pass/fail test. Fails (exit 3) only when a build fails.
 *
 *   node bench/run.mjs                 build floor + app, sizes, then Lighthouse (median of 3 runs per target, 5 for
 *                                      the logged-in dashboard, which is also measured with its CPU slowdown
 *                                      calibrated when this host is outside Lighthouse's reference range), then
 *                                      the photo editor (bench/editor.mjs: 12 MP ready to edit, export, longest
 *                                      task while panning/zooming, JS heap after 10 open/close cycles)
 *   node bench/run.mjs --only size     sizes only (no Lighthouse, no editor)
 *   node bench/run.mjs --only editor   sizes and the photo editor (no Lighthouse)
 *   node bench/run.mjs --only lighthouse  sizes, Lighthouse and every other member screen's Lighthouse
 *                                      (bench/lighthouse-screens.mjs; no editor, no other feature bench)
 *   node bench/run.mjs --runs 5        Lighthouse runs per target, the dashboard included
 *   node bench/run.mjs --screen-runs 3 Lighthouse runs for each other logged-in screen (a profile, the lists, search
 *                                      results, messages, a conversation, my profile, my account, the paywall; as
 *                                      Valentina, the demo's premium member with conversations), each alternated
 *                                      with the build issue 44 measured (10654af); default 1
 *
 * Then (without --only) each other feature's own bench, one after the other against the same build, each
 * printing its numbers (FEATURE_BENCHES below: the paywall after a 402, the installed app's starts, the
 * like game's swipes, 1,000 dashboard cards, messaging's bursts, a reopened link's screens).
 *
 * Exit codes: 0 numbers printed (even if some could not be measured), 3 a build failed, 2 bad arguments.
 * Env: BENCH_SKIP_BUILD=1 reuses dist/ and dist-floor/ when they exist;
 *      BENCH_APP_ROOT=dir measures another build directory as "the app" (default dist);
 *      BENCH_COMPARE_ROOT=dir: the older build the reopened-link and screens' Lighthouse benches alternate
 *      with (default: 10654af, built once in /tmp/flechazo-build-10654af).
 * Output: a table on stdout and bench/out/results.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import os from 'node:os';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ROOT, paint, runCommand, buildCommand } from '../scripts/lib/proc.mjs';
import { startServers, createStaticHandler } from '../scripts/serve.mjs';
import { launchBrowser } from '../e2e/lib/browser.mjs';
import { initialJs, allJs, routeJs, gzipSize } from './lib/sizes.mjs';
import { benchEditor } from './editor.mjs';
import { SESSION_STORAGE_KEY } from '../config.keys.js';

const DEMO_MEMBER = { email: 'sofia@demo.flechazo.ar', password: 'demo1234' };
const MEMBER_ROUTE = '/dashboard-recent';
const APP_PORT = 8080;
const API_PORT = 8081;
const FLOOR_PORT = 8082;
const BUILD_FAILED = 3;

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.join(BENCH_DIR, 'out');

// ---------------------------------------------------------------- arguments
const argv = process.argv.slice(2);
let only = null;
let runs = null; // --runs N, for every target
let screenRuns = null; // --screen-runs N, for each logged-in screen besides the dashboard (default 1: CI time)
const DEFAULT_RUNS = 3;
const MEMBER_RUNS = 5; // the dashboard's score is the one with a target (>= 95): more runs, steadier median
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--only') only = argv[++i];
  else if (a.startsWith('--only=')) only = a.slice(7);
  else if (a === '--runs') runs = Number(argv[++i]);
  else if (a.startsWith('--runs=')) runs = Number(a.slice(7));
  else if (a === '--screen-runs') screenRuns = Number(argv[++i]);
  else if (a.startsWith('--screen-runs=')) screenRuns = Number(a.slice(14));
  else {
    console.error(`bench: unknown option ${a} (use --only size|editor, --runs N, --screen-runs N)`);
    process.exit(2);
  }
}
if (only && only !== 'size' && only !== 'editor' && only !== 'lighthouse') {
  console.error(`bench: --only takes size, editor or lighthouse, not ${only}`);
  process.exit(2);
}
const targetRuns = runs >= 1 ? runs : DEFAULT_RUNS;
const memberRuns = runs >= 1 ? runs : MEMBER_RUNS;
const SCREEN_RUNS = screenRuns >= 1 ? screenRuns : 1;

const appRoot = path.resolve(ROOT, process.env.BENCH_APP_ROOT || 'dist');
const floorRoot = path.resolve(ROOT, 'dist-floor');
const rel = (p) => path.relative(ROOT, p) || '.';
const kb = (n) => (n == null ? '-' : `${(n / 1024).toFixed(1)} KiB`);
const ms = (n) => (n == null ? '-' : `${Math.round(n)} ms`);
const ratio = (a, b) => (a && b ? `${(a / b).toFixed(2)}x` : '-');
const section = (title) => console.log(`\n${paint('blue', `== ${title}`)}`);
const note = (m) => console.log(paint('yellow', `  ! ${m}`));

const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  appRoot: rel(appRoot),
  floor: null,
  app: null,
  lighthouse: null,
  editor: null,
  notes: [],
};
const warn = (m) => {
  note(m);
  results.notes.push(m);
};

// ---------------------------------------------------------------- builds
async function build(floor) {
  const dir = floor ? floorRoot : appRoot;
  const reuse = process.env.BENCH_SKIP_BUILD === '1' && fs.existsSync(path.join(dir, 'index.html'));
  if (reuse) {
    console.log(`  reusing ${rel(dir)}/ (BENCH_SKIP_BUILD=1)`);
    return;
  }
  if (!floor && rel(appRoot) !== 'dist') {
    console.error(paint('red', `bench: ${rel(appRoot)}/ not found and only dist/ can be built`));
    process.exit(BUILD_FAILED);
  }
  const { cmd, args: buildArgs, env } = buildCommand({ floor });
  const args = [...buildArgs, '--stats', 'errors-warnings'];
  console.log(`  ${floor ? 'BENCH_FLOOR=1 ' : ''}webpack --mode production`);
  const started = Date.now();
  const code = await runCommand(cmd, args, { env });
  if (code !== 0) {
    console.error(paint('red', `bench: the ${floor ? 'floor' : 'app'} build failed (exit ${code})`));
    process.exit(BUILD_FAILED);
  }
  console.log(`  built ${rel(dir)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

section('build');
await build(true);
await build(false);

// From here on nothing fails the bench: whatever breaks is reported and the numbers so far are kept.
/** @type {Awaited<ReturnType<typeof import('../scripts/serve.mjs').startServers>> | null} */
let servers = null;
let floorServer = null;
let lh = null; // bench/lib/lighthouse.mjs once loaded
function writeResults() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
}
let bailing = false;
async function bail(error) {
  if (bailing) return;
  bailing = true;
  warn(`unexpected error, stopping the bench: ${error?.stack ?? error}`);
  await lh?.killActiveChrome();
  await servers?.stop().catch(() => {});
  floorServer?.closeAllConnections();
  writeResults();
  process.exit(0);
}
process.on('uncaughtException', bail);
process.on('unhandledRejection', bail);
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    if (bailing) return;
    bailing = true;
    warn(`stopped by ${sig}`);
    await lh?.killActiveChrome();
    await servers?.stop().catch(() => {});
    floorServer?.closeAllConnections();
    writeResults();
    process.exit(sig === 'SIGINT' ? 130 : 143);
  });
}

const serverLog = [];

async function measure() {
  // ---------------------------------------------------------------- sizes from the files
  section('sizes (gzip -9)');
  const floorInitial = initialJs(floorRoot);
  const appInitial = initialJs(appRoot);
  const appAll = allJs(appRoot);
  results.floor = { initialJs: floorInitial };
  results.app = {
    initialJs: appInitial,
    routeJs: null,
    allJs: { count: appAll.count, raw: appAll.raw, gzip: appAll.gzip, largest: appAll.files.slice(0, 15) },
  };
  for (const f of [...floorInitial.files, ...appInitial.files])
    if (f.raw == null) warn(`index.html loads ${f.path}, which is not in the build`);

  // ---------------------------------------------------------------- servers (route JS and Lighthouse)
  async function listenStatic(root, port) {
    return new Promise((resolve, reject) => {
      const server = http.createServer(createStaticHandler(root));
      server.once('error', reject);
      server.listen(port, () => resolve(server));
    });
  }

  let member = null; // {token, recovery_token}
  try {
    servers = await startServers({
      root: appRoot,
      port: APP_PORT,
      apiPort: API_PORT,
      api: 'auto',
      apiLog: (l) => serverLog.push(l),
      warn,
    });
  } catch (e) {
    warn(`could not start the servers: ${e.message}`);
  }
  if (servers?.api) {
    try {
      const res = await fetch(`${servers.apiUrl}/v1/authenticate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(DEMO_MEMBER),
        signal: AbortSignal.timeout(15000),
      });
      const body = await res.json().catch(() => null);
      if (res.ok && body?.token) member = { token: body.token, recovery_token: body.recovery_token ?? null };
      else warn(`demo login failed: HTTP ${res.status}`);
    } catch (e) {
      warn(`demo login failed: ${e.message}`);
    }
  } else if (servers) {
    warn(`no demo API, so no logged-in measures of ${MEMBER_ROUTE}`);
  }
  const memberStorage = member ? [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(member) }] : null;
  if (servers) {
    let browser;
    try {
      browser = await launchBrowser();
      // A visitor on '/': the static home; the app's scripts wait for the first press (src/app/boot/loader/static-home.ts).
      const home = await routeJs({ browser, appUrl: servers.url, distDir: appRoot, route: '/' });
      results.app.homeJs = { route: '/', ...home };
      if (member) {
        const storageState = { cookies: [], origins: [{ origin: servers.url, localStorage: memberStorage }] };
        const r = await routeJs({ browser, appUrl: servers.url, distDir: appRoot, route: MEMBER_ROUTE, storageState });
        results.app.routeJs = { route: MEMBER_ROUTE, ...r };
        if (new URL(r.finalUrl).pathname !== MEMBER_ROUTE)
          warn(`${MEMBER_ROUTE} ended at ${r.finalUrl}: was the session restored? (key ${SESSION_STORAGE_KEY})`);
      }
    } catch (e) {
      warn(`measuring routes in Chromium failed: ${e.message.split('\n')[0]}`);
    } finally {
      await browser?.close().catch(() => {});
    }
  }

  // ---------------------------------------------------------------- size table
  const floorGz = floorInitial.gzip;
  const rows = [
    ['floor (bare React 19 hello), initial JS', kb(floorInitial.gzip), '1.00x', `${floorInitial.files.length} scripts`],
    [
      "app boot JS (any route; index.html's scripts)",
      kb(appInitial.gzip),
      ratio(appInitial.gzip, floorGz),
      `${appInitial.files.length} scripts`,
    ],
    [
      "app '/' as a visitor, JS fetched before any press",
      kb(results.app.homeJs?.gzip),
      ratio(results.app.homeJs?.gzip, floorGz),
      results.app.homeJs ? results.app.homeJs.files.map((f) => path.basename(f.path)).join(', ') || 'none' : 'not measured',
    ],
    [
      `app '${MEMBER_ROUTE}' (logged in), JS`,
      kb(results.app.routeJs?.gzip),
      ratio(results.app.routeJs?.gzip, floorGz),
      results.app.routeJs ? `${results.app.routeJs.files.length} scripts (${results.app.routeJs.extra.length} lazy)` : 'not measured',
    ],
    [`app, all JS in ${rel(appRoot)}/`, kb(appAll.gzip), ratio(appAll.gzip, floorGz), `${appAll.count} files, raw ${kb(appAll.raw)}`],
  ];
  const w0 = Math.max(...rows.map((r) => r[0].length));
  console.log(`  ${'what'.padEnd(w0)}  ${'gzip'.padStart(11)}  ${'vs floor'.padStart(8)}  detail`);
  for (const r of rows) console.log(`  ${r[0].padEnd(w0)}  ${r[1].padStart(11)}  ${r[2].padStart(8)}  ${r[3]}`);
  if (results.app.routeJs?.extra.length) {
    console.log(
      `  lazy chunks for ${MEMBER_ROUTE}: ${results.app.routeJs.extra.map((f) => `${path.basename(f.path)} ${kb(f.gzip)}`).join(', ')}`,
    );
  }
  // Every named lazy chunk (one per area, webpackChunkName), so an area's growth shows where it lands.
  const jsDir = path.join(appRoot, 'js');
  const named = fs.existsSync(jsDir)
    ? fs
        .readdirSync(jsDir)
        .filter((f) => /^[a-z][\w-]*\.[0-9a-f]+\.js$/.test(f))
        .map((f) => ({ name: f.replace(/\.[0-9a-f]+\.js$/, ''), gzip: gzipSize(path.join(jsDir, f)) }))
        .sort((a, b) => a.name.localeCompare(b.name))
    : [];
  results.app.namedChunks = named;
  if (named.length) console.log(`  chunks by area: ${named.map((c) => `${c.name} ${kb(c.gzip)}`).join(', ')}`);

  // ---------------------------------------------------------------- Lighthouse
  if (!only || only === 'lighthouse') {
    const runsLabel = `${targetRuns} run(s) per target${memberRuns === targetRuns ? '' : `, ${memberRuns} for the logged-in dashboard`}`;
    section(`Lighthouse, median of ${runsLabel} (mobile, simulated throttling)`);
    try {
      lh = await import('./lib/lighthouse.mjs');
    } catch (e) {
      warn(`Lighthouse could not be loaded: ${e.message}`);
    }
    const targets = [];
    if (lh) {
      try {
        floorServer = await listenStatic(floorRoot, FLOOR_PORT);
        targets.push({ name: 'floor /', url: `http://localhost:${FLOOR_PORT}/` });
      } catch (e) {
        warn(`floor server on :${FLOOR_PORT} failed: ${e.message}`);
      }
      if (servers) {
        targets.push({ name: "app '/'", url: `${servers.url}/` });
        if (memberStorage)
          targets.push({
            name: `app '${MEMBER_ROUTE}' (logged in)`,
            url: `${servers.url}${MEMBER_ROUTE}`,
            localStorage: memberStorage,
            runs: memberRuns,
          });
      }
    }
    results.lighthouse = {};
    const measureTarget = async (t) => {
      process.stdout.write(`  ${t.name}: `);
      const started = Date.now();
      const r = await lh.lighthouseMedian(t.url, {
        runs: t.runs ?? targetRuns,
        localStorage: t.localStorage,
        cpuSlowdownMultiplier: t.cpuSlowdownMultiplier,
        onRun: (_i, run) => process.stdout.write(run && !run.runtimeError ? `${run.performance} ` : 'x '),
      });
      const indexes = r.runs.map((run) => run.benchmarkIndex).filter((x) => x != null);
      const span = indexes.length ? `index ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}, ` : '';
      console.log(paint('gray', `(${span}${((Date.now() - started) / 1000).toFixed(0)} s)`));
      results.lighthouse[t.name] = { url: t.url, ...r };
      for (const e of r.errors) warn(`${t.name} ${e}`);
      if (t.localStorage && r.median && !r.median.finalUrls.every((u) => new URL(u).pathname === MEMBER_ROUTE)) {
        warn(`${t.name} ended at ${r.median.finalUrls.join(', ')}: the session was not kept`);
      }
      return r;
    };
    for (const t of targets) {
      const r = await measureTarget(t);
      // When this host was outside Lighthouse's reference range in those runs, the member's dashboard
      // again with the CPU slowdown calibrated to its speed (lib/lighthouse.mjs calibratedCpuMultiplier):
      // the default 4x scores move with the host's load; this one emulates Lighthouse's reference phone.
      const cpu = t.localStorage ? lh.calibratedCpuMultiplier(r.median?.benchmarkIndex) : null;
      if (cpu != null && cpu !== 4)
        await measureTarget({
          ...t,
          name: `${t.name}, CPU ${cpu}x (index ${Math.round(r.median.benchmarkIndex)})`,
          cpuSlowdownMultiplier: cpu,
          runs: targetRuns,
        });
    }
    const lhRows = Object.entries(results.lighthouse);
    if (lhRows.length) {
      const w = Math.max(6, ...lhRows.map(([n]) => n.length));
      console.log(`\n  ${'target'.padEnd(w)}  perf  a11y  best  ${'LCP'.padStart(8)}  ${'TBT'.padStart(7)}  ${'CLS'.padStart(6)}`);
      for (const [name, r] of lhRows) {
        const m = r.median;
        if (!m) {
          console.log(`  ${name.padEnd(w)}  (no successful run)`);
          continue;
        }
        console.log(
          `  ${name.padEnd(w)}  ${String(m.performance).padStart(4)}  ${String(m.accessibility).padStart(4)}  ${String(m.bestPractices).padStart(4)}  ` +
            `${ms(m.lcpMs).padStart(8)}  ${ms(m.tbtMs).padStart(7)}  ${(m.cls == null ? '-' : m.cls.toFixed(3)).padStart(6)}`,
        );
      }
      const bi = lhRows.map(([, r]) => r.median?.benchmarkIndex).find((x) => x != null);
      if (bi != null)
        console.log(
          paint(
            'gray',
            `  (Lighthouse CPU benchmarkIndex of this machine: ${Math.round(bi)}; scores move with it. Lighthouse's 4x CPU slowdown ` +
              `is calibrated for an index of ${lh.REFERENCE_RANGE.join('-')}; outside it, a "CPU Nx (index I)" row uses N = 4 I / ${lh.REFERENCE_RANGE[0]} ` +
              `below the range, 4 I / ${lh.REFERENCE_RANGE[1]} above it, at least 1, where I is that target's median index in its default runs)`,
          ),
        );
      // Lighthouse's run warnings, once each (its slow-host CPU warning is CLI-only, so it is not among them).
      for (const w of new Set(lhRows.flatMap(([, r]) => r.runs.flatMap((run) => run.warnings.map(String)))))
        console.log(paint('gray', `  Lighthouse: ${w}`));
    }
  }

  // ---------------------------------------------------------------- photo editor (bench/editor.mjs)
  if (only !== 'size' && only !== 'lighthouse') {
    section('photo editor (bench/editor.mjs; 390x844, the demo API)');
    if (!servers?.api) warn('no demo API: the photo editor is not measured');
    else {
      let browser;
      try {
        browser = await launchBrowser();
        const r = await benchEditor({ appUrl: servers.url, apiUrl: servers.apiUrl, root: rel(appRoot), browser, runs: targetRuns });
        results.editor = r;
        const t = r.targets;
        const left = (k) => `${r.heap.retained.before[k]} -> ${r.heap.retained.after[k]}`;
        const rows = [
          [
            `12 MP JPEG (${r.photo.MB} MB) ready to edit, median of ${r.ready.runs}`,
            ms(r.ready.medianMs),
            `<= ${t.readyMs} ms`,
            `max ${ms(r.ready.maxMs)}, decode ${ms(r.ready.decodeMedianMs)}`,
          ],
          [
            `export 800x600 JPEG, median of ${r.export.allMs.length}`,
            ms(r.export.medianMs),
            `<= ${t.exportMs} ms`,
            r.export.allMs.map(ms).join(', '),
          ],
          [
            'longest task while panning and zooming',
            ms(r.gestures.maxLongTaskMs),
            `<= ${t.longTaskMs} ms`,
            `${r.gestures.longTasks} long task(s) in ${r.gestures.seconds} s`,
          ],
          [
            `JS heap after ${r.heap.cycles} open/close cycles`,
            `${r.heap.growthPct >= 0 ? '+' : ''}${r.heap.growthPct}%`,
            `<= +${t.heapGrowthPct}%`,
            `${r.heap.beforeMB} -> ${r.heap.afterMB} MB after ${r.heap.warmUpCycles} warm-up cycles`,
          ],
          [
            'left behind by the cycles',
            '',
            'none',
            `ImageBitmaps ${left('imageBitmaps')}, canvases ${left('canvases')}, DOM nodes ${left('domNodes')}, listeners ${left('listeners')}`,
          ],
        ];
        const w = Math.max(...rows.map((row) => row[0].length));
        for (const row of rows) console.log(`  ${row[0].padEnd(w)}  ${row[1].padStart(7)}  ${row[2].padEnd(10)}  ${paint('gray', row[3])}`);
      } catch (e) {
        warn(`the photo editor bench failed: ${String(e?.message ?? e).split('\n')[0]}`);
      } finally {
        await browser?.close().catch(() => {});
      }
    }
  }
}

try {
  await measure();
} catch (e) {
  await bail(e);
}

// ---------------------------------------------------------------- done
await servers?.stop().catch(() => {});
await new Promise((r) => {
  if (!floorServer) return r();
  floorServer.close(() => r());
  floorServer.closeAllConnections();
});
// ---------------------------------------------------------------- feature benches
const COMPARED = process.env.BENCH_COMPARE_ROOT ? ['--compare', process.env.BENCH_COMPARE_ROOT] : ['--compare-ref', '10654af'];
const SCREENS_LIGHTHOUSE = {
  script: 'lighthouse-screens.mjs',
  args: ['--runs', String(SCREEN_RUNS), ...COMPARED],
  timeoutMs: 20 * 60_000 * SCREEN_RUNS,
};
/** Each feature's bench script (bench/<name>.mjs) with its arguments; each starts its own servers. */
const FEATURE_BENCHES = [
  { script: 'first-cards.mjs', args: ['--runs', '3'] },
  { script: 'paywall.mjs', args: ['--runs', '5'] },
  { script: 'pwa.mjs', args: ['--runs', '5'] },
  { script: 'like-game.mjs', args: ['--no-sizes'] },
  { script: 'discovery.mjs', args: [] },
  { script: 'messaging.mjs', args: [], servers: true },
  // Issue 32: interaction latency (10 runs each), the soak, the data saver's bytes.
  { script: 'interactions.mjs', args: ['--runs', '10'], timeoutMs: 12 * 60_000 },
  { script: 'soak.mjs', args: [], timeoutMs: 12 * 60_000 },
  // Issue 44: a first session (service worker allowed) alternated with the build before issue 44, made once
  // in /tmp (its build takes a minute the first time).
  { script: 'data-saver.mjs', args: ['--compare-ref', 'f466494'], timeoutMs: 10 * 60_000 },
  // Issue 44: a reopened link's screen (static first screen or the app's; the CPU slowdown calibrated to the
  // host) and every member screen's Lighthouse, each alternated with the build issue 44 measured (or
  // BENCH_COMPARE_ROOT's).
  { script: 'reopened-link.mjs', args: ['--runs', '8', '--cpu', 'auto', ...COMPARED], timeoutMs: 25 * 60_000 },
  SCREENS_LIGHTHOUSE,
];
const FEATURE_TIMEOUT_MS = 6 * 60_000;
if (!only || only === 'lighthouse') {
  section('feature benches');
  results.featureBenches = {};
  for (const b of only ? [SCREENS_LIGHTHOUSE] : FEATURE_BENCHES) {
    console.log(paint('blue', `\n  -- ${b.script}`));
    const started = Date.now();
    let own = null;
    try {
      if (b.servers) own = await startServers({ port: APP_PORT, apiPort: API_PORT, apiLog: () => {} });
      const code = await runScript(
        path.join(BENCH_DIR, b.script),
        b.args,
        own ? { APP_URL: own.url, API_URL: own.apiUrl } : {},
        b.timeoutMs,
      );
      results.featureBenches[b.script] = { exit: code, seconds: Math.round((Date.now() - started) / 1000) };
      if (code !== 0) note(`${b.script} ended with code ${code}; its numbers are incomplete`);
    } catch (e) {
      note(`${b.script} could not run: ${e?.message ?? e}`);
    } finally {
      await own?.stop().catch(() => {});
    }
  }
}

/** Runs a bench script with its output inline; killed after FEATURE_TIMEOUT_MS. */
function runScript(file, args, env, timeoutMs = FEATURE_TIMEOUT_MS) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
    child.once('error', () => resolve(127));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 124 : 0)));
  });
}

writeResults();
if (serverLog.length) fs.writeFileSync(path.join(OUT_DIR, 'demo-api.log'), `${serverLog.join('\n')}\n`);
console.log(
  `\nresults: ${rel(path.join(OUT_DIR, 'results.json'))}${results.notes.length ? paint('yellow', ` (${results.notes.length} note(s) above)`) : ''}`,
);
process.exit(0);
