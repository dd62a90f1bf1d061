import type { ExerciseFacts } from '../../training-facts.js';
import { estimatedOneRepMax, roundToOneDecimal } from '../../../workouts/index.js';
import { dayPhrase, daysBetween, germanDate, kg, plural } from '../german.js';
import type { Language } from '../language.js';
import { NO_ENTRIES } from './account.js';
import type { AnswerContext } from './context.js';
import { answerLastTraining } from './trainings.js';

const en = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 1 });
const enDate = (date: string) => date.split('-').reverse().join('/');
const e1rm = (weight: number, reps: number) => roundToOneDecimal(estimatedOneRepMax(weight, reps));

/**
 * "Wann habe ich zuletzt Kniebeugen gemacht?": the exercise's last day with its sets and how long
 * ago, a note when it rests for over a month; for an exercise never logged, that there are no
 * entries. Without an exercise, the last training day at all.
 */
export function answerLastTime(context: AnswerContext, named: string | null, language: Language): string {
  const { facts } = context;
  const exercise = context.exercise;
  if (!exercise) {
    if (named)
      return language === 'de' ? `${NO_ENTRIES.de}: **${named}** hast du noch nie eingetragen.` : `${NO_ENTRIES.en}: you have never logged **${named}**.`;
    return answerLastTraining(context, language);
  }
  const days = daysBetween(exercise.latest.date, facts.today);
  const sets = exercise.lastDaySets.map((set) => (language === 'de' ? `${kg(set.weight)} kg × ${set.reps}` : `${en(set.weight)} kg × ${set.reps}`)).join(', ');
  if (language === 'en') {
    const ago = days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
    const lines = [`You last did **${exercise.name}** on ${enDate(exercise.latest.date)} (${ago}): ${sets}.`];
    if (days > 30)
      lines.push(`That is over a month ago – start again at about ${en(roundDown(exercise.latest.weight))} kg and build back up over two or three sessions.`);
    return lines.join('\n\n');
  }
  const ago = days <= 2 ? dayPhrase(exercise.latest.date, facts.today) : `vor ${plural(days, 'Tag', 'Tagen')}`;
  const lines = [`Zuletzt hast du **${exercise.name}** am ${germanDate(exercise.latest.date)} gemacht (${ago}): ${sets}.`];
  if (days > 30)
    lines.push(
      `Das ist über einen Monat her – steig mit etwa ${kg(roundDown(exercise.latest.weight))} kg wieder ein und steigere dich über zwei, drei Einheiten.`,
    );
  return lines.join('\n\n');
}

/** About 90 % after a month's break, on a 2.5 kg plate step. */
const roundDown = (weight: number) => Math.floor((weight * 0.9) / 2.5) * 2.5;

/**
 * "Wie war meine letzte Einheit?": the last training (title, start, duration, warm-ups) and how it
 * went: each exercise's best set that day, a record where it set one, and the average RPE.
 */
export function answerLastSession(context: AnswerContext, language: Language): string {
  const { facts } = context;
  const base = answerLastTraining(context, language);
  const date = facts.trainings[0]?.date ?? facts.latest?.date;
  if (!date) return base;
  const daySets = facts.sets.filter((set) => set.date === date);
  const lines: string[] = [];
  for (const exercise of facts.exercises) {
    const sets = daySets.filter((set) => set.machineId === exercise.machineId);
    if (sets.length === 0) continue;
    const top = sets.reduce((best, set) => (e1rm(set.weight, set.reps) > e1rm(best.weight, best.reps) ? set : best));
    const record = isRecord(exercise, date);
    lines.push(
      language === 'de'
        ? `- **${exercise.name}**: bester Satz ${kg(top.weight)} kg × ${top.reps}${record ? ' – **neuer Rekord**' : ''}`
        : `- **${exercise.name}**: best set ${en(top.weight)} kg × ${top.reps}${record ? ' – **new record**' : ''}`,
    );
  }
  const rated = daySets.filter((set) => set.rpe !== undefined);
  const rpe = rated.length > 0 ? Math.round((rated.reduce((sum, set) => sum + set.rpe!, 0) / rated.length) * 10) / 10 : null;
  const closing =
    rpe === null
      ? []
      : [
          language === 'de'
            ? `Im Schnitt lag die RPE bei **${kg(rpe)}** (${plural(rated.length, 'Satz', 'Sätzen')} mit RPE).`
            : `Your average RPE was **${en(rpe)}** (${rated.length} ${rated.length === 1 ? 'set' : 'sets'} rated).`,
        ];
  if (lines.length === 0) return base;
  return [base, [language === 'de' ? 'So lief es:' : 'How it went:', ...lines].join('\n'), ...closing].join('\n\n');
}

/** Whether the exercise's heaviest weight or best estimated one-rep max was first reached that day. */
function isRecord(exercise: ExerciseFacts, date: string): boolean {
  return exercise.sessions.length > 1 && (exercise.recordSets.weight.date === date || exercise.recordSets.e1rm.date === date) && exercise.first.date !== date;
}
