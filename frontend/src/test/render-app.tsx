import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router-dom';
import { createQueryClient } from '../app/query-client';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/routes';

/** Where the app's router is: its location and how it got there (as the data router's `router.state` had them). */
interface RouterState {
  location: Location;
  historyAction: NavigationType;
}

function RouterStateProbe({ state }: { state: RouterState }) {
  state.location = useLocation();
  state.historyAction = useNavigationType();
  return null;
}

/** The whole app (real routes, real query defaults) at `path`, as a browser would open it. */
export function renderApp(path = '/') {
  const queryClient = createQueryClient();
  const router = { state: {} as RouterState };
  const view = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <RouterStateProbe state={router.state} />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
