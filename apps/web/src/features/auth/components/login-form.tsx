import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isMfaChallenge, type LoginRequest } from '@hireway/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { FormHeading } from '../../../components/ui/card-heading';
import { PasswordField } from '../../../components/ui/password-field';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { storeMfaToken } from '../../../lib/auth/mfa-token';
import { endSession } from '../../../lib/auth/session';
import { useErrorSummary } from '../../../lib/forms/error-summary';
import { lazyFormValidation } from '../../../lib/forms/lazy-form-validation';
import { loadAllNamespaces, translateMessage } from '../../../lib/i18n';
import { loadAuthSchemas } from '../api/load-schemas';
import { useLoginMutation } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useStaleTokenClear } from '../hooks/use-stale-token-clear';
import { SwitchLink } from './switch-link';
import { EmailField } from './email-field';

/** The shared login schema, loaded when the visitor starts on the form (ADR 0033). */
const loginValidation = lazyFormValidation(() => loadAuthSchemas().then((schemas) => schemas.loginRequestSchema));

const errorMessageOf = (error: unknown): string =>
  isApiError(error) ? translateMessage(error.message) : translateMessage(String(error));

interface LoginFormProps {
  /** Notices above the form (e-mail confirmed, password changed…). */
  notice?: ReactNode;
}

export function LoginForm({ notice }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const login = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const clearStaleToken = useStaleTokenClear();

  const form = useForm<LoginRequest>({
    initialValues: { email: '', password: '' },
    validate: loginValidation.validate,
    validateInputOnBlur: true,
  });
  const { failed, summary } = useErrorSummary(form);

  const submit = loginValidation.submit(
    form.onSubmit((values) => {
      // The signed-in screens need every namespace (ADR 0031): fetch them while the server checks the password, so
      // the first screen after signing in waits for its own chunk only.
      void loadAllNamespaces();
      clearStaleToken();
      login.mutate(values, {
        onSuccess: (answer) => {
          if (!isMfaChallenge(answer)) {
            completeSignIn(answer);
            return;
          }
          // The second factor decides now: an older session must not count in the meantime.
          endSession();
          storeMfaToken(answer.mfa_token);
          void navigate(paths['auth-mfa']);
        },
      });
    }, failed),
  );

  return (
    <Stack gap="lg">
      <FormHeading title={t('login.title')} subtitle={t('login.subtitle')} />

      {notice}

      <form onSubmit={submit} onFocus={() => void loginValidation.load()} noValidate>
        <Stack gap="md">
          <ErrorSummary {...summary} />
          {login.isError ? <FormAlert message={errorMessageOf(login.error)} /> : null}
          <EmailField {...form.getInputProps('email')} />
          <div>
            <PasswordField
              label={t('fields.password')}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end" mt={6}>
              <Anchor component={Link} to={paths['auth-forgot-password']} size="sm">
                {t('login.forgotPassword')}
              </Anchor>
            </Group>
          </div>
          <Button type="submit" fullWidth loading={login.isPending} mt="xs">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>

      <SwitchLink prompt={t('login.noAccount')} to={paths['auth-register']}>
        {t('login.registerLink')}
      </SwitchLink>
    </Stack>
  );
}
