import { loadDataFile } from '../../data/data-file.js';
import { FOLDED_WORDS, wordListProblem } from '../../data/table-checks.js';
import { damerauLevenshtein } from '../fuzzy.js';
import { foldGerman } from '../normalise.js';
import { knownWords } from './mentions.js';

/**
 * The words the coach's topics, health rules and ranges hang on, folded (ä → ae): a mistyped one
 * ("kreatien", "pausse", "bauchfet") must still reach its answer, which a short question has no
 * other word to carry. And short words people mistype into other real words, which no edit
 * distance can tell apart ("fiel" → "viel"). Both are data: data/typo-words.json.
 */
interface TypoWords {
  keyWords: string[];
  shortTypos: Readonly<Record<string, string>>;
}

export function checkTypoWords(content: unknown): string | { ok: TypoWords } {
  const { keyWords, shortTypos } = (content ?? {}) as Record<string, unknown>;
  const problem = wordListProblem(keyWords, /^[a-z]+$/);
  if (problem) return `keyWords: ${problem}`;
  if (typeof shortTypos !== 'object' || shortTypos === null || Array.isArray(shortTypos)) return 'needs shortTypos, an object of typos and the words they mean';
  for (const [typo, meant] of Object.entries(shortTypos)) {
    if (!/^[a-z]+$/.test(typo) || typeof meant !== 'string' || !FOLDED_WORDS.test(meant))
      return `shortTypos: ${typo} → ${JSON.stringify(meant)} needs a folded typo and folded words (lower case, ä as ae)`;
  }
  return { ok: { keyWords: keyWords as string[], shortTypos: shortTypos as Record<string, string> } };
}

const { keyWords: KEY_WORDS, shortTypos: SHORT_TYPOS } = loadDataFile('typo-words.json', checkTypoWords);

/** A word is corrected only when no lifter's question had it and it is one or two typing slips from a key word. */
function keyWordFor(word: string): string | null {
  if (word.length < 5 || knownWords().has(word)) return null;
  const allowance = word.length >= 8 ? 2 : 1;
  let best: { key: string; distance: number } | null = null;
  for (const key of KEY_WORDS) {
    if (key[0] !== word[0] || Math.abs(key.length - word.length) > allowance) continue;
    const distance = damerauLevenshtein(word, key, allowance);
    if (distance <= allowance && (!best || distance < best.distance)) best = { key, distance };
  }
  return best?.key ?? null;
}

/**
 * The question with its typos on the words that matter corrected, everything else (numbers, dates,
 * punctuation) as written: what the health rules, topics, ranges and the classifier read. The
 * coach's one typo correction: the classifier has none of its own (docs/decisions/45-…). The
 * reply's language is still told from the question as written.
 */
export function correctTypos(question: string): string {
  return question.replace(/\p{L}+/gu, (word) => {
    const folded = foldGerman(word);
    return SHORT_TYPOS[folded] ?? keyWordFor(folded) ?? word;
  });
}
