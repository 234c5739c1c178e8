import { Button, Menu } from '@mantine/core';
import { LANGUAGES } from '@hireway/shared';
import { IconCheck } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { changeLanguage } from '../../lib/i18n';
import { useLanguageButton } from './language-switcher-button';

/**
 * The language menu itself (Menu, Popover, floating-ui): loaded after the first paint (ADR 0032).
 * `defaultOpened`: the visitor clicked the stand-in button before this arrived; `buttonRef`: the stand-in's (focus
 * carried over, useFocusCarried).
 */
export function LanguageMenu({
  defaultOpened = false,
  buttonRef,
}: {
  defaultOpened?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('common');
  const { active, buttonProps } = useLanguageButton();

  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <Button {...buttonProps} ref={buttonRef} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.menuTitle')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void changeLanguage(language)}
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
