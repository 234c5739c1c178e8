import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import { createAppRouter } from './app/router';
import { readSsrState, routerReady } from './app/ssr/state';
import { getAuthState, loadStoredSession, watchOtherTabs } from './lib/auth/auth-store';
import { restoreSession } from './lib/auth/session';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';

const start = async (): Promise<void> => {
  // A server-rendered page (ADR 0012) carries its language, data and loader data.
  const ssr = readSsrState();
  // The first screen renders translated and knows who is signed in: wait for the language (and its lazy chunk) and
  // the stored session (its schemas load only when one is stored, ADR 0033) first.
  await Promise.all([initI18n(ssr === null ? {} : { language: ssr.language }), loadStoredSession()]);
  restoreSession();
  watchOtherTabs();
  const container = document.getElementById('root');
  if (container === null) throw new Error('The #root element is missing from index.html');
  // The first render and the hydration run as transitions: React renders them in slices of a few milliseconds and
  // lets the browser handle input and paint between slices, instead of one long task (hundreds of milliseconds on
  // a phone for the job board's fifty cards) that blocks the page. What is shown is the same: a server-rendered page
  // is on screen already, and the plain shell shows its loading placeholder until the first screen is ready.
  if (ssr === null) {
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
    return;
  }
  // The data the server rendered with: no screen asks for it again.
  hydrate(queryClient, ssr.queries);
  const router = createAppRouter(ssr.router);
  await routerReady(router);
  const app = (
    <StrictMode>
      <App hydrated={router} renderedAt={ssr.rendered_at} />
    </StrictMode>
  );
  if (getAuthState().token === null) {
    // An anonymous visitor sees exactly what the server rendered: hydrate it.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // A signed-in visitor's screen differs (comments, menus): render it over the server's page, then let the
    // navigation rules run, as they do on every navigation.
    startTransition(() => {
      createRoot(container).render(app);
    });
    void router.revalidate();
  }
};

void start();
