import { ActionIcon, Badge, Button, Group, Stack, Switch, Table, Tabs, TextInput, Tooltip } from '@mantine/core';
import { type AdminReferenceItem, REFERENCE_LISTS, type ReferenceList } from '@hireway/shared';
import { IconCheck, IconPencil, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/ui/data-table';
import { ListState } from '../../../components/ui/list-frame';
import { type ReferenceAction, useReferenceItems, useReferenceMutation } from '../api/reference';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';

const errorOf = (error: unknown): string | null =>
  isApiError(error) ? translateMessage(error.fieldErrors.name?.[0] ?? error.message) : null;

function ItemRow({ item, list }: { item: AdminReferenceItem; list: ReferenceList }) {
  const { t } = useTranslation('admin-ops');
  const mutation = useReferenceMutation(list);
  const [editing, setEditing] = useState<string | null>(null);
  const run = (action: ReferenceAction, done: string) =>
    mutation.mutate(action, {
      onSuccess: () => {
        setEditing(null);
        notifySuccess({ message: done });
      },
    });
  return (
    <Table.Tr>
      <Table.Td>
        {editing === null ? (
          item.name
        ) : (
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label={t('reference.name')}
              value={editing}
              error={errorOf(mutation.error)}
              onChange={(event) => setEditing(event.currentTarget.value)}
              size="xs"
              w={260}
            />
            <ActionIcon
              variant="light"
              aria-label={t('reference.saveName')}
              loading={mutation.isPending}
              onClick={() => run({ kind: 'update', id: item.id, body: { name: editing } }, t('reference.saved'))}
            >
              <IconCheck size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" aria-label={t('common.cancel')} onClick={() => setEditing(null)}>
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={item.active ? 'teal' : 'gray'}>
          {item.active ? t('reference.active') : t('reference.inactive')}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="sm" justify="flex-end" wrap="nowrap">
          <Tooltip label={t('reference.rename')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('reference.renameItem', { name: item.name })}
              onClick={() => setEditing(item.name)}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Switch
            aria-label={t('reference.toggle', { name: item.name })}
            checked={item.active}
            disabled={mutation.isPending}
            onChange={(event) =>
              run(
                { kind: 'update', id: item.id, body: { active: event.currentTarget.checked } },
                event.currentTarget.checked ? t('reference.activated') : t('reference.deactivated'),
              )
            }
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function ListPanel({ list }: { list: ReferenceList }) {
  const { t } = useTranslation('admin-ops');
  const items = useReferenceItems(list);
  const create = useReferenceMutation(list);
  const [name, setName] = useState('');
  const rows = items.data ?? [];
  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            { kind: 'create', name },
            {
              onSuccess: () => {
                setName('');
                notifySuccess({ message: t('reference.added') });
              },
            },
          );
        }}
      >
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('reference.newItem')}
            value={name}
            error={errorOf(create.error)}
            onChange={(event) => setName(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <Button type="submit" mt={25} leftSection={<IconPlus size={16} aria-hidden />} loading={create.isPending}>
            {t('reference.add')}
          </Button>
        </Group>
      </form>
      <ListState
        isLoading={items.isPending}
        isError={items.isError}
        isEmpty={rows.length === 0}
        emptyText={t('reference.empty')}
        errorText={t('common.failed')}
      />
      {rows.length > 0 ? (
        <DataTable
          minWidth={560}
          columns={[t('reference.name'), t('reference.state'), { label: t('reference.actions'), align: 'right' }]}
          label={t(`reference.lists.${list}`)}
          spacing="xs"
          highlightOnHover
        >
          {rows.map((item) => (
            <ItemRow key={item.id} item={item} list={list} />
          ))}
        </DataTable>
      ) : null}
    </Stack>
  );
}

/** The reference lists forms pick from, one tab a list: add, rename, deactivate. */
export function ReferenceLists() {
  const { t } = useTranslation('admin-ops');
  return (
    <Tabs defaultValue={REFERENCE_LISTS[0]} keepMounted={false}>
      <Tabs.List mb="md">
        {REFERENCE_LISTS.map((list) => (
          <Tabs.Tab key={list} value={list}>
            {t(`reference.lists.${list}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {REFERENCE_LISTS.map((list) => (
        <Tabs.Panel key={list} value={list}>
          <ListPanel list={list} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
