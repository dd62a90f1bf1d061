import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../ui/spinner';
import { BottomNav } from './bottom-nav';

/**
 * `banner`: fixed at the top while it has something to say (the running training); `status`: what
 * the app shows on every page for logging (connection, waiting sets, rest timer); `navigation`:
 * the bottom navigation, left out while the onboarding's questions are the only place to go.
 */
export function SignedInLayout({ banner, status, navigation = true }: { banner?: ReactNode; status?: ReactNode; navigation?: boolean }) {
  return (
    <div className={navigation ? 'app-shell app-shell--with-nav' : 'app-shell'}>
      {banner}
      {status}
      <main className="page">
        {/* Pages load as separate chunks; the navigation stays usable meanwhile. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {navigation && <BottomNav />}
    </div>
  );
}
