import { loadDataFile } from '../../data/data-file.js';
import { checked, patternTable } from '../../data/table-checks.js';
import { normaliseText } from '../normalise.js';

/**
 * What in a question must be answered for the lifter's health before anything else:
 * - `emergency`: signs of a heart or circulation problem (chest symptoms with dizziness,
 *   breathlessness or radiating pain; fainting): stop and call 112;
 * - `red_flag`: dizziness, numbness, sudden sharp pain, a racing heart: stop, and a doctor first;
 * - `drugs`: performance-enhancing drugs; `extreme_diet`: starving, purging, crash diets;
 *   `dehydration`: cutting water, diuretics: a clear no with the health reason, never a dose.
 */
export const SAFETY_CONCERNS = ['emergency', 'red_flag', 'drugs', 'extreme_diet', 'dehydration'] as const;
export type SafetyConcern = (typeof SAFETY_CONCERNS)[number];

/**
 * The patterns, on the normalised question (lower case, umlauts spelled out, one space between
 * words), are data: data/safety-patterns.json, checked when this module loads. How they combine
 * stays here. Some of what they encode:
 * - fewCaloriesADay: "700 kcal am Tag" is a crash diet; notIntake ("300 kcal Defizit am Tag",
 *   "500 kcal verbrennen") is not;
 * - notEating, toLoseWeight: not eating or throwing up are extreme only to lose weight ("nichts
 *   essen vor dem Training" or nausea after a hard set are not);
 * - kilos, lose, soSoon: losing several kilos by a day this week or within days or a week or two:
 *   only water and muscle go that fast.
 */
const PATTERN_NAMES = [
  'chest',
  'chestSymptom',
  'dizzy',
  'breathless',
  'fainted',
  'redFlag',
  'drugs',
  'starving',
  'fewCaloriesADay',
  'notIntake',
  'notEating',
  'toLoseWeight',
  'dehydration',
  'radiating',
  'kilos',
  'lose',
  'soSoon',
  'namedPain',
  'sore',
] as const;
type PatternName = (typeof PATTERN_NAMES)[number];

export function checkSafetyPatterns(content: unknown): string | { ok: Record<PatternName, RegExp> } {
  const table = patternTable(content, PATTERN_NAMES, 'safety patterns');
  return checked(typeof table === 'string' ? table : (Object.fromEntries(table) as Record<PatternName, RegExp>));
}

const PATTERN = loadDataFile('safety-patterns.json', checkSafetyPatterns);

/** The health concern a question raises, the gravest first; null when there is none. */
export function safetyConcern(question: string): SafetyConcern | null {
  const text = ` ${normaliseText(question)} `;
  const chestSymptom = PATTERN.chestSymptom.test(text);
  if (PATTERN.fainted.test(text)) return 'emergency';
  if (chestSymptom && (PATTERN.dizzy.test(text) || PATTERN.breathless.test(text))) return 'emergency';
  if (PATTERN.chest.test(text) && PATTERN.dizzy.test(text) && PATTERN.breathless.test(text)) return 'emergency';
  if (PATTERN.chest.test(text) && PATTERN.radiating.test(text)) return 'emergency';
  if (PATTERN.drugs.test(text)) return 'drugs';
  if (PATTERN.dehydration.test(text)) return 'dehydration';
  if (
    (PATTERN.fewCaloriesADay.test(text) && !PATTERN.notIntake.test(text)) ||
    PATTERN.starving.test(text) ||
    (PATTERN.notEating.test(text) && PATTERN.toLoseWeight.test(text)) ||
    (PATTERN.kilos.test(text) && PATTERN.soSoon.test(text) && (PATTERN.toLoseWeight.test(text) || PATTERN.lose.test(text)))
  )
    return 'extreme_diet';
  if (PATTERN.dizzy.test(text) || PATTERN.redFlag.test(text) || (chestSymptom && !(PATTERN.sore.test(text) && !PATTERN.namedPain.test(text))))
    return 'red_flag';
  return null;
}
