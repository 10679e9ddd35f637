/**
 * The journeys' `test` and `expect`: @playwright/test with the app's fixtures.
 *
 *   import { test, expect, atPath } from './fixtures';
 *   test('[SHELL-27] ...', async ({ page }) => { ... });
 *   test.describe('a member', () => {
 *     test.use({ member: true });            // the seeded demo member, logged in before the page opens
 *     test('[DASH-01] ...', async ({ page, account, demo }) => { ... });
 *   });
 *
 * Fixtures (besides Playwright's page, context, browser, request...):
 * - app      {url, apiUrl, api}: the served build and the demo API (playwright.config.ts webServer).
 * - demo     the demo API client (e2e/lib/demo-api.ts); the demo API is reset to its seed before every
 *            test (an automatic fixture), so tests do not share state.
 * - member   option: false (a visitor, default), true (the seeded demo member), {email, password}, or
 *            'new' (a freshly registered member). The session is in the context's localStorage before
 *            the test's page opens the app.
 * - account  the logged-in member ({email, password, token, recovery_token, auth}) or null.
 * - log(...) a line in the test's output.
 * - allowContractViolations  option, default false: every journey fails on a contract violation the demo
 *            API found while it ran (a request of the app, a demo answer, a realtime event; see
 *            docs/contract-checks.md); a string (why) only for a journey that breaks the contract on purpose.
 * - allowCspViolations  option, default false: every journey fails on a Content-Security-Policy or
 *            Trusted Types violation in any page it opened (e2e/lib/csp.ts); true only for a journey
 *            that provokes one on purpose (and checks it itself).
 * Console errors, page errors and failed requests of the test's context are attached when it fails.
 */
import { test as base, expect } from '@playwright/test';
import { demoApi, DEMO_MEMBER, type Credentials, type DemoApi } from './lib/demo-api';
import { APP_URL, DEMO_API_URL } from './lib/env';
import { collectCspViolations, watchCsp } from './lib/csp';
import { authenticateMember, sessionStorageState, type Member } from './lib/member';

export interface AppInfo {
  url: string;
  apiUrl: string;
  api: boolean;
}

export type MemberOption = boolean | 'new' | Credentials;

export interface Fixtures {
  app: AppInfo;
  demo: DemoApi;
  member: MemberOption;
  account: Member | null;
  log: (...args: unknown[]) => void;
  allowCspViolations: boolean;
  cspViolations: string[];
  allowContractViolations: false | string;
  contractViolations: void;
}

export const test = base.extend<Fixtures>({
  app: async ({ baseURL }, provide) => {
    await provide({ url: baseURL ?? APP_URL, apiUrl: DEMO_API_URL, api: true });
  },

  demo: [
    async ({ app }, provide) => {
      const demo = demoApi(app.apiUrl);
      await demo.reset();
      await provide(demo);
    },
    { auto: true },
  ],

  member: [false, { option: true }],

  allowCspViolations: [false, { option: true }],

  allowContractViolations: [false, { option: true }],

  // What the demo API's contract checks found during the test (after its own checks): any fails it.
  contractViolations: [
    async ({ demo, allowContractViolations }, provide) => {
      const before = await demo.contract();
      if (allowContractViolations) await demo.allowContractViolations(allowContractViolations);
      try {
        await provide();
      } finally {
        if (allowContractViolations) await demo.allowContractViolations(null);
      }
      const after = await demo.contract();
      const fresh = after.total - before.total;
      if (fresh > 0) {
        throw new Error(`${fresh} contract violation(s) while the journey ran:\n${after.lines.slice(-Math.min(fresh, 20)).join('\n')}`);
      }
    },
    { auto: true },
  ],

  // The CSP / Trusted Types violations of every page the test opened; any fails it (after its own checks).
  cspViolations: [
    async ({ browser, allowCspViolations, baseURL }, provide) => {
      const violations = await collectCspViolations(browser, baseURL ?? APP_URL, provide);
      if (!allowCspViolations) expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],

  account: async ({ member, demo }, provide) => {
    if (!member) return provide(null);
    const who = member === 'new' ? {} : member === true ? DEMO_MEMBER : member;
    await provide(await authenticateMember({ ...who, apiUrl: demo.url }));
  },

  // A member's context starts with the session stored (what newMember/storeSession do, without a page).
  storageState: async ({ account, app, storageState }, provide) => {
    await provide(account ? sessionStorageState(app.url, account.auth) : storageState);
  },

  context: async ({ context, cspViolations: _ }, provide, testInfo) => {
    await watchCsp(context);
    const errors: string[] = [];
    context.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
    });
    context.on('weberror', (e) => errors.push(`page error: ${e.error().message}`));
    context.on('requestfailed', (r) => errors.push(`request failed: ${r.method()} ${r.url()} (${r.failure()?.errorText})`));
    await provide(context);
    if (errors.length && testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('browser errors', { body: errors.slice(-20).join('\n'), contentType: 'text/plain' });
    }
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  log: async ({}, provide) => {
    await provide((...args: unknown[]) => console.log(...args));
  },
});

export { expect };

/**
 * A URL predicate for expect(page).toHaveURL(atPath('/login')): the page's path equals `path`, and its
 * query too when `path` has one ('/dashboard-recent?modal=pay-wall'); the origin and the hash are ignored.
 */
export const atPath =
  (path: string) =>
  (url: URL): boolean =>
    (path.includes('?') ? url.pathname + url.search : url.pathname) === path;
