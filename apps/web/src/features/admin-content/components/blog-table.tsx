import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import { BLOG_STATUSES, type BlogStatus, formatDate } from '@hireway/shared';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { DataTable } from '../../../components/ui/data-table';
import { ListFrame, pagedList } from '../../../components/ui/list-frame';
import { StatusSegments } from '../../../components/ui/status-filter';
import { useListFilters } from '../../../hooks/use-list-filters';
import { PageHeader } from '../../../components/ui/page-header';
import { adminPaths } from '../../../config/paths';
import { useAdminBlogs } from '../api/content';
import { ContentTabs } from './content-tabs';

type Filter = BlogStatus | 'all';
const FILTERS: readonly Filter[] = ['all', ...BLOG_STATUSES];

/** Every article, drafts too, last changed first. */
export function BlogTable() {
  const { t } = useTranslation('admin-ops');
  const { filters, setFilter, page, setPage } = useListFilters<{ status: Filter }>({ status: 'all' });
  const { status } = filters;
  const blogs = useAdminBlogs(page, status === 'all' ? null : status);
  const { rows, frame } = pagedList(blogs, { onPageChange: setPage });
  return (
    <ListFrame
      {...frame}
      emptyText={t('blogs.empty')}
      header={
        <>
          <PageHeader
            title={t('content.title')}
            subtitle={t('content.subtitle')}
            actions={
              <Button component={Link} to={adminPaths.newBlog} leftSection={<IconPlus size={16} aria-hidden />}>
                {t('blogs.new')}
              </Button>
            }
          />
          <ContentTabs active="blogs" />
        </>
      }
      filters={
        <StatusSegments
          label={t('blogs.filter')}
          options={FILTERS}
          labelOf={(value) => t(`blogs.statuses.${value}`)}
          value={status}
          onChange={(value) => setFilter('status', value)}
        />
      }
    >
      <DataTable
        minWidth={720}
        columns={[
          t('blogs.columns.title'),
          t('blogs.columns.status'),
          t('blogs.columns.author'),
          t('blogs.columns.updated'),
        ]}
        label={t('blogs.title')}
        highlightOnHover
      >
        {rows.map((blog) => (
          <Table.Tr key={blog.id}>
            <Table.Td>
              <Anchor component={Link} to={adminPaths.blog(blog.id)} fw={600}>
                {blog.title}
              </Anchor>
              <Text size="xs" c="dimmed" ff="monospace">
                /{blog.slug}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={blog.status === 'published' ? 'teal' : 'gray'}>
                {t(`blogs.statuses.${blog.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td>{blog.author_name}</Table.Td>
            <Table.Td>{formatDate(blog.updated_at)}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </ListFrame>
  );
}
