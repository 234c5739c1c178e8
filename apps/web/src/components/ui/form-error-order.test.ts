import { describe, expect, it } from 'vitest';

/*
 * One order for a form's errors (ADR 0027, addendum of session 16): inside a <form>, the error summary (which
 * fields to fix; it takes focus after a failed submit) stands above the form's alert (what the server refused).
 * FormFrame holds it for the forms built on it; this holds it for the forms that write their own frame.
 */
const sources = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx', '!../../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The lines of a file from its first <form> on, where both a summary and an alert are rendered. */
function formsWithBoth(): { file: string; summary: number; alerts: number[] }[] {
  const found = [];
  for (const [file, text] of Object.entries(sources)) {
    const lines = text.split('\n');
    const form = lines.findIndex((line) => /<form[\s>]/.test(line));
    if (form < 0) continue;
    const summary = lines.findIndex((line, i) => i > form && line.includes('<ErrorSummary'));
    const alerts = lines.flatMap((line, i) => (i > form && line.includes('<FormAlert') ? [i] : []));
    if (summary >= 0 && alerts.length > 0) found.push({ file, summary, alerts });
  }
  return found;
}

describe("a form's errors", () => {
  it('show the summary above the alert in every form that renders both', () => {
    const forms = formsWithBoth();
    // FormFrame and the hand-framed forms (job, sign-in, sign-up, new password, onboarding, languages, profile).
    expect(forms.length).toBeGreaterThanOrEqual(7);
    for (const { file, summary, alerts } of forms) {
      for (const alert of alerts) expect(summary, `${file}: the summary comes before the alert`).toBeLessThan(alert);
    }
  });
});
