/**
 * After a run: the demo API's contract checks (docs/contract-checks.md) print their counts and the
 * operations answered, and the run fails on any violation (each journey already fails on its own;
 * this catches what happened between journeys). The operations answered also go to
 * test-results/contract-operations/<mode>--<journeys>.json, which scripts/contract-coverage.mjs reads
 * (which journeys cover every operation, in each mode).
 */
import fs from 'node:fs';
import path from 'node:path';
import { demoApi } from './lib/demo-api';
import { E2E_DIR } from './lib/env';

export default async function globalTeardown(): Promise<void> {
  let report;
  try {
    report = await demoApi().contract();
  } catch (error) {
    console.log(`contract: no report from the demo API (${(error as Error).message})`);
    return;
  }
  const { counts } = report;
  const skipped = Object.values(counts.skipped).reduce((a, b) => a + b, 0);
  console.log(
    `contract (${report.mode}): ${counts.requests.checked} requests checked, ${counts.requests.violations} request violations; ` +
      `${counts.answers.checked} answers checked, ${counts.answers.violations} answer violations; ` +
      `${counts.realtime.checked} realtime events/subscriptions checked, ${counts.realtime.violations} realtime violations; ` +
      `${skipped} skipped on purpose`,
  );
  for (const [reason, n] of Object.entries(counts.skipped).sort((a, b) => b[1] - a[1])) console.log(`  skipped ${n}: ${reason}`);
  const operations = counts.operations ?? {};
  const names = Object.keys(operations).sort();
  console.log(`  operations answered (${names.length}): ${names.map((n) => `${n} ${operations[n]}`).join(', ')}`);
  const journeys = process.env.E2E_CONTRACT_JOURNEYS || 'all';
  const dir = path.join(E2E_DIR, '..', 'test-results', 'contract-operations');
  fs.mkdirSync(dir, { recursive: true });
  const started = Number(process.env.E2E_RUN_STARTED ?? 0);
  fs.writeFileSync(
    path.join(dir, `${report.mode}--${journeys.replace(/[^a-z0-9-]+/gi, '+')}.json`),
    JSON.stringify(
      { mode: report.mode, journeys: journeys.split(','), seconds: started ? Math.round((Date.now() - started) / 1000) : null, operations },
      null,
      1,
    ),
  );
  if (report.total > 0) {
    throw new Error(`contract: ${report.total} violation(s) in this run:\n${report.lines.slice(-30).join('\n')}`);
  }
}
