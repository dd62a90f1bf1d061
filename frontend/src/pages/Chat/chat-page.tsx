import { MessageCircle } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { t } from '../../i18n';

export default function ChatPage() {
  return (
    <div className="page-stack">
      <PageHeader title={t('chat.title')} subtitle={t('chat.subtitle')} />
      <EmptyState icon={MessageCircle} title={t('chat.emptyTitle')} description={t('chat.emptyText')} />
    </div>
  );
}
