import type { Me } from '@domain/auth/me';
import type { Branding } from '@domain/branding';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/routes';
import { brandingQueryKey } from '../lib/branding';
import { createQueryClient } from '../lib/query-client';
import { meQueryKey } from '../lib/session';

type RouteRouter = ReturnType<typeof createMemoryRouter>;

/**
 * Renders the whole app's routes at `path`. The session and the branding are placed in the query cache, as if
 * GET /api/me and GET /api/branding had answered them, so a test starts on the page itself.
 */
export function renderRoute(
  path: string,
  { me = null, branding = null }: { me?: Me | null; branding?: Branding | null } = {},
): RouteRouter {
  const client = createQueryClient();
  client.setQueryData(meQueryKey, me);
  client.setQueryData(brandingQueryKey, branding);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Where the router is now, path and query, e.g. `/login?redirectTo=%2Fcamps`. */
export const currentLocation = (router: RouteRouter) =>
  `${router.state.location.pathname}${router.state.location.search}`;
