import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { BackLink } from '../../../components/ui/back-link';
import { seekerPaths, supportTicketPath } from '../../../config/paths';
import { NewTicketForm } from '../../../features/support/components/new-ticket-form';
import { notifySuccess } from '../../../lib/notify';
import { ContentCard } from '../../layouts/content-card';
import { TitledPage } from '../../layouts/titled-page';

/** /job-seeker/contact-us/new: a new support request. */
export function Component() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  return (
    <TitledPage
      top={<BackLink to={seekerPaths.contactUs}>{t('thread.back')}</BackLink>}
      title={t('new.title')}
      subtitle={t('new.subtitle')}
      maw={760}
    >
      <ContentCard>
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
      </ContentCard>
    </TitledPage>
  );
}
