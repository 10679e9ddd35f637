/**
 * Content-Security-Policy (and Trusted Types) violations fail the journey. The served app sends a strict
 * CSP (scripts/lib/security-headers.cjs); a violation means something the app does is blocked for
 * members, so every journey checks for them (e2e/fixtures.ts, an automatic fixture):
 *
 * - an init script in every page of a watched context listens for `securitypolicyviolation` and reports
 *   each one to the test at once (a binding: nothing is lost when the page closes);
 * - Chromium's console lines about a refused load or a Trusted Types refusal are recorded too (they
 *   also cover what the page's event cannot see).
 *
 * The test's own context is watched, and so are the contexts a journey opens itself
 * (browser.newContext / newPage while the test runs, launchPersistent from ./persistent).
 *
 * One thing is not the app's: Playwright's trace recorder (trace: 'retain-on-failure' records every
 * test) reads a page's blob: images to snapshot them, a fetch the CSP refuses (connect-src) with no
 * script of the page behind it. That one, and only without a source file, is left out.
 */
import type { Browser, BrowserContext } from '@playwright/test';

const BINDING = '__e2eCspViolation';

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
        // Playwright's trace snapshot of a blob: image (see above); the app's own fetches have a source file.
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
  context.on('console', (msg) => {
    const text = msg.text();
    if (/Content Security Policy|Trusted ?Type/i.test(text) && !/^Connecting to 'blob:/.test(text))
      sink.push(`console ${msg.type()}: ${text}`);
  });
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
