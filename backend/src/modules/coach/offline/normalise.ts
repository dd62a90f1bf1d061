/**
 * Text normalisation for matching exercise names and questions: case, umlauts (ä → ae), ß,
 * accents and punctuation stop mattering, so "Bankdrücken", "bankdruecken" and "Bank-Drücken!"
 * compare equal.
 */
import { foldGerman, stemWord } from '../../../common/text/german-words.js';
import { loadDataFile } from '../data/data-file.js';
import { wordListProblem } from '../data/table-checks.js';

export { foldGerman };

/** Folded, every run of non-alphanumerics one space, trimmed. */
export function normaliseText(text: string): string {
  return foldGerman(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Words that say nothing about which exercise is meant: articles, prepositions, "Maschine",
 * and gym equipment brands ("Technogym Beinpresse" is a leg press). Data: data/stopwords.json.
 */
export function checkStopwords(content: unknown): string | { ok: ReadonlySet<string> } {
  const problem = wordListProblem(content, /^[a-z0-9]+$/);
  return problem ?? { ok: new Set(content as string[]) };
}

const STOPWORDS = loadDataFile('stopwords.json', checkStopwords);

/** A light stemmer for German and English plurals and inflections: "Kniebeugen" → "kniebeug". */
export const stem = stemWord;

/** The meaningful, stemmed words of a name. */
export function nameTokens(text: string): string[] {
  return normaliseText(text)
    .split(' ')
    .filter((token) => token.length > 0 && !STOPWORDS.has(token))
    .map(stem);
}

/** Tokens glued together: compound and split spellings meet ("Bein Presse" = "Beinpresse"). */
export function compactKey(text: string): string {
  return nameTokens(text).join('');
}

/** The same with the words sorted, so word order stops mattering ("Curl Bizeps" = "Bizeps Curl"). */
export function sortedKey(text: string): string {
  return [...nameTokens(text)].sort().join('');
}
