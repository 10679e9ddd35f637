/**
 * `npm run test:e2e`: the browser journeys (e2e/*.spec.mjs, or *.spec.ts through tsx) against the
 * production build served by scripts/serve.mjs, with the demo API, in Debian's Chromium.
 *
 *   node e2e/run.mjs [file-filter ...] [--grep REGEX]
 *   E2E_ROOT=dist-floor node e2e/run.mjs     serve another build directory (default dist/)
 *
 * Builds nothing unless dist/ is missing (then `npm run build`). Screenshots and logs go to
 * e2e/artifacts/ (emptied at the start). Last line: `N passed, N failed`; exit code 1 on any failure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, paint, runCommand } from '../scripts/lib/proc.mjs';
import { startServers } from '../scripts/serve.mjs';
import { ARTIFACTS_DIR, E2E_DIR } from './lib/browser.mjs';
import { loadSpecFiles, runTests } from './lib/runner.mjs';

const args = process.argv.slice(2);
let grep = null;
const filters = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--grep') grep = new RegExp(args[++i], 'i');
  else if (args[i].startsWith('--grep=')) grep = new RegExp(args[i].slice(7), 'i');
  else filters.push(args[i]);
}

const rootDir = process.env.E2E_ROOT || 'dist';
const rootAbs = path.resolve(ROOT, rootDir);

if (!fs.existsSync(path.join(rootAbs, 'index.html'))) {
  if (rootDir !== 'dist') {
    console.error(paint('red', `e2e: ${rootDir}/index.html not found`));
    process.exit(2);
  }
  console.log('e2e: dist/ is missing, building it (npm run build)');
  // NODE_ENV=production: see buildCommand() in scripts/lib/proc.mjs.
  const code = await runCommand(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], { env: { NODE_ENV: 'production' } });
  if (code !== 0) {
    console.error(paint('red', `e2e: npm run build failed (exit ${code})`));
    process.exit(2);
  }
}

fs.rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });

const specFiles = fs
  .readdirSync(E2E_DIR)
  .filter((f) => /\.spec\.(mjs|js|ts|mts)$/.test(f))
  .filter((f) => !filters.length || filters.some((flt) => f.includes(flt)))
  .sort()
  .map((f) => path.join(E2E_DIR, f));

let importer = (f) => import(pathToFileURL(f).href);
if (specFiles.some((f) => /\.m?ts$/.test(f))) {
  const { tsImport } = await import('tsx/esm/api');
  importer = (f) => (/\.m?ts$/.test(f) ? tsImport(pathToFileURL(f).href, import.meta.url) : import(pathToFileURL(f).href));
}

const serverLog = fs.createWriteStream(path.join(ARTIFACTS_DIR, 'servers.log'));
let servers;
try {
  servers = await startServers({
    root: rootDir,
    api: 'auto',
    log: (line) => serverLog.write(`[web] ${line}\n`),
    apiLog: (line) => serverLog.write(`[api] ${line}\n`),
    warn: (m) => console.log(paint('yellow', `e2e: ${m}`)),
  });
} catch (e) {
  console.error(paint('red', `e2e: could not start the servers: ${e.message}`));
  process.exit(2);
}
console.log(
  `e2e: ${path.relative(ROOT, servers.root)}/ on ${servers.url}${servers.api ? `, demo API on ${servers.apiUrl}` : ' (no demo API)'}; Chromium ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}`,
);

let stopping = false;
const stopAll = async (code) => {
  if (stopping) return;
  stopping = true;
  await servers.stop();
  serverLog.end();
  process.exit(code);
};
process.on('SIGINT', () => stopAll(130));
process.on('SIGTERM', () => stopAll(143));

const loadErrors = await loadSpecFiles(specFiles, { importer });
for (const { file, error } of loadErrors) {
  console.log(
    `\n${paint('blue', file)}\n  ${paint('red', 'FAIL')}  (could not load the file)\n${String(error.stack ?? error)
      .split('\n')
      .slice(0, 6)
      .map((l) => `      ${l}`)
      .join('\n')}`,
  );
}

let summary = { passed: 0, failed: 0, skipped: 0 };
try {
  summary = await runTests({ app: { url: servers.url, apiUrl: servers.apiUrl, api: !!servers.api }, grep, paint });
} catch (e) {
  console.error(paint('red', `e2e: runner error: ${e.stack ?? e}`));
  summary.failed += 1;
}
const failed = summary.failed + loadErrors.length;
const total = summary.passed + failed + summary.skipped;

console.log(`\nartifacts: ${path.relative(process.cwd(), ARTIFACTS_DIR) || ARTIFACTS_DIR}/ (screenshots, a11y-*.json, servers.log)`);
if (summary.skipped) console.log(`${summary.skipped} skipped`);
if (total === 0) console.log(paint('yellow', 'no tests found'));
console.log(`${summary.passed} passed, ${failed} failed`);
await stopAll(failed > 0 || total === 0 ? 1 : 0);
