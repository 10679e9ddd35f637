/** What the browser benches share: their command-line options and the run that serves, measures and reports. */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../../e2e/lib/browser.mjs';
import { ROOT } from '../../scripts/lib/proc.mjs';

export const argv = process.argv.slice(2);

/** The value of `--name value` or `--name=value`, else `def`. */
export function opt(name, def) {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return def;
  return argv[i].includes('=') ? argv[i].split('=').slice(1).join('=') : argv[i + 1];
}

/**
 * Runs `run(browser)` in Chromium, writes its report to bench/out/<name>.json and prints it; the browser
 * and the servers stop whatever happens.
 * @param {string} name
 * @param {{ stop(): Promise<void> }} servers
 * @param {(browser: import('playwright-core').Browser) => Promise<unknown>} run
 */
export async function reportRun(name, servers, run, summarize = (report) => console.log(JSON.stringify(report, null, 2))) {
  let browser;
  try {
    browser = await launchBrowser();
    const report = await run(browser);
    const out = path.join(ROOT, 'bench', 'out');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, `${name}.json`), JSON.stringify(report, null, 2));
    summarize(report);
  } finally {
    await browser?.close();
    await servers.stop();
  }
}
