import { ActionIcon, Badge, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  type AdminUserDetail,
  adminPermissionRequestSchema,
  type PermissionKind,
  PERMISSION_KINDS,
} from '@hireway/shared';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/ui/data-table';
import { FormFrame } from '../../../components/ui/form-frame';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { translateMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAdminUserAction } from '../api/user-actions';

interface EntryValues extends Record<string, unknown> {
  kind: PermissionKind;
  value: string;
  actions: string;
}

const INITIAL: EntryValues = { kind: 'special_deny', value: '', actions: '*' };

const isKind = (value: string | null): value is PermissionKind =>
  (PERMISSION_KINDS as readonly (string | null)[]).includes(value);

/** Per-user grants and special_allow / special_deny entries by resource URN (urn:hireway:{resource}:{id}). */
export function PermissionsPanel({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const action = useAdminUserAction(user.id);
  const { form, submitWith, frameProps } = useSchemaForm({
    schema: adminPermissionRequestSchema,
    initialValues: INITIAL,
    toRequest: ({ kind, value, actions }) =>
      kind === 'grant'
        ? { kind, value: value.trim() }
        : {
            kind,
            value: value.trim(),
            actions: actions
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean),
          },
  });
  const submit = submitWith(
    (entry) => action.mutateAsync({ kind: 'add-permission', entry }),
    () => {
      notifySuccess({ message: t('users.permissions.added') });
      form.setValues({ value: '' });
    },
  );
  const remove = (permissionId: string) =>
    action.mutate(
      { kind: 'remove-permission', permissionId },
      {
        onSuccess: () => notifySuccess({ message: t('users.permissions.removed') }),
        onError: (error) => notifyError({ message: translateMessage(error.message) }),
      },
    );
  const isGrant = form.values.kind === 'grant';
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('users.permissions.intro')}
      </Text>
      {user.permissions.length === 0 ? (
        <Text size="sm">{t('users.permissions.none')}</Text>
      ) : (
        <DataTable
          minWidth={560}
          columns={[
            t('users.permissions.kind'),
            t('users.permissions.value'),
            t('users.permissions.actions'),
            { label: t('users.permissions.remove'), hidden: true },
          ]}
          label={t('users.tabs.permissions')}
          spacing="xs"
        >
          {user.permissions.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Badge variant="light" color={entry.kind === 'special_deny' ? 'red' : 'blue'}>
                  {t(`users.permissions.kinds.${entry.kind}`)}
                </Badge>
              </Table.Td>
              <Table.Td ff="monospace">{entry.value}</Table.Td>
              <Table.Td ff="monospace">{entry.actions.join(', ') || '—'}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('users.permissions.removeOne', { value: entry.value })}
                  onClick={() => remove(entry.id)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      <FormFrame
        {...frameProps}
        onSubmit={submit}
        submitLabel={t('users.permissions.add')}
        label={t('users.permissions.addTitle')}
      >
        <Group align="flex-start" gap="sm">
          <Select
            label={t('users.permissions.kind')}
            data={PERMISSION_KINDS.map((value) => ({ value, label: t(`users.permissions.kinds.${value}`) }))}
            allowDeselect={false}
            value={form.values.kind}
            onChange={(value) => {
              if (isKind(value)) form.setFieldValue('kind', value);
            }}
            w={180}
          />
          <TextInput
            label={isGrant ? t('users.permissions.grant') : t('users.permissions.resource')}
            placeholder={isGrant ? 'read:ReportRoute' : 'urn:hireway:job:…'}
            {...form.getInputProps('value')}
            style={{ flex: 1, minWidth: 220 }}
          />
          {isGrant ? null : (
            <TextInput
              label={t('users.permissions.actions')}
              description={t('users.permissions.actionsHelp')}
              {...form.getInputProps('actions')}
              w={200}
            />
          )}
        </Group>
      </FormFrame>
    </Stack>
  );
}
