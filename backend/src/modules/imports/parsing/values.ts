import type { SetType } from './types.js';

/**
 * A decimal as exports write it: `82.5` or `82,5` (Strong on Android and German spreadsheets use
 * the comma), an optional sign; null for anything else, including thousands separators, which no
 * supported export writes.
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** RPE as lifters write it, 6 to 10 in half steps; anything else is no RPE (the set stays). */
export function parseRpe(text: string): number | null {
  const value = parseDecimal(text);
  return value !== null && value >= 6 && value <= 10 && Number.isInteger(value * 2) ? value : null;
}

const SECONDS_PER_UNIT: Record<string, number> = {
  h: 3600,
  std: 3600,
  stunde: 3600,
  stunden: 3600,
  m: 60,
  min: 60,
  minute: 60,
  minuten: 60,
  s: 1,
  sek: 1,
  sekunde: 1,
  sekunden: 1,
};

/**
 * Minutes (rounded) of a Strong duration: `1h 5m`, `45m`, `50s`, or the German app's
 * `1 Std. 5 Min.`; null when the text is empty or says something else.
 */
export function parseDurationText(text: string): number | null {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '') return null;
  // Every character must belong to an amount and its unit: "1h hallo" is no duration.
  if (!/^(\d+([.,]\d+)?\s*[a-z]+\.?\s*)+$/.test(trimmed)) return null;
  const parts = trimmed.matchAll(/(\d+(?:[.,]\d+)?)\s*([a-z]+)/g);
  let seconds = 0;
  for (const [, amount, unit] of parts) {
    const factor = SECONDS_PER_UNIT[unit!];
    if (factor === undefined) return null;
    seconds += Number(amount!.replace(',', '.')) * factor;
  }
  return Math.round(seconds / 60);
}

/** Minutes (rounded) of a duration in seconds (Strong's `Duration (sec)`); null when it is no number. */
export function minutesOfSeconds(text: string): number | null {
  const seconds = parseDecimal(text);
  return seconds === null || seconds < 0 ? null : Math.round(seconds / 60);
}

const SET_TYPE_WORDS: Record<string, SetType> = {
  normal: 'normal',
  arbeitssatz: 'normal',
  warmup: 'warmup',
  'warm-up': 'warmup',
  'warm up': 'warmup',
  aufwärmsatz: 'warmup',
  aufwärmen: 'warmup',
  failure: 'failure',
  'bis zum versagen': 'failure',
  versagen: 'failure',
  dropset: 'dropset',
  'drop set': 'dropset',
  dropsatz: 'dropset',
};

/** Hevy's `set_type` and Hantelwerk's `Satztyp` (English or German words); an unknown word is a normal set. */
export function setTypeOfWord(text: string): SetType {
  return SET_TYPE_WORDS[text.trim().toLowerCase()] ?? 'normal';
}

/** Strong's letters in `Set Order`: W warm-up, D drop set, F failure. */
const STRONG_LETTERS: Record<string, SetType> = { w: 'warmup', d: 'dropset', f: 'failure' };

/** What Strong's `Set Order` says: a set number, or a letter for a set type (counted by appearance). */
export function strongSetOrder(text: string): { position: number | null; setType: SetType } {
  const trimmed = text.trim().toLowerCase();
  const letterType = STRONG_LETTERS[trimmed];
  if (letterType) return { position: null, setType: letterType };
  const number = parseDecimal(trimmed);
  return { position: number !== null && Number.isInteger(number) && number >= 1 ? number : null, setType: 'normal' };
}

/**
 * Hantelwerk's export prefixes text a spreadsheet would run as a formula with an apostrophe
 * (workouts-csv.ts): the one apostrophe goes, so "'-5 kg Platte" reads as it was typed.
 */
export function withoutFormulaGuard(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** Blank text is no text; a note's Windows line breaks become plain ones. */
export function textOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed.replace(/\r\n?/g, '\n');
}
