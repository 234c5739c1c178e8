import { Badge, Group, Text } from '@mantine/core';
import { formatCompactNumber, type JobSalaryPeriod } from '@hireway/shared';
import { IconBriefcase, IconCoin, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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

/** Employment type, place and salary of a job in one line. */
export function JobFacts({ job, labelOf }: { job: JobFactsInput; labelOf: (list: string, slug: string) => string }) {
  const { t } = useTranslation('jobs');
  const place = [job.city, job.country_code].filter((part) => part !== null && part !== '').join(', ');
  const amounts = [job.salary_min, job.salary_max]
    .filter((value) => value !== null)
    .map((value) => formatCompactNumber(value));
  const salary =
    amounts.length === 0
      ? null
      : `${[...new Set(amounts)].join(' – ')} ${job.salary_currency ?? ''}${
          job.salary_period === null ? '' : ` ${t(`perPeriod.${job.salary_period}`)}`
        }`;
  return (
    // Wrapped on a phone, the facts stack as lines of one list, not as far-apart rows (the 16 px gap is for beside).
    <Group gap="md" wrap="wrap" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
      <Group gap={4}>
        <IconBriefcase size={16} aria-hidden />
        <Text size="sm">{labelOf('employment-types', job.employment_type)}</Text>
      </Group>
      <Group gap={4}>
        <IconMapPin size={16} aria-hidden />
        <Text size="sm">{place === '' ? labelOf('location-types', job.location_type) : place}</Text>
        {place === '' ? null : (
          <Badge size="xs" variant="outline">
            {labelOf('location-types', job.location_type)}
          </Badge>
        )}
      </Group>
      {salary === null ? null : (
        <Group gap={4}>
          <IconCoin size={16} aria-hidden />
          <Text size="sm">{salary}</Text>
        </Group>
      )}
    </Group>
  );
}
