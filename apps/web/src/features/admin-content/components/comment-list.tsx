import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  BLOG_COMMENT_STATUSES,
  type AdminComment,
  type BlogCommentStatus,
  formatDate,
  formatTime,
} from '@hireway/shared';
import { IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ListFrame, pagedList } from '../../../components/ui/list-frame';
import { StatusSegments } from '../../../components/ui/status-filter';
import { useListFilters } from '../../../hooks/use-list-filters';
import { PageHeader } from '../../../components/ui/page-header';
import { adminPaths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type CommentAction, useAdminComments, useCommentMutation } from '../api/content';
import { ContentTabs } from './content-tabs';

type Filter = BlogCommentStatus | 'all';
const FILTERS: readonly Filter[] = ['all', ...BLOG_COMMENT_STATUSES];

function CommentCard({ comment }: { comment: AdminComment }) {
  const { t } = useTranslation('admin-ops');
  const mutation = useCommentMutation();
  const run = (action: CommentAction, done: string) =>
    mutation.mutate(action, {
      onSuccess: () => notifySuccess({ message: done }),
      onError: (error) =>
        notifyError({ message: isApiError(error) ? translateMessage(error.message) : t('common.failed') }),
    });
  const hidden = comment.status === 'hidden';
  return (
    <Paper component="li" withBorder radius="md" p="md" style={hidden ? { opacity: 0.75 } : undefined}>
      <Group justify="space-between" align="flex-start" gap="sm" mb={6}>
        <div>
          <Text size="sm" fw={700}>
            {comment.user.name}{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              {comment.user.email}
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {t('comments.on')}{' '}
            <Anchor component={Link} to={adminPaths.blog(comment.blog.id)} size="xs">
              {comment.blog.title}
            </Anchor>{' '}
            · {formatDate(comment.created_at)} {formatTime(comment.created_at)}
          </Text>
        </div>
        <Badge variant="light" color={hidden ? 'gray' : 'teal'}>
          {t(`comments.statuses.${comment.status}`)}
        </Badge>
      </Group>
      {/* Plain text: rendered as text, never as HTML. */}
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {comment.body}
      </Text>
      <Group gap="xs" mt="sm" justify="flex-end">
        <Button
          variant="default"
          size="compact-sm"
          leftSection={hidden ? <IconEye size={14} aria-hidden /> : <IconEyeOff size={14} aria-hidden />}
          disabled={mutation.isPending}
          onClick={() =>
            run(
              { kind: 'status', id: comment.id, status: hidden ? 'visible' : 'hidden' },
              hidden ? t('comments.shown') : t('comments.hidden'),
            )
          }
        >
          {hidden ? t('comments.show') : t('comments.hide')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={14} aria-hidden />}
          disabled={mutation.isPending}
          onClick={() =>
            modals.openConfirmModal({
              title: t('comments.deleteTitle'),
              children: <Text size="sm">{t('comments.deleteText')}</Text>,
              labels: { confirm: t('comments.delete'), cancel: t('common.cancel') },
              confirmProps: { color: 'red' },
              onConfirm: () => run({ kind: 'delete', id: comment.id }, t('comments.deleted')),
            })
          }
        >
          {t('comments.delete')}
        </Button>
      </Group>
    </Paper>
  );
}

/** Comments on articles, newest first; hide, show again or delete. */
export function CommentList() {
  const { t } = useTranslation('admin-ops');
  const { filters, setFilter, page, setPage } = useListFilters<{ status: Filter }>({ status: 'all' });
  const { status } = filters;
  const comments = useAdminComments(page, status === 'all' ? null : status);
  const { rows, frame } = pagedList(comments, { onPageChange: setPage });
  return (
    <ListFrame
      {...frame}
      emptyText={t('comments.empty')}
      header={
        <>
          <PageHeader title={t('content.title')} subtitle={t('content.subtitle')} />
          <ContentTabs active="comments" />
        </>
      }
      filters={
        <StatusSegments
          label={t('comments.filter')}
          options={FILTERS}
          labelOf={(value) => t(`comments.statuses.${value}`)}
          value={status}
          onChange={(value) => setFilter('status', value)}
        />
      }
    >
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('comments.title')}>
        {rows.map((comment) => (
          <CommentCard key={comment.id} comment={comment} />
        ))}
      </Stack>
    </ListFrame>
  );
}
