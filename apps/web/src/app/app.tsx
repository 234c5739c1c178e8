import { RouterProvider } from 'react-router';

import { AppProviders } from './providers';
import { createAppRouter } from './router';

let router: ReturnType<typeof createAppRouter> | null = null;

/** Created on first render (after i18n and the session are ready), once per page load. */
const getRouter = (): ReturnType<typeof createAppRouter> => {
  router ??= createAppRouter();
  return router;
};

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={getRouter()} />
    </AppProviders>
  );
}
