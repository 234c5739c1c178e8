import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { FaqList } from '../../../features/content/components/faq-list';
import { currentLanguage } from '../../../lib/i18n';
import { PublicPage } from '../../layouts/titled-page';

/** /faqs: the questions people ask, in the interface language, by category. */
export function Component() {
  // useTranslation re-renders on a language change, so the list follows the switcher.
  const { t } = useTranslation('content');
  return (
    <PublicPage title={t('faq.title')} subtitle={t('faq.subtitle')}>
      <FaqList language={currentLanguage()} />
      <Text size="sm" c="dimmed">
        {t('faq.more')}{' '}
        <Anchor component={Link} to={paths['public-blogs']}>
          {t('faq.blogLink')}
        </Anchor>
      </Text>
    </PublicPage>
  );
}
