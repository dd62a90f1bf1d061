const FOLDS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o' };

/**
 * Lower case with German letters spelled out and other accents removed, so "Bankdrücken" and
 * "bankdruecken" compare equal.
 */
export function foldGerman(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßæœø]/g, (letter) => FOLDS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** A word without its plural or inflection ending, German or English: "kniebeugen" and "kniebeuge" → "kniebeug", "curls" → "curl". */
export function stemWord(word: string): string {
  if (word.length < 5) return word;
  const ending = ['en', 'es', 'e', 'n', 's'].find((suffix) => word.endsWith(suffix));
  if (!ending || (ending === 's' && word.endsWith('ss'))) return word;
  return word.slice(0, -ending.length);
}
