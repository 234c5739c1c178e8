import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { createQueryClient } from '../../lib/query-client';
import { resetGuardHistory } from '../guard/guard-loader';
import { AppProviders } from '../providers';
import { createRoutes } from '../router';

/** The whole app (guards, layouts, lazy screens) at a URL, as a user would open it. */
export const renderApp = (path: string) => {
  resetGuardHistory();
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, queryClient };
};
