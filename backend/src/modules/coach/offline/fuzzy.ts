/** The string metrics live in common/text, shared with the exercise catalogue's search. */
export { damerauLevenshtein, diceOf, trigrams, trigramSimilarity, typoAllowance } from '../../../common/text/fuzzy.js';
export type { Trigrams } from '../../../common/text/fuzzy.js';
