/**
 * The `contract` project (issue 29, issue 41; docs/contract-checks.md): the member journeys against
 * the demo API in one of its contract modes, CONTRACT_MODE:
 *   strict         every answer cut down to what contract/api-contract.yaml names, list envelopes kept
 *   strict-bare    ... and the lists as bare arrays
 *   other-reading  ... and the other branch wherever the contract admits two (docs/api-decisions.md
 *                  "Two readings")
 * CONTRACT_JOURNEYS picks the journeys: 'all' (the default), 'ci' (CI's share for this mode, below), or
 * a comma list of names ('messaging,payments'). `npm run test:e2e:contract`. Same ports as
 * playwright.config.ts: run it under the e2e lock, never beside it.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const MODES = ['strict', 'strict-bare', 'other-reading'] as const;
type Mode = (typeof MODES)[number];
const mode: Mode = MODES.find((m) => m === (process.env.CONTRACT_MODE || 'strict')) ?? fail(`CONTRACT_MODE must be ${MODES.join(', ')}`);

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
] as const;
type Journey = (typeof JOURNEYS)[number];

/**
 * CI's share (CONTRACT_JOURNEYS=ci): every contract operation the app calls is answered in each reading
 * at least once, inside CI's time budget (`npm run contract:coverage` shows it from the runs' operation
 * counts; measured 2026-12-02). strict and other-reading: the nine journeys that between them call every
 * operation (pwa and ux call none the others do not; ~9.5 min). strict-bare answers like strict but for
 * the lists: the three journeys that call every list (~2.5 min). The full set runs in every mode with
 * CONTRACT_JOURNEYS=all.
 */
const COVERING: readonly Journey[] = JOURNEYS.filter((j) => j !== 'pwa' && j !== 'ux');
export const CI_JOURNEYS: Record<Mode, readonly Journey[]> = {
  strict: COVERING,
  'strict-bare': ['discovery', 'search-lists', 'messaging'],
  'other-reading': COVERING,
};

function fail(message: string): never {
  throw new Error(`playwright.contract.config.ts: ${message}`);
}

function selected(value: string | undefined): readonly Journey[] {
  if (!value || value === 'all') return JOURNEYS;
  if (value === 'ci') return CI_JOURNEYS[mode];
  return value
    .split(',')
    .map((name) => JOURNEYS.find((j) => j === name.trim()) ?? fail(`unknown journey '${name}' (${JOURNEYS.join(', ')})`));
}

const journeys = selected(process.env.CONTRACT_JOURNEYS);
// The journeys read the mode (e2e/lib/env.ts); the global teardown names its operation counts after
// the mode and the journeys. Workers inherit the environment.
process.env.E2E_CONTRACT_MODE = mode;
process.env.E2E_CONTRACT_JOURNEYS ??= journeys.join(',');
process.env.E2E_RUN_STARTED ??= String(Date.now());

export default defineConfig({
  ...base,
  testMatch: journeys.map((name) => `${name}.spec.ts`),
  outputDir: `test-results/contract-${mode}`,
  reporter: [['list'], ['html', { outputFolder: `e2e/report/contract-${mode}`, open: 'never' }]],
  projects: [{ name: 'contract', use: { browserName: 'chromium' } }],
  webServer: (Array.isArray(base.webServer) ? base.webServer : []).map((server) =>
    server.name === 'demo API'
      ? // Never a demo API already running in the loose mode: this one answers in the contract mode.
        { ...server, env: { ...server.env, DEMO_CONTRACT: mode }, reuseExistingServer: false }
      : server,
  ),
});
