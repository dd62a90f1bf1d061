import { ClipboardList, Dumbbell, Play, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSignedInUser } from '../../api/auth';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/ui/empty-state';
import { t } from '../../i18n';
import { greetingName } from '../../lib/user-name';
import { DashboardTopBar } from './dashboard-top-bar';

export default function DashboardPage() {
  const user = useSignedInUser();
  const name = greetingName(user);

  return (
    <div className="page-stack">
      <DashboardTopBar streakWeeks={user.current_streak ?? 0} balance={user.hantel_currency ?? 0} />

      <h1 className="greeting">
        <span className="greeting__hello">{t('dashboard.greeting')}</span>
        {name && (
          <>
            {' '}
            <span className="greeting__name">{name}</span>
          </>
        )}
      </h1>

      <div className="quick-actions">
        <Link to={paths.guidedTraining} className="quick-action quick-action--primary">
          <Play size={22} aria-hidden="true" />
          {t('dashboard.startTraining')}
        </Link>
        <Link to={paths.trainingPlan} className="quick-action">
          <ClipboardList size={22} aria-hidden="true" />
          {t('dashboard.yourPlan')}
        </Link>
      </div>

      <section className="section" aria-labelledby="dashboard-exercises">
        <h2 id="dashboard-exercises" className="section__title">
          {t('dashboard.exercisesHeading')}
        </h2>
        <EmptyState
          headingLevel="h3"
          icon={Dumbbell}
          title={t('dashboard.emptyTitle')}
          description={t('dashboard.emptyText')}
        >
          <Link to={paths.addWorkout} className="button button--primary">
            <Plus size={20} aria-hidden="true" />
            {t('dashboard.emptyAction')}
          </Link>
        </EmptyState>
      </section>
    </div>
  );
}
