import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { parseISO } from 'date-fns/parseISO';
import { formatShortDate } from '../../../lib/dates';
import { t } from '../messages';

/** Spec §2: "Heute", "Gestern", "Vor {n} Tagen" up to 7 days, else a German date. */
export function lastTrainedLabel(date: string, today: Date): string {
  const days = differenceInCalendarDays(today, parseISO(date));
  if (days <= 0) return t('guided.today');
  if (days === 1) return t('guided.yesterday');
  if (days <= 7) return t('guided.daysAgo', { count: days });
  return formatShortDate(date);
}
