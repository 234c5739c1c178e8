import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { FormAlert } from '../../../components/ui/form-alert';
import { securityPaths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useActivateMfaMutation } from '../api/activate';
import { CodeStep } from './code-step';

interface ActivateMfaFormProps {
  onActivated: (recoveryCodes: readonly string[]) => void;
}

/** The app's first code turns MFA on. */
export function ActivateMfaForm({ onActivated }: ActivateMfaFormProps) {
  const { t } = useTranslation('security');
  const activate = useActivateMfaMutation();
  return (
    <CodeStep
      label={t('activate.codeLabel')}
      description={t('activate.codeHint')}
      submitLabel={t('activate.submit')}
      onSubmit={async (code) => onActivated((await activate.mutateAsync(code)).recovery_codes)}
      renderAlert={(alert, error) =>
        // 409: no secret is waiting (the set-up was never started, or MFA is on already).
        isApiError(error) && error.code === 'conflict' ? (
          <FormAlert message={alert.message}>
            <Text size="sm" mt="xs">
              <Button component={Link} to={securityPaths.authenticationApp} variant="light" color="red" size="xs">
                {t('activate.restart')}
              </Button>
            </Text>
          </FormAlert>
        ) : undefined
      }
    />
  );
}
