import { formatCount, formatNumber } from '../../../lib/numbers';

/** Sets and volumes, German style ("82,5 kg × 8"). */
export const formatKg = (kg: number) => `${formatNumber(kg)} kg`;

/** "80 kg × 8" */
export const formatSet = (kg: number, reps: number) => `${formatKg(kg)} × ${formatCount(reps)}`;

/** Total volume is shown rounded (spec: "sum of max_weight times reps, rounded, in kg"). */
export const formatVolume = (kg: number) => `${formatCount(Math.round(kg))} kg`;
