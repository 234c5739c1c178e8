import type { ButtonProps } from '@mantine/core';
import type { Language } from '@hireway/shared';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { FALLBACK_LANGUAGE, isLanguage } from '../../lib/i18n';

/** The language button, the same before and after its menu has loaded (no shift, the same name). */
export function useLanguageButton() {
  const { t, i18n } = useTranslation('common');
  const active: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
  const buttonProps = {
    variant: 'subtle',
    color: 'gray',
    size: 'compact-sm',
    leftSection: <IconLanguage size={16} aria-hidden />,
    rightSection: <IconChevronDown size={14} aria-hidden />,
    'aria-label': t('language.label', { language: t(`language.names.${active}`), code: active.toUpperCase() }),
    children: active.toUpperCase(),
  } satisfies ButtonProps & { 'aria-label': string };
  return { active, buttonProps };
}
