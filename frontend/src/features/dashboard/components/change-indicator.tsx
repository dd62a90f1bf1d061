import { Minus, TrendingDown, TrendingUp, Trophy } from 'lucide-react';
import { useTranslation } from '../messages';
import { changeDirection, formatChangePercent } from '../lib/change';

const ICONS = { up: TrendingUp, down: TrendingDown, flat: Minus } as const;

/**
 * The change between the first and last point of the period (e1RM of each day's best set): a flat
 * line for 0, a green arrow up for a gain, a red arrow down for a drop; shown only with more than
 * one point. A latest set at an all-time best is a record: celebrated, never shown as a drop.
 */
export function ChangeIndicator({ percent, pointCount, record = false }: { percent: number | null; pointCount: number; record?: boolean }) {
  const { t } = useTranslation();
  if (record && (percent === null || percent <= 0 || pointCount < 2)) {
    return (
      <p className="change change--up change--record" data-direction="record">
        <Trophy size={16} strokeWidth={2.6} aria-hidden="true" />
        <span className="visually-hidden">{t('dashboard.recordText')}</span>
        <span aria-hidden="true">{t('dashboard.record')}</span>
      </p>
    );
  }
  if (percent === null || pointCount < 2) return null;
  const direction = changeDirection(percent);
  const Icon = record ? Trophy : ICONS[direction];
  const value = formatChangePercent(percent);
  return (
    <p className={`change change--${direction}${record ? ' change--record' : ''}`} data-direction={direction}>
      <Icon size={16} strokeWidth={2.6} aria-hidden="true" />
      <span className="visually-hidden">{t('dashboard.change', { value })}</span>
      <span aria-hidden="true">{value}</span>
    </p>
  );
}
