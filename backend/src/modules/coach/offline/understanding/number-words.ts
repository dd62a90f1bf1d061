import { loadDataFile } from '../../data/data-file.js';
import { FOLDED_WORDS } from '../../data/table-checks.js';

export function checkNumberWords(content: unknown): string | { ok: Readonly<Record<string, number>> } {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return 'needs an object of number words and their values';
  for (const [word, value] of Object.entries(content)) {
    if (!FOLDED_WORDS.test(word)) return `${JSON.stringify(word)} is no folded word (lower case, ä as ae)`;
    if (typeof value !== 'number' || !(value > 0)) return `${word} needs a positive number, not ${JSON.stringify(value)}`;
  }
  return { ok: content as Record<string, number> };
}

/** Numbers written as words in lifters' questions, German and English, folded (ä → ae): data/number-words.json. */
export const NUMBER_WORDS = loadDataFile('number-words.json', checkNumberWords);

/** A number or a number word, as a regular expression's group. */
export const NUMBER_PATTERN = `(\\d+(?:[.,]\\d)?|${Object.keys(NUMBER_WORDS).join('|')})`;

/** The value of a number or number word the pattern matched. */
export function numberValue(written: string): number {
  return NUMBER_WORDS[written] ?? Number(written.replace(',', '.'));
}
