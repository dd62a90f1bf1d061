import { ClipboardList } from 'lucide-react';
import { useSignedInUser } from '../../api/auth';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { t } from '../../i18n';
import { displayOrFullName } from '../../lib/user-name';

export default function TrainingPlanPage() {
  const user = useSignedInUser();
  const name = displayOrFullName(user) ?? t('trainingPlan.fallbackName');

  return (
    <div className="page-stack">
      <PageHeader title={t('trainingPlan.title', { name })} />
      <EmptyState icon={ClipboardList} title={t('trainingPlan.emptyTitle')} description={t('trainingPlan.emptyText')} />
    </div>
  );
}
