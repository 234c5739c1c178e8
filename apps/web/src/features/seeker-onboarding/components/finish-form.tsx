import { Alert, Checkbox, Text } from '@mantine/core';
import { seekerOnboardingRequestSchema, type SeekerOnboardingState, UPLOAD_RULES, uploadAccept } from '@hireway/shared';
import { IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FormFrame } from '../../../components/ui/form-frame';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { FileField } from '../../../components/ui/file-field';

/** The API's rule for the CV file (PDF or Word .docx), from the shared upload rules. */
export const CV_FILE_MAX_BYTES = UPLOAD_RULES.cvFile.maxBytes;
const CV_FILE_TYPES: readonly string[] = UPLOAD_RULES.cvFile.types;

interface FinishValues extends Record<string, unknown> {
  cv: File | null;
  consent: boolean;
}

const EMPTY_FINISH: FinishValues = { cv: null, consent: false };

interface FinishFormProps {
  uploaded: SeekerOnboardingState['cv_file'];
  onFinish: (input: { consent: boolean; cv: File | null }) => Promise<unknown>;
  onDone: () => void;
  secondaryActions?: ReactNode;
}

const sizeInMb = (bytes: number): string => (bytes / (1024 * 1024)).toFixed(1);

/** Step 3: an optional CV file (PDF or Word) and the consent to show the profile to verified employers. */
export function FinishForm({ uploaded, onFinish, onDone, secondaryActions }: FinishFormProps) {
  const { t } = useTranslation('seeker');
  const { form, submitWith, frameProps } = useSchemaForm({
    schema: seekerOnboardingRequestSchema,
    initialValues: EMPTY_FINISH,
    toRequest: ({ consent }) => ({ step: 3, consent }),
    validateExtra: ({ cv }): Record<string, string> => {
      if (cv === null) return {};
      // Browsers do not always know a type (empty); the API checks the bytes either way.
      if (cv.type !== '' && !CV_FILE_TYPES.includes(cv.type)) return { cv: t('onboarding.finish.wrongType') };
      if (cv.size > CV_FILE_MAX_BYTES) return { cv: t('onboarding.finish.tooLarge') };
      return {};
    },
  });

  const submit = submitWith(() => onFinish({ consent: form.getValues().consent, cv: form.getValues().cv }), onDone);

  return (
    <FormFrame
      {...frameProps}
      onSubmit={submit}
      submitLabel={t('onboarding.finish.submit')}
      gap="md"
      actions={secondaryActions}
    >
      {uploaded !== null ? (
        <Alert variant="light" color="blue" icon={<IconFileText aria-hidden />}>
          {t('onboarding.finish.uploaded', { name: uploaded.name, size: sizeInMb(uploaded.size) })}
        </Alert>
      ) : null}
      <FileField
        label={t('onboarding.finish.file')}
        description={t('onboarding.finish.fileHint')}
        placeholder={t('onboarding.finish.filePlaceholder')}
        accept={uploadAccept(UPLOAD_RULES.cvFile)}
        clearable
        leftSection={<IconFileText size={16} aria-hidden />}
        {...form.getInputProps('cv')}
      />
      <Text size="sm" c="dimmed">
        {t('onboarding.finish.afterwards')}
      </Text>
      <Checkbox label={t('onboarding.finish.consent')} {...form.getInputProps('consent', { type: 'checkbox' })} />
    </FormFrame>
  );
}
