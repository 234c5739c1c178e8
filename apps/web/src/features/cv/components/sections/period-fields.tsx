import { Checkbox, Group, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CV_MIN_DATE } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

export interface PeriodValues extends Record<string, unknown> {
  start_date: string;
  end_date: string;
  is_current: boolean;
}

/** From–to of a dated entry; the end date is cleared and disabled while the entry is current. */
export function PeriodFields<V extends PeriodValues>({
  form,
  currentLabel,
}: {
  form: UseFormReturnType<V>;
  currentLabel: string;
}) {
  const { t } = useTranslation('cv');
  const current = form.getValues().is_current;
  return (
    <>
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label={t('fields.startDate')}
          min={CV_MIN_DATE}
          required
          {...form.getInputProps('start_date')}
        />
        <TextInput
          type="date"
          label={t('fields.endDate')}
          min={CV_MIN_DATE}
          disabled={current}
          {...form.getInputProps('end_date')}
        />
      </Group>
      <Checkbox
        label={currentLabel}
        {...form.getInputProps('is_current', { type: 'checkbox' })}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          // A current entry has no end date (the shared schema refuses one).
          form.setValues((checked ? { is_current: true, end_date: '' } : { is_current: false }) as Partial<V>);
        }}
      />
    </>
  );
}

export const periodFromItem = (item: { start_date: string; end_date: string | null; is_current: boolean }) => ({
  start_date: item.start_date,
  end_date: item.end_date ?? '',
  is_current: item.is_current,
});

export const EMPTY_PERIOD = { start_date: '', end_date: '', is_current: false };

/** The free-text description of a CV entry, growing with its text. */
export function DescriptionField<V extends { description: string }>({
  form,
  minRows = 3,
  maxRows = 8,
}: {
  form: UseFormReturnType<V>;
  minRows?: number;
  maxRows?: number;
}) {
  const { t } = useTranslation('cv');
  return (
    <Textarea
      label={t('fields.description')}
      autosize
      minRows={minRows}
      maxRows={maxRows}
      {...form.getInputProps('description')}
    />
  );
}
