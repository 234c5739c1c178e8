import {
  ActionIcon,
  Box,
  Button,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AppNotification } from '@hireway/shared';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { currentLanguage } from '../../../lib/i18n';
import { notificationText } from '../../../lib/notification-text';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsReadMutation } from '../api/mark-all-read';
import { useMarkNotificationReadMutation } from '../api/mark-notification-read';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { notificationAge } from './notification-age';

interface NotificationItemProps {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
}

function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const unread = !notification.is_read;
  const { title, body } = notificationText(notification);
  return (
    <UnstyledButton
      onClick={() => onOpen(notification)}
      px="md"
      py="sm"
      w="100%"
      style={{
        display: 'block',
        borderRadius: 'var(--mantine-radius-md)',
        background: unread ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="sm" fw={unread ? 700 : 500} lineClamp={1}>
          {/* Named by what it shows (WCAG 2.5.3); "Unread" is told, not only shown in bold. */}
          {unread ? <VisuallyHidden>{t('unreadPrefix')} </VisuallyHidden> : null}
          {title}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {notificationAge(notification.created_at, currentLanguage())}
        </Text>
      </Group>
      {body !== '' ? (
        <Text size="xs" c="dimmed" lineClamp={2} mt={2}>
          {body}
        </Text>
      ) : null}
    </UnstyledButton>
  );
}

/**
 * The header bell: the unread count (meta.unread), the newest notifications in a popover, one marked
 * read when opened (then its link is followed), all at once with "Mark all read". Realtime events
 * refresh it while it is mounted.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  useLiveNotifications();
  const notifications = useNotifications();
  const markRead = useMarkNotificationReadMutation();
  const markAllRead = useMarkAllNotificationsReadMutation();

  const unread = notifications.data?.meta.unread ?? 0;
  const items = notifications.data?.data ?? [];

  const open = (notification: AppNotification) => {
    if (!notification.is_read) markRead.mutate(notification.id);
    close();
    if (notification.link !== null) void navigate(notification.link);
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? undefined : close())}
      position="bottom-end"
      width={360}
      shadow="md"
      withinPortal
      // A dialog of links: focus moves in, Escape closes it and focus returns to the bell (WCAG 2.1.2, 2.4.3).
      trapFocus
      returnFocus
    >
      {/* The target is the button itself: its popup attributes belong on a button, not on the badge's wrapper. */}
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        color="red"
        offset={6}
        disabled={unread === 0}
        withBorder
      >
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            radius="md"
            onClick={toggle}
            aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
            aria-expanded={opened}
          >
            <IconBell size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} aria-label={t('title')}>
        <Group justify="space-between" px="md" py="sm" wrap="nowrap">
          <Text fw={700}>{t('title')}</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChecks size={14} aria-hidden />}
            disabled={unread === 0}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            {t('markAllRead')}
          </Button>
        </Group>
        <Divider />
        {notifications.isPending ? (
          <Group justify="center" p="lg">
            <Loader size="sm" aria-label={t('loading')} />
          </Group>
        ) : notifications.isError ? (
          <Text size="sm" c="red" p="md">
            {t('loadFailed')}
          </Text>
        ) : items.length === 0 ? (
          <Box p="lg">
            <Text size="sm" c="dimmed" ta="center">
              {t('empty')}
            </Text>
          </Box>
        ) : (
          <ScrollArea.Autosize mah={380} type="auto">
            <Stack gap={2} p={4} component="ul" style={{ listStyle: 'none', margin: 0 }}>
              {items.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} onOpen={open} />
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
