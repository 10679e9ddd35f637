/**
 * Lighthouse on every member screen (issue 44): mobile, simulated throttling, each screen cold with a
 * stored session (Valentina, the demo's premium member with conversations, and a saved search), this
 * build alternated with an older one run by run (`--compare-ref REF` or `--compare DIR`,
 * bench/lib/older-build.mjs; `npm run bench` names 10654af, the build issue 44 measured), medians
 * printed side by side: performance, accessibility, best practices, LCP, TBT, CLS.
 *
 * The host's speed moves the scores. Each round first reads the host's Lighthouse benchmarkIndex; with
 * `--cpu auto` (the default) a host outside Lighthouse's reference range (1,500-2,000) runs with the CPU
 * slowdown calibrated to it (lib/lighthouse.mjs calibratedCpuMultiplier), so the emulated phone is
 * Lighthouse's reference phone; `--cpu 4` keeps Lighthouse's default. Both are printed.
 *
 *   flock /tmp/flechazo-e2e.lock node bench/lighthouse-screens.mjs [--runs 3] [--compare-ref 10654af]
 *     [--screens 'conversation,messages'] [--cpu auto|N] [--tasks]
 *
 * `--tasks` prints each run's long tasks (Lighthouse's 'long-tasks' audit: script, start, length).
 *
 * Prints numbers; never fails on them. Holds ports 8080/8081. Report: bench/out/lighthouse-screens.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/lib/proc.mjs';
import { startServers } from '../scripts/serve.mjs';
import { launchBrowser } from '../e2e/lib/browser.mjs';
import { SESSION_STORAGE_KEY } from '../config.keys.js';
import { opt } from './lib/cli.mjs';
import { memberSession } from './lib/demo.mjs';
import { hostBenchmarkIndex } from './lib/interaction.mjs';
import { calibratedCpuMultiplier, lighthouseOnce, medianRun, REFERENCE_RANGE } from './lib/lighthouse.mjs';
import { olderBuild, olderBuildNamed } from './lib/older-build.mjs';

const MEMBER = { email: 'valentina@demo.flechazo.ar', password: 'demo1234' };
const SAVED_SEARCH = { isAdvanced: false, apodo: '', id_provincia: 0, id_localidad: 0, distancia: 0, edad_min: 18, edad_max: 60 };
/**
 * Every member screen: [name, path]. bench/run.mjs scores the dashboard too, without an older build beside
 * it; here it is alternated with one as the others are (`--screens dashboard` for it alone).
 */
const SCREENS = [
  ['the dashboard', '/dashboard-recent'],
  ['a profile view', '/dashboard-recent?modal=profile-view&id=12'],
  ["the lists ('Te gustan')", '/likes-sent'],
  ['search results', '/search-results'],
  ['messages list', '/message-received'],
  ['a conversation', '/message-received?modal=message-view&id=238'],
  ['my profile', '/my-profile'],
  ['my account', '/my-account'],
  ['the paywall', '/dashboard-recent?modal=pay-wall'],
];

const RUNS = Math.max(1, Number(opt('runs', '3')) || 3);
const CPU = opt('cpu', 'auto');
const TASKS = process.argv.includes('--tasks');
const only = (opt('screens', '') ?? '').split(',').filter(Boolean);
const screens = only.length ? SCREENS.filter(([name]) => only.some((o) => name.includes(o))) : SCREENS;
const older = await olderBuild('lighthouse screens');
if (olderBuildNamed() && !older) console.log('lighthouse screens: the older build could not be made; this build only');
const builds = [{ name: 'this build', root: path.join(ROOT, process.env.BENCH_APP_ROOT ?? 'dist') }, ...(older ? [older] : [])];

/** runs[screen][build] = summaries */
const runs = Object.fromEntries(screens.map(([name]) => [name, Object.fromEntries(builds.map((b) => [b.name, []]))]));
const indexes = [];
const multipliers = new Set();
for (let i = 0; i < RUNS; i++) {
  for (const b of builds) {
    const browser = await launchBrowser();
    let index;
    try {
      index = await hostBenchmarkIndex(browser);
    } finally {
      await browser.close();
    }
    indexes.push(index);
    const cpu = CPU === 'auto' ? (calibratedCpuMultiplier(index) ?? 4) : Number(CPU) || 4;
    multipliers.add(cpu);
    const servers = await startServers({ root: b.root, port: 8080, apiPort: 8081, apiLog: () => {}, warn: () => {} });
    try {
      const session = await memberSession(servers.apiUrl, MEMBER);
      const localStorage = [
        { name: SESSION_STORAGE_KEY, value: session },
        { name: 'flechazo.search', value: JSON.stringify(SAVED_SEARCH) },
        { name: 'flechazo.pushPrompts', value: JSON.stringify({ ask: { count: 5, last: 0 }, tutorial: { count: 5, last: 0 } }) },
      ];
      for (const [name, route] of screens) {
        const url = servers.url + route;
        try {
          const r = await lighthouseOnce(url, { localStorage, cpuSlowdownMultiplier: cpu === 4 ? undefined : cpu });
          if (r.runtimeError) throw new Error(r.runtimeError);
          if (!String(r.finalUrl).startsWith(url.split('?')[0])) throw new Error(`ended at ${r.finalUrl}: the session was not kept`);
          runs[name][b.name].push(r);
          console.log(
            `  run ${i + 1} ${b.name} ${name}: ${r.performance} (LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls?.toFixed(3)}; index ${index}, CPU ${cpu}x; LCP element ${r.lcpElement})`,
          );
          if (TASKS)
            for (const t of r.longTasks ?? [])
              console.log(
                `      long task ${String(t.ms).padStart(4)} ms at ${String(t.startMs).padStart(5)} ms  ${t.url.replace(servers.url, '')}`,
              );
        } catch (e) {
          console.log(`  run ${i + 1} ${b.name} ${name}: not measured (${String(e?.message ?? e).split('\n')[0]})`);
        }
      }
    } finally {
      await servers.stop();
    }
  }
}

const report = {
  when: new Date().toISOString(),
  runs: RUNS,
  benchmarkIndex: indexes,
  cpu: [...multipliers],
  screens: Object.fromEntries(
    screens.map(([name, route]) => [
      name,
      { route, builds: Object.fromEntries(builds.map((b) => [b.name, medianRun(runs[name][b.name])])) },
    ]),
  ),
};
fs.mkdirSync(path.join(ROOT, 'bench', 'out'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench', 'out', 'lighthouse-screens.json'), JSON.stringify(report, null, 2));

const cell = (m) =>
  m
    ? `${String(m.performance).padStart(3)} ${String(m.accessibility).padStart(3)} ${String(m.bestPractices).padStart(3)} ` +
      `${String(Math.round(m.lcpMs)).padStart(5)} ${String(Math.round(m.tbtMs)).padStart(4)} ${(m.cls ?? 0).toFixed(3)}`
    : '(no successful run)'.padEnd(30);
console.log(
  `\nLighthouse on every member screen (mobile, simulated; median of ${RUNS}; host benchmarkIndex ${indexes.join(', ')}; ` +
    `CPU ${[...multipliers].join('/')}x, reference range ${REFERENCE_RANGE.join('-')}):`,
);
const w = Math.max(...screens.map(([n]) => n.length));
console.log(`  ${''.padEnd(w)}  ${builds.map(() => 'perf a11y best   LCP  TBT   CLS'.padEnd(32)).join('   ')}`);
for (const [name] of screens)
  console.log(`  ${name.padEnd(w)}  ${builds.map((b) => `${cell(report.screens[name].builds[b.name])} ${b.name}`.padEnd(32)).join('   ')}`);
process.exit(0);
