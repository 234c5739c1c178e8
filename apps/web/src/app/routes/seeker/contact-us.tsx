import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PageHeader } from '../../../components/ui/page-header';
import { paths, seekerPaths, supportTicketPath } from '../../../config/paths';
import { TicketList } from '../../../features/support/components/ticket-list';

/** /job-seeker/contact-us: the seeker's support requests and a way to open one. */
export function Component() {
  const { t } = useTranslation('support');
  const newRequest = (
    <Button component={Link} to={seekerPaths.newSupportTicket} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('new.button')}
    </Button>
  );
  return (
    <Stack gap="lg" maw={1000}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        {newRequest}
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <TicketList ticketPath={supportTicketPath} emptyAction={newRequest} />
      </Paper>
      <Text size="sm" c="dimmed">
        {t('faqHint')}{' '}
        {/* An Anchor: underlined like every link, so it is not told apart from the text by colour alone. */}
        <Anchor component={Link} to={paths['public-faqs']} size="sm">
          {t('faqLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
