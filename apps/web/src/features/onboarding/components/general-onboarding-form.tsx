import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { generalOnboardingRequestSchema, LANGUAGES, type Language, type User } from '@hireway/shared';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { NameFields } from '../../../components/ui/name-fields';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { CityAutocomplete, CountrySelect, StateSelect } from '../../../components/ui/place-fields';
import { FormAlert } from '../../../components/ui/form-alert';
import { useErrorSummary } from '../../../lib/forms/error-summary';
import { isApiError } from '../../../lib/api-client';
import type { LocationOptions } from '../../../lib/forms/location-options';
import { splitServerFieldErrors, zodFormResolver } from '../../../lib/forms/zod-form';
import { currentLanguage, isLanguage, translateMessage } from '../../../lib/i18n';
import { useGeneralOnboardingMutation } from '../api/general-onboarding';
import { FileField } from '../../../components/ui/file-field';

export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp';
/** Matches the server's upload limit for avatars; a bigger file is refused before sending. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

interface OnboardingValues {
  first_name: string;
  last_name: string;
  phone: string;
  country_code: string;
  state_code: string;
  city: string;
  language: Language;
  avatar: File | null;
}

const FORM_FIELDS: readonly (keyof OnboardingValues)[] = [
  'first_name',
  'last_name',
  'phone',
  'country_code',
  'state_code',
  'city',
  'language',
  'avatar',
];

const validateFields = zodFormResolver(generalOnboardingRequestSchema);

interface GeneralOnboardingFormProps {
  user: User;
  location: LocationOptions;
  /** Lets the screen load the states of a country and the cities of a state. */
  onLocationChange: (country: string | null, state: string | null) => void;
  onDone: (user: User) => void;
}

export function GeneralOnboardingForm({ user, location, onLocationChange, onDone }: GeneralOnboardingFormProps) {
  const { t } = useTranslation(['onboarding', 'auth', 'common']);
  const onboarding = useGeneralOnboardingMutation();
  const [alert, setAlert] = useState<string | null>(null);

  const form = useForm<OnboardingValues>({
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone ?? '',
      country_code: user.country_code ?? '',
      state_code: user.state_code ?? '',
      city: user.city ?? '',
      language: isLanguage(user.language) ? user.language : currentLanguage(),
      avatar: null,
    },
    validate: ({ avatar, ...fields }) => {
      const errors = validateFields(fields);
      if (avatar !== null && avatar.size > AVATAR_MAX_BYTES) errors.avatar = t('general.avatarTooLarge');
      return errors;
    },
    validateInputOnBlur: true,
  });
  const { failed, summary } = useErrorSummary(form);

  const submit = form.onSubmit((values) => {
    setAlert(null);
    onboarding.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        if (!isApiError(error)) {
          setAlert(translateMessage(String(error)));
          return;
        }
        const { formErrors, otherMessages } = splitServerFieldErrors(error.fieldErrors, FORM_FIELDS);
        form.setErrors(formErrors);
        if (Object.keys(formErrors).length > 0) failed();
        if (Object.keys(formErrors).length === 0 || otherMessages.length > 0) {
          setAlert([translateMessage(error.message), ...otherMessages].join(' '));
        }
      },
    });
  }, failed);

  const countryProps = form.getInputProps('country_code');
  const stateProps = form.getInputProps('state_code');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorSummary {...summary} />
        {alert !== null ? <FormAlert message={alert} /> : null}
        <NameFields form={form} />
        <TextInput
          label={t('general.phone')}
          description={t('general.phoneHint')}
          placeholder="+4915112345678"
          type="tel"
          autoComplete="tel"
          required
          {...form.getInputProps('phone')}
        />
        <CountrySelect
          label={t('general.country')}
          placeholder={location.countriesLoading ? t('common:status.loading') : t('general.countryPlaceholder')}
          countries={location.countries}
          required
          {...countryProps}
          onChange={(value: string | null) => {
            form.setFieldValue('country_code', value ?? '');
            form.setFieldValue('state_code', '');
            form.setFieldValue('city', '');
            onLocationChange(value, null);
          }}
        />
        <Group grow align="flex-start">
          <StateSelect
            label={t('general.state')}
            placeholder={
              location.statesLoading
                ? t('common:status.loading')
                : form.values.country_code === ''
                  ? t('general.chooseCountryFirst')
                  : t('general.statePlaceholder')
            }
            states={location.states}
            country={form.values.country_code || null}
            {...stateProps}
            onChange={(value: string | null) => {
              form.setFieldValue('state_code', value ?? '');
              form.setFieldValue('city', '');
              onLocationChange(form.values.country_code || null, value);
            }}
          />
          <CityAutocomplete
            label={t('general.city')}
            placeholder={t('general.cityPlaceholder')}
            cities={location.cities}
            {...form.getInputProps('city')}
          />
        </Group>
        <Select
          label={t('auth:fields.language')}
          data={LANGUAGES.map((language) => ({ value: language, label: t(`common:language.names.${language}`) }))}
          allowDeselect={false}
          required
          {...form.getInputProps('language')}
        />
        <FileField
          label={t('general.avatar')}
          description={t('general.avatarHint')}
          placeholder={t('general.avatarPlaceholder')}
          accept={AVATAR_ACCEPT}
          clearable
          leftSection={<IconPhoto size={16} aria-hidden />}
          {...form.getInputProps('avatar')}
        />
        <Button type="submit" loading={onboarding.isPending} mt="xs">
          {t('general.submit')}
        </Button>
      </Stack>
    </form>
  );
}
