import { numberFieldText, parseDecimal } from '../../../lib/numbers';

/** Spec §5 and §9: a weight is ≥ 0. */
export const WEIGHT_MIN = 0;

/** Weight is a decimal; "82,5" and "82.5" both mean 82.5 (a German lifter types either). */
export const parseWeight = parseDecimal;

/** The −/+ buttons' step: 2.5 kg, the smallest pair of plates in most gyms. */
export const WEIGHT_STEPPER_KG = 2.5;

/** A weight as the field shows it: the language's decimal mark ("82,5" in German), no trailing zeros. */
export const weightText = (kg: number): string => numberFieldText(kg);

export function stepWeight(raw: string, direction: 1 | -1): string {
  const current = parseWeight(raw) ?? 0;
  return weightText(Math.max(WEIGHT_MIN, current + direction * WEIGHT_STEPPER_KG));
}
