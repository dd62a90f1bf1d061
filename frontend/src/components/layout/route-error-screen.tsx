import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { EmptyState } from '../ui/empty-state';

/** Shown when a page throws or its chunk fails to load (e.g. after a new deployment). */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div className="app-shell">
      <main className="page full-screen-center">
        <EmptyState headingLevel="h1" icon={TriangleAlert} title={t('routeError.title')} description={detail ?? t('routeError.text')}>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </button>
        </EmptyState>
      </main>
    </div>
  );
}
