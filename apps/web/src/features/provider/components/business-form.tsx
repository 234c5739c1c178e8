import { Select, SimpleGrid, Textarea, TextInput, Text } from '@mantine/core';
import {
  COMPANY_SIZES,
  PROVIDER_DOCUMENT_FIELDS,
  PROVIDER_DOCUMENT_MAX_BYTES,
  PROVIDER_DOCUMENT_TYPES,
  PROVIDER_LOGO_MAX_BYTES,
  PROVIDER_LOGO_TYPES,
  providerOnboardingRequestSchema,
  providerProfileUpdateRequestSchema,
  type ProviderProfile,
} from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { FormFrame } from '../../../components/ui/form-frame';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { useUpdateCompanyProfileMutation } from '../api/company-profile';
import { useProviderOnboardingMutation } from '../api/provider-onboarding';
import { FileField } from '../../../components/ui/file-field';

export interface Option {
  value: string;
  label: string;
}

interface BusinessValues extends Record<string, unknown> {
  company_name: string;
  registration_number: string;
  industry: string | null;
  company_size: string | null;
  website: string;
  description: string;
  phone: string;
  address_line1: string;
  city: string;
  postal_code: string;
  country_code: string | null;
  logo: File | null;
  documents: File[];
}

const fromProfile = (profile: ProviderProfile | null, phone: string): BusinessValues => ({
  company_name: profile?.company_name ?? '',
  registration_number: profile?.registration_number ?? '',
  industry: profile?.industry ?? null,
  company_size: profile?.company_size ?? null,
  website: profile?.website ?? '',
  description: profile?.description ?? '',
  phone: profile?.phone ?? phone,
  address_line1: profile?.address_line1 ?? '',
  city: profile?.city ?? '',
  postal_code: profile?.postal_code ?? '',
  country_code: profile?.country_code ?? null,
  logo: null,
  documents: [],
});

interface BusinessFormProps {
  /** Onboarding sends the company with documents for verification; the profile only saves the company. */
  mode: 'onboarding' | 'profile';
  /** The earlier submission (after a decline) or the saved profile: the form starts from it. */
  previous: ProviderProfile | null;
  phone: string;
  industries: Option[];
  countries: Option[];
  onSubmitted: () => void;
}

/** Business onboarding: the company, its logo and registration documents, sent for verification. */
export function BusinessForm({ mode, previous, phone, industries, countries, onSubmitted }: BusinessFormProps) {
  const { t } = useTranslation('provider');
  const submitOnboarding = useProviderOnboardingMutation();
  const saveProfile = useUpdateCompanyProfileMutation();
  const onboarding = mode === 'onboarding';
  const { form, submitWith, frameProps } = useSchemaForm({
    // Both schemas check the same company fields; onboarding adds the kinds of the documents.
    schema: onboarding ? providerOnboardingRequestSchema : providerProfileUpdateRequestSchema,
    initialValues: fromProfile(previous, phone),
    toRequest: ({ logo: _logo, documents: _documents, ...fields }) => ({
      ...fields,
      industry: fields.industry ?? '',
      company_size: fields.company_size ?? '',
      country_code: fields.country_code ?? '',
    }),
    errorPaths: Object.fromEntries(PROVIDER_DOCUMENT_FIELDS.map((field) => [field, 'documents'])),
    validateExtra: ({ logo, documents }): Record<string, string> => {
      const errors: Record<string, string> = {};
      if (logo === null && (previous?.logo_url ?? null) === null) errors.logo = t('onboarding.logoRequired');
      else if (logo !== null && logo.size > PROVIDER_LOGO_MAX_BYTES) errors.logo = t('onboarding.fileTooLarge');
      if (!onboarding) return errors;
      if (documents.length === 0 && previous === null) errors.documents = t('onboarding.documentsRequired');
      else if (documents.length > PROVIDER_DOCUMENT_FIELDS.length)
        errors.documents = t('onboarding.tooManyDocuments', { max: PROVIDER_DOCUMENT_FIELDS.length });
      else if (documents.some((file) => file.size > PROVIDER_DOCUMENT_MAX_BYTES))
        errors.documents = t('onboarding.fileTooLarge');
      return errors;
    },
  });

  const submit = submitWith(async (request) => {
    const { logo, documents } = form.getValues();
    if (onboarding) {
      await submitOnboarding.mutateAsync({
        request: providerOnboardingRequestSchema.parse(request),
        logo,
        documents,
      });
    } else {
      await saveProfile.mutateAsync({ request, logo });
    }
  }, onSubmitted);

  return (
    <FormFrame
      {...frameProps}
      onSubmit={submit}
      submitLabel={onboarding ? t('onboarding.submit') : t('profile.save')}
      gap="md"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.companyName')}
          autoComplete="organization"
          required
          {...form.getInputProps('company_name')}
        />
        <TextInput label={t('fields.registrationNumber')} required {...form.getInputProps('registration_number')} />
        <Select
          label={t('fields.industry')}
          data={industries}
          searchable
          required
          {...form.getInputProps('industry')}
        />
        <Select
          label={t('fields.companySize')}
          data={COMPANY_SIZES.map((value) => ({ value, label: t('fields.employees', { size: value }) }))}
          required
          {...form.getInputProps('company_size')}
        />
        <TextInput label={t('fields.website')} placeholder="https://" required {...form.getInputProps('website')} />
        <TextInput label={t('fields.phone')} type="tel" autoComplete="tel" required {...form.getInputProps('phone')} />
      </SimpleGrid>
      <Textarea
        label={t('fields.description')}
        description={t('fields.descriptionHint')}
        rows={4}
        resize="vertical"
        required
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.address')}
          autoComplete="address-line1"
          required
          {...form.getInputProps('address_line1')}
        />
        <TextInput label={t('fields.city')} autoComplete="address-level2" required {...form.getInputProps('city')} />
        <TextInput label={t('fields.postalCode')} autoComplete="postal-code" {...form.getInputProps('postal_code')} />
        <Select
          label={t('fields.country')}
          data={countries}
          searchable
          required
          {...form.getInputProps('country_code')}
        />
      </SimpleGrid>
      <FileField
        label={t('fields.logo')}
        description={t('fields.logoHint')}
        accept={PROVIDER_LOGO_TYPES.join(',')}
        clearable
        required={(previous?.logo_url ?? null) === null}
        {...form.getInputProps('logo')}
      />
      {onboarding ? (
        <FileField
          label={t('fields.documents')}
          description={t('fields.documentsHint', { max: PROVIDER_DOCUMENT_FIELDS.length })}
          accept={PROVIDER_DOCUMENT_TYPES.join(',')}
          multiple
          clearable
          required={previous === null}
          {...form.getInputProps('documents')}
        />
      ) : null}
      {onboarding && previous !== null && previous.documents.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('onboarding.keptDocuments', { count: previous.documents.length })}
        </Text>
      ) : null}
    </FormFrame>
  );
}
