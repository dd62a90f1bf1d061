import { parseISO } from 'date-fns';
import { formatGermanDate } from '../../../lib/dates';

/** Server timestamps are shown in German; a missing or broken one is left out instead of crashing. */
export function formatTimestamp(iso: string | null | undefined, pattern: string): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : formatGermanDate(date, pattern);
}
