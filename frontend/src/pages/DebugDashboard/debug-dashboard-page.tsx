import { Wrench } from 'lucide-react';
import { useSignedInUser } from '../../features/auth';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useTranslation } from './messages';

export default function DebugDashboardPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();

  return (
    <div className="page-stack">
      <PageHeader title={t('debug.title')} subtitle={t('debug.subtitle')} back={{ to: paths.profile, label: t('common.backToProfile') }} />
      <section className="section" aria-labelledby="debug-settings">
        <h2 id="debug-settings" className="section__title">
          {t('debug.settingsHeading')}
        </h2>
        <pre className="code-block">{JSON.stringify(user, null, 2)}</pre>
      </section>
      <EmptyState icon={Wrench} title={t('debug.toolsTitle')} description={t('debug.toolsText')} />
    </div>
  );
}
