import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';

import { paths } from '../../config/paths';
import { useCurrentYear } from '../../hooks/use-display-time';
import { Brand } from '../ui/brand';
import { MAIN_CONTENT_ID } from './main-content';
import { LanguageSwitcher } from '../ui/language-switcher';
import { SkinToggle } from '../ui/skin-toggle';

const FOOTER_LINKS = [
  { key: 'jobs', to: paths['public-jobs'] },
  { key: 'blogs', to: paths['public-blogs'] },
  { key: 'faqs', to: paths['public-faqs'] },
  { key: 'privacy', to: paths['privacy-policy'] },
  { key: 'terms', to: paths.terms },
] as const;

/** Auth and public screens: brand, language and skin switchers, a centred card, public links. */
export function FullPageLayout() {
  const { t } = useTranslation('common');
  const year = useCurrentYear();
  return (
    <Box
      mih="100dvh"
      style={{
        display: 'flex',
        flexDirection: 'column',
        background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))',
      }}
    >
      <Box component="header" px={{ base: 'md', sm: 'xl' }} py="md">
        <Group justify="space-between" wrap="nowrap">
          <Brand to={paths.root} />
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <SkinToggle />
          </Group>
        </Group>
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        px={{ base: 'sm', sm: 'md' }}
        py="xl"
        style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Container size="lg" w="100%" px={0}>
          <Outlet />
        </Container>
      </Box>
      <Box component="footer" px="md" py="lg">
        <Group component="nav" aria-label={t('footer.label')} justify="center" gap="lg">
          {FOOTER_LINKS.map((link) => (
            <Anchor key={link.key} component={Link} to={link.to} size="sm" c="dimmed">
              {t(`footer.links.${link.key}`)}
            </Anchor>
          ))}
        </Group>
        <Text ta="center" size="xs" c="dimmed" mt="sm">
          {t('footer.copyright', { year })}
        </Text>
      </Box>
    </Box>
  );
}
