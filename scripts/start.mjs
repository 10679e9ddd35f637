/**
 * `npm start` (and `npm run dev`): the demo API (:8081) and webpack-dev-server (:8080) side by side.
 *
 * Output of each is prefixed ([api], [web]). When both are ready it prints `Flechazo: http://localhost:8080`.
 * Ctrl-C / SIGTERM stops both; if either one exits on its own, the other is stopped and this exits non-zero.
 * Env: PORT (dev server, default 8080), API_PORT or DEMO_API_PORT (demo API, default 8081),
 * DEMO_CONTRACT (strict | strict-bare | other-reading). `npm start -- --strict` (or `npm run start:strict`) and
 * `npm start -- --strict-bare` set it: the demo API answers only what contract/ names;
 * `npm start -- --other-reading` (or `npm run start:other`) also answers the other branch wherever the
 * contract admits two (docs/contract-checks.md).
 */
import { ROOT, paint, assertPortFree, startService, demoApiService, demoApiExists, localBin, DEMO_API_ENTRY } from './lib/proc.mjs';

const port = Number(process.env.PORT ?? 8080);
if (process.argv.includes('--other-reading')) process.env.DEMO_CONTRACT = 'other-reading';
else if (process.argv.includes('--strict-bare')) process.env.DEMO_CONTRACT = 'strict-bare';
else if (process.argv.includes('--strict')) process.env.DEMO_CONTRACT = 'strict';
const apiPort = Number(process.env.API_PORT ?? process.env.DEMO_API_PORT ?? 8081);

function fail(message) {
  console.error(paint('red', `start: ${message}`));
  process.exit(1);
}

if (!demoApiExists()) fail(`${DEMO_API_ENTRY} not found (the demo API); run from the project root after npm ci`);
try {
  await assertPortFree(apiPort, 'demo API');
  await assertPortFree(port, 'webpack-dev-server');
} catch (e) {
  fail(e.message);
}

const web = localBin('webpack', ['serve', '--mode', 'development', '--port', String(port)]);
const services = [
  startService(demoApiService(apiPort)),
  startService({
    name: 'web',
    color: 'cyan',
    cmd: web.cmd,
    args: web.args,
    cwd: ROOT,
    env: { NODE_ENV: 'development', BENCH_FLOOR: '' },
    // webpack-dev-server holds requests until the first compilation is done, so an answer means ready.
    readyUrl: `http://localhost:${port}/`,
    readyTimeoutMs: 300000,
  }),
];

let shuttingDown = false;
async function shutdown(code, why) {
  if (shuttingDown) return;
  shuttingDown = true;
  if (why) console.error(paint(code ? 'red' : 'gray', `start: ${why}`));
  await Promise.all(services.map((s) => s.stop()));
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0, 'stopping (SIGINT)'));
process.on('SIGTERM', () => shutdown(0, 'stopping (SIGTERM)'));
process.on('SIGHUP', () => shutdown(0, 'stopping (SIGHUP)'));

for (const s of services) {
  s.exited.then(({ code, signal }) => shutdown(1, `${s.name} exited (${signal ? `signal ${signal}` : `code ${code}`}); stopping the rest`));
}

try {
  await Promise.all(services.map((s) => s.ready));
} catch (e) {
  await shutdown(1, e.message);
}
if (!shuttingDown) {
  console.log(
    `\n${paint('green', 'Flechazo:')} http://localhost:${port}   ${paint('gray', `(demo API http://localhost:${apiPort}${process.env.DEMO_CONTRACT ? `, contract ${process.env.DEMO_CONTRACT}` : ''}; Ctrl-C stops both)`)}\n`,
  );
}
