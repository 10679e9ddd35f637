/**
 * Lighthouse's simulated TBT on a logged-in screen (the dashboard unless --route), without the host's load (issue 32). Lighthouse
 * multiplies the wall time of each main-thread task by 4, so on a shared machine a task that waited for
 * the CPU counts 4 times over. This bench takes a Chromium trace of /dashboard-recent (Sofía, logged in,
 * 412x823, CPU 1x, service worker blocked) and sums, over the page's main-thread tasks after FCP, each
 * task's *thread CPU time* x 4 - 50 ms (only what is over 0): the same sum with the time the host took
 * the CPU away left out. It prints it per run, with the tasks that block and what ran in them. With
 * --route, another screen (as Valentina, premium, with conversations, as bench/run.mjs scores them).
 * Numbers only, never asserted; compare two builds by alternating them (--root).
 *
 * `--cpu N` counts each task's CPU time N times instead of 4; `--cpu auto` calibrates N to this host as
 * bench/lighthouse-screens.mjs does (lib/lighthouse.mjs calibratedCpuMultiplier: on a host faster than
 * Lighthouse's reference range, 4x of a host at 2,000), so the sum is the reference phone's.
 *
 *   flock /tmp/flechazo-e2e.lock node bench/tbt-proxy.mjs [--runs 3] [--root dist] [--wait-ms 9000]
 *     [--route '/message-received?modal=message-view&id=238'] [--cpu 4|N|auto]
 *
 * Writes bench/out/tbt-proxy.json.
 */
import { startServers } from '../scripts/serve.mjs';
import { opt, reportRun } from './lib/cli.mjs';
import { memberSession, median } from './lib/demo.mjs';
import { SESSION_STORAGE_KEY } from '../config.keys.js';
import { hostBenchmarkIndex } from './lib/interaction.mjs';
import { calibratedCpuMultiplier } from './lib/lighthouse.mjs';

const RUNS = Math.max(1, Number(opt('runs', 3)) || 3);
const WAIT_MS = Math.max(1000, Number(opt('wait-ms', 9000)) || 9000);
const root = opt('root', 'dist');
const ROUTE = opt('route', '/dashboard-recent');
const MEMBER =
  ROUTE === '/dashboard-recent'
    ? { email: 'sofia@demo.flechazo.ar', password: 'demo1234' }
    : { email: 'valentina@demo.flechazo.ar', password: 'demo1234' };
const CPU = opt('cpu', '4');
/** As bench/lighthouse-screens.mjs scores the screens: a saved search (search results) and no push prompts. */
const SCREEN_STORAGE = [
  {
    name: 'flechazo.search',
    value: JSON.stringify({ isAdvanced: false, apodo: '', id_provincia: 0, id_localidad: 0, distancia: 0, edad_min: 18, edad_max: 60 }),
  },
  { name: 'flechazo.pushPrompts', value: JSON.stringify({ ask: { count: 5, last: 0 }, tutorial: { count: 5, last: 0 } }) },
];
let multiplier = 4;
const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading';

const servers = await startServers({ root, port: 8080, apiPort: 8081, api: true, log: () => {}, apiLog: () => {}, warn: () => {} });

/** @param {any[]} events  one trace's events; resolves the blocking tasks after FCP on the page's main thread */
function blockingTasks(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const main = (e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X';
  const onMain = events.filter(main);
  const nav = events
    .filter((e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.ts < fcp.ts && e.args?.frame === fcp.args?.frame)
    .at(-1);
  const t0 = nav?.ts ?? fcp.ts;
  const label = (e) => {
    const d = e.args?.data ?? {};
    const url = typeof d.url === 'string' ? ` ${d.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 40)}` : '';
    return `${e.name}${url} ${(e.dur / 1000).toFixed(0)} ms`;
  };
  const tasks = [];
  for (const t of onMain) {
    if (t.name !== 'RunTask' || t.ts <= fcp.ts) continue;
    const cpuMs = (t.tdur ?? t.dur) / 1000;
    const blocking = multiplier * cpuMs - 50;
    if (blocking <= 0) continue;
    const inside = onMain
      .filter((k) => k !== t && k.name !== 'RunTask' && k.ts >= t.ts && k.ts + k.dur <= t.ts + t.dur && k.dur > 2000)
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 3);
    tasks.push({
      atMs: Math.round((t.ts - t0) / 1000),
      cpuMs: Math.round(cpuMs),
      blockingMs: Math.round(blocking),
      top: inside.map(label),
    });
  }
  return { fcpMs: nav ? Math.round((fcp.ts - t0) / 1000) : null, tbtProxyMs: tasks.reduce((a, t) => a + t.blockingMs, 0), tasks };
}

/** @param {import('playwright-core').Browser} browser */
async function run(browser) {
  const index = await hostBenchmarkIndex(browser);
  multiplier = CPU === 'auto' ? (calibratedCpuMultiplier(index) ?? 4) : Number(CPU) || 4;
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const session = await memberSession(servers.apiUrl, MEMBER);
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      serviceWorkers: 'block',
      storageState: {
        cookies: [],
        origins: [{ origin: servers.url, localStorage: [{ name: SESSION_STORAGE_KEY, value: session }, ...SCREEN_STORAGE] }],
      },
    });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      /** @type {any[]} */
      const events = [];
      cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
      await page.goto(`${servers.url}${ROUTE}`);
      await page.waitForTimeout(WAIT_MS);
      await cdp.send('Tracing.end');
      await complete;
      runs.push(blockingTasks(events) ?? { error: 'no FCP in the trace' });
    } finally {
      await context.close();
    }
  }
  return {
    when: new Date().toISOString(),
    root,
    route: ROUTE,
    benchmarkIndex: index,
    multiplier,
    runs,
    median: median(runs.map((r) => ('tbtProxyMs' in r ? r.tbtProxyMs : null))),
  };
}

function print(r) {
  console.log(
    `TBT proxy on ${r.route} (thread CPU time x${r.multiplier} - 50 ms per task after FCP; host benchmarkIndex ${r.benchmarkIndex}; ${r.root})`,
  );
  r.runs.forEach((x, i) => {
    if (!('tasks' in x)) return console.log(`  run ${i + 1}: ${x.error}`);
    console.log(`  run ${i + 1}: ${x.tbtProxyMs} ms over ${x.tasks.length} tasks (FCP ${x.fcpMs ?? '?'} ms)`);
    for (const t of x.tasks) console.log(`    @${t.atMs} ms  cpu ${t.cpuMs} ms  blocking ${t.blockingMs} ms  ${t.top.join(' | ')}`);
  });
  console.log(`  median: ${r.median} ms (target of Lighthouse's TBT: <= 150 ms)`);
}

await reportRun('tbt-proxy', servers, run, print);
