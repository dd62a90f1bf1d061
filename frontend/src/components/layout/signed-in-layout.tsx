import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../ui/spinner';
import { BottomNav } from './bottom-nav';

/** `banner`: fixed at the top while it has something to say (the running training). */
export function SignedInLayout({ banner }: { banner?: ReactNode }) {
  return (
    <div className="app-shell app-shell--with-nav">
      {banner}
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
