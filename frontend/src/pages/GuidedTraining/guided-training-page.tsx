import { Timer } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useTranslation } from './messages';

export default function GuidedTrainingPage() {
  const { t } = useTranslation();
  return (
    <div className="page-stack">
      <PageHeader title={t('guidedTraining.title')} />
      <EmptyState icon={Timer} title={t('guidedTraining.emptyTitle')} description={t('guidedTraining.emptyText')}>
        <Link to={paths.dashboard} className="button button--secondary">
          {t('common.backToDashboard')}
        </Link>
      </EmptyState>
    </div>
  );
}
