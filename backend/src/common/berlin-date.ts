/** The app's calendar is Berlin's: "today" for a set, a streak or a pause is the date there. */
export const APP_TIME_ZONE = 'Europe/Berlin';

// Asked on every request, so one Intl formatter is kept (en-CA formats dates as yyyy-MM-dd).
const berlinDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date (`yyyy-MM-dd`) in Berlin at an instant. */
export function berlinDate(instant: Date): string {
  const parts = Object.fromEntries(berlinDayFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
