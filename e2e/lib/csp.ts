/**
 * Content-Security-Policy (and Trusted Types) violations fail the journey. The served app sends a strict
 * CSP (scripts/lib/security-headers.cjs); a violation means something the app does is blocked for
 * members, so every journey checks for them (e2e/fixtures.ts, an automatic fixture):
 *
 * - an init script in every page of a watched context listens for `securitypolicyviolation` and reports
 *   each one to the test at once (a binding: nothing is lost when the page closes);
 * - Chromium's console lines about a refused load or a Trusted Types refusal are recorded too;
 * - the e2e server (e2e/serve.mjs) adds a report-uri to the policy and collects the browser's reports:
 *   a dedicated worker or the service worker has its own policy (its script's headers) and its own
 *   events, which no page listener sees, but its reports arrive there (takeCspReports, at the end).
 *
 * The test's own context is watched, and so are the contexts a journey opens itself
 * (browser.newContext / newPage while the test runs, launchPersistent from ./persistent).
 *
 * One thing is not the app's: Playwright's trace recorder (trace: 'retain-on-failure' records every
 * test) reads a page's blob: images to snapshot them, a fetch the CSP refuses (connect-src) with no
 * script of the page behind it. That one, and only without a source file, is left out.
 */
import type { Browser, BrowserContext, ConsoleMessage, Page, Worker } from '@playwright/test';

const BINDING = '__e2eCspViolation';

/** The e2e server's report collector (e2e/serve.mjs, scripts/serve.mjs cspReports). */
export const CSP_REPORTS_PATH = '/__csp-reports';

interface CspReport {
  'document-uri'?: string;
  'effective-directive'?: string;
  'violated-directive'?: string;
  'blocked-uri'?: string;
  'source-file'?: string;
  'line-number'?: number;
  disposition?: string;
  'script-sample'?: string;
}

/** Playwright's trace snapshot of a blob: image (see above); the app's own fetches have a source file. */
const isTraceSnapshot = (directive: string | undefined, blocked: string | undefined, sourceFile: string | undefined) =>
  directive === 'connect-src' && blocked === 'blob' && !sourceFile;

/** Forgets the reports of earlier journeys. */
export async function clearCspReports(appUrl: string): Promise<void> {
  await fetch(new URL(CSP_REPORTS_PATH, appUrl), { method: 'DELETE' }).catch(() => undefined);
}

/** The violations the server was told about since clearCspReports (none when it collects no reports). */
export async function takeCspReports(appUrl: string): Promise<string[]> {
  // Reports travel on their own, after the violation: give the last ones a moment.
  await new Promise((r) => setTimeout(r, 250));
  let reports: unknown;
  try {
    const res = await fetch(new URL(CSP_REPORTS_PATH, appUrl));
    reports = res.ok && /json/.test(res.headers.get('content-type') ?? '') ? await res.json() : [];
  } catch {
    reports = [];
  }
  return (Array.isArray(reports) ? (reports as CspReport[]) : [])
    .filter((r) => !isTraceSnapshot(r['effective-directive'], r['blocked-uri'], r['source-file']))
    .map(
      (r) =>
        `report ${r.disposition ?? ''} ${r['effective-directive'] ?? r['violated-directive'] ?? '?'}: blocked ${r['blocked-uri'] || '(inline)'} in ${r['document-uri'] ?? '?'}` +
        (r['source-file'] ? ` at ${r['source-file']}:${r['line-number'] ?? 0}` : '') +
        (r['script-sample'] ? ` sample ${JSON.stringify(r['script-sample'])}` : ''),
    );
}

let current: string[] | null = null;
const watched = new WeakSet<BrowserContext>();

/** Starts recording violations for a test: returns the list the watched contexts append to. */
export function startCspWatch(): string[] {
  current = [];
  return current;
}

export function stopCspWatch(): void {
  current = null;
}

/** Watch a context's pages (no-op outside a test, or when already watched). */
export async function watchCsp(context: BrowserContext): Promise<void> {
  const sink = current;
  if (!sink || watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding(BINDING, (_source, line: unknown) => {
    sink.push(String(line));
  });
  await context.addInitScript((binding: string) => {
    window.addEventListener(
      'securitypolicyviolation',
      (e) => {
        // Playwright's trace snapshot of a blob: image (see above; isTraceSnapshot, which cannot be used here).
        if (e.effectiveDirective === 'connect-src' && e.blockedURI === 'blob' && !e.sourceFile) return;
        const report = (window as unknown as Record<string, ((line: string) => void) | undefined>)[binding];
        const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}` : '';
        report?.(
          `${e.disposition} ${e.effectiveDirective}: blocked ${e.blockedURI || '(inline)'} on ${location.pathname}${where}` +
            (e.sample ? ` sample ${JSON.stringify(e.sample)}` : ''),
        );
      },
      true,
    );
  }, BINDING);
  const onConsole = (msg: ConsoleMessage) => {
    const text = msg.text();
    if (/Content Security Policy|Trusted ?Type/i.test(text) && !/^Connecting to 'blob:/.test(text))
      sink.push(`console ${msg.type()}${msg.worker() ? ` (worker ${msg.worker()!.url()})` : ''}: ${text}`);
  };
  context.on('console', onConsole);
  // A worker's own refusals (it has its own policy and events): its console, where the page's listener cannot see.
  const watchWorker = (w: Worker) => w.on('console', onConsole);
  const watchPage = (p: Page) => {
    p.workers().forEach(watchWorker);
    p.on('worker', watchWorker);
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  context.serviceWorkers().forEach(watchWorker);
  context.on('serviceworker', watchWorker);
}

/** While a test runs, contexts it opens with browser.newContext() (or browser.newPage()) are watched too. */
export function watchNewContexts(browser: Browser): () => void {
  const original = browser.newContext;
  browser.newContext = async function newContext(this: Browser, ...args: Parameters<Browser['newContext']>) {
    const context = await original.apply(this, args);
    await watchCsp(context);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

/**
 * One test's CSP watch, as the fixtures use it: forgets the server's earlier reports, watches every context
 * the test opens while `run` runs, then returns what the pages, workers and the server's reports saw.
 */
export async function collectCspViolations(
  browser: Browser,
  appUrl: string,
  run: (violations: string[]) => Promise<void>,
): Promise<string[]> {
  await clearCspReports(appUrl);
  const violations = startCspWatch();
  const restore = watchNewContexts(browser);
  try {
    await run(violations);
  } finally {
    restore();
    stopCspWatch();
  }
  // The server's reports: the workers' and the service worker's violations too.
  violations.push(...(await takeCspReports(appUrl)));
  return violations;
}
