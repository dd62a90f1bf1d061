import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from '../messages';
import { changeDirection, formatChangePercent } from '../lib/change';

const ICONS = { up: TrendingUp, down: TrendingDown, flat: Minus } as const;

/**
 * The change between the first and last point of the period: a flat line for 0, a green arrow up
 * for a gain, a red arrow down for a drop. Shown only with more than one point.
 */
export function ChangeIndicator({ percent, pointCount }: { percent: number | null; pointCount: number }) {
  const { t } = useTranslation();
  if (percent === null || pointCount < 2) return null;
  const direction = changeDirection(percent);
  const Icon = ICONS[direction];
  const value = formatChangePercent(percent);
  return (
    <p className={`change change--${direction}`} data-direction={direction}>
      <Icon size={16} strokeWidth={2.6} aria-hidden="true" />
      <span className="visually-hidden">{t('dashboard.change', { value })}</span>
      <span aria-hidden="true">{value}</span>
    </p>
  );
}
