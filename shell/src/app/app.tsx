import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@portal/design/base';
import type { createBrowserRouter } from 'react-router-dom';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ router }: AppProps) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
