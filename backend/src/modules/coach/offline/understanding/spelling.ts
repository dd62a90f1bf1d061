import { damerauLevenshtein } from '../fuzzy.js';
import { foldGerman } from '../normalise.js';
import { knownWords } from './mentions.js';

/**
 * The words the coach's topics, health rules and ranges hang on, folded (ä → ae): a mistyped one
 * ("kreatien", "pausse", "bauchfet") must still reach its answer, which a short question has no
 * other word to carry.
 */
const KEY_WORDS = [
  'eiweiss',
  'protein',
  'kreatin',
  'creatine',
  'bauchfett',
  'abnehmen',
  'zunehmen',
  'kalorien',
  'pause',
  'pausen',
  'saetze',
  'wiederholungen',
  'schlaf',
  'schlafen',
  'trainieren',
  'training',
  'muskelkater',
  'aufwaermen',
  'technik',
  'wasser',
  'trinken',
  'schmerzen',
  'steroide',
  'testosteron',
  'schwindelig',
  'brustschmerzen',
  'kniebeugen',
  'kreuzheben',
  'bankdruecken',
  'fortschritt',
  'trainingsplan',
  'muskelaufbau',
  'insgesamt',
  'letzten',
  'woche',
  'monat',
  'gewicht',
  'koerpergewicht',
  'atmung',
  'atmen',
  'sleep',
  'water',
  'soreness',
  'breathing',
  'steroids',
  'progress',
  'workout',
  'exercise',
];

/** Short words people mistype into other real words, which no edit distance can tell apart. */
const SHORT_TYPOS: Readonly<Record<string, string>> = {
  fiel: 'viel',
  vile: 'viel',
  fiele: 'viele',
  wi: 'wie',
  wiefiel: 'wie viel',
  wiefile: 'wie viele',
  wieviel: 'wie viel',
  wieviele: 'wie viele',
  brauch: 'brauche',
  machn: 'machen',
  satze: 'saetze',
  saze: 'saetze',
  schlaff: 'schlaf',
  pausse: 'pause',
  wass: 'was',
  eiwis: 'eiweiss',
  eiweis: 'eiweiss',
};

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
 * reply's language is still told from the question as written.
 */
export function correctTypos(question: string): string {
  return question.replace(/\p{L}+/gu, (word) => {
    const folded = foldGerman(word);
    return SHORT_TYPOS[folded] ?? keyWordFor(folded) ?? word;
  });
}
