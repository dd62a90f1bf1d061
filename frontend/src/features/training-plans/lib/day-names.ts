import type { Language } from '../../../i18n';

/** The day names plan generation gives (the planner's list, backend coach/offline/planner.ts) in both languages. */
const GENERATED_DAY_NAMES: readonly { de: string; en: string }[] = [
  { de: 'Push', en: 'Push' },
  { de: 'Pull', en: 'Pull' },
  { de: 'Legs', en: 'Legs' },
  { de: 'Oberkörper', en: 'Upper body' },
  { de: 'Unterkörper', en: 'Lower body' },
  { de: 'Ganzkörper', en: 'Full body' },
];

/**
 * A plan day's name as the interface shows it: a name plan generation gave, in the interface's
 * language (a plan made before the lifter switched languages follows them); any other name is the
 * lifter's and stays as typed.
 */
export function dayNameIn(language: Language, name: string): string {
  const generated = GENERATED_DAY_NAMES.find((names) => names.de === name || names.en === name);
  return generated ? generated[language] : name;
}
