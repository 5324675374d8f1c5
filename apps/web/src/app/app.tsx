import { BrowserRouter, useRoutes } from 'react-router';
import { AppProviders } from './providers.tsx';
import { routes } from './routes.tsx';

const AppRoutes = () => useRoutes(routes);

/**
 * The app: React Router's declarative router (the data router's loaders and actions are not used,
 * and it would add about 16 KB gzip to the first screen; ADR 023). Navigations are not
 * transitions: a transition keeps the old page on screen under the new URL until the new one is
 * ready, and what someone typed into it then (the Log In form after following Admin) was lost
 * when it was replaced. The new page, or a loader in its place, shows at once.
 */
export const App = () => (
  <AppProviders>
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);
