/**
 * The chaos journey (e2e/chaos/*.chaos.ts, issue 33): the e2e config with its own test files, one
 * seed per run (CHAOS_SEED, printed and attached), no retries (a failure names its seed instead).
 * npm run test:e2e:chaos; CI runs three seeds (.ci/run).
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: 'e2e/chaos',
  testMatch: '*.chaos.ts',
  retries: 0,
  reporter: [['list'], ['html', { outputFolder: 'e2e/report-chaos', open: 'never' }]],
  projects: [{ name: 'chaos', use: { browserName: 'chromium' } }],
});
