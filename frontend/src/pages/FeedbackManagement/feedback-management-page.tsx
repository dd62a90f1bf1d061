import { Inbox } from 'lucide-react';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useTranslation } from './messages';

export default function FeedbackManagementPage() {
  const { t } = useTranslation();
  return (
    <div className="page-stack">
      <PageHeader
        title={t('feedbackManagement.title')}
        subtitle={t('feedbackManagement.subtitle')}
        back={{ to: paths.profile, label: t('common.backToProfile') }}
      />
      <EmptyState icon={Inbox} title={t('feedbackManagement.emptyTitle')} description={t('feedbackManagement.emptyText')} />
    </div>
  );
}
