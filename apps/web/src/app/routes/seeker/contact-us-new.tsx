import { Button, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { seekerPaths, supportTicketPath } from '../../../config/paths';
import { NewTicketForm } from '../../../features/support/components/new-ticket-form';
import { notifySuccess } from '../../../lib/notify';

/** /job-seeker/contact-us/new: a new support request. */
export function Component() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={760}>
      <BackLink to={seekerPaths.contactUs}>{t('thread.back')}</BackLink>
      <PageHeader title={t('new.title')} subtitle={t('new.subtitle')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <NewTicketForm
          onCreated={(ticket) => {
            notifySuccess({ message: t('new.created') });
            void navigate(supportTicketPath(ticket.id), { replace: true });
          }}
          secondaryActions={
            <Button variant="default" component={Link} to={seekerPaths.contactUs}>
              {t('new.cancel')}
            </Button>
          }
        />
      </Paper>
    </Stack>
  );
}
