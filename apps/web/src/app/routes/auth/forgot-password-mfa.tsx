import { Anchor, Button, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';

import { AuthPage } from '../../../components/ui/auth-page';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths, withQuery } from '../../../config/paths';
import { useVerifyPasswordResetMutation } from '../../../features/mfa/api/verify-password-reset';
import { CodeStep } from '../../../features/mfa/components/code-step';
import { isApiError } from '../../../lib/api-client';

const isExpiredLink = (error: unknown): boolean =>
  isApiError(error) && (error.status === 401 || error.code === 'token_expired');

export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const verify = useVerifyPasswordResetMutation();
  const [searchParams] = useSearchParams();
  const resetToken = (searchParams.get('token') ?? '').trim();

  if (resetToken === '') return <Navigate to={paths['auth-forgot-password']} replace />;

  return (
    <AuthPage
      icon={<IconShieldLock size={26} />}
      title={t('forgotPasswordMfa.title')}
      subtitle={t('forgotPasswordMfa.subtitle')}
    >
      <CodeStep
        label={t('forgotPasswordMfa.codeLabel')}
        description={t('forgotPasswordMfa.codeHint')}
        submitLabel={t('forgotPasswordMfa.submit')}
        onSubmit={async (code) => {
          const { reset_token } = await verify.mutateAsync({ resetToken, code });
          await navigate(withQuery(paths['auth-reset-password'], { token: reset_token }), { replace: true });
        }}
        renderAlert={(alert, error) =>
          isExpiredLink(error) ? (
            <FormAlert title={t('resetPassword.expiredTitle')} message={t('resetPassword.expired')}>
              <Button component={Link} to={paths['auth-forgot-password']} variant="light" color="red" mt="sm">
                {t('resetPassword.newLink')}
              </Button>
            </FormAlert>
          ) : (
            <FormAlert message={alert.message} details={alert.details} />
          )
        }
      />
      <Text size="sm" c="dimmed">
        {t('forgotPasswordMfa.lostDevice')}{' '}
        <Anchor component={Link} to={paths['auth-login']} inherit>
          {t('forgotPassword.backToLogin')}
        </Anchor>
      </Text>
    </AuthPage>
  );
}
