import { Suspense, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BottomDock, usePublishedHeight } from '../ui/dock';
import { PageSpinner } from '../ui/spinner';
import { BottomNav } from './bottom-nav';
import { pageClassName } from './page-width';
import { SideNav } from './side-nav';

/**
 * `banner`: fixed at the top while it has something to say (the running training); `status`: what
 * the app shows on every page for logging (connection, waiting sets, rest timer); `navigation`:
 * left out while the onboarding's questions are the only place to go. On a phone the navigation is
 * the bottom bar, on a desktop the side navigation (desktop.css shows one of them). The banners'
 * and the bottom dock's heights are reserved by the page (see ui/dock.tsx), so neither covers it.
 */
export function SignedInLayout({ banner, status, navigation = true }: { banner?: ReactNode; status?: ReactNode; navigation?: boolean }) {
  const { pathname } = useLocation();
  const [top, setTop] = useState<HTMLElement | null>(null);
  usePublishedHeight(top, '--dock-top');
  return (
    <div className={navigation ? 'app-shell app-shell--with-nav' : 'app-shell'}>
      {navigation && <SideNav />}
      <BottomDock>
        <div ref={setTop} className="dock dock--top">
          {banner}
          {status}
        </div>
        <main className={pageClassName(pathname)}>
          {/* Pages load as separate chunks; the navigation stays usable meanwhile. */}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </BottomDock>
      {navigation && <BottomNav />}
    </div>
  );
}
