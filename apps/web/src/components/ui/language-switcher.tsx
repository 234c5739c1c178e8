import { Button, Menu } from '@mantine/core';
import { LANGUAGES, type Language } from '@hireway/shared';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { changeLanguage, FALLBACK_LANGUAGE, isLanguage } from '../../lib/i18n';

/** Language menu; the choice is kept in local storage by the i18next detector cache. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const active: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;

  const select = (language: Language) => {
    void changeLanguage(language);
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconLanguage size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('language.label', { language: t(`language.names.${active}`), code: active.toUpperCase() })}
        >
          {active.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.menuTitle')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => select(language)}
            rightSection={language === active ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={language === active ? 'true' : undefined}
          >
            {t(`language.names.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
