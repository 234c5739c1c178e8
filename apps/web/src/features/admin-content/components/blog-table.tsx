import { Anchor, Badge, Button, SegmentedControl, Table, Text } from '@mantine/core';
import { BLOG_STATUSES, type BlogStatus, formatDate } from '@hireway/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { DataTable } from '../../../components/ui/data-table';
import { ListFrame } from '../../../components/ui/list-frame';
import { PageHeader } from '../../../components/ui/page-header';
import { adminPaths } from '../../../config/paths';
import { useAdminBlogs } from '../api/content';
import { ContentTabs } from './content-tabs';

type Filter = BlogStatus | 'all';
const FILTERS: readonly Filter[] = ['all', ...BLOG_STATUSES];

/** Every article, drafts too, last changed first. */
export function BlogTable() {
  const { t } = useTranslation('admin-ops');
  const [status, setStatus] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const blogs = useAdminBlogs(page, status === 'all' ? null : status);
  const rows = blogs.data?.data ?? [];
  return (
    <ListFrame
      query={blogs}
      isEmpty={rows.length === 0}
      emptyText={t('blogs.empty')}
      meta={blogs.data?.meta}
      onPageChange={setPage}
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
        <SegmentedControl
          aria-label={t('blogs.filter')}
          value={status}
          onChange={(value) => {
            setStatus(FILTERS.find((filter) => filter === value) ?? 'all');
            setPage(1);
          }}
          data={FILTERS.map((value) => ({ value, label: t(`blogs.statuses.${value}`) }))}
          style={{ alignSelf: 'flex-start' }}
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
