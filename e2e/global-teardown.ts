/**
 * After a run: the demo API's contract checks (docs/contract-checks.md) print their counts, and the
 * run fails on any violation (each journey already fails on its own; this catches what happened
 * between journeys).
 */
import { demoApi } from './lib/demo-api';

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
  if (report.total > 0) {
    throw new Error(`contract: ${report.total} violation(s) in this run:\n${report.lines.slice(-30).join('\n')}`);
  }
}
