/** Everything a journey file needs: import { test, expect, checkA11y, ... } from './lib/index.mjs'. */
export { test } from './runner.mjs';
export { expect } from './expect.mjs';
export { checkA11y, formatViolations } from './a11y.mjs';
export {
  launchBrowser,
  launchPersistent,
  newContext,
  screenshot,
  waitForApp,
  CHROMIUM_PATH,
  CHROMIUM_ARGS,
  DEFAULT_VIEWPORT,
  ARTIFACTS_DIR,
} from './browser.mjs';
export { demoApi, DEMO_MEMBER, DEMO_API_URL } from './demo-api.mjs';
export { newMember, loginDemoMember, storeSession, sessionStorageState, registrationPayload, SESSION_STORAGE_KEY } from './member.mjs';
