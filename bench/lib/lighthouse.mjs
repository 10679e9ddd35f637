/**
 * Lighthouse 12 on Debian's Chromium: default config (mobile form factor, simulated throttling), a
 * fresh Chrome profile per run (cold cache). For a logged-in page the session is written into
 * localStorage first (Playwright over CDP, a stub page on the app origin so nothing gets cached), and
 * Lighthouse runs with disableStorageReset so it keeps it.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { throttling as THROTTLING } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/lib/browser.mjs';

// The e2e browser's flags, with the new headless mode Lighthouse expects.
export const LH_CHROME_FLAGS = CHROMIUM_ARGS.map((a) => (a === '--headless' ? '--headless=new' : a));
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** localStorage entries [{name, value}] written on `origin` of the Chrome listening on `port`. */
async function seedLocalStorage(port, origin, entries) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const stub = `${origin}/__bench__/seed`;
    await page.route('**/*', (route) =>
      route.request().url() === stub
        ? route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>seed</title>' })
        : route.fulfill({ status: 204, body: '' }),
    );
    await page.goto(stub);
    await page.evaluate((items) => {
      for (const { name, value } of items) window.localStorage.setItem(name, value);
    }, entries);
    await page.close();
  } finally {
    // Disconnects Playwright; Chrome itself belongs to chrome-launcher, which kills it after the run.
    await browser.close().catch(() => {});
  }
}

/**
 * Lighthouse's default 4x CPU slowdown is calibrated for a high-end desktop host (benchmarkIndex
 * 1500-2000, docs/throttling.md), and its CLI warns that a host at 1000 or below "can negatively affect
 * your performance score". On a host inside that range 4x is what Lighthouse means, and this returns 4
 * (no second row). Outside it, 4x emulates a phone slower (or faster) than Lighthouse's reference; the
 * calibrated multiplier keeps the emulated phone where 4x puts it at the nearer end of the range:
 * index / 375 below 1500 (4x of 1500), index / 500 above 2000 (4x of 2000). Never below 1x.
 */
export const REFERENCE_RANGE = [1500, 2000];
export function calibratedCpuMultiplier(benchmarkIndex) {
  if (!(benchmarkIndex > 0)) return null;
  const [low, high] = REFERENCE_RANGE;
  const reference = benchmarkIndex < low ? low : benchmarkIndex > high ? high : benchmarkIndex;
  return Math.max(1, Math.round(((4 * benchmarkIndex) / reference) * 10) / 10);
}

const score = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

function lcpElement(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const node = table?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} ${String(node.snippet ?? '').slice(0, 120)}`.trim() : null;
}

function longTasks(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return items
    .map((t) => ({ url: String(t.url ?? ''), startMs: Math.round(t.startTime ?? 0), ms: Math.round(t.duration ?? 0) }))
    .sort((a, b) => b.ms - a.ms);
}

export function summarize(lhr) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    runtimeError: lhr.runtimeError?.message ?? null,
    // The element Lighthouse took as the largest paint (its selector and a snippet of its markup).
    lcpElement: lcpElement(lhr),
    // The main thread's long tasks as Lighthouse saw them (its 'long-tasks' audit, times at the emulated
    // CPU): where the blocking time comes from. [{url, startMs, ms}], longest first.
    longTasks: longTasks(lhr),
    warnings: lhr.runWarnings ?? [],
  };
}

let activeChrome = null;
let shuttingDown = false;
/** Kills the Chrome of a run in progress and refuses new runs (bench/run.mjs, when stopped). */
export async function killActiveChrome() {
  shuttingDown = true;
  try {
    await activeChrome?.kill(); // chrome-launcher's kill() may or may not return a promise
  } catch {
    /* already gone */
  }
}

/**
 * One Lighthouse run. localStorage: optional [{name, value}] to set on the URL's origin first;
 * cpuSlowdownMultiplier: optional, instead of the default 4 (the network throttling stays the default).
 * Resolves with summarize(lhr) (throws on a launch or protocol failure).
 * @param {string} url
 * @param {{ localStorage?: { name: string, value: string }[], cpuSlowdownMultiplier?: number }} [options]
 */
export async function lighthouseOnce(url, { localStorage, cpuSlowdownMultiplier } = {}) {
  if (shuttingDown) throw new Error('bench is stopping');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: LH_CHROME_FLAGS, logLevel: 'silent' });
  activeChrome = chrome;
  if (shuttingDown) await killActiveChrome(); // launched while stopping
  try {
    if (localStorage?.length) await seedLocalStorage(chrome.port, new URL(url).origin, localStorage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: !!localStorage?.length,
      ...(cpuSlowdownMultiplier ? { throttling: { ...THROTTLING.mobileSlow4G, cpuSlowdownMultiplier } } : {}),
    });
    if (!result?.lhr) throw new Error('Lighthouse returned no result');
    return summarize(result.lhr);
  } finally {
    activeChrome = null;
    await chrome.kill();
  }
}

import { median } from './demo.mjs';

export { median };

/**
 * `runs` runs of one target; resolves with {runs: [...], median: {...}, errors: [...]}.
 * @param {string} url
 * @param {{ runs?: number, localStorage?: { name: string, value: string }[], cpuSlowdownMultiplier?: number,
 *   onRun?: (run: number, result: any, error?: unknown) => void }} [options]
 */
export async function lighthouseMedian(url, { runs = 3, localStorage, cpuSlowdownMultiplier, onRun = () => {} } = {}) {
  const done = [];
  const errors = [];
  for (let i = 0; i < runs; i++) {
    try {
      const r = await lighthouseOnce(url, { localStorage, cpuSlowdownMultiplier });
      if (r.runtimeError) errors.push(`run ${i + 1}: ${r.runtimeError}`);
      else done.push(r);
      onRun(i + 1, r);
    } catch (e) {
      errors.push(`run ${i + 1}: ${e.message.split('\n')[0]}`);
      onRun(i + 1, null, e);
    }
  }
  return { runs: done, median: medianRun(done), errors };
}

/** The median of each number of several runs' summaries (null when none). */
export function medianRun(done) {
  const keys = [
    'performance',
    'accessibility',
    'bestPractices',
    'lcpMs',
    'tbtMs',
    'cls',
    'fcpMs',
    'speedIndexMs',
    'benchmarkIndex',
    'cpuSlowdownMultiplier',
  ];
  /** @type {Record<string, any>} */
  const med = Object.fromEntries(keys.map((k) => [k, median(done.map((r) => r[k]))]));
  med.finalUrls = [...new Set(done.map((r) => r.finalUrl))];
  return done.length ? med : null;
}
