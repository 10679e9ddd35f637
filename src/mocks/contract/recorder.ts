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
  /** operationId -> answers checked (which operations a run covered, in its mode) */
  operations: Record<string, number>;
}

export function emptyCounts(): ContractCounts {
  return {
    requests: { checked: 0, violations: 0 },
    answers: { checked: 0, violations: 0 },
    realtime: { checked: 0, violations: 0 },
    skipped: {},
    operations: {},
  };
}

export class ContractRecorder {
  counts: ContractCounts = emptyCounts();
  /** Every violation so far (capped), oldest first. */
  readonly violations: Violation[] = [];
  private static readonly LIMIT = 500;
  /** While set, violations are counted as deliberate skips with this reason (a journey that breaks the contract on purpose). */
  optOut: string | null = null;

  /**
   * Records one checked request, answer or event with what was found; returns the violations that
   * count. `operationId`: the answer's operation (counted per operation).
   */
  checked(kind: Violation['kind'], found: Violation[], operationId?: string): Violation[] {
    if (kind === 'answer' && operationId) this.counts.operations[operationId] = (this.counts.operations[operationId] ?? 0) + 1;
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
