import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../ui/spinner';
import { BottomNav } from './bottom-nav';

/**
 * `banner`: fixed at the top while it has something to say (the running training); `status`: what
 * the app shows on every page for logging (connection, waiting sets, rest timer).
 */
export function SignedInLayout({ banner, status }: { banner?: ReactNode; status?: ReactNode }) {
  return (
    <div className="app-shell app-shell--with-nav">
      {banner}
      {status}
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
