import { formatCount, formatOneDecimal } from '../../../lib/numbers';

export type ChangeDirection = 'up' | 'down' | 'flat';

export function changeDirection(percent: number): ChangeDirection {
  if (percent > 0) return 'up';
  if (percent < 0) return 'down';
  return 'flat';
}

/** One decimal when flat (spec §9), else the nearest whole percent, so −5.1 reads −5 and not −6; a sign on gains. */
export function formatChangePercent(percent: number): string {
  if (percent === 0) return `${formatOneDecimal(0)} %`;
  const rounded = Math.round(percent);
  return `${rounded > 0 ? '+' : ''}${formatCount(rounded)} %`;
}
