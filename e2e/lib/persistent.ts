/**
 * Chromium on a real on-disk profile, for journeys that need one profile across browser restarts
 * (service worker, install, storage that survives a relaunch). The test runner's own `context` is
 * incognito-like and cannot be relaunched on the same profile.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { watchCsp } from './csp';
import { assertChromium, CHROMIUM_ARGS, CHROMIUM_PATH, CONTEXT_DEFAULTS } from './browser.mjs';
import { APP_URL } from './env';

export interface PersistentOptions extends BrowserContextOptions {
  /** Reopen this profile (from an earlier launchPersistent's userDataDir); default a fresh temporary one. */
  userDataDir?: string;
  /** Extra Chromium flags. */
  args?: string[];
}

export interface PersistentBrowser {
  context: BrowserContext;
  userDataDir: string;
  /** Closes the browser; deletes the profile unless {keepProfile: true}. */
  close(options?: { keepProfile?: boolean }): Promise<void>;
}

/**
 * launchPersistent({userDataDir?, args?, ...context options}): the app's context defaults (a phone,
 * touch, es-AR, Buenos Aires time, baseURL = the served app), the same timeouts as the runner.
 */
export async function launchPersistent({ userDataDir, args = [], ...options }: PersistentOptions = {}): Promise<PersistentBrowser> {
  assertChromium();
  const dir = userDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'flechazo-e2e-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...args],
    ...CONTEXT_DEFAULTS,
    baseURL: APP_URL,
    ...options,
  });
  // Inside a journey, its CSP violations count too (e2e/lib/csp.ts).
  await watchCsp(context);
  context.setDefaultTimeout(15000);
  context.setDefaultNavigationTimeout(30000);
  return {
    context,
    userDataDir: dir,
    async close({ keepProfile = false } = {}) {
      await context.close().catch(() => {});
      if (!keepProfile) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
