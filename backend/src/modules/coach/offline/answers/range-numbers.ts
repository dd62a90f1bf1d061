import type { ExerciseFacts, SetFact, TrainingFacts } from '../../training-facts.js';
import { summarisePeriod, warmupSetsBetween } from '../../training-facts.js';
import { bestSetOfDay, estimatedOneRepMax, roundToOneDecimal } from '../../../workouts/index.js';
import { germanDate, kg, plural, whole } from '../german.js';
import type { Language } from '../language.js';
import type { DateRange, RangeMeasure } from '../understanding/date-range.js';
import { percent, signed } from './context.js';

const englishNumber = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const en = (value: number) => englishNumber.format(value);
const enPlural = (count: number, one: string, many: string) => `${en(count)} ${count === 1 ? one : many}`;
const enDate = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
};

const germanMonth = (date: string) =>
  new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const englishMonth = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** "In den letzten 7 Tagen (17.11.2026–23.11.2026)": the range as the lifter named it, with its dates. */
export function rangeLabel(range: DateRange, from: string, language: Language): string {
  const dates = language === 'de' ? `${germanDate(from)}–${germanDate(range.to)}` : `${enDate(from)}–${enDate(range.to)}`;
  const label: Record<DateRange['kind'], [string, string]> = {
    last_days: [`In den letzten ${range.days} Tagen`, `In the last ${range.days} days`],
    since: [`Seit dem ${germanDate(from)}`, `Since ${enDate(from)}`],
    total: ['Insgesamt', 'In total'],
    today: ['Heute', 'Today'],
    week_before_last: ['Vorletzte Woche', 'The week before last'],
    named_month: [`Im ${germanMonth(from)}`, `In ${englishMonth(from)}`],
    yesterday: ['Gestern', 'Yesterday'],
    week: ['Diese Woche', 'This week'],
    last_week: ['Letzte Woche', 'Last week'],
    month: ['Diesen Monat', 'This month'],
    last_month: ['Letzten Monat', 'Last month'],
  };
  return `**${label[range.kind][language === 'de' ? 0 : 1]}** (${dates})`;
}

function bestOfDays(sets: readonly SetFact[]): SetFact[] {
  const days = new Map<string, SetFact[]>();
  for (const set of sets) days.set(set.date, [...(days.get(set.date) ?? []), set]);
  return [...days.values()].map(
    (daySets) => bestSetOfDay(daySets.map((set, seq) => ({ id: set.entryId, seq, max_weight: set.weight, reps: set.reps, set })))!.set,
  );
}

const volumeOf = (sets: readonly SetFact[]) => sets.reduce((sum, set) => sum + set.weight * set.reps, 0);
const e1rm = (set: SetFact) => roundToOneDecimal(estimatedOneRepMax(set.weight, set.reps));

/** One exercise in the range: its best set, its estimated one-rep max, and from the first day's best to the last. */
function exerciseLine(exercise: ExerciseFacts, sets: readonly SetFact[], language: Language): string {
  const days = bestOfDays(sets);
  const best = bestSetOfDay(days.map((set, seq) => ({ id: set.entryId, seq, max_weight: set.weight, reps: set.reps, set })))!.set;
  const first = days[0]!;
  const last = days.at(-1)!;
  const change = percent(e1rm(first), e1rm(last));
  if (language === 'en') {
    const progress =
      days.length > 1
        ? ` From the first to the last training day in this range: ${en(first.weight)} kg × ${first.reps} → ${en(last.weight)} kg × ${last.reps} (${signed(change)} % estimated 1RM).`
        : ' One training day in this range, so no progress to compare yet.';
    return `**${exercise.name}**: ${enPlural(sets.length, 'set', 'sets')} (${en(volumeOf(sets))} kg volume), best set ${en(best.weight)} kg × ${best.reps} on ${enDate(best.date)} (estimated 1RM ${en(e1rm(best))} kg).${progress}`;
  }
  const progress =
    days.length > 1
      ? ` Vom ersten zum letzten Trainingstag im Zeitraum: ${kg(first.weight)} kg × ${first.reps} → ${kg(last.weight)} kg × ${last.reps} (${signed(change)} % geschätztes 1RM).`
      : ' Im Zeitraum nur ein Trainingstag, daher noch kein Fortschritt zum Vergleichen.';
  return `**${exercise.name}**: ${plural(sets.length, 'Satz', 'Sätze')} (${whole(volumeOf(sets))} kg Volumen), bester Satz ${kg(best.weight)} kg × ${best.reps} am ${germanDate(best.date)} (geschätztes 1RM ${kg(e1rm(best))} kg).${progress}`;
}

/** The few sentences of the answer, in each language. */
const SAY = {
  de: {
    count: (count: number, one: string, many: string) => plural(count, one, many),
    volume: (volume: number) => `${whole(volume)} kg`,
    nothing: 'keine Sätze eingetragen – da gibt es noch nichts zu zählen.',
    summary: (days: string, sets: string, volume: string, reps: number) =>
      `**${days}**, **${sets}** mit ${whole(reps)} Wiederholungen und **${volume}** Volumen.`,
    day: ['Trainingstag', 'Trainingstage'],
    set: ['Satz', 'Sätze'],
    noneOf: (name: string) => `Von **${name}** hast du in diesem Zeitraum keine Sätze eingetragen.`,
    most: 'Die meisten Sätze',
    yours: 'Deine Übungen im Zeitraum:',
    warmups: (count: number) => `Dazu ${plural(count, 'Aufwärmsatz', 'Aufwärmsätze')}, die in keiner dieser Zahlen mitzählen.`,
  },
  en: {
    count: enPlural,
    volume: (volume: number) => `${en(volume)} kg`,
    nothing: 'no sets logged – nothing to count yet.',
    summary: (days: string, sets: string, volume: string, reps: number) => `**${days}**, **${sets}** with ${en(reps)} reps and **${volume}** volume.`,
    day: ['training day', 'training days'],
    set: ['set', 'sets'],
    noneOf: (name: string) => `No sets of **${name}** in this range.`,
    most: 'Most sets',
    yours: 'Your exercises in this range:',
    warmups: (count: number) => `Plus ${enPlural(count, 'warm-up set', 'warm-up sets')}, which count in none of these figures.`,
  },
} as const;

/**
 * Exact numbers over the range the lifter named, counted from their sets: training days, sets and
 * volume, the asked exercise's best set, estimated one-rep max and progress; the range and its
 * dates are said first, so "the last 7 days" is never mistaken for this calendar week.
 */
export function answerRangeNumbers(facts: TrainingFacts, range: DateRange, measure: RangeMeasure, exercise: ExerciseFacts | null, language: Language): string {
  const say = SAY[language];
  const from = range.from ?? facts.sets[0]?.date ?? range.to;
  const summary = summarisePeriod(facts.sets, from, range.to);
  const setsOf = (own: ExerciseFacts) => facts.sets.filter((set) => set.machineId === own.machineId && set.date >= from && set.date <= range.to);
  const lines = [
    `${rangeLabel(range, from, language)}: ${
      summary.sets === 0
        ? say.nothing
        : say.summary(
            say.count(summary.days, say.day[0], say.day[1]),
            say.count(summary.sets, say.set[0], say.set[1]),
            say.volume(summary.volume),
            summary.reps,
          )
    }`,
  ];
  if (exercise) {
    const sets = setsOf(exercise);
    const warmups = warmupSetsBetween(facts.warmups, from, range.to, exercise.machineId);
    lines.push(sets.length > 0 ? exerciseLine(exercise, sets, language) : say.noneOf(exercise.name));
    if (warmups > 0) lines.push(say.warmups(warmups));
  } else if (summary.sets > 0 && (measure === 'best' || measure === 'e1rm' || measure === 'progress')) {
    const trained = facts.exercises.filter((own) => setsOf(own).length > 0).slice(0, 3);
    lines.push([say.yours, ...trained.map((own) => `- ${exerciseLine(own, setsOf(own), language)}`)].join('\n'));
  } else if (summary.exercises.length > 0) {
    lines.push(
      `${say.most}: ${summary.exercises
        .slice(0, 3)
        .map((counted) => `${counted.name} (${counted.sets})`)
        .join(', ')}.`,
    );
  }
  return lines.join('\n\n');
}
