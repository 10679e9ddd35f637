/** Where the e2e servers listen and where journeys write their files. */
import path from 'node:path';

export const E2E_DIR = path.resolve(__dirname, '..');
/** Screenshots and a11y-*.json of the last run (gitignored; emptied at the start of a run). */
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');

/** The served production build (e2e/serve.mjs). */
export const APP_URL = process.env.E2E_APP_URL || 'http://localhost:8080';
/** The demo API (src/mocks/node/server.ts); the build's default API_BASE_URL points here. */
export const DEMO_API_URL = process.env.DEMO_API_URL || 'http://localhost:8081';

/** The demo API's contract mode in this run (playwright.contract.config.ts CONTRACT_MODE; 'off' otherwise). */
export type ContractMode = 'off' | 'strict' | 'strict-bare' | 'other-reading';
const MODES: readonly ContractMode[] = ['off', 'strict', 'strict-bare', 'other-reading'];
export const CONTRACT_MODE: ContractMode = MODES.find((m) => m === process.env.E2E_CONTRACT_MODE) ?? 'off';

/**
 * The demo API answers only what the contract names: 'strict', 'strict-bare' and 'other-reading' (which
 * prunes as strict-bare before it answers the other branches). A journey whose step needs something
 * the contract does not name checks the app's graceful answer there instead (docs/api-decisions.md).
 */
export const CONTRACT_STRICT = CONTRACT_MODE !== 'off';

/** Lists answer as bare arrays (no envelope, so no scroll id and no conversation header): strict-bare, other-reading. */
export const CONTRACT_BARE_LISTS = CONTRACT_MODE === 'strict-bare' || CONTRACT_MODE === 'other-reading';

/**
 * The other reading (src/mocks/contract/other-reading.ts; docs/api-decisions.md "Two readings"): the
 * demo answers the other branch wherever the contract admits two (ids as text, '1'/'0' flags,
 * sessionInfo {}, silent answers {} ...).
 */
export const CONTRACT_OTHER_READING = CONTRACT_MODE === 'other-reading';

/**
 * Personal-data fields carry the id, key, inputType and options their save needs. The contract names
 * them as optional (later readings 2026-12-01), so the strict modes keep them; the other reading sends
 * none: each field is read-only with its note, which the journey checks instead.
 */
export const PERSONAL_DATA_EDITABLE = !CONTRACT_OTHER_READING;
