import type { PublicJobSummary } from '@hireway/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Link } from 'react-router';

import { JobFacts } from './job-facts';
import classes from './job-card.module.css';

interface JobCardProps {
  job: PublicJobSummary;
  to: string;
  labelOf: (list: string, slug: string) => string;
  /** The board's translate function and date format: one hook call for the page, not one per card. */
  t: TFunction;
  formatDate: (value: Date | string) => string;
}

/**
 * A job in the board's list. Plain elements with the look of Mantine's (job-card.module.css): the board renders
 * 50 to 500 of them on the server and hydrates them in the browser (ADR 0037).
 */
export function JobCard({ job, to, labelOf, t, formatDate }: JobCardProps) {
  return (
    <article className={classes.card}>
      <div className={classes.row}>
        <CompanyLogo src={job.company.logo_url} name={job.company.name} />
        <div className={classes.body}>
          <Link to={to} className={`mantine-focus-auto ${classes.title}`}>
            {job.title}
          </Link>
          <p className={`${classes.text} ${classes.dimmed}`}>
            {job.company.name} · {labelOf('job-categories', job.category)} ·{' '}
            {t('jobs:details.published', { date: formatDate(job.published_at) })}
          </p>
          <JobFacts job={job} labelOf={labelOf} t={t} />
          <p className={`${classes.text} ${classes.excerpt}`}>{job.excerpt}</p>
        </div>
      </div>
    </article>
  );
}

/** The company's logo, or the first letter of its name when it has none or it does not load (as Mantine's Avatar). */
function CompanyLogo({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={classes.logo}>
      {src !== null && !failed ? (
        <img className={classes.logoImage} src={src} alt="" onError={() => setFailed(true)} />
      ) : (
        <span className={classes.logoInitial}>{name.slice(0, 1)}</span>
      )}
    </div>
  );
}
