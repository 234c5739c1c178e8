import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { watchOtherTabs } from './lib/auth/auth-store';
import { restoreSession } from './lib/auth/session';
import { initI18n } from './lib/i18n';

const start = async (): Promise<void> => {
  // The first screen renders translated: wait for the language (and its lazy chunk) first.
  await initI18n();
  restoreSession();
  watchOtherTabs();
  const container = document.getElementById('root');
  if (container === null) throw new Error('The #root element is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

void start();
