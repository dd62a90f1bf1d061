import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../ui/spinner';
import { BottomNav } from './bottom-nav';
import { pageClassName } from './page-width';
import { SideNav } from './side-nav';

/**
 * `banner`: fixed at the top while it has something to say (the running training); `status`: what
 * the app shows on every page for logging (connection, waiting sets, rest timer). On a phone the
 * navigation is the bottom bar, on a desktop the side navigation (desktop.css shows one of them).
 */
export function SignedInLayout({ banner, status }: { banner?: ReactNode; status?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="app-shell app-shell--with-nav">
      <SideNav />
      {banner}
      {status}
      <main className={pageClassName(pathname)}>
        {/* Pages load as separate chunks; the navigation stays usable meanwhile. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
    </div>
  );
}
