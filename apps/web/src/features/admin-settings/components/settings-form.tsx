import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { FEE_CURRENCIES, type PlatformSettings, settingsUpdateRequestSchema } from '@hireway/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { BlockLoader } from '../../../components/ui/block-loader';
import { useAdminSettings, useSaveSettingsMutation } from '../api/settings';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useErrorSummary } from '../../../lib/forms/error-summary';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';

interface FormValues {
  maintenance: boolean;
  siteName: string;
  signUpsDisabled: boolean;
  complexity: boolean;
  minLength: number | string;
  upperLower: boolean;
  special: boolean;
  number: boolean;
  maxAgeDays: number | string;
  reminderDays: number | string;
  idleTimeout: number | string;
  phoneRequired: boolean;
  /** In major units (e.g. 9.99), sent in minor units. */
  feeAmount: number | string;
  feeCurrency: string;
}

const toValues = (s: PlatformSettings): FormValues => ({
  maintenance: s.general_settings.enable_maintenance_mode,
  siteName: s.general_settings.site_name,
  signUpsDisabled: s.registration_settings.sign_ups_disabled,
  complexity: s.password_complexity_settings.enable_password_complexity_check,
  minLength: s.password_complexity_settings.minimum_length,
  upperLower: s.password_complexity_settings.include_upper_and_lower_cased_characters,
  special: s.password_complexity_settings.include_special_character,
  number: s.password_complexity_settings.include_number,
  maxAgeDays: s.security_settings.max_password_age_days ?? '',
  reminderDays: s.security_settings.days_before_password_expire_reminder,
  idleTimeout: s.security_settings.idle_timeout,
  phoneRequired: s.security_settings.require_user_phone_verification,
  feeAmount: s.payment_settings.registration_fee_amount / 100,
  feeCurrency: s.payment_settings.registration_fee_currency,
});

const int = (value: number | string): number => (typeof value === 'number' ? value : Number.parseInt(value, 10));

const toRequest = (v: FormValues) => ({
  general_settings: { enable_maintenance_mode: v.maintenance, site_name: v.siteName.trim() },
  registration_settings: { sign_ups_disabled: v.signUpsDisabled },
  password_complexity_settings: {
    enable_password_complexity_check: v.complexity,
    minimum_length: int(v.minLength),
    include_upper_and_lower_cased_characters: v.upperLower,
    include_special_character: v.special,
    include_number: v.number,
  },
  security_settings: {
    max_password_age_days: v.maxAgeDays === '' ? null : int(v.maxAgeDays),
    days_before_password_expire_reminder: int(v.reminderDays),
    idle_timeout: int(v.idleTimeout),
    require_user_phone_verification: v.phoneRequired,
  },
  payment_settings: {
    registration_fee_amount: Math.round(Number(v.feeAmount) * 100),
    registration_fee_currency: v.feeCurrency as (typeof FEE_CURRENCIES)[number],
  },
});

/** Server and schema paths (`password_complexity_settings.minimum_length`) onto the form's fields. */
const FIELD_OF: Record<string, keyof FormValues> = {
  'general_settings.site_name': 'siteName',
  'password_complexity_settings.minimum_length': 'minLength',
  'security_settings.max_password_age_days': 'maxAgeDays',
  'security_settings.days_before_password_expire_reminder': 'reminderDays',
  'security_settings.idle_timeout': 'idleTimeout',
  'payment_settings.registration_fee_amount': 'feeAmount',
  'payment_settings.registration_fee_currency': 'feeCurrency',
};

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {description}
      </Text>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

function SettingsForm({ settings }: { settings: PlatformSettings }) {
  const { t } = useTranslation('admin-ops');
  const save = useSaveSettingsMutation();
  const form = useForm<FormValues>({
    initialValues: toValues(settings),
    validate: (values) => {
      const parsed = settingsUpdateRequestSchema.safeParse(toRequest(values));
      if (parsed.success) return {};
      const errors: Partial<Record<keyof FormValues, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[issue.path.join('.')];
        if (field && errors[field] === undefined) errors[field] = t('settings.invalid');
      }
      return errors;
    },
  });
  const { failed, summary } = useErrorSummary(form);

  const submit = form.onSubmit((values) => {
    save.mutate(toRequest(values), {
      onSuccess: (saved) => {
        form.setValues(toValues(saved));
        form.resetDirty(toValues(saved));
        notifySuccess({ message: t('settings.saved') });
      },
      onError: (error) => {
        if (isApiError(error)) {
          let placed = false;
          for (const [path, messages] of Object.entries(error.fieldErrors)) {
            const field = FIELD_OF[path];
            if (field && messages[0]) {
              form.setFieldError(field, translateMessage(messages[0]));
              placed = true;
            }
          }
          if (placed) failed();
        }
      },
    });
  }, failed);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {form.values.maintenance ? (
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('settings.maintenanceOnTitle')}
          >
            {t('settings.maintenanceOnText')}
          </Alert>
        ) : null}
        <ErrorSummary {...summary} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <Section title={t('settings.general.title')} description={t('settings.general.description')}>
            <Switch
              label={t('settings.general.maintenance')}
              description={t('settings.general.maintenanceHint')}
              {...form.getInputProps('maintenance', { type: 'checkbox' })}
            />
            <Switch
              label={t('settings.general.signUpsDisabled')}
              description={t('settings.general.signUpsDisabledHint')}
              {...form.getInputProps('signUpsDisabled', { type: 'checkbox' })}
            />
            <TextInput label={t('settings.general.siteName')} {...form.getInputProps('siteName')} />
          </Section>

          <Section title={t('settings.password.title')} description={t('settings.password.description')}>
            <Switch
              label={t('settings.password.complexity')}
              {...form.getInputProps('complexity', { type: 'checkbox' })}
            />
            <NumberInput
              label={t('settings.password.minLength')}
              min={8}
              max={128}
              allowDecimal={false}
              {...form.getInputProps('minLength')}
            />
            <Switch
              label={t('settings.password.upperLower')}
              disabled={!form.values.complexity}
              {...form.getInputProps('upperLower', { type: 'checkbox' })}
            />
            <Switch
              label={t('settings.password.number')}
              disabled={!form.values.complexity}
              {...form.getInputProps('number', { type: 'checkbox' })}
            />
            <Switch
              label={t('settings.password.special')}
              disabled={!form.values.complexity}
              {...form.getInputProps('special', { type: 'checkbox' })}
            />
          </Section>

          <Section title={t('settings.security.title')} description={t('settings.security.description')}>
            <NumberInput
              label={t('settings.security.maxAge')}
              description={t('settings.security.maxAgeHint')}
              placeholder={t('settings.security.maxAgeOff')}
              min={1}
              allowDecimal={false}
              {...form.getInputProps('maxAgeDays')}
            />
            <NumberInput
              label={t('settings.security.reminder')}
              description={t('settings.security.reminderHint')}
              min={0}
              allowDecimal={false}
              {...form.getInputProps('reminderDays')}
            />
            <NumberInput
              label={t('settings.security.idle')}
              description={t('settings.security.idleHint')}
              min={1}
              max={1440}
              allowDecimal={false}
              {...form.getInputProps('idleTimeout')}
            />
            <Switch
              label={t('settings.security.phone')}
              description={t('settings.security.phoneHint')}
              {...form.getInputProps('phoneRequired', { type: 'checkbox' })}
            />
          </Section>

          <Section title={t('settings.fee.title')} description={t('settings.fee.description')}>
            <Group grow align="flex-start">
              <NumberInput
                label={t('settings.fee.amount')}
                min={1}
                decimalScale={2}
                fixedDecimalScale
                {...form.getInputProps('feeAmount')}
              />
              <Select
                label={t('settings.fee.currency')}
                data={[...FEE_CURRENCIES]}
                allowDeselect={false}
                {...form.getInputProps('feeCurrency')}
              />
            </Group>
          </Section>
        </SimpleGrid>
        {save.isError && !(isApiError(save.error) && Object.keys(save.error.fieldErrors).length > 0) ? (
          <Alert color="red">{isApiError(save.error) ? save.error.message : t('common.failed')}</Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" disabled={!form.isDirty() || save.isPending} onClick={() => form.reset()}>
            {t('common.discard')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The platform settings, loaded, in their form: everything the guards and the auth rules read. */
export function SettingsPanel() {
  const { t } = useTranslation('admin-ops');
  const settings = useAdminSettings();
  return (
    <>
      {settings.isError ? <Alert color="red">{t('common.failed')}</Alert> : null}
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : settings.isError ? null : (
        <BlockLoader label={t('common.loading')} />
      )}
    </>
  );
}
