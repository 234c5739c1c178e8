import { formatCompactNumber, type JobSalaryPeriod } from '@hireway/shared';
import { IconBriefcase, IconCoin, IconMapPin } from '@tabler/icons-react';
import type { TFunction } from 'i18next';

import classes from './job-card.module.css';

export interface JobFactsInput {
  employment_type: string;
  location_type: string;
  city: string | null;
  country_code: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: JobSalaryPeriod | null;
}

interface JobFactsProps {
  job: JobFactsInput;
  labelOf: (list: string, slug: string) => string;
  /** The caller's translate function (the board renders up to 500 of these: one useTranslation, not one each). */
  t: TFunction;
}

/** Employment type, place and salary of a job in one line (plain elements: see job-card.module.css). */
export function JobFacts({ job, labelOf, t }: JobFactsProps) {
  const place = [job.city, job.country_code].filter((part) => part !== null && part !== '').join(', ');
  const amounts = [job.salary_min, job.salary_max]
    .filter((value) => value !== null)
    .map((value) => formatCompactNumber(value));
  const salary =
    amounts.length === 0
      ? null
      : `${[...new Set(amounts)].join(' – ')} ${job.salary_currency ?? ''}${
          job.salary_period === null ? '' : ` ${t(`jobs:perPeriod.${job.salary_period}`)}`
        }`;
  return (
    <div className={classes.facts}>
      <div className={classes.fact}>
        <IconBriefcase size={16} aria-hidden />
        <p className={classes.text}>{labelOf('employment-types', job.employment_type)}</p>
      </div>
      <div className={classes.fact}>
        <IconMapPin size={16} aria-hidden />
        <p className={classes.text}>{place === '' ? labelOf('location-types', job.location_type) : place}</p>
        {place === '' ? null : (
          <span className={classes.badge}>
            <span className={classes.badgeLabel}>{labelOf('location-types', job.location_type)}</span>
          </span>
        )}
      </div>
      {salary === null ? null : (
        <div className={classes.fact}>
          <IconCoin size={16} aria-hidden />
          <p className={classes.text}>{salary}</p>
        </div>
      )}
    </div>
  );
}
