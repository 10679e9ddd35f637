/**
 * Contract checks in jest (issue 29; docs/contract-checks.md):
 * - every request the client sends (msw's request:start, so those a test answers itself are checked
 *   too) against its operation of contract/api-contract.yaml;
 * - every answer of the demo API's handlers against the operation's response schema for its status
 *   (the contract gate in msw-server.ts; a test's own server.use answers are not demo answers);
 * - every event the demo server triggers against contract/realtime-contract.yaml.
 * A violation fails the test that caused it (afterEach) with the operationId and the JSON pointer.
 * Each test file's counts go to FLECHAZO_CONTRACT_STATS (set by src/test/contract-reporter.js), which
 * prints the run's totals.
 *
 *   useContractMode('strict' | 'strict-bare')   the demo answers only what the contract names (this test)
 *   useContractMode('other-reading')            ... and the other branch wherever it admits two
 *                                               (src/mocks/contract/other-reading.ts; docs/api-decisions.md)
 *   allowContractViolations('request', 'why')    a test that sends a malformed request on purpose
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SetupServer } from 'msw/node';
import { API_BASE, CHAT_CHANNEL_PREFIX, NOTIFICATIONS_CHANNEL_PREFIX } from '@/mocks/config';
import {
  apiContract,
  ContractRecorder,
  describeViolation,
  parseContractMode,
  readRequest,
  RealtimeContract,
  setContractMode,
  type ContractMode,
  type Route,
  type Violation,
} from '@/mocks/contract';
import { onTrigger } from '@/mocks/realtime';

const recorder = new ContractRecorder();
const pending = new Set<Promise<void>>();
let found: Violation[] = [];
const optOuts = new Map<Violation['kind'], string>();
const DEMO_SELF_TESTS = /[\\/]src[\\/]mocks[\\/](handlers[\\/][^\\/]+|node[\\/]pusher-double)\.test\.ts$/;
const DEFAULT_MODE: ContractMode = parseContractMode(process.env.DEMO_CONTRACT);

function record(kind: Violation['kind'], violations: Violation[], operationId?: string): void {
  recorder.optOut = optOuts.get(kind) ?? null;
  found.push(...recorder.checked(kind, violations, operationId));
  recorder.optOut = null;
}

/** The gate's report of a demo answer (src/test/msw-server.ts). */
export function onDemoAnswer(route: Route, result: Violation[] | 'skipped', reason?: string): void {
  if (result === 'skipped') recorder.skipped(reason ?? 'skipped');
  else record('answer', result, route.kind === 'operation' ? route.operationId : undefined);
}

/** An answer check the gate runs off the request's path: awaited after the test. */
export function deferCheck(check: Promise<void>): void {
  const tracked = check.catch((error: unknown) => {
    found.push({ kind: 'answer', operationId: '(check failed)', call: '', pointer: '', message: String(error) });
  });
  pending.add(tracked);
  void tracked.finally(() => pending.delete(tracked));
}

/**
 * The demo API answers only what the contract names, for the rest of this test ('strict',
 * 'strict-bare'); 'other-reading' also answers the other branch wherever the contract admits two (and
 * the demo's realtime events in the other reading). Reset after each test.
 */
export function useContractMode(mode: ContractMode): void {
  setContractMode(mode);
}

/**
 * For a test that breaks the contract on purpose (a malformed request to see the demo refuse it, a
 * non-contract event): its violations of `kind` are counted as deliberate skips, with `why`.
 */
export function allowContractViolations(kind: Violation['kind'], why: string): void {
  optOuts.set(kind, why);
}

/** The violations this test has caused so far, taken back (for the tests of the checks themselves). */
export async function takeContractViolations(): Promise<Violation[]> {
  await Promise.all([...pending]);
  const out = found;
  found = [];
  // Caught on purpose by a test of the checks: not a violation of the run.
  for (const key of new Set(out.map((v) => `${v.kind} ${v.call}`))) {
    const kind = key.split(' ')[0] as Violation['kind'];
    const bucket = kind === 'request' ? recorder.counts.requests : kind === 'answer' ? recorder.counts.answers : recorder.counts.realtime;
    bucket.violations--;
    recorder.skipped(`${kind} violations a test of the checks makes and takes back`);
  }
  return out;
}

export function installContractChecks(server: SetupServer): void {
  const contract = apiContract(API_BASE);
  const realtime = new RealtimeContract({ chatChannelPrefix: CHAT_CHANNEL_PREFIX, notificationsPrefix: NOTIFICATIONS_CHANNEL_PREFIX });

  server.events.on('request:start', ({ request }) => {
    const route = contract.route(request.method, new URL(request.url));
    if (route.kind === 'skip') {
      recorder.skipped(route.reason);
      return;
    }
    const copy = request.clone();
    const check = readRequest(copy)
      .then((read) => record('request', contract.checkRequest(route, read)))
      .catch((error: unknown) => {
        found.push({ kind: 'request', operationId: '(unreadable)', call: route.call, pointer: '', message: String(error) });
      });
    pending.add(check);
    void check.finally(() => pending.delete(check));
  });

  let stopRealtime: () => void = () => {};
  beforeAll(() => {
    stopRealtime = onTrigger((e) => {
      record('realtime', realtime.checkServerEvent(e.channel, e.event, e.data));
      return 0;
    });
  });

  beforeEach(async () => {
    // Violations before this test (a beforeAll's requests, a saga of the previous test still running)
    // fail here rather than being counted and lost.
    await Promise.all([...pending]);
    const before = found;
    found = [];
    if (before.length)
      throw new Error(`${before.length} contract violation(s) before this test:\n${before.map(describeViolation).join('\n')}`);
    optOuts.clear();
    setContractMode(DEFAULT_MODE);
    // The demo API's own tests (src/mocks/handlers, the Pusher double) are the client there: they send
    // malformed requests and trigger partial events on purpose to see the demo refuse or relay them.
    // Their requests and events are counted as deliberate skips; the demo's answers are still checked.
    const file = expect.getState().testPath ?? '';
    if (DEMO_SELF_TESTS.test(file)) {
      optOuts.set('request', "the demo API's own tests probe its refusals with malformed requests");
      optOuts.set('realtime', "the demo API's own tests trigger partial events through /__demo/trigger");
    }
  });

  afterEach(async () => {
    await Promise.all([...pending]);
    const violations = found;
    found = [];
    optOuts.clear();
    setContractMode(DEFAULT_MODE);
    if (violations.length) {
      throw new Error(`${violations.length} contract violation(s):\n${violations.map(describeViolation).join('\n')}`);
    }
  });

  afterAll(async () => {
    stopRealtime();
    // A request sent after the file's last test (a saga still running when it ended) has no test to
    // fail in afterEach: fail the file instead, so every counted violation fails something.
    await Promise.all([...pending]);
    const late = found;
    found = [];
    const dir = process.env.FLECHAZO_CONTRACT_STATS;
    if (dir && fs.existsSync(dir)) {
      const file = path.join(dir, `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
      fs.writeFileSync(file, JSON.stringify(recorder.counts));
    }
    if (late.length)
      throw new Error(`${late.length} contract violation(s) after the last test:\n${late.map(describeViolation).join('\n')}`);
  });
}
