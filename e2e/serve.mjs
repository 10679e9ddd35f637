/**
 * The app's webServer for the e2e runner (playwright.config.ts): serves the production build with
 * scripts/serve.mjs's static server, without the demo API (the config starts that one itself).
 * Builds dist/ first (`npm run build`) only when dist/index.html is missing, as the old runner did:
 * CI and a developer who just built keep their build.
 *
 *   node e2e/serve.mjs                 PORT (default 8080); E2E_ROOT=dist-floor serves another build
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, IS_WINDOWS, runCommand } from '../scripts/lib/proc.mjs';
import { startServers } from '../scripts/serve.mjs';

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

// The journeys' CSP check reads the violation reports (workers' included) from CSP_REPORTS (e2e/lib/csp.ts).
const servers = await startServers({ root: rootDir, api: false, log: null, cspReports: '/__csp-reports' });
console.log(`e2e: ${rootDir}/ on ${servers.url}`);

const stop = () => servers.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
