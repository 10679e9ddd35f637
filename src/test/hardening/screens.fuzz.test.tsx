/**
 * Fuzzed answers, screen level (issue 22): the app is rendered with its real store, sagas and routes
 * while the demo API answers one screen's call with arbitrary, truncated or wrongly typed JSON
 * (src/test/fuzz.ts, derived from the real answer). Whatever arrives, the screen settles — content,
 * an empty state or an error with 'Reintentar' — with nothing left loading, no crash (neither the
 * whole-page crash screen nor a screen's error boundary) and no uncaught exception.
 *
 * Fewer cases than the mapper level (each is a full render): FUZZ_UI_RUNS raises them; seeded like
 * the mapper properties (FUZZ_SEED).
 */
import fc from 'fast-check';
import { act, cleanup, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_BASE, apiUrl } from '@/mocks/handlers';
import { DEMO_ACCOUNTS } from '@/mocks/db';
import { server } from '@/test/msw-server';
import { renderApp, signInStored, stopAllStores } from '@/test/utils';
import { FUZZ_SEED, fcOptions, fuzzCount, wireText } from '@/test/fuzz';

const RUNS = Number(process.env.FUZZ_UI_RUNS ?? 8);

type Method = 'get' | 'post';
interface ScreenCase {
  name: string;
  ids: string;
  account: keyof typeof DEMO_ACCOUNTS;
  /** Where the app is opened. */
  path: string;
  /** The call whose answer is fuzzed (msw path pattern) and where its real answer is read. */
  method: Method;
  call: string;
  sample: string;
}

const other = 12;
const CASES: ScreenCase[] = [
  {
    name: 'dashboard',
    ids: '[DASH-02] [DASH-14]',
    account: 'sofia',
    path: '/dashboard-recent',
    method: 'get',
    call: '/v1/dashboard/listing/:kind',
    sample: '/v1/dashboard/listing/recent?page=0',
  },
  {
    name: 'recommended',
    ids: '[DASH-08] [API-38]',
    account: 'valentina',
    path: '/recomendados',
    method: 'get',
    call: '/v2/user/matching',
    sample: '/v2/user/matching',
  },
  {
    name: 'visits list',
    ids: '[LIST-01]',
    account: 'valentina',
    path: '/visits-received',
    method: 'get',
    call: '/v1/user/visits/received',
    sample: '/v1/user/visits/received?page=0',
  },
  {
    name: 'message list',
    ids: '[MSG-02]',
    account: 'sofia',
    path: '/message-received',
    method: 'get',
    call: '/v1/messages/:box',
    sample: '/v1/messages/received?page=0',
  },
  {
    name: 'conversation',
    ids: '[MSG-15] [MSG-16]',
    account: 'valentina',
    path: `/message-received?modal=message-view&id=${other}`,
    method: 'get',
    call: '/v1/messages/view/:id',
    sample: `/v1/messages/view/${other}`,
  },
  {
    name: 'profile view',
    ids: '[PROF-02] [PROF-07]',
    account: 'sofia',
    path: `/dashboard-recent?modal=profile-view&id=${other}`,
    method: 'get',
    call: '/v1/profile/:id',
    sample: `/v1/profile/${other}`,
  },
  {
    name: 'paywall',
    ids: '[PAY-03] [PAY-04]',
    account: 'sofia',
    path: '/dashboard-recent?modal=pay-wall&id=RM',
    method: 'get',
    call: '/v2/paywall',
    sample: '/v2/paywall?type=RM&isMobile=true',
  },
  {
    name: 'my profile',
    ids: '[ME-06] [ME-07]',
    account: 'sofia',
    path: '/my-profile',
    method: 'get',
    call: '/v1/profile',
    sample: '/v1/profile',
  },
  {
    name: 'my account',
    ids: '[ACC-02] [ACC-08]',
    account: 'valentina',
    path: '/my-account',
    method: 'get',
    call: '/v1/account',
    sample: '/v1/account',
  },
  {
    name: 'search options',
    ids: '[SRCH-05]',
    account: 'sofia',
    path: '/dashboard-recent?modal=search',
    method: 'get',
    call: '/v1/user/search-options',
    sample: '/v1/user/search-options',
  },
  {
    name: 'search results',
    ids: '[SRCH-11] [API-47]',
    account: 'sofia',
    path: '/search-results',
    method: 'post',
    call: '/v1/dashboard/search',
    sample: '/v1/dashboard/listing/online?page=0',
  },
  {
    name: 'session restore',
    ids: '[AUTH-52] [AUTH-59]',
    account: 'sofia',
    path: '/dashboard-recent',
    method: 'get',
    call: '/v1/session',
    sample: '/v1/session?id=0',
  },
];

const samples = new Map<string, unknown>();
const uncaught: unknown[] = [];
const onError = (e: ErrorEvent) => uncaught.push(e.error ?? e.message);
const onRejection = (e: PromiseRejectionEvent) => uncaught.push(e.reason);

beforeAll(async () => {
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  for (const c of CASES) {
    const auth = (await (
      await fetch(`${API_BASE}/v1/authenticate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ACCOUNTS[c.account].email, password: DEMO_ACCOUNTS[c.account].password }),
      })
    ).json()) as { token: string };
    const res = await fetch(`${API_BASE}${c.sample}`, { headers: { Authorization: `Bearer ${auth.token}` } });
    samples.set(c.name, await res.json());
  }
});
afterAll(() => {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  process.stdout.write(`fuzz (screens): ${fuzzCount.cases} cases, seed ${FUZZ_SEED}\n`);
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  uncaught.length = 0;
  // A crash would be logged by the boundaries; the test fails on the boundary's panel, not on the log.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const LOADING = '[aria-busy="true"], [data-testid$="skeleton"], .spinner, [data-testid="splash"]';

/** Nothing loading any more, and no crash: the screen shows content, an empty state or an error. */
async function expectSettled(label: string): Promise<void> {
  await waitFor(
    () => {
      expect(document.querySelector('[data-testid="crash-screen"], [data-testid="screen-error"]')).toBeNull();
      expect(document.querySelector(LOADING)).toBeNull();
    },
    { timeout: 6000 },
  ).catch((e: unknown) => {
    const busy = document.querySelector(LOADING);
    throw new Error(
      `${label}: did not settle (${busy ? `still loading: ${busy.outerHTML.slice(0, 160)}` : 'crashed'}): ${String(e).slice(0, 300)}`,
    );
  });
  expect(document.body.textContent?.trim().length ?? 0).toBeGreaterThan(0);
  expect(uncaught).toEqual([]);
}

describe('fuzzed answers through the sagas to the screens: every screen settles, never a white page', () => {
  it.each(CASES.map((c) => [c.ids, c.name, c] as const))(
    '[OPEN-18] %s %s: an arbitrary answer settles',
    async (_ids, _name, c) => {
      await fc.assert(
        fc.asyncProperty(wireText(samples.get(c.name)), async (body) => {
          localStorage.clear();
          sessionStorage.clear();
          await signInStored(c.account);
          const verb = c.method === 'get' ? http.get : http.post;
          let hits = 0;
          server.use(
            verb(apiUrl(c.call), () => {
              hits += 1;
              return new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
            }),
          );
          try {
            renderApp(c.path);
            await act(() => new Promise((r) => setTimeout(r, 30)));
            await waitFor(() => expect(hits).toBeGreaterThan(0), { timeout: 6000 });
            await expectSettled(`${c.name} answered ${body.slice(0, 120)}`);
          } finally {
            stopAllStores();
            cleanup();
            server.resetHandlers();
          }
        }),
        fcOptions(RUNS) as fc.Parameters<[string]>,
      );
    },
    20_000 + RUNS * 4_000,
  );
});
