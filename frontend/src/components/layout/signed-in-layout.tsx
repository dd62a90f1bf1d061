import { Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { BottomDock, usePublishedHeight } from '../ui/dock';
import { PageSpinner } from '../ui/spinner';
import { BottomNav } from './bottom-nav';

/**
 * `banner`: fixed at the top while it has something to say (the running training); `status`: what
 * the app shows on every page for logging (connection, waiting sets, rest timer). The banners' and
 * the bottom dock's heights are reserved by the page (see ui/dock.tsx), so neither covers it.
 */
export function SignedInLayout({ banner, status }: { banner?: ReactNode; status?: ReactNode }) {
  const [top, setTop] = useState<HTMLElement | null>(null);
  usePublishedHeight(top, '--dock-top');
  return (
    <div className="app-shell app-shell--with-nav">
      <BottomDock>
        <div ref={setTop} className="dock dock--top">
          {banner}
          {status}
        </div>
        <main className="page">
          {/* Pages load as separate chunks; the navigation stays usable meanwhile. */}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </BottomDock>
      <BottomNav />
    </div>
  );
}
