import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import { JOB_SORTS } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import type { PublicJobListParams } from '../board-params';
import type { JobFormOptions } from './job-form';

interface BoardFiltersProps {
  options: JobFormOptions;
  params: PublicJobListParams;
  /** A change of filter or sort (the board goes back to the first page). */
  onChange: (patch: Partial<PublicJobListParams>, how?: { replace?: boolean }) => void;
  /** One column in the phone's drawer; the desktop's grid otherwise. */
  stacked?: boolean;
}

/** The board's filters and sort: a grid above the list on wide screens, the content of the drawer on phones. */
export function BoardFilters({ options, params, onChange, stacked = false }: BoardFiltersProps) {
  const { t } = useTranslation('jobs');
  return (
    <SimpleGrid cols={stacked ? 1 : { base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm">
      <Select
        label={t('board.category')}
        data={options.categories}
        value={params.category}
        onChange={(value) => onChange({ category: value })}
        clearable
        searchable
      />
      <Select
        label={t('board.employmentType')}
        data={options.employmentTypes}
        value={params.employmentType}
        onChange={(value) => onChange({ employmentType: value })}
        clearable
      />
      <Select
        label={t('board.locationType')}
        data={options.locationTypes}
        value={params.locationType}
        onChange={(value) => onChange({ locationType: value })}
        clearable
      />
      <Select
        label={t('board.country')}
        data={options.countries}
        value={params.countryCode}
        onChange={(value) => onChange({ countryCode: value })}
        clearable
        searchable
      />
      <NumberInput
        label={t('board.salaryMin')}
        min={0}
        allowDecimal={false}
        value={params.salaryMin ?? ''}
        // Each keystroke narrows the list at once but replaces the history entry: Back leaves the whole amount.
        onChange={(value) => onChange({ salaryMin: typeof value === 'number' ? value : null }, { replace: true })}
      />
      <Select
        label={t('board.sort')}
        data={JOB_SORTS.map((value) => ({ value, label: t(`board.sorts.${value}`) }))}
        value={params.sort ?? (params.q === '' ? 'newest' : 'relevance')}
        onChange={(value) => onChange({ sort: value === 'newest' || value === 'relevance' ? value : null })}
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
