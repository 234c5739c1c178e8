import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 A and AA rules of axe-core (issue 14). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

const REPORT = join(import.meta.dirname, '..', 'artifacts', 'a11y-violations.jsonl');

export interface A11yViolation {
  rule: string;
  impact: string;
  help: string;
  /** One line per offending element: its selector and axe's summary of what to fix. */
  nodes: string[];
}

/** Runs axe (WCAG 2.2 A/AA) on the page as it is now; answers the violations, empty when clean. */
export async function axeViolations(page: Page): Promise<A11yViolation[]> {
  const results = await new AxeBuilder({ page }).withTags([...WCAG_TAGS]).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    nodes: violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      return `${node.target.join(' ')} — ${summary}`;
    }),
  }));
}

/** A readable list of violations: rule, impact, help text, then each element. */
export function formatViolations(label: string, violations: readonly A11yViolation[]): string {
  const lines = [`${label}: ${String(violations.length)} axe violation(s)`];
  for (const violation of violations) {
    lines.push(`  [${violation.impact}] ${violation.rule}: ${violation.help} (${String(violation.nodes.length)})`);
    for (const node of violation.nodes.slice(0, 8)) lines.push(`      ${node}`);
    if (violation.nodes.length > 8) lines.push(`      … and ${String(violation.nodes.length - 8)} more`);
  }
  return lines.join('\n');
}

/**
 * Checks the current page with axe and fails (softly, so one test reports every screen it visits) with a
 * readable list of the violations. Each visit is also appended to artifacts/a11y-violations.jsonl, for counts.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  mkdirSync(join(REPORT, '..'), { recursive: true });
  appendFileSync(
    REPORT,
    `${JSON.stringify({
      label,
      url: page.url(),
      violations: violations.map((violation) => ({
        rule: violation.rule,
        impact: violation.impact,
        nodes: violation.nodes.length,
      })),
    })}\n`,
  );
  // The readable list is the diff when this fails.
  expect.soft(formatViolations(label, violations)).toBe(formatViolations(label, []));
}
