import { Minus, TrendingDown, TrendingUp, Trophy } from 'lucide-react';
import { useTranslation } from '../messages';
import { changeDirection, formatChangePercent } from '../lib/change';

const ICONS = { up: TrendingUp, down: TrendingDown, flat: Minus } as const;

/**
 * The change between the first and the last training day of the period (the e1RM of each day's
 * best set): a flat line for 0, a green arrow up for a gain, a red arrow down for a drop; nothing
 * with fewer than two training days. A last training day that set a record is never shown as a
 * drop or as nothing: it says "Rekord" with the trophy. The trophy belongs to the record alone,
 * never to a percentage (issue 42).
 */
export function ChangeIndicator({ percent, record = false }: { percent: number | null; record?: boolean }) {
  const { t } = useTranslation();
  if (record && (percent === null || percent <= 0)) {
    return (
      <p className="change change--up change--record" data-direction="record">
        <Trophy size={16} strokeWidth={2.6} aria-hidden="true" />
        <span className="visually-hidden">{t('dashboard.recordText')}</span>
        <span aria-hidden="true">{t('dashboard.record')}</span>
      </p>
    );
  }
  if (percent === null) return null;
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
