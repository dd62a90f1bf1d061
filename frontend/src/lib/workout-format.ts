/** Number formats for sets, volumes and changes, German style ("82,5 kg × 8"). */

const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "82,5" */
export const formatNumber = (value: number) => decimal.format(value);

export const formatKg = (kg: number) => `${formatNumber(kg)} kg`;

/** "80 kg × 8" */
export const formatSet = (kg: number, reps: number) => `${formatKg(kg)} × ${whole.format(reps)}`;

/** Total volume is shown rounded (spec: "sum of max_weight times reps, rounded, in kg"). */
export const formatVolume = (kg: number) => `${whole.format(Math.round(kg))} kg`;

export const formatCount = (value: number) => whole.format(value);

export type ChangeDirection = 'up' | 'down' | 'flat';

export function changeDirection(percent: number): ChangeDirection {
  if (percent > 0) return 'up';
  if (percent < 0) return 'down';
  return 'flat';
}

/** One decimal when flat (spec §9), else the nearest whole percent, so −5.1 reads −5 and not −6; a sign on gains. */
export function formatChangePercent(percent: number): string {
  if (percent === 0) return `${oneDecimal.format(0)} %`;
  const rounded = Math.round(percent);
  return `${rounded > 0 ? '+' : ''}${whole.format(rounded)} %`;
}
