import { Dumbbell, Plus, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Dashboard, DashboardMachine } from '../api/get-dashboard';
import { ALL_CATEGORIES, type CategoryFilter } from '../lib/category-filter';
import type { WorkoutEntry } from '../../workouts';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { categoryLabel } from '../../workouts';
import { MachineCard } from './machine-card';
import { useTranslation } from '../messages';

/** Most recently trained first (spec: by last update, falling back to the creation date). */
export function byLastUpdate(machines: readonly DashboardMachine[]): DashboardMachine[] {
  const stamp = (machine: DashboardMachine) => machine.updated_date ?? machine.created_date ?? '';
  return [...machines].sort((a, b) => stamp(b).localeCompare(stamp(a)));
}

interface MachineListProps {
  dashboard: Dashboard | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  category: CategoryFilter;
  periodStart: string | null;
  onAdd: (machine: DashboardMachine) => void;
  onEditEntry: (entry: WorkoutEntry, machine: DashboardMachine) => void;
  onEditMachine: (machine: DashboardMachine) => void;
}

export function MachineList({ dashboard, isPending, error, onRetry, category, periodStart, ...actions }: MachineListProps) {
  const { t } = useTranslation();
  if (isPending) return <PageSpinner />;
  if (!dashboard) {
    return (
      <Alert>
        <p>{t('dashboard.loadError')}</p>
        {error instanceof Error && <p className="alert__detail">{error.message}</p>}
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </Alert>
    );
  }
  if (dashboard.machines.length === 0) {
    return category === ALL_CATEGORIES ? (
      <EmptyState headingLevel="h3" icon={Dumbbell} title={t('dashboard.emptyTitle')} description={t('dashboard.emptyText')}>
        <Link to={paths.addWorkout} className="button button--primary">
          <Plus size={20} aria-hidden="true" />
          {t('dashboard.emptyAction')}
        </Link>
      </EmptyState>
    ) : (
      <EmptyState
        headingLevel="h3"
        icon={SearchX}
        title={t('dashboard.emptyCategory', { category: categoryLabel(category) })}
        description={t('dashboard.emptyCategoryText')}
      />
    );
  }
  return (
    <div className="machine-list">
      {byLastUpdate(dashboard.machines).map((machine) => (
        <MachineCard key={machine.id} machine={machine} periodStart={periodStart} {...actions} />
      ))}
    </div>
  );
}
