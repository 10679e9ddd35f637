/**
 * What the interaction and soak benches share: Event Timing and long tasks observed in the page, the
 * CPU slowdown through CDP, the host's Lighthouse benchmarkIndex, and p50/p75/max.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { SESSION_STORAGE_KEY } from '../../config.keys.js';

/** The push dialogs' budget spent (as e2e/lib/member.ts): no notification dialog opens over a journey. */
export const NO_PUSH_DIALOGS = {
  name: 'flechazo.pushPrompts',
  value: JSON.stringify({ ask: { count: 5, last: 0 }, tutorial: { count: 5, last: 0 } }),
};

/** Installs, before the app runs, the observers the benches read (window.__perf). */
export function observeScript() {
  /** @type {any} */
  const w = window;
  w.__perf = { events: [], long: [] };
  try {
    new PerformanceObserver((list) => {
      for (const e of /** @type {any[]} */ (list.getEntries()))
        w.__perf.events.push({
          name: e.name,
          start: e.startTime,
          duration: e.duration,
          id: e.interactionId,
          pEnd: e.processingEnd,
          pStart: e.processingStart,
        });
    }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__perf.long.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* no Event Timing */
  }
}

/** A logged-in context at 390x844 with the observers; `extra` localStorage entries too. */
export async function memberContext(browser, appUrl, session, extra = []) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, serviceWorkers: 'block' });
  await context.addInitScript(
    ({ items }) => {
      for (const { name, value } of items) if (localStorage.getItem(name) === null) localStorage.setItem(name, value);
    },
    { items: [{ name: SESSION_STORAGE_KEY, value: session }, NO_PUSH_DIALOGS, ...extra] },
  );
  await context.addInitScript(observeScript);
  return context;
}

/** Sets the CPU slowdown of `page` (1 = none). */
export async function cpu(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** Lighthouse's CPU benchmarkIndex of this host right now (in a blank page, no slowdown). */
export async function hostBenchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  } finally {
    await page.close();
  }
}

/**
 * Runs `act` (the member's input) and waits for `settle`; resolves with the interaction's latency as
 * Event Timing measures it (the longest entry of the interactions that started after the mark: input
 * delay + processing + the next paint), and the long tasks meanwhile. An interaction whose entries are
 * all under the 16 ms threshold reports 16 ('< 16').
 * @param {import('playwright-core').Page} page
 */
export async function timeInteraction(page, act, settle = async () => {}) {
  // A member taps a screen that has come to rest: wait for an idle moment (what a scroll into view or the
  // last interaction left to do is not this one's input delay).
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(undefined), { timeout: 3000 })));
  const t0 = await page.evaluate(() => performance.now());
  await act();
  await settle();
  // Event Timing entries are dispatched after the next paint: two frames and a task later they are in.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));
  return page.evaluate((since) => {
    /** @type {any} */
    const p = /** @type {any} */ (window).__perf;
    const events = p.events.filter((e) => e.start >= since && e.id > 0);
    const worst = events.reduce((m, e) => (e.duration > (m?.duration ?? -1) ? e : m), null);
    const long = p.long.filter((t) => t.start + t.ms >= since).map((t) => Math.round(t.ms));
    return {
      ms: worst ? worst.duration : 16,
      under16: !worst,
      event: worst?.name ?? null,
      inputDelay: worst ? Math.round(worst.pStart - worst.start) : null,
      processing: worst ? Math.round(worst.pEnd - worst.pStart) : null,
      longTasks: long,
    };
  }, t0);
}

/** How long a finger rests on the glass in a tap (between touchstart and touchend, about 50-100 ms). */
export const PRESS_MS = 60;

/**
 * A member's tap on `locator`: pressed at its centre, released PRESS_MS later (`page.mouse`), after it
 * is scrolled into view. Not `locator.click()`, for two reasons measured in traces at CPU 4x:
 * - for its hit-target check Playwright adds listeners of its own to pointerdown, mousedown, pointerup,
 *   mouseup and click, and they force a style and layout and hit-test the page inside each event
 *   (10-40 ms of the tap's processing) - time the member's phone never spends;
 * - it presses and releases in the same instant, so the press's frame waits for all the click does; a
 *   finger rests on the glass long enough for the press to get a frame of its own.
 * @param {import('playwright-core').Locator} locator
 */
export async function tap(locator) {
  await locator.scrollIntoViewIfNeeded();
  // What Playwright's hit-target check does, before the press instead of inside it: the centre must
  // reach the element (not a snackbar over it, not a card that moved), or the tap waits for it.
  /** @type {{ x: number, y: number } | null} */
  let at = null;
  for (let i = 0; i < 50 && !at; i++) {
    at = await locator.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      return r.width > 0 && hit && (hit === el || el.contains(hit)) ? { x, y } : null;
    });
    if (!at) await locator.page().waitForTimeout(100);
  }
  if (!at) throw new Error('nothing to tap: the element is covered or not rendered');
  const mouse = locator.page().mouse;
  await mouse.move(at.x, at.y);
  await mouse.down();
  await locator.page().waitForTimeout(PRESS_MS);
  await mouse.up();
}

/**
 * A member's key press on the focused element: down, PRESS_MS, up (a key is held about as long as a
 * finger rests on the glass). Playwright's keyboard.press releases in the same instant, so the release
 * waited for all the press started, time a member's keyup never waits.
 * @param {import('playwright-core').Page} page
 * @param {string} key
 */
export async function pressKey(page, key) {
  await page.keyboard.down(key);
  await page.waitForTimeout(PRESS_MS);
  await page.keyboard.up(key);
}

/** The q-quantile (nearest rank) of numbers. */
export function quantile(values, q) {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  return v[Math.min(v.length - 1, Math.max(0, Math.ceil(q * v.length) - 1))];
}
