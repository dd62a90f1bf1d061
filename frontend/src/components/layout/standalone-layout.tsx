import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FullScreenSpinner } from '../ui/spinner';
import { pageClassName } from './page-width';

/** Pages outside the signed-in layout: same column, no navigation. */
export function StandaloneLayout() {
  const { pathname } = useLocation();
  return (
    <div className="app-shell">
      <main className={pageClassName(pathname)}>
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
