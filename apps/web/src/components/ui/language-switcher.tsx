import { Button } from '@mantine/core';
import { useState } from 'react';

import { useAfterPaint, useFocusCarried } from '../../hooks/use-after-paint';
import { useLanguageButton } from './language-switcher-button';

const loadLanguageMenu = () => import('./language-menu').then((module) => module.LanguageMenu);

/**
 * Language menu; the choice is kept in local storage by the i18next detector cache. The first paint shows its
 * button; the menu (Menu, Popover, floating-ui) loads right after (ADR 0032), and opens at once if the button was
 * clicked before it arrived. Focus on the button stays on it when the menu arrives.
 */
export function LanguageSwitcher() {
  const LanguageMenu = useAfterPaint(loadLanguageMenu);
  const [clicked, setClicked] = useState(false);
  const { buttonProps } = useLanguageButton();
  const buttonRef = useFocusCarried<HTMLButtonElement>();
  // eslint-disable-next-line react-hooks/static-components -- a module-level component, loaded once and cached by useAfterPaint: never created in render
  if (LanguageMenu !== undefined) return <LanguageMenu defaultOpened={clicked} buttonRef={buttonRef} />;
  // A press counts from its pointer-down: if the menu arrives between the press and its click, the click lands on
  // this button after it has left the page, and the menu still opens on arrival.
  const press = () => setClicked(true);
  return (
    <Button
      {...buttonProps}
      ref={buttonRef}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerDown={press}
      onClick={press}
    />
  );
}
