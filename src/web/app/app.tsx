import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './routes';

export function App() {
  return (
    <RouteErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </RouteErrorBoundary>
  );
}
