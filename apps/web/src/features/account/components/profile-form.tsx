import { Avatar, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { LANGUAGES, profileUpdateRequestSchema, type User } from '@hireway/shared';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { NameFields } from '../../../components/ui/name-fields';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { useUpdateProfileMutation } from '../api/update-profile';
import { FileField } from '../../../components/ui/file-field';

/** The avatar formats and size the API accepts. */
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp';
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

interface ProfileValues extends Record<string, unknown> {
  first_name: string;
  last_name: string;
  phone: string;
  language: string;
  avatar: File | null;
}

const initialsOf = (user: Pick<User, 'first_name' | 'last_name'>): string =>
  `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();

const initialValuesOf = (user: User): ProfileValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone ?? '',
  language: user.language,
  avatar: null,
});

interface ProfileFormProps {
  user: User;
  onSaved: (user: User) => void;
}

/** Name, phone, language and profile photo (PUT /auth/profile, multipart), with a preview of the new photo. */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const { t } = useTranslation(['account', 'common']);
  const update = useUpdateProfileMutation();
  const { form, alert, saving, submitWith, summary } = useSchemaForm({
    schema: profileUpdateRequestSchema,
    initialValues: initialValuesOf(user),
    toRequest: ({ avatar: _avatar, ...fields }) => fields,
    validateExtra: ({ avatar }): Record<string, string> =>
      avatar !== null && avatar.size > AVATAR_MAX_BYTES ? { avatar: t('profile.avatarTooLarge') } : {},
  });
  // The chosen photo is previewed from a local object URL, released when replaced or on leaving.
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview !== null) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const changeAvatar = (file: File | null) => {
    setPreview(file === null ? null : URL.createObjectURL(file));
    form.setFieldValue('avatar', file);
  };

  const submit = submitWith(
    (request) => update.mutateAsync({ request, avatar: form.getValues().avatar }),
    (updated) => {
      changeAvatar(null);
      form.resetDirty();
      onSaved(updated);
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorSummary {...summary} />
        {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
        <Group gap="lg" align="center" wrap="nowrap">
          <Avatar
            src={preview ?? user.avatar_url}
            size={72}
            radius="xl"
            color="blue"
            alt={preview !== null ? t('profile.previewAlt') : t('profile.avatarAlt')}
          >
            {initialsOf(user)}
          </Avatar>
          <FileField
            style={{ flex: 1 }}
            label={t('profile.avatar')}
            description={t('profile.avatarHint')}
            placeholder={t('profile.avatarPlaceholder')}
            accept={AVATAR_ACCEPT}
            clearable
            leftSection={<IconPhoto size={16} aria-hidden />}
            {...form.getInputProps('avatar')}
            onChange={changeAvatar}
          />
        </Group>
        <NameFields form={form} />
        <TextInput
          label={t('profile.phone')}
          description={t('profile.phoneHint')}
          type="tel"
          autoComplete="tel"
          required
          {...form.getInputProps('phone')}
        />
        <Select
          label={t('profile.language')}
          data={LANGUAGES.map((language) => ({ value: language, label: t(`common:language.names.${language}`) }))}
          allowDeselect={false}
          required
          {...form.getInputProps('language')}
        />
        <Group justify="space-between" align="center">
          <Text size="xs" c="dimmed">
            {t('profile.email', { email: user.email })}
          </Text>
          <Button type="submit" loading={saving}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
