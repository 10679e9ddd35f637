/**
 * Which contract operations the `contract` journeys cover, per mode (docs/contract-checks.md).
 *
 *   npm run contract:coverage [-- dir]
 *
 * Reads the operation counts the e2e global teardown writes after each run
 * (test-results/contract-operations/<mode>--<journeys>.json; run one journey at a time to measure it:
 * CONTRACT_MODE=<mode> CONTRACT_JOURNEYS=<journey> npm run test:e2e:contract) and prints:
 *   - per journey: its seconds and the operations it answered, per mode measured;
 *   - the operations the app calls (every operation answered in any run) and the contract's others;
 *   - per mode, CI's share (CI_JOURNEYS in playwright.contract.config.ts): its seconds and any operation
 *     it leaves out. A journey not measured in a mode counts with its operations of another mode.
 * strict-bare answers like strict except the lists (answers with x-item-schema whose schema admits an
 * array), so its share needs only those; strict and other-reading need every operation the app called
 * (but the dashboard scroll: bare lists carry no scroll id, so the bare modes never call it).
 * Exits 1 when CI's share of a mode misses an operation it needs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { CI_JOURNEYS } from '../playwright.contract.config';

interface Run {
  mode: string;
  journeys: string[];
  seconds: number | null;
  operations: Record<string, number>;
}
type Obj = Record<string, unknown>;
interface Operation {
  operationId?: string;
  responses?: Record<string, unknown>;
}

const dir = path.resolve(process.argv[2] ?? 'test-results/contract-operations');
const runs: Run[] = fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Run)
  : [];
if (!runs.length) {
  console.error(`no runs in ${dir}: run the contract journeys first (one at a time to measure each)`);
  process.exit(2);
}

const contract = parse(fs.readFileSync(path.resolve('contract/api-contract.yaml'), 'utf8')) as Obj & {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.values(contract.paths).flatMap((item) => Object.values(item).filter((op) => !!op.operationId));
const allOperations = operations.map((op) => op.operationId ?? '');

/** Follows local $refs. */
function deref(node: unknown): Obj {
  let n = (node ?? {}) as Obj;
  for (let i = 0; i < 10 && typeof n.$ref === 'string'; i++) {
    n = n.$ref
      .slice(2)
      .split('/')
      .reduce<Obj>((o, k) => (o[k] ?? {}) as Obj, contract);
  }
  return n;
}

/** The list answers strict-bare answers bare: x-item-schema, and a schema with an array branch. */
const bareLists = new Set(
  operations
    .filter((op) => {
      const ok = deref(op.responses?.['200']);
      const schema = deref((ok.content as Record<string, Obj> | undefined)?.['application/json']?.schema);
      return typeof ok['x-item-schema'] === 'string' && Array.isArray(schema.anyOf) && schema.anyOf.some((b) => deref(b).type === 'array');
    })
    .map((op) => op.operationId ?? ''),
);

/** Operations a bare list makes unreachable: the app pages by ?page=N+1 without the envelope's scroll id. */
const UNREACHABLE_WHEN_BARE = new Set(['getDashboardScroll']);

/** mode -> journey -> its single-journey run */
const single = new Map<string, Map<string, Run>>();
for (const run of runs) {
  const [journey] = run.journeys;
  if (run.journeys.length !== 1 || !journey || run.mode === 'off') continue;
  const byJourney = single.get(run.mode) ?? new Map<string, Run>();
  byJourney.set(journey, run);
  single.set(run.mode, byJourney);
}
const called = new Set(runs.flatMap((r) => Object.keys(r.operations)));
called.delete('realtimeChannelAuth');

const modes = Object.keys(CI_JOURNEYS) as (keyof typeof CI_JOURNEYS)[];
const journeys = [...new Set([...Object.values(CI_JOURNEYS).flat(), ...[...single.values()].flatMap((m) => [...m.keys()])])];

console.log(`Operations the app called in these runs: ${called.size} of the contract's ${allOperations.length}.`);
console.log(`Never called: ${allOperations.filter((o) => !called.has(o)).join(', ') || '-'}\n`);

console.log(`| journey | ${modes.map((m) => `${m} s`).join(' | ')} | operations (any mode) |`);
console.log(`| --- | ${modes.map(() => '---').join(' | ')} | --- |`);
for (const j of journeys) {
  const measured = modes.map((m) => single.get(m)?.get(j));
  const ops = new Set(measured.flatMap((r) => Object.keys(r?.operations ?? {})));
  ops.delete('realtimeChannelAuth');
  const seconds = measured.map((r) => (r ? String(r.seconds ?? '?') : '-'));
  console.log(`| ${j} | ${seconds.join(' | ')} | ${ops.size}: ${[...ops].sort().join(', ')} |`);
}

let missingAny = false;
console.log('');
for (const mode of modes) {
  const share = CI_JOURNEYS[mode];
  const covered = new Set<string>();
  let seconds = 0;
  const borrowed: string[] = [];
  for (const j of share) {
    const own = single.get(mode)?.get(j);
    const run = own ?? modes.map((m) => single.get(m)?.get(j)).find(Boolean);
    if (!run) {
      borrowed.push(`${j} (not measured)`);
      continue;
    }
    if (!own) borrowed.push(`${j} (from ${run.mode})`);
    seconds += run.seconds ?? 0;
    for (const op of Object.keys(run.operations)) covered.add(op);
  }
  const bare = mode === 'strict-bare' || mode === 'other-reading';
  const needed = [...called].filter((op) => (mode !== 'strict-bare' || bareLists.has(op)) && !(bare && UNREACHABLE_WHEN_BARE.has(op)));
  const missing = needed.filter((op) => !covered.has(op)).sort();
  if (missing.length) missingAny = true;
  console.log(
    `${mode}: CI runs ${share.join(', ')} (~${Math.round(seconds / 60)} min measured one by one; needs ${needed.length} operations)` +
      `${borrowed.length ? `; counted from other modes: ${borrowed.join(', ')}` : ''}\n  missing: ${missing.join(', ') || 'none'}`,
  );
}
process.exit(missingAny ? 1 : 0);
