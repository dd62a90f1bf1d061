import { Dumbbell, Flame, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t as translate, useTranslation } from '../messages';
import { formatCount } from '../../../lib/numbers';

export function streakText(weeks: number): string {
  return translate(weeks === 1 ? 'dashboard.streakOne' : 'dashboard.streakOther', { count: formatCount(weeks) });
}

export function DashboardTopBar({ streakWeeks, balance }: { streakWeeks: number; balance: number }) {
  const { t } = useTranslation();
  return (
    <div className="top-bar">
      <div className="top-bar__stats">
        <p className="stat-pill stat-pill--streak">
          <Flame size={18} aria-hidden="true" />
          <span className="visually-hidden">{t('dashboard.streakLabel')} </span>
          <span>{streakText(streakWeeks)}</span>
        </p>
        <p className="stat-pill stat-pill--currency">
          <Dumbbell size={18} aria-hidden="true" />
          <span aria-hidden="true">{formatCount(balance)}</span>
          <span className="visually-hidden">{t('dashboard.balanceLabel', { count: formatCount(balance) })}</span>
        </p>
      </div>
      <Link to={paths.shop} className="button button--secondary button--small top-bar__shop">
        <ShoppingBag size={18} aria-hidden="true" />
        {t('dashboard.shop')}
      </Link>
    </div>
  );
}
