import { parseISO } from 'date-fns/parseISO';
import { formatDate, type DatePattern } from '../../../lib/dates';

/** Server timestamps in the interface's language; a missing or broken one is left out instead of crashing. */
export function formatTimestamp(iso: string | null | undefined, pattern: DatePattern): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date, pattern);
}
