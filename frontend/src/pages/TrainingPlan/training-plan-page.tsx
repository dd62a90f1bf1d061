import { ClipboardList } from 'lucide-react';
import { useSignedInUser, displayOrFullName } from '../../features/auth';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useTranslation } from './messages';

export default function TrainingPlanPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const name = displayOrFullName(user) ?? t('trainingPlan.fallbackName');

  return (
    <div className="page-stack">
      <PageHeader title={t('trainingPlan.title', { name })} />
      <EmptyState icon={ClipboardList} title={t('trainingPlan.emptyTitle')} description={t('trainingPlan.emptyText')} />
    </div>
  );
}
