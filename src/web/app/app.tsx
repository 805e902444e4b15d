import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './routes';

/**
 * The app around its router: the browser's (BrowserRouter, the app's one query client) or the server's (a
 * StaticRouter and a query client of the request's own, entry-server.tsx). Both draw the same tree for the same
 * address and answers, which is what hydration needs.
 */
export function AppFrame({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </RouteErrorBoundary>
  );
}

export function App() {
  return (
    <AppFrame client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
