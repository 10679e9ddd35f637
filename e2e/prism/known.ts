/**
 * Findings of the prism journeys that other branches are fixing now (issue 41): while one is listed here, a
 * journey that meets it is annotated ('known: …', with its owner) instead of failing; any other finding fails.
 * When a branch lands, delete its entries: a listed finding that no longer happens is annotated too
 * ('known, not seen'), so a stale entry shows in the report.
 */
export interface KnownDefect {
  /** The branch (helper) fixing it. */
  owner: string;
  why: string;
  /** The journey step(s) it shows on (e2e/prism/journey.ts names: '<variant> <screen>'). */
  step: RegExp;
  /** The finding's text. */
  finding: RegExp;
}

export const KNOWN: KnownDefect[] = [];

/** Splits findings into those a listed defect explains and the rest. */
export function sortFindings<T extends { step: string; what: string }>(findings: T[]): { known: [T, KnownDefect][]; fresh: T[] } {
  const known: [T, KnownDefect][] = [];
  const fresh: T[] = [];
  for (const f of findings) {
    const k = KNOWN.find((d) => d.step.test(f.step) && d.finding.test(f.what));
    if (k) known.push([f, k]);
    else fresh.push(f);
  }
  return { known, fresh };
}
