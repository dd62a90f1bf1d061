import type { CatalogueName } from '@hantelwerk/api-types';
import type { Language } from '../../../i18n';

/** German catalogue name → English name. */
export type EnglishNames = ReadonlyMap<string, string>;

export const englishNamesOf = (names: readonly CatalogueName[]): EnglishNames => new Map(names.map(({ name, en }) => [name, en]));

/**
 * The name the interface shows for an exercise: in English, the English name of a catalogue
 * movement when the exercise is named exactly as the catalogue names it (it was made from the
 * catalogue: a suggestion picked, a plan, an import); any other name is the lifter's own and stays
 * as typed, in either language.
 */
export function exerciseNameIn(language: Language, name: string, english: EnglishNames | undefined): string {
  if (language !== 'en') return name;
  return english?.get(name) ?? name;
}
