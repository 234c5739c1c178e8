import { Anchor, Badge, Group, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  formatDate,
  SELECT_SEARCH_DEBOUNCE_MS,
  USER_GROUPS,
  USER_STATUSES,
  type UserGroup,
  type UserStatus,
} from '@hireway/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { DataTable } from '../../../components/ui/data-table';
import { ListFrame, pagedList } from '../../../components/ui/list-frame';
import { StatusSelect } from '../../../components/ui/status-filter';
import { useListFilters } from '../../../hooks/use-list-filters';
import { PageHeader } from '../../../components/ui/page-header';
import { adminPaths } from '../../../config/paths';
import { useAdminUsers } from '../api/list-users';
import { UserStatusBadge } from './user-status-badge';

/** Every account, searched by text and filtered by group and status. */
export function UserTable() {
  const { t, i18n } = useTranslation('admin');
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, SELECT_SEARCH_DEBOUNCE_MS);
  const { filters, setFilter, page, setPage } = useListFilters<{ group: UserGroup | null; status: UserStatus | null }>({
    group: null,
    status: null,
  });
  const { group, status } = filters;
  const users = useAdminUsers({ page, group, status, q });
  const { rows, frame } = pagedList(users, { page, onPageChange: setPage });
  return (
    <ListFrame
      {...frame}
      emptyText={t('users.empty')}
      errorText={t('common.failed')}
      header={<PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />}
      filters={
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('users.search')}
            placeholder={t('users.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 320 }}
          />
          <StatusSelect
            label={t('users.group')}
            placeholder={t('users.all')}
            statuses={USER_GROUPS}
            labelOf={(value) => t(`users.groups.${value}`)}
            value={group}
            onChange={(value) => setFilter('group', value)}
            w={180}
          />
          <StatusSelect
            label={t('users.statusLabel')}
            placeholder={t('users.all')}
            statuses={USER_STATUSES}
            labelOf={(value) => t(`users.status.${value}`)}
            value={status}
            onChange={(value) => setFilter('status', value)}
            w={180}
          />
        </Group>
      }
    >
      {users.data ? (
        <>
          <Text size="sm" c="dimmed">
            {users.data.meta.total_is_lower_bound
              ? t('users.countAtLeast', { total: users.data.meta.total.toLocaleString(i18n.language) })
              : t('users.count', { count: users.data.meta.total })}
          </Text>
          <DataTable
            minWidth={820}
            columns={[
              t('users.columns.name'),
              t('users.columns.email'),
              t('users.columns.group'),
              t('users.columns.status'),
              t('users.columns.mfa'),
              t('users.columns.joined'),
            ]}
            label={t('users.title')}
            highlightOnHover
          >
            {rows.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Anchor component={Link} to={adminPaths.user(user.id)} fw={600}>
                    {`${user.first_name} ${user.last_name}`.trim()}
                  </Anchor>
                  {user.company_name ? (
                    <Text size="xs" c="dimmed">
                      {user.company_name}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{t(`users.groups.${user.user_group}`)}</Table.Td>
                <Table.Td>
                  <UserStatusBadge status={user.status} />
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={user.mfa_enabled ? 'teal' : 'gray'}>
                    {user.mfa_enabled ? t('users.mfaOn') : t('users.mfaOff')}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDate(user.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        </>
      ) : null}
    </ListFrame>
  );
}
