/**
 * Accessibility scan with axe (@axe-core/playwright). Fails on any violation of impact serious or
 * critical; prints the others as warnings. The full result goes to e2e/artifacts/a11y-<label>.json
 * (and is attached to the test's report). The color-contrast rule (impact serious: text below 4.5:1)
 * runs on every scan and cannot be disabled (issue 21): a spec that asks to skip it fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import type { AxeResults, Result as AxeViolation } from 'axe-core';
import { ARTIFACTS_DIR } from './env';

const FAILING = new Set(['serious', 'critical']);
/** Rules no scan may turn off. */
export const ALWAYS_ON = ['color-contrast'] as const;

function slug(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'page'
  );
}

export function formatViolations(violations: AxeViolation[], { details = true }: { details?: boolean } = {}): string {
  return violations
    .map((v) => {
      const head = `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})`;
      if (!details) return head;
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => {
          const summary = (n.failureSummary ?? '')
            .split('\n')
            .slice(0, 3)
            .map((l) => `        ${l.trim()}`)
            .join('\n');
          return `      - ${n.target.join(' ')}\n        ${n.html.slice(0, 160)}${summary ? `\n${summary}` : ''}`;
        })
        .join('\n');
      const more = v.nodes.length > 5 ? `\n      ... and ${v.nodes.length - 5} more` : '';
      return `${head}\n    ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');
}

export class A11yError extends Error {
  constructor(
    message: string,
    readonly a11y: AxeViolation[],
  ) {
    super(message);
    this.name = 'A11yError';
  }
}

export interface A11yOptions {
  include?: string | string[];
  exclude?: string | string[];
  disableRules?: string[];
  log?: (line: string) => void;
}

/** checkA11y(page, 'home', {include, exclude, disableRules}) -> axe results; throws on serious/critical. */
export async function checkA11y(
  page: Page,
  label: string,
  { include, exclude, disableRules = [], log = console.log }: A11yOptions = {},
): Promise<AxeResults> {
  return test.step(`axe: ${label}`, async () => {
    // Let entrance animations (a sheet fading in) finish: axe would measure half-transparent colours.
    // Infinite animations (spinners, shimmer) are skipped; the wait is capped at 2 s.
    await page
      .evaluate(() =>
        Promise.race([
          Promise.all(
            document
              .getAnimations()
              .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
              .map((a) => a.finished.catch(() => undefined)),
          ),
          new Promise((r) => setTimeout(r, 2000)),
        ]),
      )
      .catch(() => undefined);
    const forced = disableRules.filter((r) => (ALWAYS_ON as readonly string[]).includes(r));
    if (forced.length) throw new Error(`checkA11y(${label}): ${forced.join(', ')} cannot be disabled`);
    let builder = new AxeBuilder({ page }).options({ rules: { 'color-contrast': { enabled: true } } });
    if (include) builder = builder.include(include);
    if (exclude) builder = builder.exclude(exclude);
    if (disableRules.length) builder = builder.disableRules(disableRules);
    const results = await builder.analyze();
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const file = path.join(ARTIFACTS_DIR, `a11y-${slug(label)}.json`);
    fs.writeFileSync(file, JSON.stringify(results, null, 2));
    await test.info().attach(`a11y-${slug(label)}.json`, { path: file, contentType: 'application/json' });

    const failing = results.violations.filter((v) => FAILING.has(v.impact ?? ''));
    const other = results.violations.filter((v) => !FAILING.has(v.impact ?? ''));
    if (other.length)
      log(`    a11y (${label}): ${other.length} minor/moderate issue(s), not failing:\n${formatViolations(other, { details: false })}`);
    if (failing.length) {
      throw new A11yError(
        `axe found ${failing.length} serious/critical violation(s) on ${label} (${page.url()}):\n${formatViolations(failing)}`,
        failing,
      );
    }
    return results;
  });
}
