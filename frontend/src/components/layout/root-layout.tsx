import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from './route-error-boundary';
import { useScrollRestoration } from './scroll-restoration';

export function RootLayout() {
  const { key } = useLocation();
  useScrollRestoration();
  return (
    <RouteErrorBoundary resetKey={key}>
      <Outlet />
    </RouteErrorBoundary>
  );
}
