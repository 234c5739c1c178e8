import { Anchor, Group, Text, ThemeIcon, type MantineBreakpoint } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface BrandProps {
  /** Where the brand links to. */
  to: string;
  size?: 'sm' | 'md' | 'lg';
  /**
   * From which width the name shows beside the mark (below it, the mark alone; the link keeps its name): the signed-in
   * header has five controls beside it and no room for the name on a phone.
   */
  nameFrom?: MantineBreakpoint;
}

export function Brand({ to, size = 'md', nameFrom }: BrandProps) {
  const { t } = useTranslation('common');
  const fontSize = size === 'lg' ? 26 : size === 'md' ? 20 : 17;
  return (
    <Anchor component={Link} to={to} underline="never" c="inherit" aria-label={t('brand.homeLink')}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={fontSize + 10} radius="md" variant="filled" aria-hidden>
          <IconBriefcase size={fontSize - 2} stroke={2} />
        </ThemeIcon>
        <Text fw={800} fz={fontSize} lh={1} style={{ letterSpacing: '-0.02em' }} visibleFrom={nameFrom}>
          {t('brand.name')}
        </Text>
      </Group>
    </Anchor>
  );
}
