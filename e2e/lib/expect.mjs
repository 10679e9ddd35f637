/**
 * A small `expect` for browser tests (playwright-core ships none). Locator and page matchers retry
 * until they pass or time out (default 10 s); value matchers check once. Every matcher has `.not`.
 *
 *   await expect(page.getByTestId('landscape-overlay')).toBeVisible();
 *   await expect(page).toHaveURL('/');             // a path compares with the page's path (+ query if given)
 *   await expect(page.getByRole('heading')).toHaveText(/Hola/);
 *   expect(items.length).toBeGreaterThan(0);
 */
import { isDeepStrictEqual, inspect } from 'node:util';

export const DEFAULT_EXPECT_TIMEOUT = 10000;

const show = (v) => inspect(v, { depth: 4, breakLength: 120 });
const isLocator = (v) => v && typeof v.waitFor === 'function' && typeof v.count === 'function';
const isPage = (v) => v && typeof v.goto === 'function' && typeof v.url === 'function';
const textMatches = (actual, expected, contains) =>
  expected instanceof RegExp ? expected.test(actual) : contains ? actual.includes(expected) : actual === expected;
const normalizeSpace = (s) => (s ?? '').replace(/\s+/g, ' ').trim();

class ExpectError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ExpectError';
  }
}

/** Retries check() (returns {pass, actual}) until pass !== negate or timeout. */
async function poll(check, { negate, timeout, describe }) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await check();
    } catch (e) {
      last = { pass: false, actual: `(error: ${e.message.split('\n')[0]})` };
    }
    if (last.pass !== negate) return;
    if (Date.now() >= deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new ExpectError(
    `${describe(negate)}\n  received: ${typeof last.actual === 'string' ? last.actual : show(last.actual)}\n  (waited ${timeout} ms)`,
  );
}

function asyncMatchers(target, negate, timeout) {
  const not = negate ? 'not ' : '';
  const run = (check, what) =>
    poll(check, { negate, timeout, describe: () => `expected ${isPage(target) ? 'page' : String(target)} ${not}${what}` });
  const loc = () => {
    if (!isLocator(target)) throw new ExpectError('this matcher needs a Playwright locator');
    return target;
  };
  const pg = () => {
    if (!isPage(target)) throw new ExpectError('this matcher needs a Playwright page');
    return target;
  };
  return {
    toBeVisible: () =>
      run(
        async () => ({
          pass: await loc().first().isVisible(),
          actual: `${await loc().count()} match(es), first visible: ${await loc().first().isVisible()}`,
        }),
        'to be visible',
      ),
    toBeHidden: () =>
      run(async () => ({ pass: !(await loc().first().isVisible()), actual: `${await loc().count()} match(es)` }), 'to be hidden'),
    toBeAttached: () =>
      run(async () => ({ pass: (await loc().count()) > 0, actual: `${await loc().count()} match(es)` }), 'to be attached'),
    toBeEnabled: () => run(async () => ({ pass: await loc().isEnabled(), actual: 'disabled' }), 'to be enabled'),
    toBeDisabled: () => run(async () => ({ pass: await loc().isDisabled(), actual: 'enabled' }), 'to be disabled'),
    toBeChecked: () => run(async () => ({ pass: await loc().isChecked(), actual: 'unchecked' }), 'to be checked'),
    toBeFocused: () =>
      run(async () => ({ pass: await loc().evaluate((el) => el === document.activeElement), actual: 'not focused' }), 'to be focused'),
    toHaveCount: (n) =>
      run(async () => {
        const c = await loc().count();
        return { pass: c === n, actual: c };
      }, `to have count ${n}`),
    toHaveText: (expected) =>
      run(
        async () => {
          const t = normalizeSpace(await loc().innerText());
          return { pass: textMatches(t, expected instanceof RegExp ? expected : normalizeSpace(expected), false), actual: t };
        },
        `to have text ${show(expected)}`,
      ),
    toContainText: (expected) =>
      run(
        async () => {
          const t = normalizeSpace(await loc().innerText());
          return { pass: textMatches(t, expected, true), actual: t };
        },
        `to contain text ${show(expected)}`,
      ),
    toHaveValue: (expected) =>
      run(
        async () => {
          const v = await loc().inputValue();
          return { pass: textMatches(v, expected, false), actual: v };
        },
        `to have value ${show(expected)}`,
      ),
    toHaveAttribute: (name, expected) =>
      run(
        async () => {
          const v = await loc().getAttribute(name);
          return { pass: expected === undefined ? v !== null : v !== null && textMatches(v, expected, false), actual: v };
        },
        `to have attribute ${name}${expected === undefined ? '' : `=${show(expected)}`}`,
      ),
    toHaveURL: (expected) =>
      run(
        async () => {
          const url = new URL(pg().url());
          let pass;
          if (expected instanceof RegExp) pass = expected.test(url.href);
          else if (typeof expected === 'function') pass = !!expected(url);
          else if (expected.startsWith('/')) pass = (expected.includes('?') ? url.pathname + url.search : url.pathname) === expected;
          else pass = url.href === expected;
          return { pass, actual: url.href };
        },
        `to have URL ${show(expected)}`,
      ),
    toHaveTitle: (expected) =>
      run(
        async () => {
          const t = await pg().title();
          return { pass: textMatches(t, expected, false), actual: t };
        },
        `to have title ${show(expected)}`,
      ),
  };
}

function valueMatchers(actual, negate) {
  const check = (pass, what, expected) => {
    if (pass === negate) {
      throw new ExpectError(`expected ${show(actual)} ${negate ? 'not ' : ''}${what}${expected === undefined ? '' : ` ${show(expected)}`}`);
    }
  };
  return {
    toBe: (e) => check(Object.is(actual, e), 'to be', e),
    toEqual: (e) => check(isDeepStrictEqual(actual, e), 'to equal', e),
    toBeTruthy: () => check(!!actual, 'to be truthy'),
    toBeFalsy: () => check(!actual, 'to be falsy'),
    toBeDefined: () => check(actual !== undefined, 'to be defined'),
    toBeUndefined: () => check(actual === undefined, 'to be undefined'),
    toBeNull: () => check(actual === null, 'to be null'),
    toContain: (e) => check(actual != null && actual.includes(e), 'to contain', e),
    toMatch: (re) => check(typeof actual === 'string' && (re instanceof RegExp ? re.test(actual) : actual.includes(re)), 'to match', re),
    toHaveLength: (n) => check(actual != null && actual.length === n, 'to have length', n),
    toBeGreaterThan: (n) => check(actual > n, 'to be greater than', n),
    toBeGreaterThanOrEqual: (n) => check(actual >= n, 'to be >=', n),
    toBeLessThan: (n) => check(actual < n, 'to be less than', n),
    toBeLessThanOrEqual: (n) => check(actual <= n, 'to be <=', n),
  };
}

function build(target, negate, timeout) {
  const matchers =
    isLocator(target) || isPage(target)
      ? { ...valueMatchers(target, negate), ...asyncMatchers(target, negate, timeout) }
      : valueMatchers(target, negate);
  return matchers;
}

/** expect(target, {timeout}) */
export function expect(target, { timeout = DEFAULT_EXPECT_TIMEOUT } = {}) {
  const m = build(target, false, timeout);
  Object.defineProperty(m, 'not', { get: () => build(target, true, timeout) });
  return m;
}
