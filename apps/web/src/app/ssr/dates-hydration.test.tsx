import { formatDate } from '@hireway/shared';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { JobDetails } from '../../features/jobs/components/job-details';
import { useCurrentYear } from '../../hooks/use-display-time';
import { createQueryClient } from '../../lib/query-client';
import { hydrateServerRender } from '../../test/hydrate';
import { makePublicJob } from '../../test/job-fixtures';
import { AppProviders } from '../providers';

/*
 * A server-rendered page hydrated in another time zone (the API runs in UTC, the visitor in Berlin): the first
 * render matches the server's HTML, and the dates then follow the visitor's zone.
 */

const zone = process.env.TZ;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
  document.body.innerHTML = '';
});

// 23:30 UTC on New Year's Eve: the 31st in UTC, already the 1st of January 2027 in Berlin.
const PUBLISHED = '2026-12-31T23:30:00.000Z';
const RENDERED_AT = Date.parse('2026-12-31T23:59:00.000Z');

function Year() {
  return <span data-testid="year">{useCurrentYear()}</span>;
}

/** A date written with the runtime's zone, as the job pages did before. */
function LocalDate() {
  return <span>{formatDate(PUBLISHED)}</span>;
}

const page = (content: ReactNode, renderedAt: number | null) => (
  <AppProviders queryClient={createQueryClient()} env="test" renderedAt={renderedAt}>
    {content}
  </AppProviders>
);

/** Renders on the "server" in UTC, then hydrates in Berlin; answers the errors React reported and the text. */
async function renderThenHydrate(content: ReactNode): Promise<{ errors: unknown[]; text: string }> {
  // The server renders a minute before midnight UTC; the browser hydrates half a minute later, in Berlin.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(RENDERED_AT);
  process.env.TZ = 'UTC';
  const hydrated = await hydrateServerRender(
    () => page(content, RENDERED_AT),
    () => {
      vi.setSystemTime(RENDERED_AT + 30_000);
      process.env.TZ = 'Europe/Berlin';
    },
  );
  root = hydrated.root;
  return { errors: hydrated.errors, text: hydrated.container.textContent };
}

describe('dates on a server-rendered page', () => {
  it('hydrate without a mismatch and then show the visitor’s day', async () => {
    const job = { ...makePublicJob(), published_at: PUBLISHED, application_deadline: '2027-02-15' };
    const { errors, text } = await renderThenHydrate(
      <>
        <JobDetails job={job} labelOf={(_list, slug) => slug} />
        <Year />
      </>,
    );
    expect(errors).toEqual([]);
    // After hydrating: Berlin's day and year; the deadline, a calendar date, is the same day everywhere.
    expect(text).toContain('01-01-2027');
    expect(text).not.toContain('31-12-2026');
    expect(text).toContain('15-02-2027');
    expect(document.querySelector('[data-testid="year"]')?.textContent).toBe('2027');
  });

  it('would not hydrate if written in each runtime’s own zone (the check above can fail)', async () => {
    const { errors } = await renderThenHydrate(<LocalDate />);
    expect(errors).toHaveLength(1);
  });
});
