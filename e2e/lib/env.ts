/** Where the e2e servers listen and where journeys write their files. */
import path from 'node:path';

export const E2E_DIR = path.resolve(__dirname, '..');
/** Screenshots and a11y-*.json of the last run (gitignored; emptied at the start of a run). */
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');

/** The served production build (e2e/serve.mjs). */
export const APP_URL = process.env.E2E_APP_URL || 'http://localhost:8080';
/** The demo API (src/mocks/node/server.ts); the build's default API_BASE_URL points here. */
export const DEMO_API_URL = process.env.DEMO_API_URL || 'http://localhost:8081';

/**
 * The demo API answers only what the contract names (playwright.contract.config.ts: 'strict' or
 * 'strict-bare'). A journey whose step needs something the contract does not name checks the app's
 * graceful answer there instead (docs/api-decisions.md), e.g. a personal-data field without the id and
 * options its save needs is read-only with its note.
 */
export const CONTRACT_STRICT = (process.env.E2E_CONTRACT_MODE ?? '').startsWith('strict');
