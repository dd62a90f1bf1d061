import { Inbox } from 'lucide-react';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { t } from '../../i18n';

export default function FeedbackManagementPage() {
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
