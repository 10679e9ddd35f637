/**
 * The `contract` project (issue 29, docs/contract-checks.md): the member journeys against the demo API
 * in strict mode (DEMO_CONTRACT=strict: every answer cut down to what contract/api-contract.yaml
 * names, list envelopes kept). `npm run test:e2e:contract`; CONTRACT_MODE=strict-bare answers the lists
 * as bare arrays too. Same ports as playwright.config.ts: run it under the e2e lock, never beside it.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const mode = process.env.CONTRACT_MODE || 'strict';
// The journeys read it (e2e/lib/env.ts CONTRACT_STRICT); workers inherit the environment.
process.env.E2E_CONTRACT_MODE = mode;

/** The member journeys: entry, discovery and profile, lists and search, like game, messaging (two
 * browsers), paywall and payments, my profile and photos, wizard, account, unsubscribe, refund,
 * report, push. Left out: platform, security headers and the hardening suites (no API journey). */
const JOURNEYS = [
  'entry',
  'discovery',
  'search-lists',
  'like-game',
  'messaging',
  'defects',
  'payments',
  'my-profile',
  'account',
  'pwa',
  'ux',
];

export default defineConfig({
  ...base,
  testMatch: JOURNEYS.map((name) => `${name}.spec.ts`),
  outputDir: 'test-results/contract',
  reporter: [['list'], ['html', { outputFolder: 'e2e/report/contract', open: 'never' }]],
  projects: [{ name: 'contract', use: { browserName: 'chromium' } }],
  webServer: (Array.isArray(base.webServer) ? base.webServer : []).map((server) =>
    server.name === 'demo API'
      ? // Never a demo API already running in the loose mode: this one answers strictly.
        { ...server, env: { ...server.env, DEMO_CONTRACT: mode }, reuseExistingServer: false }
      : server,
  ),
});
