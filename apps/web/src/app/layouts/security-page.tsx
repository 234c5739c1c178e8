import { Anchor, Breadcrumbs, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { securityPaths } from '../../config/paths';

interface SecurityPageProps {
  title: string;
  description?: ReactNode;
  /** Above the card, e.g. the set-up steps. */
  header?: ReactNode;
  children: ReactNode;
  /** false: the overview itself, which needs no way back to it. */
  withBreadcrumbs?: boolean;
  /** false: the children bring their own cards. */
  inCard?: boolean;
}

/** A screen of the security area in the app shell: a way back, a heading and one card. */
export function SecurityPage({
  title,
  description,
  header,
  children,
  withBreadcrumbs = true,
  inCard = true,
}: SecurityPageProps) {
  const { t } = useTranslation('security');
  return (
    <Stack gap="lg" maw={760}>
      {withBreadcrumbs ? (
        <Breadcrumbs aria-label={t('breadcrumbsLabel')}>
          <Anchor component={Link} to={securityPaths.mfa} size="sm">
            {t('overview.title')}
          </Anchor>
          <Text size="sm" c="dimmed" aria-current="page">
            {title}
          </Text>
        </Breadcrumbs>
      ) : null}
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {description !== undefined ? (
          <Text c="dimmed" mt={4}>
            {description}
          </Text>
        ) : null}
      </div>
      {header}
      {inCard ? (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          {children}
        </Paper>
      ) : (
        children
      )}
    </Stack>
  );
}
