import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { MAIN_CONTENT_ID } from '../layouts/main-content';

/**
 * The first stop of the Tab key on every screen: jumps past the header and the menu to <main> (WCAG 2.4.1).
 * Focus is moved by hand so the router does not see a new location.
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (main === null) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <a className="hw-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
}
