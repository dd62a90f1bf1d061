import { differenceInCalendarDays, format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';

const kilograms = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
const wholeNumbers = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** 82.5 → "82,5"; 80 → "80". */
export const kg = (value: number) => kilograms.format(value);
/** 12345.6 → "12.346". */
export const whole = (value: number) => wholeNumbers.format(value);

/** "heute", "gestern", "vorgestern", or "am Montag, 23. November". */
export function dayPhrase(date: string, today: string): string {
  const days = differenceInCalendarDays(parseISO(today), parseISO(date));
  if (days === 0) return 'heute';
  if (days === 1) return 'gestern';
  if (days === 2) return 'vorgestern';
  return `am ${format(parseISO(date), 'EEEE, d. MMMM', { locale: de })}`;
}

/** "23.11.2026". */
export const germanDate = (date: string) => format(parseISO(date), 'dd.MM.yyyy');

export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

export const plural = (count: number, one: string, many: string) => `${whole(count)} ${count === 1 ? one : many}`;

/** A stable pick among phrasings, so the same facts always read the same but different days differ. */
export function pick<T>(options: readonly T[], seed: string): T {
  let hash = 2166136261;
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return options[Math.abs(hash) % options.length]!;
}

/** "Brust, Rücken und Beine". */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;
}
