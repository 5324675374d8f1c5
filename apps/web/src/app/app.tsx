import { BrowserRouter, useRoutes } from 'react-router';
import { AppProviders } from './providers.tsx';
import { routes } from './routes.tsx';

const AppRoutes = () => useRoutes(routes);

/**
 * The app: React Router's declarative router (the data router's loaders and actions are not used,
 * and it would add about 16 KB gzip to the first screen; ADR 023).
 */
export const App = () => (
  <AppProviders>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);
