import { Dumbbell, Flame, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths, SHOP_EARNING_ANCHOR } from '../../../config/paths';
import { t as translate, useTranslation } from '../messages';
import { formatCount } from '../../../lib/numbers';

/** The shop's "Hanteln und Serie" section. */
const EARNING_PATH = `${paths.shop}#${SHOP_EARNING_ANCHOR}`;

export function streakText(weeks: number): string {
  return translate(weeks === 1 ? 'dashboard.streakOne' : 'dashboard.streakOther', { count: formatCount(weeks) });
}

export function DashboardTopBar({ streakWeeks, balance }: { streakWeeks: number; balance: number }) {
  const { t } = useTranslation();
  return (
    <div className="top-bar">
      <div className="top-bar__stats">
        {/* Both lead to the shop's explanation of how the streak and Hanteln are earned. */}
        <Link to={EARNING_PATH} className="stat-pill stat-pill--streak">
          <Flame size={18} aria-hidden="true" />
          <span className="visually-hidden">{t('dashboard.streakLabel')} </span>
          <span>{streakText(streakWeeks)}</span>
          <span className="visually-hidden"> – {t('dashboard.howItWorks')}</span>
        </Link>
        <Link to={EARNING_PATH} className="stat-pill stat-pill--currency">
          <Dumbbell size={18} aria-hidden="true" />
          <span aria-hidden="true">{formatCount(balance)}</span>
          <span className="visually-hidden">
            {t('dashboard.balanceLabel', { count: formatCount(balance) })} – {t('dashboard.howItWorks')}
          </span>
        </Link>
      </div>
      <Link to={paths.shop} className="button button--secondary button--small top-bar__shop">
        <ShoppingBag size={18} aria-hidden="true" />
        {t('dashboard.shop')}
      </Link>
    </div>
  );
}
