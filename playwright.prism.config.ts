/**
 * The `prism` project (issue 41, item 3; docs/contract-checks.md "Prism"): the production build against
 * Stoplight Prism mocking contract/api-contract.yaml with generated answers (`prism mock -d --seed N`), a
 * server nobody here wrote. One seed per run (PRISM_SEED, default 1); CI runs four. Its own ports (Prism
 * 4010, the build 8090: PRISM_PORT, PRISM_APP_PORT), still under the e2e lock (two cores).
 *
 *   PRISM_SEED=7 npm run test:e2e:prism
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { PRISM_APP_PORT, PRISM_APP_URL, PRISM_PORT, PRISM_SEED } from './e2e/prism/env';

export default defineConfig({
  ...base,
  testDir: 'e2e/prism',
  testMatch: '*.prism.ts',
  outputDir: `test-results/prism/seed-${PRISM_SEED}`,
  // The demo API is not running: no contract counts to print (Prism's findings fail each journey instead).
  globalTeardown: undefined,
  timeout: 240_000,
  reporter: [['list'], ['html', { outputFolder: `e2e/report/prism-seed-${PRISM_SEED}`, open: 'never' }]],
  use: { ...base.use, baseURL: PRISM_APP_URL },
  projects: [{ name: 'prism', use: { browserName: 'chromium' } }],
  webServer: [
    {
      name: 'prism + app',
      command: 'node e2e/prism/serve.mjs',
      env: { PRISM_SEED, PRISM_PORT: String(PRISM_PORT), PRISM_APP_PORT: String(PRISM_APP_PORT) },
      url: `${PRISM_APP_URL}/__prism/seed`,
      // Never another run's servers: this seed's Prism.
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
  ],
});
