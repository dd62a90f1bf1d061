import { Dumbbell } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { t } from '../../i18n';

export default function AddWorkoutPage() {
  return (
    <div className="page-stack">
      <PageHeader title={t('addWorkout.title')} />
      <EmptyState icon={Dumbbell} title={t('addWorkout.emptyTitle')} description={t('addWorkout.emptyText')} />
    </div>
  );
}
