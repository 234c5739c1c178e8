import { Text, Textarea } from '@mantine/core';
import { DECLINE_REASON_MAX, providerDeclineRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { FormModal } from '../../../components/ui/modal-form';
import { useSendForm } from '../../../lib/forms/schema-form';
import { notifySuccess } from '../../../lib/notify';
import { useDecideProvider } from '../api/decide-provider';

interface DeclineDialogProps {
  provider: { id: string; company_name: string } | null;
  onClose: () => void;
  /** Told before the decline is sent (with the business's id) and after it failed (null). */
  onDeciding?: (id: string | null) => void;
}

/** Declines a pending business with a reason the provider reads on their declined page and in the e-mail. */
export function DeclineDialog({ provider, onClose, onDeciding }: DeclineDialogProps) {
  const { t } = useTranslation('admin');
  const decide = useDecideProvider();
  const { form, formProps } = useSendForm({
    schema: providerDeclineRequestSchema,
    initialValues: { reason: '' },
    toRequest: ({ reason }) => ({ reason }),
    send: async ({ reason }) => {
      const id = provider?.id ?? '';
      onDeciding?.(id);
      try {
        return await decide.mutateAsync({ id, decision: { kind: 'decline', reason } });
      } catch (error) {
        onDeciding?.(null);
        throw error;
      }
    },
    onDone: () => {
      notifySuccess({ message: t('verification.declined', { company: provider?.company_name ?? '' }) });
      onClose();
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <FormModal
      opened={provider !== null}
      onClose={close}
      title={t('verification.declineTitle')}
      {...formProps}
      cancelLabel={t('common.cancel')}
      submitLabel={t('verification.decline')}
      submitColor="red"
      intro={<Text size="sm">{t('verification.declineIntro', { company: provider?.company_name ?? '' })}</Text>}
    >
      <Textarea
        label={t('verification.reason')}
        description={t('verification.reasonHelp')}
        autosize
        minRows={3}
        maxLength={DECLINE_REASON_MAX}
        data-autofocus
        {...form.getInputProps('reason')}
      />
    </FormModal>
  );
}
