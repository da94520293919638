import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@portal/design/base';
import type { createBrowserRouter } from 'react-router-dom';
import { queryClient } from '../lib/query-client';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ router }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
