import type { WeightUnit } from './types.js';

/** Weights from here on count as heavy: a loaded barbell. */
const HEAVY = 100;

/**
 * The unit of a file that does not say it (Strong classic), from its weights.
 *
 * Pounds when nearly all weights (90 %) are whole multiples of 5 and at least 40 % of the heavy
 * ones (100 and more) end in 5, as a 45-lb bar with pairs of plates gives 135, 185, 225, 315 where
 * a 20-kg bar gives 60, 100, 140; or when a quarter of the weights exceed 250, too heavy in kg for
 * that many sets. Anything else is kilograms, the app's unit: 2-kg dumbbell steps, 62.5, or no
 * heavy weights at all.
 */
export function guessUnit(weights: readonly number[]): WeightUnit {
  const loaded = weights.filter((weight) => Number.isFinite(weight) && weight > 0);
  if (loaded.length === 0) return 'kg';
  const share = (list: readonly number[], test: (weight: number) => boolean) => list.filter(test).length / list.length;
  if (share(loaded, (weight) => weight > 250) >= 0.25) return 'lb';
  const heavy = loaded.filter((weight) => weight >= HEAVY);
  if (heavy.length === 0) return 'kg';
  const fives = share(loaded, (weight) => weight % 5 === 0);
  const endingInFive = share(heavy, (weight) => weight % 10 === 5);
  return fives >= 0.9 && endingInFive >= 0.4 ? 'lb' : 'kg';
}
