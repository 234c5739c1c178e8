import { RouterProvider } from 'react-router';

import { AppProviders } from './providers';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

let router: AppRouter | null = null;

/** Created on first render (after i18n and the session are ready), once per page load. */
const getRouter = (): AppRouter => {
  router ??= createAppRouter();
  return router;
};

/**
 * `hydrated`: the router of a server-rendered page, created with the server's loader data, and `renderedAt`: when
 * the server rendered it (main.tsx).
 */
export function App({ hydrated, renderedAt }: { hydrated?: AppRouter; renderedAt?: number }) {
  if (hydrated !== undefined) router ??= hydrated;
  return (
    <AppProviders renderedAt={renderedAt ?? null}>
      <RouterProvider router={getRouter()} />
    </AppProviders>
  );
}
