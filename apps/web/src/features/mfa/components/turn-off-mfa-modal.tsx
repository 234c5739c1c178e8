import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDeactivateMfaMutation } from '../api/deactivate';
import { useRequestMfaDeactivationMutation } from '../api/request-deactivation';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';

interface TurnOffMfaModalProps {
  opened: boolean;
  onClose: () => void;
  onTurnedOff: () => void;
}

/** Turning MFA off: the password, then the code e-mailed to the account (docs/decisions/0005). */
export function TurnOffMfaModal({ opened, onClose, onTurnedOff }: TurnOffMfaModalProps) {
  const { t } = useTranslation('security');
  const requestDeactivation = useRequestMfaDeactivationMutation();
  const deactivate = useDeactivateMfaMutation();
  const [step, setStep] = useState<'password' | 'code'>('password');

  const close = () => {
    setStep('password');
    onClose();
  };

  const cancel = (
    <Button variant="default" onClick={close}>
      {t('turnOff.cancel')}
    </Button>
  );

  return (
    <Modal opened={opened} onClose={close} title={t('turnOff.title')} centered size="md">
      <Stack gap="md">
        {step === 'password' ? (
          <>
            <Text size="sm">{t('turnOff.intro')}</Text>
            <PasswordStep
              submitLabel={t('turnOff.sendCode')}
              secondaryAction={cancel}
              onSubmit={async (password) => {
                await requestDeactivation.mutateAsync(password);
                setStep('code');
              }}
            />
          </>
        ) : (
          <>
            <Text size="sm">{t('turnOff.codeSent')}</Text>
            <CodeStep
              label={t('turnOff.codeLabel')}
              submitLabel={t('turnOff.confirm')}
              submitColor="red"
              secondaryAction={cancel}
              onSubmit={async (code) => {
                await deactivate.mutateAsync(code);
                setStep('password');
                onTurnedOff();
              }}
            />
          </>
        )}
      </Stack>
    </Modal>
  );
}
