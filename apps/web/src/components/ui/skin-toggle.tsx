import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useAfterPaint, useFocusCarried } from '../../hooks/use-after-paint';
import { useHydrated } from '../../hooks/use-hydrated';

const loadTooltip = () => import('./skin-tooltip').then((module) => module.SkinTooltip);

/**
 * Light / dark skin; Mantine's local-storage manager keeps the choice across reloads. The server cannot read the
 * saved skin, so on a server-rendered page the first render (on the server and while hydrating) is labelled for
 * the light skin and the label follows the saved one right after; the icon follows the skin the inline script set
 * on <html> by CSS (lightHidden, darkHidden), from the first paint. The tooltip (floating-ui) comes right after the
 * first paint (ADR 0032); the button's name says the same from the start, and
 * focus on it stays when the tooltip arrives.
 */
export function SkinToggle() {
  const { t } = useTranslation('common');
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const current = useHydrated() ? computed : 'light';
  const next = current === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('skin.switchToDark') : t('skin.switchToLight');

  const Tooltip = useAfterPaint(loadTooltip);
  const buttonRef = useFocusCarried<HTMLButtonElement>();
  const button = (
    <ActionIcon
      ref={buttonRef}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      onClick={() => setColorScheme(next)}
    >
      <Box component="span" lh={0} lightHidden>
        <IconSun size={18} aria-hidden />
      </Box>
      <Box component="span" lh={0} darkHidden>
        <IconMoon size={18} aria-hidden />
      </Box>
    </ActionIcon>
  );
  return Tooltip === undefined ? (
    button
  ) : (
    // eslint-disable-next-line react-hooks/static-components -- a module-level component, loaded once and cached by useAfterPaint: never created in render
    <Tooltip label={label} withinPortal>
      {button}
    </Tooltip>
  );
}
