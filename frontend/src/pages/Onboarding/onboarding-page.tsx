import { Sparkles } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useTranslation } from './messages';

export default function OnboardingPage() {
  const { t } = useTranslation();
  return (
    <div className="page-stack">
      <PageHeader title={t('onboarding.title')} />
      <EmptyState icon={Sparkles} title={t('onboarding.emptyTitle')} description={t('onboarding.emptyText')} />
    </div>
  );
}
