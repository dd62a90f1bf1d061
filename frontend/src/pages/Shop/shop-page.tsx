import { Dumbbell, ShoppingBag } from 'lucide-react';
import { useSignedInUser } from '../../features/auth';
import { paths } from '../../config/paths';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useTranslation } from './messages';
import { formatCount } from '../../lib/numbers';

export default function ShopPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const balance = formatCount(user.hantel_currency ?? 0);

  return (
    <div className="page-stack">
      <PageHeader title={t('shop.title')} back={{ to: paths.dashboard, label: t('shop.back') }} />
      <p className="balance-banner">
        <Dumbbell size={22} aria-hidden="true" />
        {t('shop.balance', { balance })}
      </p>
      <EmptyState icon={ShoppingBag} title={t('shop.emptyTitle')} description={t('shop.emptyText')} />
    </div>
  );
}
