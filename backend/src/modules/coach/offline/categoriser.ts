import type { Category } from '../../../common/exercise-categories.js';
import { CATEGORIES } from '../../../common/exercise-categories.js';
import type { CatalogueEntry } from '../../exercises/index.js';
import { EXERCISE_CATALOGUE } from '../../exercises/index.js';
import type { Trigrams } from './fuzzy.js';
import { damerauLevenshtein, diceOf, trigrams, typoAllowance } from './fuzzy.js';
import { compactKey, normaliseText, sortedKey } from './normalise.js';

/** How a name was recognised, strongest first; the coach words its confidence after it. */
export type MatchKind = 'exact' | 'typo' | 'similar' | 'contains' | 'keyword' | 'none';

export interface ExerciseMatch {
  kind: MatchKind;
  exercise: CatalogueEntry | null;
  categories: Category[];
}

interface IndexedAlias {
  exercise: CatalogueEntry;
  compact: string;
  sorted: string;
  compactGrams: Trigrams;
  sortedGrams: Trigrams;
}

/** Keyword rules for names the catalogue does not know; the first rule that matches decides. */
const KEYWORD_RULES: ReadonlyArray<[RegExp, Category[]]> = [
  [/(bein|leg|knie|hamstring|glute|gesaess|\bpo)\s?(curl|beug|strecker|extension|kickback)/, ['Beine']],
  [/(wade|calf|calves)/, ['Beine']],
  [/(bauch|\babs\b|\bab\b|crunch|sit ?up|plank|planke|\bcore\b|rumpf|oblique|twist|unterarmstuetz)/, ['Bauch']],
  [/(burpee|ganzkoerper|full ?body|thruster|\bclean|snatch|reissen|umsetzen|kettlebell|swing|get ?up|zirkel|circuit|crossfit)/, ['Ganzkörper']],
  [/(bizeps|biceps|bicep|trizeps|triceps|tricep|curl|unterarm|forearm|handgelenk|wrist|\barm)/, ['Arme']],
  [/(schulter|shoulder|delt|seitheb|frontheb|lateral|military|overhead|ueberkopf|arnold|shrug|nacken|trapez)/, ['Schultern']],
  [/(brust|chest|\bpec|bank ?drueck|bench|\bfly|flies|fliegend|butterfly|liegestuetz|push ?up|\bdip)/, ['Brust']],
  [
    /(cardio|laufband|treadmill|\blauf|jogg|\brun|\brad\b|radfahr|bike|cycl|ergometer|crosstrainer|elliptic|stepper|stair|treppe|schwimm|swim|seilspring|jump ?rope|sprint|hiit|\bwalk|rudergeraet|rower|intervall)/,
    ['Ausdauer'],
  ],
  [/(ruecken|\bback\b|\blat\b|latzug|\brow|rudern|pull|klimmzug|\bchin|kreuzheb|deadlift|hyperextension)/, ['Rücken']],
  [/(bein|\bleg|squat|kniebeug|lunge|ausfallschritt|oberschenkel|\bquad|adduktor|abduktor|adductor|abductor|\bhip|huefte|glute|gesaess|\bstep)/, ['Beine']],
];

/**
 * The offline categoriser: a catalogue of common exercises with their synonyms, matched after
 * normalisation, then with a typo allowance (Damerau-Levenshtein, more for longer names), then by
 * similarity and containment; unknown names fall back to keyword rules, else no category.
 */
export class ExerciseMatcher {
  private readonly byCompact = new Map<string, CatalogueEntry>();
  private readonly bySorted = new Map<string, CatalogueEntry>();
  private readonly aliases: IndexedAlias[] = [];
  /** Recent answers of findClose: questions and machine names repeat, the typo search is the costly part. */
  private readonly closeMemo = new Map<string, CatalogueEntry | null>();

  constructor(catalogue: readonly CatalogueEntry[] = EXERCISE_CATALOGUE) {
    for (const exercise of catalogue) {
      for (const alias of [exercise.name, exercise.en, ...exercise.aliases]) {
        const compact = compactKey(alias);
        if (!compact) continue;
        const sorted = sortedKey(alias);
        const indexed = { exercise, compact, sorted, compactGrams: trigrams(compact), sortedGrams: trigrams(sorted) };
        // The first exercise to claim a spelling keeps it: more specific entries come first.
        if (!this.byCompact.has(indexed.compact)) this.byCompact.set(indexed.compact, exercise);
        if (!this.bySorted.has(indexed.sorted)) this.bySorted.set(indexed.sorted, exercise);
        this.aliases.push(indexed);
      }
    }
  }

  match(name: string): ExerciseMatch {
    const found = this.findExercise(name);
    if (found) return { kind: found.kind, exercise: found.exercise, categories: [...found.exercise.categories] };
    const categories = keywordCategories(name);
    return categories.length > 0 ? { kind: 'keyword', exercise: null, categories } : { kind: 'none', exercise: null, categories: [] };
  }

  /** Only an exact spelling or a typo of one: for picking exercise names out of free text. */
  findClose(name: string, options: { typos?: boolean } = {}): CatalogueEntry | null {
    const memoKey = `${options.typos === false ? 'x' : 't'}:${name}`;
    const memo = this.closeMemo.get(memoKey);
    if (memo !== undefined) return memo;
    const found = this.searchClose(name, options.typos !== false);
    if (this.closeMemo.size >= 5000) this.closeMemo.delete(this.closeMemo.keys().next().value!);
    this.closeMemo.set(memoKey, found);
    return found;
  }

  private searchClose(name: string, typos: boolean): CatalogueEntry | null {
    const compact = compactKey(name);
    if (compact.length < 3) return null;
    const exact = this.byCompact.get(compact) ?? this.bySorted.get(sortedKey(name));
    if (exact || !typos) return exact ?? null;
    const allowance = typoAllowance(compact.length);
    if (allowance === 0) return null;
    let best: { distance: number; exercise: CatalogueEntry } | null = null;
    for (const alias of this.aliases) {
      const distance = damerauLevenshtein(compact, alias.compact, allowance);
      if (distance <= allowance && (!best || distance < best.distance)) best = { distance, exercise: alias.exercise };
    }
    return best?.exercise ?? null;
  }

  /** The catalogue exercise a name means, without the keyword fallback. */
  findExercise(name: string): { kind: Exclude<MatchKind, 'keyword' | 'none'>; exercise: CatalogueEntry } | null {
    const compact = compactKey(name);
    if (!compact) return null;
    const exact = this.byCompact.get(compact) ?? this.bySorted.get(sortedKey(name));
    if (exact) return { kind: 'exact', exercise: exact };

    const allowance = typoAllowance(compact.length);
    let bestTypo: { distance: number; alias: IndexedAlias } | null = null;
    if (allowance > 0) {
      for (const alias of this.aliases) {
        const distance = damerauLevenshtein(compact, alias.compact, allowance);
        if (distance <= allowance && (!bestTypo || distance < bestTypo.distance)) bestTypo = { distance, alias };
      }
    }
    if (bestTypo) return { kind: 'typo', exercise: bestTypo.alias.exercise };

    let bestSimilar: { score: number; alias: IndexedAlias } | null = null;
    const compactGrams = trigrams(compact);
    const sortedGrams = trigrams(sortedKey(name));
    for (const alias of this.aliases) {
      const score = Math.max(diceOf(compactGrams, alias.compactGrams), diceOf(sortedGrams, alias.sortedGrams));
      if (!bestSimilar || score > bestSimilar.score) bestSimilar = { score, alias };
    }
    if (bestSimilar && bestSimilar.score >= 0.78) return { kind: 'similar', exercise: bestSimilar.alias.exercise };

    // "Technogym Beinpresse Plus" contains "beinpresse": the longest alias inside the name wins.
    let contained: IndexedAlias | null = null;
    for (const alias of this.aliases) {
      if (alias.compact.length >= 6 && compact.includes(alias.compact) && (!contained || alias.compact.length > contained.compact.length)) {
        contained = alias;
      }
    }
    if (contained) return { kind: 'contains', exercise: contained.exercise };

    if (bestSimilar && bestSimilar.score >= 0.62) return { kind: 'similar', exercise: bestSimilar.alias.exercise };
    return null;
  }
}

export function keywordCategories(name: string): Category[] {
  const text = ` ${normaliseText(name)} `;
  for (const [pattern, categories] of KEYWORD_RULES) {
    if (pattern.test(text)) return [...categories];
  }
  return [];
}

/** Categories in the app's canonical order, without duplicates. */
export function orderedCategories(categories: Iterable<Category>): Category[] {
  const wanted = new Set(categories);
  return CATEGORIES.filter((category) => wanted.has(category));
}

export const defaultExerciseMatcher = new ExerciseMatcher();

/** The German reply the offline categoriser gives: the categories, comma separated, or "keine". */
export function categoriseOffline(name: string, matcher: ExerciseMatcher = defaultExerciseMatcher): string {
  const { categories } = matcher.match(name);
  return categories.length > 0 ? categories.join(', ') : 'keine';
}
