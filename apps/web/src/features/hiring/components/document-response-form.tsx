import { Button, Group, Stack, Textarea } from '@mantine/core';
import { CV_ACTION_FILE_FIELDS, CV_ACTION_MESSAGE_MAX, cvActionRespondRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { notifySuccess } from '../../../lib/notify';
import { useRespondToCvActionMutation } from '../api/respond-cv-action';
import { DocumentFilesInput, documentFilesError } from './document-files-input';

interface DocumentValues extends Record<string, unknown> {
  message: string;
  files: File[];
}

const EMPTY: DocumentValues = { message: '', files: [] };

/** The API names a file problem after its field (file_1..file_5): all of them belong to the one file input. */
const FILE_ERROR_PATHS = Object.fromEntries(CV_ACTION_FILE_FIELDS.map((field) => [field, 'files']));

/** The seeker's answer to a document request: the files, with a message if they like. */
export function DocumentResponseForm({ actionId }: { actionId: string }) {
  const { t } = useTranslation('jobs');
  const respond = useRespondToCvActionMutation();
  const { form, alert, saving, submitWith, summary } = useSchemaForm({
    schema: cvActionRespondRequestSchema,
    initialValues: EMPTY,
    toRequest: ({ message }) => ({ message }),
    errorPaths: FILE_ERROR_PATHS,
    validateExtra: ({ files }): Record<string, string> => {
      const problem = documentFilesError(files, t);
      return problem === null ? {} : { files: problem };
    },
  });
  const submit = submitWith(
    (request) => respond.mutateAsync({ actionId, request, files: form.getValues().files }),
    () => notifySuccess({ message: t('track.documents.sent') }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('track.documents.formLabel')}>
      <Stack gap="sm">
        <ErrorSummary {...summary} />
        {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
        <DocumentFilesInput
          value={form.values.files}
          onChange={(files) => form.setFieldValue('files', files)}
          error={form.errors.files}
        />
        <Textarea
          label={t('track.message')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={CV_ACTION_MESSAGE_MAX}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('track.documents.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
