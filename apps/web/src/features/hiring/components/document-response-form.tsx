import { CV_ACTION_FILE_FIELDS, cvActionRespondRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { FormFrame } from '../../../components/ui/form-frame';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { notifySuccess } from '../../../lib/notify';
import { useRespondToCvActionMutation } from '../api/respond-cv-action';
import { ResponseMessageField } from './response-message-field';
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
  const { form, submitWith, frameProps } = useSchemaForm({
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
    <FormFrame
      {...frameProps}
      onSubmit={submit}
      submitLabel={t('track.documents.send')}
      label={t('track.documents.formLabel')}
    >
      <DocumentFilesInput
        value={form.values.files}
        onChange={(files) => form.setFieldValue('files', files)}
        error={form.errors.files}
      />
      <ResponseMessageField {...form.getInputProps('message')} />
    </FormFrame>
  );
}
