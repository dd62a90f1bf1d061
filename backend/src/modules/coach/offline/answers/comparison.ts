import type { ExerciseFacts, SetFact, TrainingFacts } from '../../training-facts.js';
import { estimatedOneRepMax, roundToOneDecimal } from '../../../workouts/index.js';
import { kg, plural, whole } from '../german.js';
import type { Language } from '../language.js';
import type { DateRange } from '../understanding/date-range.js';
import { percent, signed } from './context.js';
import { rangeLabel } from './range-numbers.js';

/**
 * Comparisons the lifter asks for, said with both numbers and the result: two ranges (this week
 * against last week) in sets, volume and training days, of all exercises or one; and two exercises
 * (where did I improve more, which is stronger, which did I train more) over a range or all time.
 */

const en = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 1 });
const e1rm = (set: SetFact) => roundToOneDecimal(estimatedOneRepMax(set.weight, set.reps));

interface Tally {
  sets: number;
  volume: number;
  days: number;
}

function tally(facts: TrainingFacts, from: string, to: string, exercise: ExerciseFacts | null): Tally {
  const sets = facts.sets.filter((set) => set.date >= from && set.date <= to && (!exercise || set.machineId === exercise.machineId));
  return {
    sets: sets.length,
    volume: sets.reduce((sum, set) => sum + set.weight * set.reps, 0),
    days: new Set(sets.map((set) => set.date)).size,
  };
}

/** "+5 Sätze", "2.873 kg weniger": a difference in words, in the language asked. */
function difference(value: number, unit: [string, string], language: Language): string {
  if (value === 0) return language === 'de' ? `gleich viele ${unit[1]}` : `the same ${unit[1]}`;
  const amount = Math.abs(value);
  const counted = language === 'de' ? `${whole(amount)} ${amount === 1 ? unit[0] : unit[1]}` : `${en(amount)} ${amount === 1 ? unit[0] : unit[1]}`;
  if (language === 'de') return `${counted} ${value > 0 ? 'mehr' : 'weniger'}`;
  return `${counted} ${value > 0 ? 'more' : 'fewer'}`;
}

/** "Diese Woche gegen letzte Woche": both ranges' numbers and how the first differs from the second. */
export function compareRanges(facts: TrainingFacts, first: DateRange, second: DateRange, exercise: ExerciseFacts | null, language: Language): string {
  const firstFrom = first.from ?? facts.sets[0]?.date ?? first.to;
  const secondFrom = second.from ?? facts.sets[0]?.date ?? second.to;
  const a = tally(facts, firstFrom, first.to, exercise);
  const b = tally(facts, secondFrom, second.to, exercise);
  const line = (label: string, counted: Tally) =>
    language === 'de'
      ? `- ${label}: **${plural(counted.sets, 'Satz', 'Sätze')}**, **${whole(counted.volume)} kg** Volumen an ${plural(counted.days, 'Trainingstag', 'Trainingstagen')}`
      : `- ${label}: **${counted.sets} ${counted.sets === 1 ? 'set' : 'sets'}**, **${en(counted.volume)} kg** volume on ${counted.days} training ${counted.days === 1 ? 'day' : 'days'}`;
  const of = exercise ? (language === 'de' ? ` bei ${exercise.name}` : ` on ${exercise.name}`) : '';
  const change = b.volume > 0 ? ` (${signed(percent(b.volume, a.volume))} %)` : '';
  const volumeDiff = a.volume - b.volume;
  const result =
    language === 'de'
      ? `**Ergebnis${of}:** ${difference(a.sets - b.sets, ['Satz', 'Sätze'], 'de')} und ${volumeDiff === 0 ? 'gleich viel Volumen' : `${whole(Math.abs(volumeDiff))} kg ${volumeDiff > 0 ? 'mehr' : 'weniger'} Volumen`}${change} als im Vergleichszeitraum.`
      : `**Result${of}:** ${difference(a.sets - b.sets, ['set', 'sets'], 'en')} and ${volumeDiff === 0 ? 'the same volume' : `${en(Math.abs(volumeDiff))} kg ${volumeDiff > 0 ? 'more' : 'less'} volume`}${change} than in the range compared.`;
  const running =
    first.kind === 'week' && first.to === facts.today
      ? [language === 'de' ? 'Die Woche läuft noch – bis Sonntag kann sich das ändern.' : 'The week is still running – that can change by Sunday.']
      : [];
  return (
    [line(rangeLabel(first, firstFrom, language), a), line(rangeLabel(second, secondFrom, language), b)].join('\n') +
    `\n\n${result}` +
    (running.length ? `\n\n${running[0]}` : '')
  );
}

export type ExerciseComparison = 'progress' | 'strength' | 'sets';

/** The best set by estimated one-rep max among some sets. */
const bestOf = (sets: readonly SetFact[]) => sets.reduce((best, set) => (e1rm(set) > e1rm(best) ? set : best));

/**
 * "Wo habe ich mich mehr verbessert, Kniebeugen oder Bankdrücken?": per exercise the estimated
 * one-rep max from the range's first training day to its best, in kg and percent; "stärker": the
 * best estimated one-rep max; "mehr trainiert": the sets. Then which one wins, with both numbers.
 */
export function compareExercises(
  facts: TrainingFacts,
  exercises: readonly [ExerciseFacts, ExerciseFacts],
  kind: ExerciseComparison,
  range: DateRange | null,
  language: Language,
): string {
  const from = range?.from ?? '0000-01-01';
  const to = range?.to ?? facts.today;
  const measured = exercises.map((exercise) => {
    const sets = facts.sets.filter((set) => set.machineId === exercise.machineId && set.date >= from && set.date <= to);
    if (sets.length === 0) return { exercise, value: null, text: language === 'de' ? 'keine Sätze im Zeitraum' : 'no sets in this range' };
    if (kind === 'sets') return { exercise, value: sets.length, text: language === 'de' ? plural(sets.length, 'Satz', 'Sätze') : `${sets.length} sets` };
    const best = bestOf(sets);
    if (kind === 'strength') {
      return {
        exercise,
        value: e1rm(best),
        text: `${language === 'de' ? kg(e1rm(best)) : en(e1rm(best))} kg e1RM (${language === 'de' ? kg(best.weight) : en(best.weight)} kg × ${best.reps})`,
      };
    }
    const firstDay = sets.filter((set) => set.date === sets[0]!.date);
    const start = e1rm(bestOf(firstDay));
    const gain = roundToOneDecimal(e1rm(best) - start);
    const number = language === 'de' ? kg : en;
    return {
      exercise,
      value: percent(start, e1rm(best)),
      text: `${gain >= 0 ? '+' : '−'}${number(Math.abs(gain))} kg e1RM (${number(start)} → ${number(e1rm(best))} kg, ${signed(percent(start, e1rm(best)))} %)`,
    };
  });
  const lines = measured.map((item) => `- **${item.exercise.name}**: ${item.text}`);
  const [a, b] = measured as [(typeof measured)[number], (typeof measured)[number]];
  let verdict: string;
  if (a.value === null || b.value === null)
    verdict = language === 'de' ? 'Ein Vergleich braucht Sätze von beiden im Zeitraum.' : 'A comparison needs sets of both in the range.';
  else if (a.value === b.value) verdict = language === 'de' ? '**Gleichstand.**' : '**A tie.**';
  else {
    const winner = a.value > b.value ? a.exercise.name : b.exercise.name;
    const what: Record<ExerciseComparison, [string, string]> = {
      progress: [`Mehr verbessert hast du dich bei **${winner}**`, `You improved more on **${winner}**`],
      strength: [`Stärker bist du bei **${winner}**`, `You are stronger on **${winner}**`],
      sets: [`Mehr trainiert hast du **${winner}**`, `You trained **${winner}** more`],
    };
    verdict = `${what[kind][language === 'de' ? 0 : 1]}.`;
  }
  const scope = range
    ? `${rangeLabel(range, from === '0000-01-01' ? (facts.sets[0]?.date ?? to) : from, language)}:`
    : language === 'de'
      ? 'Seit deinem ersten Eintrag:'
      : 'Since your first entry:';
  return [scope, lines.join('\n'), verdict].join('\n\n');
}
