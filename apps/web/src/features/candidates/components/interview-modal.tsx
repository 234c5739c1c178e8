import { Group, Radio, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { INTERVIEW_MODES, INTERVIEW_NOTES_MAX, INTERVIEW_PLACE_MAX, interviewRequestSchema } from '@hireway/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { type CandidateModalProps, CvActionModal, useCvActionForm } from './cv-action-modal';

/** The IANA time zones the browser knows, UTC included. */
const timeZones = (): string[] => {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes('UTC') ? known : ['UTC', ...known];
};

const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Invite a candidate to an interview: date, time and zone; in person (a place), video (a link) or phone. */
export function InterviewModal(props: CandidateModalProps) {
  const { t } = useTranslation('candidates');
  const zones = useMemo(() => timeZones(), []);
  const { form, formProps } = useCvActionForm(props, 'interview', {
    schema: interviewRequestSchema,
    initialValues: {
      date: '',
      time: '',
      timezone: browserTimeZone(),
      mode: 'video',
      place: '',
      link: '',
      notes: '',
    },
    // Only the field of the chosen mode is sent: a place typed before switching to video is not.
    toRequest: ({ date, time, timezone, mode, place, link, notes }) => ({
      date,
      time,
      timezone,
      mode,
      place: mode === 'in_person' ? place : null,
      link: mode === 'video' ? link : null,
      notes,
    }),
  });
  const mode = form.getValues().mode;
  return (
    <CvActionModal {...props} texts="interview" size="lg" formProps={formProps}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput type="date" label={t('fields.date')} required data-autofocus {...form.getInputProps('date')} />
        <TextInput type="time" label={t('fields.time')} required {...form.getInputProps('time')} />
      </SimpleGrid>
      <Select
        label={t('fields.timezone')}
        data={zones}
        searchable
        required
        allowDeselect={false}
        {...form.getInputProps('timezone')}
      />
      <Radio.Group label={t('fields.mode')} required {...form.getInputProps('mode')}>
        <Group gap="lg" mt={6}>
          {INTERVIEW_MODES.map((value) => (
            <Radio key={value} value={value} label={t(`interviewMode.${value}`)} />
          ))}
        </Group>
      </Radio.Group>
      {mode === 'in_person' ? (
        <TextInput
          label={t('fields.place')}
          maxLength={INTERVIEW_PLACE_MAX}
          required
          {...form.getInputProps('place')}
        />
      ) : null}
      {mode === 'video' ? (
        <TextInput
          type="url"
          label={t('fields.link')}
          placeholder="https://"
          required
          {...form.getInputProps('link')}
        />
      ) : null}
      <Textarea
        label={t('fields.notes')}
        rows={3}
        resize="vertical"
        maxLength={INTERVIEW_NOTES_MAX}
        {...form.getInputProps('notes')}
      />
    </CvActionModal>
  );
}
