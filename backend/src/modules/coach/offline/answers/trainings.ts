import type { ExerciseFacts, SetFact, TrainingFact, TrainingFacts } from '../../training-facts.js';
import { summarisePeriod, warmupSetsBetween } from '../../training-facts.js';
import { mondayOf } from '../../../workouts/index.js';
import { dayPhrase, daysBetween, germanDate, kg, plural } from '../german.js';
import type { Language } from '../language.js';
import { normaliseText } from '../normalise.js';
import type { DateRange } from '../understanding/date-range.js';
import { readDateRange } from '../understanding/date-range.js';
import type { AnswerContext } from './context.js';
import { exerciseName } from './context.js';
import { rangeLabel } from './range-numbers.js';

/**
 * What the lifter's own log says about their trainings, set types and RPE: the last training
 * (title, start, duration), work sets and warm-ups counted over a range, and the last RPEs of an
 * exercise. Trainings come from an import or a guided training; sets logged on their own belong
 * to none, so an answer says when the newest sets are newer than the last training.
 */

const englishNumber = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const en = (value: number) => englishNumber.format(value);
const enCount = (count: number, one: string, many: string) => `${en(count)} ${count === 1 ? one : many}`;
const enDate = (date: string) => date.split('-').reverse().join('/');

/** The average RPE of some sets, to one decimal. */
const averageRpe = (sets: readonly SetFact[]) => Math.round((sets.reduce((sum, set) => sum + set.rpe!, 0) / sets.length) * 10) / 10;

/** Every sentence in both languages: which to say is decided once, below. */
const SAY = {
  de: {
    /** "gestern (24.11.2026)", "am Montag, 16. November 2026". */
    when: (date: string, today: string) =>
      daysBetween(date, today) <= 2 ? `${dayPhrase(date, today)} (${germanDate(date)})` : `${dayPhrase(date, today)} ${date.slice(0, 4)}`,
    count: plural,
    minutes: (minutes: number) => plural(minutes, 'Minute', 'Minuten'),
    workSet: ['Arbeitssatz', 'Arbeitssätze'],
    warmupSet: ['Aufwärmsatz', 'Aufwärmsätze'],
    set: ['Satz', 'Sätze'],
    day: ['Trainingstag', 'Trainingstagen'],
    rpe: (value: number) => `RPE ${kg(value)}`,
    weight: (set: SetFact) => `${kg(set.weight)} kg × ${set.reps}`,
    whereFrom:
      'Trainings mit Titel, Beginn und Dauer kommen aus einem **Import** deines Verlaufs (Strong, Hevy oder ein Hantelwerk-Export) oder einem **geführten Training**; einzeln eingetragene Sätze gehören zu keinem Training.',
    nothingYet: 'Du hast noch kein Training gespeichert und noch keine Sätze eingetragen.',
    noTrainings: 'Ein Training mit Dauer kenne ich von dir noch nicht.',
    lastDayFromSets: (when: string, exercises: string) => `Dein letzter Trainingstag laut deinen Sätzen: **${when}** – ${exercises}.`,
    newerSets: (when: string, exercises: string) =>
      `Zuletzt trainiert hast du **${when}**: ${exercises}, eingetragen ohne Training – dafür kenne ich keine Dauer.`,
    training: (newer: boolean, title: string, when: string, time: string) =>
      `${newer ? 'Dein letztes gespeichertes Training' : 'Dein letztes Training'} war **„${title}“** ${when} um ${time} Uhr`,
    lasted: (minutes: string) => ` und hat **${minutes}** gedauert`,
    noDuration: 'Wie lange es gedauert hat, ist nicht gespeichert (das Training hat keine Endzeit).',
    sets: (work: string, warmups: string | null) => ` (${work}${warmups ? `, dazu ${warmups}` : ''})`,
    exercisesThatDay: (list: string) => `Übungen an dem Tag: ${list}.`,
    average: (count: number, minutes: number) => `Deine letzten ${count} Trainings mit Dauer gingen im Schnitt **${plural(minutes, 'Minute', 'Minuten')}**.`,
    total: (count: number) => `Gespeichert sind insgesamt **${plural(count, 'Training', 'Trainings')}**.`,
    workCount: (label: string, work: string, name: string | null, days: string) => `${label}: **${work}${name ? ` ${name}` : ''}** an ${days}`,
    warmupCount: (label: string, warmups: string, name: string | null) => `${label}: **${warmups}${name ? ` ${name}` : ''}**`,
    plusWarmups: (warmups: string) => `, dazu ${warmups}.`,
    plusWork: (work: string) => `, dazu ${work}.`,
    noWarmups: ', Aufwärmsätze hast du dabei keine eingetragen.',
    noneOf: (label: string, name: string) => `${label}: Von **${name}** hast du in diesem Zeitraum keine Sätze eingetragen.`,
    noneAtAll: (label: string) => `${label}: keine Sätze eingetragen.`,
    lastTime: (when: string, set: string) => `Zuletzt: ${when} (${set}).`,
    warmupsApart: 'Aufwärmsätze zählen in keiner anderen Zahl mit – nicht bei Sätzen, Volumen, Bestwerten oder Fortschritt.',
    perExercise: 'Pro Übung:',
    exerciseCounts: (name: string, work: string, warmups: string | null) => `- **${name}**: ${work}${warmups ? `, ${warmups}` : ''}`,
    noSetsOf: (name: string) => `Zu **${name}** habe ich noch keine Sätze von dir – also auch keine RPE.`,
    noRpeOf: (name: string, inRange: boolean) => `Bei **${name}** hast du ${inRange ? 'in diesem Zeitraum ' : ''}noch keine RPE eingetragen.`,
    noRpe: 'Du hast noch bei keinem Satz eine RPE eingetragen.',
    howToRpe:
      'Trag sie beim nächsten Satz mit ein (RPE 6–10 in halben Schritten: 10 = nichts mehr drin, 8 = zwei Wiederholungen übrig), dann sage ich dir, wie schwer sich deine Sätze anfühlen.',
    lastSet: (set: string, when: string) => `Dein letzter Satz dort: ${set} (${when}).`,
    lastRpe: (name: string, when: string, sets: string, average: string | null) =>
      `Zuletzt bei **${name}**, ${when}: ${sets}${average ? ` – im Schnitt **${average}**` : ''}.`,
    before: (when: string, average: string, weight: string) => `Davor, ${when}: im Schnitt ${average} bei bis zu ${weight} kg.`,
    easier: 'Gleiches oder mehr Gewicht bei niedrigerer RPE – du bist stärker geworden.',
  },
  en: {
    when: (date: string, today: string) => {
      const days = daysBetween(date, today);
      return days === 0 ? `today (${enDate(date)})` : days === 1 ? `yesterday (${enDate(date)})` : `on ${enDate(date)}`;
    },
    count: enCount,
    minutes: (minutes: number) => enCount(minutes, 'minute', 'minutes'),
    workSet: ['working set', 'working sets'],
    warmupSet: ['warm-up set', 'warm-up sets'],
    set: ['set', 'sets'],
    day: ['training day', 'training days'],
    rpe: (value: number) => `RPE ${en(value)}`,
    weight: (set: SetFact) => `${en(set.weight)} kg × ${set.reps}`,
    whereFrom:
      'Trainings with a title, start and duration come from an **import** of your history (Strong, Hevy or a Hantelwerk export) or a **guided training**; sets logged on their own belong to no training.',
    nothingYet: 'You have no training saved and no sets logged yet.',
    noTrainings: 'I do not know a training with a duration from you yet.',
    lastDayFromSets: (when: string, exercises: string) => `Your last training day by your sets: **${when}** – ${exercises}.`,
    newerSets: (when: string, exercises: string) =>
      `You last trained **${when}**: ${exercises}, logged without a training – so I do not know how long that took.`,
    training: (newer: boolean, title: string, when: string, time: string) =>
      `${newer ? 'Your last saved training' : 'Your last training'} was **"${title}"** ${when} at ${time}`,
    lasted: (minutes: string) => ` and took **${minutes}**`,
    noDuration: 'How long it took is not saved (the training has no end time).',
    sets: (work: string, warmups: string | null) => ` (${work}${warmups ? ` plus ${warmups}` : ''})`,
    exercisesThatDay: (list: string) => `Exercises that day: ${list}.`,
    average: (count: number, minutes: number) => `Your last ${count} trainings with a duration took **${enCount(minutes, 'minute', 'minutes')}** on average.`,
    total: (count: number) => `You have **${enCount(count, 'training', 'trainings')}** saved in all.`,
    workCount: (label: string, work: string, name: string | null, days: string) => `${label}: **${work}${name ? ` of ${name}` : ''}** on ${days}`,
    warmupCount: (label: string, warmups: string, name: string | null) => `${label}: **${warmups}${name ? ` of ${name}` : ''}**`,
    plusWarmups: (warmups: string) => `, plus ${warmups}.`,
    plusWork: (work: string) => `, plus ${work}.`,
    noWarmups: ', no warm-up sets logged.',
    noneOf: (label: string, name: string) => `${label}: no sets of **${name}** logged in this range.`,
    noneAtAll: (label: string) => `${label}: no sets logged.`,
    lastTime: (when: string, set: string) => `Last time: ${when} (${set}).`,
    warmupsApart: 'Warm-up sets count in no other figure – not in sets, volume, records or progress.',
    perExercise: 'Per exercise:',
    exerciseCounts: (name: string, work: string, warmups: string | null) => `- **${name}**: ${work}${warmups ? `, ${warmups}` : ''}`,
    noSetsOf: (name: string) => `I have no sets of **${name}** from you yet – so no RPE either.`,
    noRpeOf: (name: string, inRange: boolean) => `You have not logged an RPE on **${name}**${inRange ? ' in this range' : ''} yet.`,
    noRpe: 'You have not logged an RPE on any set yet.',
    howToRpe: 'Add it to your next set (RPE 6–10 in half steps: 10 = nothing left, 8 = two reps left), then I can tell you how hard your sets feel.',
    lastSet: (set: string, when: string) => `Your last set there: ${set} (${when}).`,
    lastRpe: (name: string, when: string, sets: string, average: string | null) =>
      `Last time on **${name}**, ${when}: ${sets}${average ? ` – **${average}** on average` : ''}.`,
    before: (when: string, average: string, weight: string) => `Before that, ${when}: ${average} on average with up to ${weight} kg.`,
    easier: 'The same or more weight at a lower RPE – you have got stronger.',
  },
};

type Say = (typeof SAY)[Language];

/** "Kniebeugen (3 Sätze), Beinstrecker (1 Satz)": the exercises of one day with their work sets. */
function exercisesOfDay(say: Say, facts: TrainingFacts, date: string): string {
  return summarisePeriod(facts.sets, date, date)
    .exercises.map((exercise) => `${exercise.name} (${say.count(exercise.sets, say.set[0], say.set[1])})`)
    .join(', ');
}

/**
 * "Wie lange hat mein letztes Training gedauert?", "Wann war mein letztes Training?": the last
 * training's title, start and duration with its sets, the sets logged since without a training,
 * or where trainings come from when there are none.
 */
export function answerLastTraining({ facts }: AnswerContext, language: Language): string {
  const say = SAY[language];
  const training = facts.trainings[0];
  const latest = facts.latest;
  if (!training) {
    if (!latest) return `${say.nothingYet} ${say.whereFrom}`;
    return [`${say.noTrainings} ${say.whereFrom}`, say.lastDayFromSets(say.when(latest.date, facts.today), exercisesOfDay(say, facts, latest.date))].join(
      '\n\n',
    );
  }
  const lines: string[] = [];
  const newer = latest !== null && latest.date > training.date;
  if (newer) lines.push(say.newerSets(say.when(latest.date, facts.today), exercisesOfDay(say, facts, latest.date)));
  lines.push(trainingSentence(say, facts, training, newer));
  const day = exercisesOfDay(say, facts, training.date);
  if (day) lines.push(say.exercisesThatDay(day));
  const timed = facts.trainings.filter((candidate) => candidate.durationMin !== null);
  const closing = facts.trainingCount > 1 ? [say.total(facts.trainingCount)] : [];
  if (timed.length >= 3) {
    closing.unshift(say.average(timed.length, Math.round(timed.reduce((sum, candidate) => sum + candidate.durationMin!, 0) / timed.length)));
  }
  if (closing.length > 0) lines.push(closing.join(' '));
  return lines.join('\n\n');
}

function trainingSentence(say: Say, facts: TrainingFacts, training: TrainingFact, newer: boolean): string {
  const sets = say.sets(
    say.count(training.workSets, say.workSet[0], say.workSet[1]),
    training.warmupSets > 0 ? say.count(training.warmupSets, say.warmupSet[0], say.warmupSet[1]) : null,
  );
  const opening = say.training(newer, training.title, say.when(training.date, facts.today), training.time);
  return training.durationMin === null ? `${opening}${sets}. ${say.noDuration}` : `${opening}${say.lasted(say.minutes(training.durationMin))}${sets}.`;
}

/** The range a question names, else the calendar period it (or the question it follows up on) names. */
function namedRange({ question, facts, understanding }: AnswerContext): DateRange | null {
  const range = readDateRange(question, facts.today);
  if (range) return range;
  const period = understanding.period;
  return period ? { from: facts.periods[period].from, to: facts.periods[period].to, kind: period } : null;
}

const ASKS_WARMUPS = /\b(aufwaerm\w*|einwaerm\w*|warm ?ups?|warmups?|warming up)\b/;
/** "Wie viele Sätze ohne Aufwärmsätze?": warm-ups named to leave them out. */
const WITHOUT_WARMUPS = /\b(ohne|without|excluding|ausser|minus|not counting)( die| the| meine| my)? (aufwaerm|einwaerm|warm)/;

/**
 * "Wie viele Arbeitssätze Kniebeugen diese Woche?", "Wie viele Aufwärmsätze …": work sets (every
 * set but warm-ups) and warm-ups of an exercise, or of all, over the range named (this week by
 * default). Warm-ups lead when they were asked for.
 */
export function answerSetCount(context: AnswerContext, language: Language): string {
  const say = SAY[language];
  const { facts } = context;
  // This calendar week when no range is named: Monday to today, in Berlin as `today` is.
  const range = namedRange(context) ?? { from: mondayOf(facts.today), to: facts.today, kind: 'week' };
  const from = range.from ?? facts.sets[0]?.date ?? facts.warmups[0]?.date ?? range.to;
  const label = rangeLabel(range, from, language);
  const text = normaliseText(context.question);
  const warmupsAsked = ASKS_WARMUPS.test(text) && !WITHOUT_WARMUPS.test(text);
  const exercise = context.exercise;
  const named = exerciseName(context);
  if (named && !exercise) return say.noneOf(label, named);

  const sets = facts.sets.filter((set) => set.date >= from && set.date <= range.to && (!exercise || set.machineId === exercise.machineId));
  const warmups = warmupSetsBetween(facts.warmups, from, range.to, exercise?.machineId);
  const work = say.count(sets.length, say.workSet[0], say.workSet[1]);
  const warm = say.count(warmups, say.warmupSet[0], say.warmupSet[1]);
  if (sets.length === 0 && warmups === 0) {
    if (!exercise) return say.noneAtAll(label);
    return [say.noneOf(label, exercise.name), say.lastTime(say.when(exercise.latest.date, facts.today), say.weight(exercise.latest))].join(' ');
  }
  const days = say.count(new Set(sets.map((set) => set.date)).size, say.day[0], say.day[1]);
  const name = exercise?.name ?? null;
  const lines = [
    warmupsAsked
      ? `${say.warmupCount(label, warm, name)}${say.plusWork(work)}`
      : `${say.workCount(label, work, name, days)}${warmups > 0 ? say.plusWarmups(warm) : say.noWarmups}`,
  ];
  if (!exercise) {
    const perExercise = new Map<string, { name: string; work: number; warmups: number }>();
    const counted = (machineId: string, name: string) =>
      perExercise.get(machineId) ?? perExercise.set(machineId, { name, work: 0, warmups: 0 }).get(machineId)!;
    for (const set of sets) counted(set.machineId, set.machine).work++;
    for (const warmup of facts.warmups) if (warmup.date >= from && warmup.date <= range.to) counted(warmup.machineId, warmup.machine).warmups += warmup.sets;
    lines.push(
      [
        say.perExercise,
        ...[...perExercise.values()]
          .sort((a, b) => b.work - a.work || b.warmups - a.warmups)
          .slice(0, 6)
          .map((exerciseCount) =>
            say.exerciseCounts(
              exerciseCount.name,
              say.count(exerciseCount.work, say.workSet[0], say.workSet[1]),
              exerciseCount.warmups > 0 ? say.count(exerciseCount.warmups, say.warmupSet[0], say.warmupSet[1]) : null,
            ),
          ),
      ].join('\n'),
    );
  }
  if (warmups > 0 || warmupsAsked) lines.push(say.warmupsApart);
  return lines.join('\n\n');
}

/**
 * "Wie war meine RPE beim Bankdrücken zuletzt?": the sets of the last day the lifter logged an
 * RPE for that exercise (or for any, when none is named), their average, and the day before it.
 */
export function answerRpe(context: AnswerContext, language: Language): string {
  const say = SAY[language];
  const { facts } = context;
  const named = exerciseName(context);
  if (named && !context.exercise) return say.noSetsOf(named);
  const range = namedRange(context);
  const from = range?.from ?? '0000-01-01';
  const to = range?.to ?? '9999-12-31';
  const rated = facts.sets.filter((set) => set.rpe !== undefined && set.date >= from && set.date <= to);
  const exercise: ExerciseFacts | null =
    context.exercise ?? (rated.length > 0 ? (facts.exercises.find((candidate) => candidate.machineId === rated.at(-1)!.machineId) ?? null) : null);
  if (!exercise) return `${say.noRpe} ${say.howToRpe}`;
  const ofExercise = rated.filter((set) => set.machineId === exercise.machineId);
  if (ofExercise.length === 0) {
    return [
      `${say.noRpeOf(exercise.name, range !== null)} ${say.howToRpe}`,
      say.lastSet(say.weight(exercise.latest), say.when(exercise.latest.date, facts.today)),
    ].join('\n\n');
  }
  const lastDate = ofExercise.at(-1)!.date;
  const lastDay = ofExercise.filter((set) => set.date === lastDate);
  const earlier = ofExercise.filter((set) => set.date < lastDate);
  const previousDay = earlier.length > 0 ? earlier.filter((set) => set.date === earlier.at(-1)!.date) : [];
  const lines = [
    say.lastRpe(
      exercise.name,
      say.when(lastDate, facts.today),
      lastDay.map((set) => `${say.weight(set)} @ ${say.rpe(set.rpe!)}`).join(', '),
      lastDay.length > 1 ? say.rpe(averageRpe(lastDay)) : null,
    ),
  ];
  if (previousDay.length > 0) {
    const heaviest = (sets: readonly SetFact[]) => Math.max(...sets.map((set) => set.weight));
    const before = say.before(
      say.when(previousDay[0]!.date, facts.today),
      say.rpe(averageRpe(previousDay)),
      language === 'de' ? kg(heaviest(previousDay)) : en(heaviest(previousDay)),
    );
    lines.push(heaviest(lastDay) >= heaviest(previousDay) && averageRpe(lastDay) < averageRpe(previousDay) ? `${before} ${say.easier}` : before);
  }
  return lines.join('\n\n');
}
