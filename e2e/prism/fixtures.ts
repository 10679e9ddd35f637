/**
 * The `prism` journeys' `test`: @playwright/test with what a journey against Prism watches (no demo API
 * here, so not e2e/fixtures.ts, whose fixtures reset and read the demo API):
 *
 * - findings   every problem of the journey, soft (the journey goes on to the next screen and fails at its
 *              end with the whole list): an uncaught error in a page or worker, a request Prism reports
 *              invalid (its `sl-violations` header names the request, or it matched no operation), an API
 *              request the browser could not make (CORS), and the screens' own checks (e2e/prism/journey.ts).
 *              Each finding carries the step (the screen) it happened on.
 * - prismLog   after the journey, the request violations Prism's log counted (e2e/prism/serve.mjs,
 *              GET /__prism/violations) fail it too: requests no page listener sees (service worker) count.
 * - stored     option: the context starts signed in (the token Prism's login answers, stored as
 *              e2e/lib/member.ts stores a session).
 * - cspViolations  as in e2e/fixtures.ts: a Content-Security-Policy or Trusted Types violation fails it.
 */
import { test as base, expect, type BrowserContext, type Request, type Response } from '@playwright/test';
import { collectCspViolations, watchCsp } from '../lib/csp';
import { sessionStorageState } from '../lib/member';
import { PRISM_APP_URL, PRISM_URL } from './env';

/** The member the journeys sign in as (Prism accepts any credentials the contract allows). */
export const PRISM_MEMBER = { email: 'prism.member@flechazo.example', password: 'prism1234' };

/** The token Prism's login answers for this seed (what a member's stored session holds). */
export async function prismToken(): Promise<{ token: string; recovery_token: string | null }> {
  const res = await fetch(`${PRISM_URL}/v1/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(PRISM_MEMBER),
  });
  const body = (await res.json()) as { token?: unknown; recovery_token?: unknown };
  if (typeof body.token !== 'string' || !body.token)
    throw new Error(`Prism's login answered no token (${res.status}): ${JSON.stringify(body).slice(0, 300)}`);
  return { token: body.token, recovery_token: typeof body.recovery_token === 'string' ? body.recovery_token : null };
}

export interface Finding {
  step: string;
  what: string;
}

/** The journey's findings and the step they are filed under. */
export class Findings {
  private current = 'start';
  readonly list: Finding[] = [];
  /** Every step the journey went through. */
  readonly steps: string[] = [];
  get step(): string {
    return this.current;
  }
  set step(name: string) {
    this.current = name;
    this.steps.push(name);
  }
  add(what: string, step = this.step): void {
    if (!this.list.some((f) => f.step === step && f.what === what)) this.list.push({ step, what });
  }
  since(mark: number): Finding[] {
    return this.list.slice(mark);
  }
}

interface Violation {
  location?: unknown;
  severity?: unknown;
  message?: unknown;
}

const apiPath = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** What Prism said about a request, from its answer: its request violations, or that no operation matched. */
export async function prismVerdict(response: Response): Promise<string[]> {
  const found: string[] = [];
  const header = (await response.headerValue('sl-violations')) ?? '';
  if (header) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(header.replace(/^Too many violations! /, ''));
    } catch {
      parsed = null;
    }
    const list: Violation[] = Array.isArray(parsed)
      ? (parsed as Violation[])
      : [{ location: ['request'], severity: 'Error', message: header }];
    for (const v of list) {
      const where = Array.isArray(v.location) ? v.location.map(String) : [];
      if (where[0] === 'request' && v.severity === 'Error') found.push(`${where.join('.')}: ${String(v.message)}`);
    }
  }
  if (
    (response.status() === 404 || response.status() === 405) &&
    /problem\+json/.test((await response.headerValue('content-type')) ?? '')
  ) {
    const body = (await response.json().catch(() => null)) as { type?: unknown; title?: unknown } | null;
    const type = typeof body?.type === 'string' ? body.type : '';
    if (/NO_PATH_MATCHED|NO_METHOD_MATCHED|NO_RESOURCE_PROVIDED/.test(type))
      found.push(`no operation: ${typeof body?.title === 'string' ? body.title : type}`);
  }
  return found;
}

function watchPrism(context: BrowserContext, findings: Findings): void {
  context.on('response', (response) => {
    const request = response.request();
    if (!request.url().startsWith(PRISM_URL) || request.method() === 'OPTIONS') return;
    const step = findings.step;
    void prismVerdict(response).then(
      (found) => {
        for (const f of found) findings.add(`Prism: invalid request ${request.method()} ${apiPath(request.url())}: ${f}`, step);
      },
      () => undefined,
    );
  });
  context.on('requestfailed', (request: Request) => {
    if (!request.url().startsWith(PRISM_URL)) return;
    const error = request.failure()?.errorText ?? '';
    // A request the page gave up (navigation, abort) is not the API's; CORS and connection failures are.
    if (/ERR_ABORTED/.test(error)) return;
    findings.add(`request failed: ${request.method()} ${apiPath(request.url())} (${error})`);
  });
  context.on('weberror', (e) => findings.add(`uncaught error: ${e.error().message}`));
}

interface PrismFixtures {
  /** Option: the context starts with the session of prismToken() stored (e2e/lib/member.ts's way). */
  stored: boolean;
  findings: Findings;
  cspViolations: string[];
  prismLog: void;
}

export const test = base.extend<PrismFixtures>({
  stored: [false, { option: true }],

  storageState: async ({ stored, storageState }, provide) => {
    await provide(stored ? sessionStorageState(PRISM_APP_URL, await prismToken()) : storageState);
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  findings: async ({}, provide) => {
    await provide(new Findings());
  },

  prismLog: [
    async ({ findings }, provide) => {
      await fetch(new URL('/__prism/violations', PRISM_APP_URL), { method: 'DELETE' });
      await provide();
      // Prism logs after it answers: give the last lines a moment.
      await new Promise((r) => setTimeout(r, 300));
      const logged = (await (await fetch(new URL('/__prism/violations', PRISM_APP_URL))).json()) as {
        request: string;
        at: string;
        message: string;
      }[];
      // The journey already failed on what its pages saw; this catches the rest (a service worker's request).
      expect(
        logged.map((v) => `${v.request} ${v.at}: ${v.message}`),
        `request violations in Prism's log (${findings.list.length} finding(s) in the journey)`,
      ).toEqual([]);
    },
    { auto: true },
  ],

  cspViolations: [
    async ({ browser }, provide) => {
      const violations = await collectCspViolations(browser, PRISM_APP_URL, provide);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],

  context: async ({ context, findings, cspViolations: _ }, provide) => {
    await watchCsp(context);
    watchPrism(context, findings);
    await provide(context);
  },
});

export { expect };
