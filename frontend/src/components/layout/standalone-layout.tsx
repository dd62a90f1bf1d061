import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullScreenSpinner } from '../ui/spinner';

/** Pages outside the signed-in layout: same column, no navigation. */
export function StandaloneLayout() {
  return (
    <div className="app-shell">
      <main className="page">
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
