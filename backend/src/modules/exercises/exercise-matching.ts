import { foldGerman, stemWord } from '../../common/text/german-words.js';
import { damerauLevenshtein, diceOf, fewestEdits, letterBits, trigrams, typoAllowance } from '../../common/text/fuzzy.js';
import type { Trigrams } from '../../common/text/fuzzy.js';
import type { CatalogueEntry } from './catalogue.js';

/** Little words that never tell two exercises apart ("Seitheben am Kabel" = "Seitheben Kabel"). */
const FILLERS = new Set('am an auf der die das den dem des mit im in und von vom zum zur the on with at of'.split(' '));

/** The stemmed words of a name: case, umlauts, ß, accents, punctuation and filler words stop mattering. */
export function nameWords(text: string): string[] {
  return foldGerman(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !FILLERS.has(word))
    .map(stemWord);
}

/** The words glued together, so that "Bein Presse" and "Beinpresse" meet. */
export const nameKey = (text: string): string => nameWords(text).join('');

/** How strongly a spelling matches, strongest first: the search ranks by it. */
const SCORE = { exact: 100, words: 90, prefix: 90, wordPrefix: 80, typo: 75, prefixTypo: 70, contains: 60, similar: 50 } as const;

interface Spelling {
  entry: CatalogueEntry;
  order: number;
  key: string;
  sortedKey: string;
  words: string[];
  grams: Trigrams;
  letters: number;
}

export interface CatalogueHit {
  entry: CatalogueEntry;
  /** 0–100: exact spelling 100, every word a whole word or a beginning 90, a word's beginning 80, a typo 65–75, … */
  score: number;
}

/**
 * The catalogue indexed by every spelling (name, English name, aliases), for the two questions the
 * app asks: which entries a lifter typing "kniebeu" or "sqaut" means, best first (`search`), and
 * which single entry a lifter's exercise name is (`entryOf`), where only the same spelling or a typo
 * of a whole spelling counts, so that a name is never filed under a movement it merely resembles.
 */
export class CatalogueIndex {
  private readonly spellings: Spelling[] = [];
  private readonly byKey = new Map<string, CatalogueEntry>();

  constructor(entries: readonly CatalogueEntry[]) {
    entries.forEach((entry, order) => {
      for (const text of [entry.name, entry.en, ...entry.aliases]) {
        const words = nameWords(text);
        const key = words.join('');
        if (!key) continue;
        const sortedKey = [...words].sort().join('');
        // The first entry to claim a spelling keeps it: the catalogue lists the usual lift first.
        if (!this.byKey.has(key)) this.byKey.set(key, entry);
        if (!this.byKey.has(sortedKey)) this.byKey.set(sortedKey, entry);
        this.spellings.push({ entry, order, key, sortedKey, words, grams: trigrams(key), letters: letterBits(key) });
      }
    });
  }

  /**
   * The entry of which a name is one of the spellings (name, English name or alias; plural endings,
   * case, umlauts and word order aside), without typos: null when none is.
   */
  entryBySpelling(name: string): CatalogueEntry | null {
    const words = nameWords(name);
    const key = words.join('');
    if (key.length < 3) return null;
    return this.byKey.get(key) ?? this.byKey.get([...words].sort().join('')) ?? null;
  }

  /** The catalogue entry a name means: the same spelling, else the closest typo of a whole spelling; null when none is close. */
  entryOf(name: string): CatalogueEntry | null {
    const exact = this.entryBySpelling(name);
    if (exact) return exact;
    const key = nameKey(name);
    if (key.length < 3) return null;
    // Only a closer spelling than the best so far can win (ties go to the first), so the allowance
    // shrinks as spellings match; spellings that cannot be close enough are skipped unmeasured.
    let allowance = typoAllowance(key.length);
    const letters = letterBits(key);
    let best: CatalogueEntry | null = null;
    for (const spelling of this.spellings) {
      if (allowance < 0) break;
      if (Math.abs(spelling.key.length - key.length) > allowance || fewestEdits(letters, spelling.letters) > allowance) continue;
      const distance = damerauLevenshtein(key, spelling.key, allowance);
      if (distance > allowance) continue;
      best = spelling.entry;
      allowance = distance - 1;
    }
    return best;
  }

  /** Entries matching what a lifter typed, best first: exact, beginning, a word's beginning, typos, contained, similar. */
  search(query: string, limit: number): CatalogueHit[] {
    const words = nameWords(query);
    const key = words.join('');
    if (!key) return [];
    const sortedKey = [...words].sort().join('');
    const grams = trigrams(key);
    const best = new Map<CatalogueEntry, { score: number; length: number; order: number }>();
    for (const spelling of this.spellings) {
      const score = scoreOf(spelling, key, sortedKey, words, grams);
      if (score === 0) continue;
      const known = best.get(spelling.entry);
      // Among equal scores an entry keeps its shortest spelling; entries tie by the catalogue's order (the usual lift first).
      if (!known || score > known.score || (score === known.score && spelling.key.length < known.length))
        best.set(spelling.entry, { score, length: spelling.key.length, order: spelling.order });
    }
    return [...best.entries()]
      .sort(([, a], [, b]) => b.score - a.score || a.order - b.order || a.length - b.length)
      .slice(0, limit)
      .map(([entry, { score }]) => ({ entry, score }));
  }
}

function scoreOf(spelling: Spelling, key: string, sortedKey: string, words: string[], grams: Trigrams): number {
  if (spelling.key === key || spelling.sortedKey === sortedKey) return SCORE.exact;
  // Every typed word is a word of the spelling: "squat" is all of a word in "Front Squat", only the start of "Squat Jumps".
  if (key.length >= 3 && words.every((word) => spelling.words.includes(word))) return SCORE.words;
  if (key.length >= 3 && spelling.key.startsWith(key)) return SCORE.prefix;
  if (key.length >= 3 && words.every((word) => spelling.words.some((own) => own.startsWith(word)))) return SCORE.wordPrefix;
  const allowance = typoAllowance(key.length);
  if (allowance > 0) {
    const distance = damerauLevenshtein(key, spelling.key, allowance);
    if (distance <= allowance) return SCORE.typo - 5 * (distance - 1);
    // What is typed so far, with a typo: "kneibeu" is the start of "kniebeuge".
    if (spelling.key.length > key.length) {
      const partial = damerauLevenshtein(key, spelling.key.slice(0, key.length), allowance);
      if (partial <= allowance) return SCORE.prefixTypo - 5 * (partial - 1);
    }
  }
  if (key.length >= 4 && spelling.key.includes(key)) return SCORE.contains;
  const similarity = diceOf(grams, spelling.grams);
  return similarity >= 0.5 ? Math.round(SCORE.similar * similarity) : 0;
}
