import { dayNumber, germanDate, mondayOf } from '../../workouts/index.js';

// The coach's German wording of dates in one place; "23.11.2026" is the app's own format.
export { germanDate };

const kilograms = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
const wholeNumbers = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** 82.5 → "82,5"; 80 → "80". */
export const kg = (value: number) => kilograms.format(value);
/** 12345.6 → "12.346". */
export const whole = (value: number) => wholeNumbers.format(value);

const WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** "heute", "gestern", "vorgestern", or "am Montag, 23. November". */
export function dayPhrase(date: string, today: string): string {
  const days = daysBetween(date, today);
  if (days === 0) return 'heute';
  if (days === 1) return 'gestern';
  if (days === 2) return 'vorgestern';
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `am ${WEEKDAYS[daysBetween(mondayOf(date), date)]}, ${day}. ${MONTHS[month - 1]}`;
}

/** Calendar days from `from` to `to` (yyyy-MM-dd; calendar.ts does the arithmetic on whole days). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
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
