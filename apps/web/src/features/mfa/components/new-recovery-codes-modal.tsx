import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useRegenerateRecoveryCodesMutation } from '../api/regenerate-recovery-codes';
import { PasswordStep } from './password-step';

interface NewRecoveryCodesModalProps {
  opened: boolean;
  onClose: () => void;
  onIssued: (codes: readonly string[]) => void;
}

/** Ten new recovery codes for the password; the old ones stop working. */
export function NewRecoveryCodesModal({ opened, onClose, onIssued }: NewRecoveryCodesModalProps) {
  const { t } = useTranslation('security');
  const regenerate = useRegenerateRecoveryCodesMutation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('newCodes.title')} centered size="md">
      <Stack gap="md">
        <Text size="sm">{t('newCodes.intro')}</Text>
        <PasswordStep
          submitLabel={t('newCodes.submit')}
          secondaryAction={
            <Button variant="default" onClick={onClose}>
              {t('turnOff.cancel')}
            </Button>
          }
          onSubmit={async (password) => {
            const { recovery_codes } = await regenerate.mutateAsync(password);
            onIssued(recovery_codes);
          }}
        />
      </Stack>
    </Modal>
  );
}
