/**
 * The app's webServer for the e2e runner (playwright.config.ts): serves the production build with
 * scripts/serve.mjs's static server, without the demo API (the config starts that one itself).
 * Builds dist/ first (`npm run build`) only when dist/index.html is missing, as the old runner did:
 * CI and a developer who just built keep their build.
 *
 *   node e2e/serve.mjs                 PORT (default 8080); E2E_ROOT=dist-floor serves another build
 *
 * A second deploy (the update journey, e2e/update.spec.ts; docs/updates.md): POST /__deploy makes
 * build B from the served build (e2e/lib/deploy.mjs: every script and stylesheet with new bytes and a
 * new hashed name, a new sw.js) and serves it instead, so build A's hashed files are gone as after a
 * real deploy; DELETE /__deploy serves build A again; GET /__deploy tells which one is served.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { ROOT, IS_WINDOWS, runCommand } from '../scripts/lib/proc.mjs';
import { createStaticHandler, startServers } from '../scripts/serve.mjs';
import { makeBuildB } from './lib/deploy.mjs';

const rootDir = process.env.E2E_ROOT || 'dist';

if (!fs.existsSync(path.join(ROOT, rootDir, 'index.html'))) {
  if (rootDir !== 'dist') {
    console.error(`e2e: ${rootDir}/index.html not found`);
    process.exit(2);
  }
  console.error('e2e: dist/ is missing, building it (npm run build)');
  // NODE_ENV=production: see buildCommand() in scripts/lib/proc.mjs.
  const code = await runCommand(IS_WINDOWS ? 'npm.cmd' : 'npm', ['run', 'build'], { env: { NODE_ENV: 'production' } });
  if (code !== 0) {
    console.error(`e2e: npm run build failed (exit ${code})`);
    process.exit(2);
  }
}

// The journeys' CSP check reads the violation reports (workers' included) from CSP_REPORTS (e2e/lib/csp.ts);
// both builds' handlers keep them in one list.
const cspOptions = { cspReports: '/__csp-reports', reports: [] };
const builds = { A: { handler: createStaticHandler(path.resolve(ROOT, rootDir), cspOptions), stamp: null, renamed: {} } };
let served = 'A';
let tmpDir = null;

const front = express();
front.disable('x-powered-by');
front.all('/__deploy', (req, res) => {
  res.set('Cache-Control', 'no-store');
  if (req.method === 'POST') {
    if (!builds.B) {
      tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flechazo-deploy-b-'));
      const b = makeBuildB(path.resolve(ROOT, rootDir), tmpDir);
      builds.B = { handler: createStaticHandler(b.root, cspOptions), stamp: b.stamp, renamed: b.renamed };
      console.log(`e2e: build B made in ${b.root}`);
    }
    served = 'B';
  } else if (req.method === 'DELETE') served = 'A';
  else if (req.method !== 'GET') return res.status(405).end();
  res.json({ served, stamp: builds[served].stamp, renamed: builds[served].renamed });
});
front.use((req, res, next) => builds[served].handler(req, res, next));

const servers = await startServers({ root: rootDir, api: false, handler: front });
console.log(`e2e: ${rootDir}/ on ${servers.url}`);

const stop = () =>
  servers.stop().then(() => {
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
    process.exit(0);
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
