/**
 * CI's security gate on the runtime dependencies: `npm audit --omit=dev`, failing (exit 1) on any high
 * or critical advisory, and printing the counts per severity.
 *
 * A registry that offers no audit endpoint (a mirror answering 405, or no network) gives no report at
 * all: that is printed as a WARNING and does not fail, unless AUDIT_STRICT=1 (then it fails too), so a
 * CI that must prove the audit ran sets it.
 *
 *   node scripts/audit.mjs
 *   AUDIT_REPORT=report.json node scripts/audit.mjs   # judge a saved `npm audit --json` report instead
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const FAIL_ON = ['high', 'critical'];

const run = process.env.AUDIT_REPORT
  ? { stdout: readFileSync(process.env.AUDIT_REPORT, 'utf8'), stderr: '', status: 0 }
  : spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(run.stdout || 'null');
} catch {
  report = null;
}

/** @type {Record<string, number> | undefined} */
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const why = report?.message ?? (run.stderr || '').trim().split('\n').pop() ?? `npm audit exited ${run.status}`;
  const strict = process.env.AUDIT_STRICT === '1';
  console.error(`${strict ? 'ERROR' : 'WARNING'}: npm audit gave no report (${why}); the runtime dependencies were NOT audited.`);
  process.exit(strict ? 1 : 0);
}

const line = ['info', 'low', 'moderate', 'high', 'critical'].map((s) => `${s} ${counts[s] ?? 0}`).join(', ');
console.log(`npm audit --omit=dev: ${line}`);
const blocking = Object.entries(report.vulnerabilities ?? {}).filter(([, v]) => FAIL_ON.includes(v?.severity));
for (const [name, v] of blocking)
  console.log(`  ${v.severity}: ${name} ${v.range ?? ''} (${(v.via ?? []).map((x) => x?.title ?? x).join('; ')})`);
if (FAIL_ON.some((s) => (counts[s] ?? 0) > 0)) {
  console.error(`npm audit: ${blocking.length} package(s) with high or critical advisories in the runtime dependencies`);
  process.exit(1);
}
