/**
 * The `prism` project's servers (playwright.prism.config.ts starts both through e2e/prism/serve.mjs): Stoplight
 * Prism mocking contract/api-contract.yaml, and the production build pointed at it by its runtime-config.js.
 * Their own ports, so a run never meets the default project's servers (8080, 8081).
 */
/** The seed of Prism's generated answers (`prism mock -d --seed`): one run, one seed; CI runs three. */
export const PRISM_SEED = process.env.PRISM_SEED || '1';
export const PRISM_PORT = Number(process.env.PRISM_PORT || 4010);
export const PRISM_APP_PORT = Number(process.env.PRISM_APP_PORT || 8090);
/** Prism (127.0.0.1 only, as Prism listens). */
export const PRISM_URL = `http://127.0.0.1:${PRISM_PORT}`;
/** The served build. */
export const PRISM_APP_URL = `http://localhost:${PRISM_APP_PORT}`;
