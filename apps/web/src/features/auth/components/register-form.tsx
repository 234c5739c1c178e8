import { Anchor, Button, Checkbox, Input, SegmentedControl, Select, Stack } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import {
  LANGUAGES,
  passwordPolicySchema,
  registerRequestSchema,
  type Language,
  type PasswordComplexitySettings,
  type RegistrableGroup,
} from '@hireway/shared';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { FormHeading } from '../../../components/ui/card-heading';
import { NameFields } from '../../../components/ui/name-fields';
import { PasswordField } from '../../../components/ui/password-field';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { SESSION_KEYS } from '../../../config/storage-keys';
import { isApiError } from '../../../lib/api-client';
import { useErrorSummary } from '../../../lib/forms/error-summary';
import { splitServerFieldErrors, zodFormResolver } from '../../../lib/forms/zod-form';
import { currentLanguage, isLanguage, translateMessage } from '../../../lib/i18n';
import { writeStorage } from '../../../lib/storage';
import { useRegisterMutation } from '../api/register';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { usePasswordHint } from '../hooks/use-password-hint';
import { SwitchLink } from './switch-link';
import { EmailField } from './email-field';

interface RegisterValues {
  user_group: RegistrableGroup;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  language: Language;
  accept_terms: boolean;
}

const FORM_FIELDS: readonly (keyof RegisterValues)[] = [
  'user_group',
  'first_name',
  'last_name',
  'email',
  'password',
  'password_confirmation',
  'language',
  'accept_terms',
];

const validateShape = zodFormResolver(registerRequestSchema);

/** The request schema plus the password policy of the current settings. */
const validateRegister = (values: RegisterValues, settings: PasswordComplexitySettings): FormErrors => {
  const errors = validateShape({ ...values });
  if (errors.password === undefined) {
    const policy = passwordPolicySchema(settings, {
      email: values.email,
      firstName: values.first_name,
      lastName: values.last_name,
    }).safeParse(values.password);
    const first = policy.success ? undefined : policy.error.issues[0];
    if (first !== undefined) errors.password = translateMessage(first.message);
  }
  return errors;
};

interface RegisterFormProps {
  passwordSettings: PasswordComplexitySettings;
}

export function RegisterForm({ passwordSettings }: RegisterFormProps) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const register = useRegisterMutation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const hint = usePasswordHint(passwordSettings);
  const [alert, setAlert] = useState<{ message: string; details: string[] } | null>(null);

  const form = useForm<RegisterValues>({
    initialValues: {
      user_group: 'seeker',
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      language: currentLanguage(),
      accept_terms: false,
    },
    validate: (values) => validateRegister(values, passwordSettings),
    validateInputOnBlur: true,
  });
  const { failed, summary } = useErrorSummary(form);

  // Until the visitor picks one, the preferred language follows the interface language.
  const interfaceLanguage = i18n.resolvedLanguage;
  const [languageChosen, setLanguageChosen] = useState(false);
  useEffect(() => {
    if (!languageChosen && isLanguage(interfaceLanguage)) form.setFieldValue('language', interfaceLanguage);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form is a new object each render; only the language matters
  }, [interfaceLanguage, languageChosen]);

  const submit = form.onSubmit((values) => {
    setAlert(null);
    register.mutate(values, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'check-inbox') {
          writeStorage('session', SESSION_KEYS.registrationEmail, outcome.email);
          void navigate(paths['auth-register-success']);
          return;
        }
        writeStorage('session', SESSION_KEYS.registrationEmail, outcome.session.user.email);
        completeSignIn(outcome.session, { to: paths['auth-register-confirm-email'] });
      },
      onError: (error) => {
        if (!isApiError(error)) {
          setAlert({ message: translateMessage(String(error)), details: [] });
          return;
        }
        const { formErrors, otherMessages } = splitServerFieldErrors(error.fieldErrors, FORM_FIELDS);
        form.setErrors(formErrors);
        if (Object.keys(formErrors).length > 0) failed();
        if (Object.keys(formErrors).length === 0 || otherMessages.length > 0) {
          setAlert({ message: translateMessage(error.message), details: otherMessages });
        }
      },
    });
  }, failed);

  const languageOptions = LANGUAGES.map((language) => ({
    value: language,
    label: t(`common:language.names.${language}`),
  }));

  return (
    <Stack gap="lg">
      <FormHeading title={t('register.title')} subtitle={t('register.subtitle')} />

      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ErrorSummary {...summary} />
          {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
          <Input.Wrapper label={t('register.groupLabel')} error={form.errors.user_group}>
            <SegmentedControl
              fullWidth
              mt={4}
              aria-label={t('register.groupLabel')}
              data={[
                { value: 'seeker', label: t('register.groups.seeker') },
                { value: 'provider', label: t('register.groups.provider') },
              ]}
              {...form.getInputProps('user_group')}
            />
          </Input.Wrapper>
          <NameFields form={form} />
          <EmailField {...form.getInputProps('email')} />
          <PasswordField
            label={t('fields.password')}
            description={hint}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('fields.passwordConfirmation')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password_confirmation')}
          />
          <Select
            label={t('fields.language')}
            data={languageOptions}
            allowDeselect={false}
            {...form.getInputProps('language')}
            onChange={(value: string | null) => {
              if (!isLanguage(value)) return;
              setLanguageChosen(true);
              form.setFieldValue('language', value);
            }}
          />
          <Checkbox
            label={
              <Trans
                t={t}
                i18nKey="register.acceptTerms"
                components={{
                  terms: <Anchor component={Link} to={paths.terms} target="_blank" inherit />,
                  privacy: <Anchor component={Link} to={paths['privacy-policy']} target="_blank" inherit />,
                }}
              />
            }
            {...form.getInputProps('accept_terms', { type: 'checkbox' })}
          />
          <Button type="submit" fullWidth loading={register.isPending} mt="xs">
            {t('register.submit')}
          </Button>
        </Stack>
      </form>

      <SwitchLink prompt={t('register.haveAccount')} to={paths['auth-login']}>
        {t('register.loginLink')}
      </SwitchLink>
    </Stack>
  );
}
