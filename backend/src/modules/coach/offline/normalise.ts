/**
 * Text normalisation for matching exercise names and questions: case, umlauts (ä → ae), ß,
 * accents and punctuation stop mattering, so "Bankdrücken", "bankdruecken" and "Bank-Drücken!"
 * compare equal.
 */
import { foldGerman, stemWord } from '../../../common/text/german-words.js';

export { foldGerman };

/** Folded, every run of non-alphanumerics one space, trimmed. */
export function normaliseText(text: string): string {
  return foldGerman(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Words that say nothing about which exercise is meant: articles, prepositions, "Maschine",
 * and gym equipment brands ("Technogym Beinpresse" is a leg press).
 */
const STOPWORDS = new Set([
  'an',
  'am',
  'auf',
  'der',
  'die',
  'das',
  'den',
  'dem',
  'des',
  'mit',
  'im',
  'in',
  'und',
  'von',
  'vom',
  'zur',
  'zum',
  'fuer',
  'ein',
  'eine',
  'einer',
  'the',
  'on',
  'at',
  'with',
  'of',
  'and',
  'a',
  'for',
  'to',
  'maschine',
  'maschinen',
  'machine',
  'machines',
  'geraet',
  'geraete',
  'station',
  'uebung',
  'uebungen',
  'exercise',
  'technogym',
  'gym80',
  'life',
  'fitness',
  'lifefitness',
  'cybex',
  'matrix',
  'precor',
  'nautilus',
  'egym',
  'milon',
  'panatta',
  'impulse',
  'concept2',
  'strength',
  'sitzend',
  'seated',
  'stehend',
  'standing',
  // Grammar of questions ("Wie ist mein Fortschritt beim Bankdrücken?"): never part of a name.
  'beim',
  'bei',
  'mein',
  'meine',
  'meinem',
  'meinen',
  'meiner',
  'meins',
  'dein',
  'deine',
  'ich',
  'du',
  'wie',
  'was',
  'ist',
  'sind',
  'es',
  'zu',
  'um',
  'nach',
  'hab',
  'habe',
  'hast',
  'mach',
  'mache',
  'machen',
  'kann',
  'soll',
  'sollte',
  'mir',
  'mich',
  'bitte',
  'noch',
  'nicht',
  'auch',
  'so',
  'nur',
  'schon',
  'my',
  'is',
  'how',
  'what',
  'do',
  'i',
]);

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
