/**
 * A minimal test runner for the browser journeys (no @playwright/test: it would want its own browser).
 *
 * In a spec file:
 *   import { test, expect } from './lib/index.mjs';
 *   test('[SHELL-27] unknown paths go home', async ({ page }) => { ... });
 *   test('[DASH-01] ...', { member: true, viewport: { width: 900, height: 400 }, timeout: 90000 }, async ({ page, member, demo }) => { ... });
 *   test.skip(...), test.only(...)
 *
 * Each test gets a fresh browser context (own storage and service workers) on one shared Chromium, with
 * fixtures: page, context, browser, app {url, apiUrl, api}, demo (the demo API client), member (when
 * the `member` option asks for a logged-in member: true = the seeded demo member, or {email, password},
 * or 'new' for a freshly registered one), log(...). The demo API is reset before each test.
 * On failure: a screenshot e2e/artifacts/FAILED-<file>-<test>.png and the page's console errors.
 */
import path from 'node:path';
import { launchBrowser, newContext, screenshot } from './browser.mjs';
import { demoApi, DEMO_MEMBER } from './demo-api.mjs';
import { newMember, sessionStorageState } from './member.mjs';

export const DEFAULT_TEST_TIMEOUT = 60000;

const registry = (globalThis.__flechazoE2E ??= { tests: [], currentFile: null });

function register(mode, title, optsOrFn, maybeFn) {
  const [opts, fn] = typeof optsOrFn === 'function' ? [{}, optsOrFn] : [optsOrFn ?? {}, maybeFn];
  if (typeof fn !== 'function') throw new Error(`test '${title}' has no function`);
  registry.tests.push({ title, fn, opts, mode, file: registry.currentFile ?? '(unknown file)' });
}

export function test(title, optsOrFn, maybeFn) {
  register('run', title, optsOrFn, maybeFn);
}
test.skip = (title, optsOrFn, maybeFn) => register('skip', title, optsOrFn ?? (() => {}), maybeFn);
test.fixme = test.skip;
test.only = (title, optsOrFn, maybeFn) => register('only', title, optsOrFn, maybeFn);

/** Import spec files (absolute paths), recording which file each test came from. */
export async function loadSpecFiles(files, { importer = (f) => import(f) } = {}) {
  const loadErrors = [];
  for (const file of files) {
    registry.currentFile = path.basename(file);
    try {
      await importer(file);
    } catch (error) {
      loadErrors.push({ file: path.basename(file), error });
    }
  }
  registry.currentFile = null;
  return loadErrors;
}

const slug = (s) =>
  s
    .toLowerCase()
    .replace(/\[|\]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function indent(text, pad = '      ') {
  return String(text)
    .split('\n')
    .map((l) => pad + l)
    .join('\n');
}

function errorText(error) {
  if (!error) return 'unknown error';
  const stack = error.stack ?? String(error);
  // keep the message and the frames inside e2e/, drop node and playwright internals
  const lines = stack.split('\n');
  const message = lines.filter((l) => !/^\s+at /.test(l));
  const frames = lines.filter((l) => /^\s+at /.test(l) && /e2e[\\/]/.test(l) && !/e2e[\\/](lib[\\/]|run\.mjs)/.test(l)).slice(0, 3);
  return [...message, ...frames.map((f) => f.trim())].join('\n');
}

/**
 * Run the registered tests. app: {url, apiUrl, api} from startServers().
 * Resolves with {passed, failed, skipped, results}.
 */
export async function runTests({ app, grep, paint = (_c, t) => t, out = (l) => console.log(l) } = {}) {
  let tests = registry.tests;
  if (tests.some((t) => t.mode === 'only')) tests = tests.filter((t) => t.mode === 'only');
  if (grep) tests = tests.filter((t) => grep.test(`${t.file} ${t.title}`));

  const demo = demoApi(app.apiUrl);
  const results = [];
  let browser = null;
  let resetWarned = false;
  let currentFile = null;

  for (const t of tests) {
    if (t.file !== currentFile) {
      currentFile = t.file;
      out(`\n${paint('blue', t.file)}`);
    }
    if (t.mode === 'skip') {
      results.push({ ...t, status: 'skipped', ms: 0 });
      out(`  ${paint('gray', 'SKIP')}  ${t.title}`);
      continue;
    }
    const started = Date.now();
    let context = null;
    let page = null;
    const consoleErrors = [];
    let error = null;
    try {
      if (!browser || !browser.isConnected()) browser = await launchBrowser();
      if (app.api) {
        try {
          await demo.reset();
        } catch (e) {
          if (!resetWarned) out(paint('yellow', `  (demo API reset failed, tests share state: ${e.message.split('\n')[0]})`));
          resetWarned = true;
        }
      }
      const { member: memberOpt, timeout = DEFAULT_TEST_TIMEOUT, viewport, deviceScaleFactor, contextOptions = {} } = t.opts;
      let member = null;
      let storageState;
      if (memberOpt && memberOpt !== 'new') {
        const who = memberOpt === true ? DEMO_MEMBER : memberOpt;
        const auth = await demo.authenticate(who.email, who.password);
        member = { email: who.email, password: who.password, token: auth.token, recovery_token: auth.recovery_token ?? null, auth };
        storageState = sessionStorageState(app.url, auth);
      }
      context = await newContext(browser, {
        baseURL: app.url,
        ...(viewport ? { viewport } : {}),
        ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
        ...(storageState ? { storageState } : {}),
        ...contextOptions,
      });
      if (memberOpt === 'new') member = await newMember(context, { appUrl: app.url, apiUrl: app.apiUrl });
      page = await context.newPage();
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.push(`console.error: ${msg.text()}`);
      });
      page.on('pageerror', (e) => consoleErrors.push(`page error: ${e.message}`));
      page.on('requestfailed', (r) => consoleErrors.push(`request failed: ${r.method()} ${r.url()} (${r.failure()?.errorText})`));
      const log = (...args) => out(indent(args.join(' '), '    '));
      await withTimeout(
        Promise.resolve().then(() => t.fn({ page, context, browser, app, demo, member, log })),
        timeout,
        'test',
      );
    } catch (e) {
      error = e;
    }
    const ms = Date.now() - started;
    if (error && page && !page.isClosed()) {
      try {
        const file = await screenshot(page, `FAILED-${slug(t.file.replace(/\.spec\.[cm]?[jt]s$/, ''))}-${slug(t.title)}.png`, {
          timeout: 5000,
        });
        error.screenshot = file;
      } catch {
        /* page may be gone */
      }
    }
    await context?.close().catch(() => {});
    if (error) {
      results.push({ ...t, status: 'failed', ms, error });
      out(`  ${paint('red', 'FAIL')}  ${t.title} ${paint('gray', `(${seconds(ms)})`)}`);
      out(indent(errorText(error)));
      if (error.screenshot) out(indent(`screenshot: ${path.relative(process.cwd(), error.screenshot)}`));
      if (consoleErrors.length)
        out(
          indent(
            `browser said:\n${consoleErrors
              .slice(-10)
              .map((l) => `  ${l}`)
              .join('\n')}`,
          ),
        );
    } else {
      results.push({ ...t, status: 'passed', ms });
      out(`  ${paint('green', 'PASS')}  ${t.title} ${paint('gray', `(${seconds(ms)})`)}`);
    }
  }
  await browser?.close().catch(() => {});
  const count = (s) => results.filter((r) => r.status === s).length;
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped'), results };
}
