/**
 * Browser journeys (e2e/*.spec.ts) on @playwright/test, in Debian's Chromium (never a downloaded
 * browser), against the served production build and the demo API. See e2e/README.md.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, CONTEXT_DEFAULTS } from './e2e/lib/browser.mjs';
import { APP_URL, DEMO_API_URL } from './e2e/lib/env';

const CI = !!process.env.CI;
/** E2E_APP_URL names a server already serving the build (e.g. nginx, docs/deploy-nginx.md): none is started for it. */
const EXTERNAL_APP = !!process.env.E2E_APP_URL;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './e2e/global-setup.ts',
  // Prints the contract checks' counts; fails the run on a violation (docs/contract-checks.md).
  globalTeardown: './e2e/global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker: the demo API's state is shared, and reset before each test.
  workers: 1,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: [['list'], ['html', { outputFolder: 'e2e/report', open: 'never' }]],
  use: {
    ...CONTEXT_DEFAULTS,
    baseURL: APP_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      name: 'demo API',
      command: 'node_modules/.bin/tsx src/mocks/node/server.ts',
      env: { DEMO_API_PORT: new URL(DEMO_API_URL).port },
      url: new URL('/__demo/scenario', DEMO_API_URL).href,
      reuseExistingServer: !CI,
      timeout: 60_000,
    },
    ...(EXTERNAL_APP
      ? []
      : [
          {
            // Builds dist/ first when dist/index.html is missing (npm run build), then serves it.
            name: 'app',
            command: 'node e2e/serve.mjs',
            env: { PORT: new URL(APP_URL).port },
            url: APP_URL,
            reuseExistingServer: !CI,
            timeout: 15 * 60_000,
          },
        ]),
  ],
});
