/**
 * The `prism` project's one webServer (playwright.prism.config.ts, docs/contract-checks.md "Prism"):
 *
 * 1. Stoplight Prism mocks contract/api-contract.yaml with generated answers:
 *    `prism mock -d --seed <PRISM_SEED> -p <PRISM_PORT> contract/api-contract.yaml`, its request validation
 *    made real by e2e/prism/oas31-validation.mjs (without it Prism validates nothing in a 3.1 document).
 *    Its log goes to test-results/prism/prism-seed-<seed>.log.
 * 2. A self-test: an invalid request (PUT /v1/account/age-range {min: 'x'}) must come back with Prism's
 *    `sl-violations` header naming the request; otherwise this server exits (the run fails before any journey).
 * 3. The production build (dist/, not rebuilt) is served on PRISM_APP_PORT from a copy whose only change is
 *    runtime-config.js (docs/configuration.md): the API is Prism; realtime points at this very server, which
 *    speaks no WebSocket, so pusher-js finds no realtime server and the app runs without it; photos and the
 *    payment provider's script are looked for here too and are not found (Prism serves neither).
 *
 * Test controls on the app's port: GET /__prism/violations lists the request violations Prism logged since
 * the last DELETE /__prism/violations (the journeys' fixture, e2e/prism/fixtures.ts); GET /__prism/seed.
 *
 *   PRISM_SEED=7 PRISM_PORT=4010 PRISM_APP_PORT=8090 node e2e/prism/serve.mjs
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import express from 'express';
import { ROOT, assertPortFree } from '../../scripts/lib/proc.mjs';
import { createStaticHandler, startServers } from '../../scripts/serve.mjs';

const seed = process.env.PRISM_SEED || '1';
const prismPort = Number(process.env.PRISM_PORT || 4010);
const appPort = Number(process.env.PRISM_APP_PORT || 8090);
const prismUrl = `http://127.0.0.1:${prismPort}`;
const appUrl = `http://localhost:${appPort}`;

/**
 * The build's runtime overrides (docs/configuration.md): the API is Prism (its locations file too); realtime
 * is this server (no WebSocket here: the app runs without realtime); photos and the payment provider's
 * script are looked for on this server and are not found; tag suggestions are free text.
 */
function runtimeConfig() {
  const config = {
    API_BASE_URL: prismUrl,
    LOCATIONS_URL: `${prismUrl}/locations.json`,
    PUSHER_HOST: 'localhost',
    PUSHER_PORT: String(appPort),
    PUSHER_FORCE_TLS: 'false',
    IMAGE_HOST: `${appUrl}/img`,
    PAYMENT_PROVIDER_URL: `${appUrl}/__prism/no-payment-provider.js`,
    TAG_SUGGEST_FILMS_URL: '',
    TAG_SUGGEST_MUSIC_URL: '',
    TAG_SUGGEST_BOOKS_URL: '',
  };
  return `/* The prism project (e2e/prism/serve.mjs): this build against Prism on ${prismUrl}, seed ${seed}. */\nwindow.__FLECHAZO_CONFIG__ = ${JSON.stringify(config, null, 2)};\n`;
}
const require = createRequire(import.meta.url);
const outDir = path.join(ROOT, 'test-results', 'prism');
fs.mkdirSync(outDir, { recursive: true });
const logFile = path.join(outDir, `prism-seed-${seed}.log`);

// 1. Prism, with its validation shim.
const prismCli = require.resolve('@stoplight/prism-cli/dist/index.js');
const prismArgs = [
  '--import',
  path.join(ROOT, 'e2e/prism/oas31-validation.mjs'),
  prismCli,
  'mock',
  '--dynamic',
  '--seed',
  String(seed),
  '--port',
  String(prismPort),
  '--host',
  '127.0.0.1',
  '--cors',
  path.join(ROOT, 'contract/api-contract.yaml'),
];
let prism = null;
const log = fs.createWriteStream(logFile);

/** What Prism logged as a request violation, with the request it was answering (its log is in order per request). */
const violations = [];
let lastRequest = '';
let pending = '';
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const strip = (s) => s.replace(ANSI, '');
function readLog(chunk) {
  log.write(chunk);
  pending += chunk.toString('utf8');
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const raw of lines) {
    const line = strip(raw);
    const received = /\[HTTP SERVER\] (\w+) (\S+) .*Request received/.exec(line);
    if (received) lastRequest = `${received[1].toUpperCase()} ${received[2]}`;
    const violation = /Violation: (request\S*) (.*)$/.exec(line);
    if (violation) violations.push({ request: lastRequest, at: violation[1], message: violation[2].trim() });
    // No operation of the contract for it: a path or a method the contract does not have.
    const unresolved = /\[HTTP SERVER\] (\w+) (\S+) .*Request terminated with error: \S*#(NO_\w+_MATCHED_ERROR): (.*)$/.exec(line);
    if (unresolved)
      violations.push({
        request: `${unresolved[1].toUpperCase()} ${unresolved[2]}`,
        at: 'request',
        message: `${unresolved[3]}: ${unresolved[4]}`,
      });
  }
}
let stopping = false;
const stopPrism = () => {
  stopping = true;
  prism?.kill('SIGTERM');
};
process.on('exit', stopPrism);

/** Starts Prism on its own port (never one already taken: the self-test would meet another server). */
async function startPrism() {
  await assertPortFree(prismPort, 'Prism');
  await assertPortFree(appPort, "the prism project's app server");
  prism = spawn(process.execPath, prismArgs, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  prism.stdout.on('data', readLog);
  prism.stderr.on('data', readLog);
  prism.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`prism: Prism exited (${signal ?? code}); see ${path.relative(ROOT, logFile)}`);
    process.exit(1);
  });
}

async function waitForPrism() {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${prismUrl}/locations.json`, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Prism did not answer on ${prismUrl} within 90 s (see ${path.relative(ROOT, logFile)})`);
}

// 2. The self-test: request validation is live.
async function selfTest() {
  const res = await fetch(`${prismUrl}/v1/account/age-range`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer prism-self-test', 'Content-Type': 'application/json' },
    body: JSON.stringify({ min: 'x' }),
  });
  const header = res.headers.get('sl-violations') ?? '';
  if (!/"request"/.test(header)) {
    throw new Error(
      `Prism does not report an invalid request (PUT /v1/account/age-range {min:'x'} answered ${res.status} without a request violation): ` +
        'its validation is off, see e2e/prism/oas31-validation.mjs',
    );
  }
  // And its log says so, where the journeys' fixture reads it (GET /__prism/violations).
  const until = Date.now() + 5000;
  while (!violations.some((v) => v.request === 'PUT /v1/account/age-range') && Date.now() < until)
    await new Promise((r) => setTimeout(r, 100));
  if (!violations.length)
    throw new Error("Prism's log named no request violation for the self-test's invalid request: the log reader is out of step");
  violations.length = 0;
}

// 3. The build, pointed at Prism by its runtime-config.js only.
function buildCopy() {
  const src = path.join(ROOT, process.env.E2E_ROOT || 'dist');
  if (!fs.existsSync(path.join(src, 'index.html')))
    throw new Error(`${path.relative(ROOT, src)}/index.html not found: npm run build first`);
  const dest = path.join(outDir, 'app');
  fs.rmSync(dest, { recursive: true, force: true });
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const from = path.join(dir, e.name);
      const to = path.join(dest, path.relative(src, from));
      if (e.isDirectory()) {
        fs.mkdirSync(to, { recursive: true });
        walk(from);
      } else if (path.relative(src, from) !== 'runtime-config.js') {
        try {
          fs.linkSync(from, to);
        } catch {
          fs.copyFileSync(from, to);
        }
      }
    }
  };
  fs.mkdirSync(dest, { recursive: true });
  walk(src);
  fs.writeFileSync(path.join(dest, 'runtime-config.js'), runtimeConfig());
  return dest;
}

try {
  await startPrism();
  await waitForPrism();
  await selfTest();
  const root = buildCopy();
  const front = express();
  front.disable('x-powered-by');
  front.get('/__prism/seed', (_req, res) => res.set('Cache-Control', 'no-store').json({ seed, prismUrl }));
  front.get('/__prism/violations', (_req, res) => res.set('Cache-Control', 'no-store').json(violations));
  front.delete('/__prism/violations', (_req, res) => {
    violations.length = 0;
    res.status(204).end();
  });
  front.use(createStaticHandler(root, { cspReports: '/__csp-reports' }));
  const servers = await startServers({ root, port: appPort, api: false, handler: front });
  console.log(`prism: seed ${seed}, Prism on ${prismUrl}, the build on ${servers.url} (log ${path.relative(ROOT, logFile)})`);
  const stop = () =>
    servers.stop().then(() => {
      stopPrism();
      process.exit(0);
    });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`prism: ${error instanceof Error ? error.message : String(error)}`);
  stopPrism();
  process.exit(1);
}
