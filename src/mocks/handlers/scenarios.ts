/**
 * Scenario switches: force any answer of the error catalogue on any call, implemented once as the
 * first handler of the chain rather than in each handler.
 *
 * - Header `x-demo-scenario: <name>` (jest, curl, anything that can set headers) forces the answer
 *   on that request. Several names can be combined with commas, e.g. `slow,500`.
 * - POST /__demo/scenario {scenario, times?, path?, method?} queues a forced answer for the next
 *   `times` matching requests (browser tests, where the app sets the headers). Without `path` the
 *   queue skips the demo's own plumbing (/__demo, images, /locations.json and /relog), so that
 *   "the next request fails with token_expired" hits the call under test and not its relog.
 *
 * The handler answers only when a scenario applies; otherwise it returns nothing and msw moves on
 * to the real handler ('slow' waits, then moves on).
 */
import { delay, http, HttpResponse } from 'msw';
import { SLOW_SCENARIO_MS } from '../config';
import { db, DEMO_ACCOUNTS } from '../db';
import type { QueuedScenario } from '../db';
import { bearerToken, checkToken } from '../auth/tokens';
import { apiUrl } from './base';

export const SCENARIO_HEADER = 'x-demo-scenario';

type Forced = { status: number; body: Record<string, unknown> };

/** Fixed answers; `errcode1000`, `slow`, `network` and `malformed` are handled in forcedResponse(). */
const FIXED: Record<string, Forced> = {
  token_expired: { status: 401, body: { error: 'token_expired' } },
  invalid_token: { status: 401, body: { error: 'invalid_token' } },
  user_locked: { status: 401, body: { error: 'user_locked' } },
  user_not_found: { status: 401, body: { error: 'user_not_found' } },
  unauthorized: { status: 401, body: { error: 'unauthorized' } },
  token_invalid: { status: 400, body: { error: 'token_invalid' } },
  '400': { status: 400, body: { error: 'bad_request' } },
  '402': { status: 402, body: { error: 'payment_required' } },
  cant_buy: { status: 402, body: { error: 'cant_buy' } },
  '403': { status: 403, body: { error: 'forbidden' } },
  '404': { status: 404, body: { error: 'not_found' } },
  '500': { status: 500, body: { error: 'server_error' } },
  '418': { status: 418, body: { error: 'unexpected_status' } },
};

export const SCENARIO_NAMES = [...Object.keys(FIXED), 'errcode1000', 'slow', 'network', 'malformed'] as const;

export function isScenarioName(name: string): boolean {
  return (SCENARIO_NAMES as readonly string[]).includes(name);
}

/** 'slow,500' -> ['slow', '500']; null when any name is unknown. */
export function parseScenarios(value: string): string[] | null {
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return names.length > 0 && names.every(isScenarioName) ? names : null;
}

function forcedResponse(name: string, request: Request): Response {
  if (name === 'network') return HttpResponse.error();
  // A 200 whose JSON is cut off mid-way (a broken proxy or server): OPEN-18, the screen must settle.
  if (name === 'malformed')
    return new HttpResponse('{"items": [{"id": 1', { status: 200, headers: { 'Content-Type': 'application/json' } });
  if (name === 'errcode1000') {
    // The locked e-mail is the caller's own when the token is known (the client shows it).
    const check = checkToken(bearerToken(request));
    const email = check.ok ? check.member.email : DEMO_ACCOUNTS.bloqueado.email;
    return HttpResponse.json({ errcode: 1000, email }, { status: 401 });
  }
  const fixed = FIXED[name];
  return fixed
    ? HttpResponse.json(fixed.body, { status: fixed.status })
    : HttpResponse.json({ error: 'unknown_scenario', scenario: name }, { status: 400 });
}

const CONTROL_PREFIX = '/__demo/';
/** Paths a queued scenario without an explicit `path` never hits. */
const QUEUE_SKIPS = [/^\/__demo\//, /^\/img\//, /^\/locations\.json$/, /^\/relog$/];

function queueMatches(entry: QueuedScenario, method: string, pathname: string): boolean {
  if (entry.method && entry.method.toUpperCase() !== method) return false;
  if (!entry.path) return !QUEUE_SKIPS.some((re) => re.test(pathname));
  return entry.path.endsWith('*') ? pathname.startsWith(entry.path.slice(0, -1)) : pathname === entry.path;
}

/** Takes one use of the first queued scenario that matches the request, if any. */
export function takeQueuedScenario(method: string, pathname: string): string | null {
  const index = db.scenarioQueue.findIndex((entry) => queueMatches(entry, method, pathname));
  const entry = db.scenarioQueue[index];
  if (!entry) return null;
  entry.remaining -= 1;
  if (entry.remaining <= 0) db.scenarioQueue.splice(index, 1);
  return entry.scenario;
}

export function queueScenario(entry: { scenario: string; times?: number; path?: string; method?: string }): QueuedScenario {
  const queued: QueuedScenario = {
    scenario: entry.scenario,
    remaining: Math.max(1, Math.floor(entry.times ?? 1)),
    ...(entry.path ? { path: entry.path } : {}),
    ...(entry.method ? { method: entry.method.toUpperCase() } : {}),
  };
  db.scenarioQueue.push(queued);
  return queued;
}

export function clearScenarios(): number {
  return db.scenarioQueue.splice(0).length;
}

export const scenarioHandler = http.all(apiUrl('/*'), async ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith(CONTROL_PREFIX) || request.method === 'OPTIONS') return undefined;
  const header = request.headers.get(SCENARIO_HEADER);
  const value = header ?? takeQueuedScenario(request.method, url.pathname);
  if (!value) return undefined;
  const names = parseScenarios(value);
  if (!names) return HttpResponse.json({ error: 'unknown_scenario', scenario: value, known: SCENARIO_NAMES }, { status: 400 });
  if (names.includes('slow')) await delay(SLOW_SCENARIO_MS);
  const forced = names.find((n) => n !== 'slow');
  return forced ? forcedResponse(forced, request) : undefined;
});
