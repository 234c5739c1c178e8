import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface DayRange {
  from: string;
  to: string;
}

/** The range to query: a reversed one is not sent (the field shows the error instead). */
export const validRange = (range: DayRange): DayRange =>
  range.from !== '' && range.to !== '' && range.from > range.to ? { from: range.from, to: '' } : range;

/** Two day fields (yyyy-mm-dd, the browser's date picker); an empty field is no bound. */
export function DateRange({ value, onChange }: { value: DayRange; onChange: (next: DayRange) => void }) {
  const { t } = useTranslation('common');
  const invalid = value.from !== '' && value.to !== '' && value.from > value.to;
  return (
    <Group gap="sm" align="flex-start">
      <TextInput
        type="date"
        label={t('dateRange.from')}
        value={value.from}
        onChange={(event) => onChange({ ...value, from: event.currentTarget.value })}
        w={170}
      />
      <TextInput
        type="date"
        label={t('dateRange.to')}
        value={value.to}
        error={invalid ? t('dateRange.rangeOrder') : undefined}
        onChange={(event) => onChange({ ...value, to: event.currentTarget.value })}
        w={170}
      />
    </Group>
  );
}
