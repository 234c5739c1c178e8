import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { EMPLOYMENT_REASON_MAX, resignRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { useResignMutation } from '../api/resign';

interface ResignModalProps {
  employmentId: string | null;
  onClose: () => void;
  onResigned: () => void;
}

/** Ask to resign from an employment, with a reason the employer reads. */
export function ResignModal({ employmentId, onClose, onResigned }: ResignModalProps) {
  const { t } = useTranslation('hiring');
  const resign = useResignMutation();
  const { form, alert, saving, submitWith, summary } = useSchemaForm({
    schema: resignRequestSchema,
    initialValues: { reason: '' },
    toRequest: ({ reason }) => ({ reason }),
  });
  const submit = submitWith(
    (request) => resign.mutateAsync({ employmentId: employmentId ?? '', request }),
    () => {
      form.reset();
      onResigned();
    },
  );
  return (
    <Modal opened={employmentId !== null} onClose={onClose} title={t('myJobs.resignTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorSummary {...summary} />
          {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
          <Textarea
            label={t('myJobs.reason')}
            description={t('myJobs.reasonHint')}
            rows={4}
            resize="vertical"
            maxLength={EMPLOYMENT_REASON_MAX}
            required
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('myJobs.cancel')}
            </Button>
            <Button type="submit" color="red" loading={saving}>
              {t('myJobs.resign')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
