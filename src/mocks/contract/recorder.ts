/**
 * Counts and collects what the contract checks found: requests and answers checked, violations,
 * deliberate skips (by reason). One recorder per jest worker (src/test/contract.ts) and one per
 * demo API server (GET /__demo/contract-violations).
 */
import { describeViolation, type Violation } from './api';
import { knownViolation } from './known';

export interface ContractCounts {
  requests: { checked: number; violations: number };
  answers: { checked: number; violations: number };
  realtime: { checked: number; violations: number };
  /** reason -> requests (or answers) deliberately not checked */
  skipped: Record<string, number>;
}

export function emptyCounts(): ContractCounts {
  return {
    requests: { checked: 0, violations: 0 },
    answers: { checked: 0, violations: 0 },
    realtime: { checked: 0, violations: 0 },
    skipped: {},
  };
}

export function addCounts(a: ContractCounts, b: ContractCounts): ContractCounts {
  const skipped = { ...a.skipped };
  for (const [k, n] of Object.entries(b.skipped)) skipped[k] = (skipped[k] ?? 0) + n;
  const sum = (x: { checked: number; violations: number }, y: { checked: number; violations: number }) => ({
    checked: x.checked + y.checked,
    violations: x.violations + y.violations,
  });
  return { requests: sum(a.requests, b.requests), answers: sum(a.answers, b.answers), realtime: sum(a.realtime, b.realtime), skipped };
}

/** "contract: N requests checked, 0 request violations; M answers checked, 0 answer violations; ..." */
export function formatCounts(c: ContractCounts): string {
  const skipped = Object.values(c.skipped).reduce((a, b) => a + b, 0);
  return (
    `contract: ${c.requests.checked} requests checked, ${c.requests.violations} request violations; ` +
    `${c.answers.checked} answers checked, ${c.answers.violations} answer violations; ` +
    `${c.realtime.checked} realtime events/subscriptions checked, ${c.realtime.violations} realtime violations; ` +
    `${skipped} skipped on purpose`
  );
}

export function formatSkips(c: ContractCounts): string[] {
  return Object.entries(c.skipped)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `  skipped ${n}: ${reason}`);
}

export class ContractRecorder {
  counts: ContractCounts = emptyCounts();
  /** Every violation so far (capped), oldest first. */
  readonly violations: Violation[] = [];
  private static readonly LIMIT = 500;
  /** While set, violations are counted as deliberate skips with this reason (a journey that breaks the contract on purpose). */
  optOut: string | null = null;

  /** Records one checked request, answer or event with what was found; returns the violations that count. */
  checked(kind: Violation['kind'], found: Violation[]): Violation[] {
    const known = found.map(knownViolation).filter((why): why is string => !!why);
    if (known.length) {
      for (const why of new Set(known)) this.skipped(`known, fixed elsewhere: ${why}`);
      found = found.filter((v) => !knownViolation(v));
    }
    if (this.optOut && found.length) {
      this.skipped(`${kind} violations made on purpose: ${this.optOut}`);
      found = [];
    }
    const bucket = kind === 'request' ? this.counts.requests : kind === 'answer' ? this.counts.answers : this.counts.realtime;
    bucket.checked++;
    bucket.violations += found.length ? 1 : 0;
    for (const v of found) {
      this.violations.push(v);
      if (this.violations.length > ContractRecorder.LIMIT) this.violations.shift();
    }
    return found;
  }

  skipped(reason: string): void {
    this.counts.skipped[reason] = (this.counts.skipped[reason] ?? 0) + 1;
  }

  /** Violations found so far (the list keeps the last 500; `total` counts them all). */
  summary(): { counts: ContractCounts; total: number; violations: Violation[]; lines: string[] } {
    const total = this.counts.requests.violations + this.counts.answers.violations + this.counts.realtime.violations;
    return { counts: this.counts, total, violations: [...this.violations], lines: this.violations.map(describeViolation) };
  }
}
