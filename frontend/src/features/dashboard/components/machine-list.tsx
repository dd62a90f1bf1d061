import { Dumbbell, Plus, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Dashboard, DashboardMachine } from '../api/get-dashboard';
import { ALL_CATEGORIES, type CategoryFilter } from '../lib/category-filter';
import { formatSet } from '../../../shared/sets';
import { PendingBadge, type PendingSet } from '../../../shared/outbox';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { categoryLabel } from '../../../shared/exercises';
import { MachineCard, type MachineCardActions } from './machine-card';
import { MachineSearch } from './machine-search';
import { useStableOrder } from '../hooks/use-stable-order';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { useTranslation } from '../messages';

/** Most recently trained first (spec: by last update, falling back to the creation date). */
export function byLastUpdate(machines: readonly DashboardMachine[]): DashboardMachine[] {
  const stamp = (machine: DashboardMachine) => machine.updated_date ?? machine.created_date ?? '';
  // ISO timestamps sort as plain strings; localeCompare would start ICU's collator on the first screen's path.
  return [...machines].sort((a, b) => (stamp(a) < stamp(b) ? 1 : stamp(a) > stamp(b) ? -1 : 0));
}

const normalise = (text: string) => text.trim().toLocaleLowerCase('de-DE');

/**
 * Cards drawn with the first render: on a phone the first card ends near the bottom of the screen
 * and the second begins below it; the rest follow at the first idle moment. Each card cost as much
 * to draw as the rest of the first screen, and thirty of them delayed it for cards off screen.
 */
const FIRST_CARDS = 2;

interface MachineListProps extends MachineCardActions {
  dashboard: Dashboard | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  category: CategoryFilter;
  periodStart: string | null;
  /** The user's sets waiting in the outbox. */
  pending: readonly PendingSet[];
}

/** An exercise named offline: the server has not created it yet. */
function WaitingExerciseCard({ name, sets }: { name: string; sets: readonly PendingSet[] }) {
  const { t } = useTranslation();
  const last = sets.at(-1)!;
  return (
    <article className="card machine-card machine-card--waiting" aria-label={name}>
      <h3 className="machine-card__name">{name}</h3>
      <div className="machine-card__latest">
        <span className="machine-card__label">{t('dashboard.latest')}</span>
        <strong className="machine-card__set">{formatSet(last.max_weight, last.reps)}</strong>
        <PendingBadge />
      </div>
    </article>
  );
}

export function MachineList({ dashboard, isPending, error, onRetry, category, periodStart, pending, ...actions }: MachineListProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const sorted = useMemo(() => byLastUpdate(dashboard?.machines ?? []), [dashboard]);
  const ordered = useStableOrder(sorted);
  const cardsToDraw = useAfterFirstPaint() ? ordered.length : FIRST_CARDS;
  const waitingNew = useMemo(() => {
    const byName = new Map<string, PendingSet[]>();
    for (const set of pending) if (set.exercise.id === null) byName.set(set.exercise.name, [...(byName.get(set.exercise.name) ?? []), set]);
    return [...byName.entries()];
  }, [pending]);

  if (isPending && !dashboard) return <PageSpinner />;
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
  if (dashboard.machines.length === 0 && waitingNew.length === 0) {
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
  const wanted = normalise(query);
  const shown = wanted ? ordered.filter((machine) => normalise(machine.name).includes(wanted)) : ordered;
  return (
    <>
      <MachineSearch value={query} onChange={setQuery} />
      <div className="machine-list">
        {waitingNew.map(([name, sets]) => (
          <WaitingExerciseCard key={name} name={name} sets={sets} />
        ))}
        {shown.slice(0, cardsToDraw).map((machine) => (
          <MachineCard
            key={machine.id}
            machine={machine}
            span={dashboard.sparkline_span}
            periodStart={periodStart}
            pending={pending.filter((set) => set.exercise.id === machine.id)}
            {...actions}
          />
        ))}
        {shown.length === 0 && wanted && <p className="muted">{t('dashboard.noSearchResults', { query: query.trim() })}</p>}
      </div>
    </>
  );
}
