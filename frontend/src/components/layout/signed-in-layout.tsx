import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../ui/spinner';
import { BottomNav } from './bottom-nav';

export function SignedInLayout() {
  return (
    <div className="app-shell app-shell--with-nav">
      <main className="page">
        {/* Pages load as separate chunks; the navigation stays usable meanwhile. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
    </div>
  );
}
