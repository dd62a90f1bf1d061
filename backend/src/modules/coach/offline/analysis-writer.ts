import type { ExerciseFacts, SetFact, TrainingFacts } from '../training-facts.js';
import { estimatedOneRepMax, progressBetweenDays } from '../../workouts/index.js';
import { dayPhrase, daysBetween, germanDate, kg, pick, plural, whole } from './german.js';
import type { Language } from './language.js';
import { exerciseNameIn } from '../exercise-names.js';

const englishNumber = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const en = (value: number) => englishNumber.format(value);
const enCount = (count: number, one: string, many: string) => `${en(count)} ${count === 1 ? one : many}`;

/** Every sentence of the analysis in both languages: the choice of what to say is made once, below. */
const SAY = {
  de: {
    noSets: 'Sobald du deinen ersten Satz eingetragen hast, schreibe ich dir hier eine Analyse deines Trainings. Ich freue mich darauf!',
    openers: (name: string) => [`Stark gemacht${name}!`, `Richtig gut${name}!`, `Klasse Einheit${name}!`, `Glückwunsch${name}!`],
    latest: (when: string, machine: string, weight: number, reps: number, rpe?: number) =>
      `${capitalise(when)} hast du bei ${machine} ${kg(weight)} kg × ${plural(reps, 'Wiederholung', 'Wiederholungen')} geschafft${rpe === undefined ? '' : ` (RPE ${kg(rpe)})`}.`,
    easier: (date: string, before: number, now: number) =>
      `Dasselbe Gewicht fühlte sich leichter an als am ${germanDate(date)} (RPE ${kg(before)} → ${kg(now)}) – ein klares Zeichen, dass du stärker wirst.`,
    when: dayPhrase,
    weightRecord: (gain: number, previous: number) =>
      `Das ist ein neuer persönlicher Rekord: ${kg(gain)} kg mehr als deine bisherige Bestmarke von ${kg(previous)} kg.`,
    e1rmRecord: (value: number) => `Damit liegt dein geschätztes Maximalgewicht bei ${kg(value)} kg – so stark warst du bei dieser Übung noch nie.`,
    volumeRecord: (value: number) => `${whole(value)} kg bewegte Last in einem Satz: Das ist dein Bestwert bei dieser Übung.`,
    firstEntry: 'Ein starker erster Eintrag – ab jetzt kannst du deinen Fortschritt bei dieser Übung Satz für Satz verfolgen.',
    sinceFirst: (first: SetFact, gain: number) =>
      `Seit deinem ersten Eintrag am ${germanDate(first.date)} (${kg(first.weight)} kg × ${first.reps}) hast du dich um ${whole(gain)} % gesteigert.`,
    nthEntry: (count: number) => `Das ist bereits dein ${whole(count)}. Eintrag bei dieser Übung – genau diese Beständigkeit macht dich auf Dauer stärker.`,
    week: (days: number, exercises: number, volume: number) =>
      `In den letzten 7 Tagen hast du an ${plural(days, 'Tag', 'Tagen')} trainiert` +
      (exercises > 1 ? `, ${plural(exercises, 'Übung', 'verschiedene Übungen')} gemacht` : '') +
      ` und insgesamt ${whole(volume)} kg bewegt.`,
    moreVolume: (gain: number) => `Das sind ${whole(gain)} % mehr Volumen als in den sieben Tagen davor – dein Trend zeigt klar nach oben.`,
    back: 'Schön, dass du wieder voll dabei bist – jede Einheit baut auf der letzten auf.',
    steady: ['Diese Regelmäßigkeit ist Gold wert.', 'So eine konstante Woche ist die beste Grundlage für Fortschritt.'],
    going: ['Jede Einheit zählt, und du bleibst dran.', 'Du hältst deinen Rhythmus – genau so entsteht Fortschritt.'],
    closings: ['Weiter so!', 'Ich bin gespannt auf deinen nächsten Eintrag!', 'Du bist auf einem richtig guten Weg!'],
    heavier: (machine: string, weight: number) =>
      `Nächstes Ziel bei ${machine}: Du schaffst viele Wiederholungen – probier beim nächsten Mal ${kg(weight)} kg.`,
    oneMore: (machine: string, weight: number, reps: number) =>
      `Nächstes Ziel bei ${machine}: Mit ${kg(weight)} kg ist eine Wiederholung mehr (${reps}) ein schöner nächster Schritt.`,
    moreReps: (machine: string, weight: number, reps: number) =>
      `Nächstes Ziel bei ${machine}: Peile mit ${kg(weight)} kg ${reps} bis ${reps + 1} Wiederholungen an, dann ist die nächste Gewichtsstufe dran.`,
  },
  en: {
    noSets: 'As soon as you log your first set, I will write you an analysis of your training here. Looking forward to it!',
    openers: (name: string) => [`Well done${name}!`, `Really good${name}!`, `Great session${name}!`, `Congratulations${name}!`],
    latest: (when: string, machine: string, weight: number, reps: number, rpe?: number) =>
      `${capitalise(when)} you did ${en(weight)} kg × ${enCount(reps, 'rep', 'reps')} on ${machine}${rpe === undefined ? '' : ` (RPE ${en(rpe)})`}.`,
    easier: (date: string, before: number, now: number) =>
      `The same weight felt easier than on ${date.split('-').reverse().join('/')} (RPE ${en(before)} → ${en(now)}) – a clear sign you are getting stronger.`,
    when: (date: string, today: string) => {
      const days = daysBetween(date, today);
      return days === 0 ? 'today' : days === 1 ? 'yesterday' : `on ${date.split('-').reverse().join('/')}`;
    },
    weightRecord: (gain: number, previous: number) => `That is a new personal record: ${en(gain)} kg more than your previous best of ${en(previous)} kg.`,
    e1rmRecord: (value: number) => `That puts your estimated one-rep max at ${en(value)} kg – you have never been this strong on this exercise.`,
    volumeRecord: (value: number) => `${en(value)} kg moved in one set: your best on this exercise.`,
    firstEntry: 'A strong first entry – from now on you can follow your progress on this exercise set by set.',
    sinceFirst: (first: SetFact, gain: number) =>
      `Since your first entry on ${first.date.split('-').reverse().join('/')} (${en(first.weight)} kg × ${first.reps}) you have improved by ${en(gain)} %.`,
    nthEntry: (count: number) => `That is already entry number ${en(count)} on this exercise – exactly this consistency makes you stronger over time.`,
    week: (days: number, exercises: number, volume: number) =>
      `In the last 7 days you trained on ${enCount(days, 'day', 'days')}` +
      (exercises > 1 ? `, did ${enCount(exercises, 'exercise', 'different exercises')}` : '') +
      ` and moved ${en(volume)} kg in total.`,
    moreVolume: (gain: number) => `That is ${en(gain)} % more volume than the seven days before – your trend clearly points up.`,
    back: 'Great to have you fully back – every session builds on the last.',
    steady: ['This regularity is worth gold.', 'A steady week like this is the best basis for progress.'],
    going: ['Every session counts, and you keep at it.', 'You keep your rhythm – that is exactly how progress happens.'],
    closings: ['Keep it up!', 'Looking forward to your next entry!', 'You are on a really good path!'],
    heavier: (machine: string, weight: number) => `Next goal on ${machine}: you manage lots of reps – try ${en(weight)} kg next time.`,
    oneMore: (machine: string, weight: number, reps: number) => `Next goal on ${machine}: one more rep (${reps}) with ${en(weight)} kg is a nice next step.`,
    moreReps: (machine: string, weight: number, reps: number) =>
      `Next goal on ${machine}: aim for ${reps} to ${reps + 1} reps with ${en(weight)} kg, then the next weight step is due.`,
  },
};

type Say = (typeof SAY)[Language];

/**
 * The offline performance coach (spec section 7): congratulates the user on their latest set in
 * two or three short paragraphs, built from their own numbers, in the user's interface language.
 * Positive only: a week with less volume is not mentioned as a drop, it is praised for the
 * consistency it still shows.
 */
export function writePerformanceAnalysis(facts: TrainingFacts): string {
  const say = SAY[facts.language];
  const latest = facts.latest && { ...facts.latest, machine: exerciseNameIn(facts.language, facts.latest.machine) };
  if (!latest) return say.noSets;
  const exercise = facts.exercises.find((candidate) => candidate.machineId === latest.machineId);
  const seed = `${latest.entryId}:${facts.today}`;
  const paragraphs = [latestSetParagraph(say, facts, latest, exercise, seed), weekParagraph(say, facts, seed)];
  const next = nextStepParagraph(say, latest, exercise, seed);
  if (next) paragraphs.push(next);
  return paragraphs.join('\n\n');
}

function latestSetParagraph(say: Say, facts: TrainingFacts, latest: SetFact, exercise: ExerciseFacts | undefined, seed: string): string {
  const opener = pick(say.openers(facts.userName ? `, ${facts.userName}` : ''), seed);
  const sentences = [`${opener} ${say.latest(say.when(latest.date, facts.today), latest.machine, latest.weight, latest.reps, latest.rpe)}`];
  const weightRecord = facts.latestRecords.find((record) => record.kind === 'weight');
  const e1rmRecord = facts.latestRecords.find((record) => record.kind === 'e1rm');
  const volumeRecord = facts.latestRecords.find((record) => record.kind === 'volume');
  // On the exercise's first training day every set beats the one before (a warm-up, then the top set): no record, no gain, a first day.
  if (exercise && exercise.first.date === latest.date) sentences.push(say.firstEntry);
  else if (weightRecord && weightRecord.previous !== null) sentences.push(say.weightRecord(weightRecord.value - weightRecord.previous, weightRecord.previous));
  else if (e1rmRecord && e1rmRecord.previous !== null) sentences.push(say.e1rmRecord(e1rmRecord.value));
  else if (volumeRecord && volumeRecord.previous !== null) sentences.push(say.volumeRecord(volumeRecord.value));
  else if (exercise && exercise.first.entryId !== latest.entryId) {
    // The dashboard's measure: the best e1RM of the first day against the latest day's, never two sets of one day.
    const e1rmOf = (set: SetFact) => ({ date: set.date, e1rm: estimatedOneRepMax(set.weight, set.reps) });
    const latestDayBest = exercise.sessions.at(-1) ?? latest;
    const gain = progressBetweenDays(e1rmOf(exercise.firstDayBest), e1rmOf(latestDayBest));
    sentences.push(gain !== null && gain >= 1 ? say.sinceFirst(exercise.firstDayBest, gain) : say.nthEntry(exercise.entryCount));
  }
  const harderBefore = easierThanBefore(facts, latest);
  if (harderBefore) sentences.push(say.easier(harderBefore.date, harderBefore.rpe!, latest.rpe!));
  return sentences.join(' ');
}

/**
 * The last earlier day the same weight for no more reps felt harder (a higher RPE) than the latest
 * set: the one trend in RPE worth a sentence, and a positive one. Warm-ups have no part in it, as
 * they are not among the sets.
 */
function easierThanBefore(facts: TrainingFacts, latest: SetFact): SetFact | null {
  if (latest.rpe === undefined) return null;
  for (let index = facts.sets.length - 1; index >= 0; index--) {
    const set = facts.sets[index]!;
    if (set.machineId !== latest.machineId || set.date >= latest.date || set.rpe === undefined) continue;
    if (set.weight === latest.weight && set.reps <= latest.reps) return set.rpe > latest.rpe ? set : null;
  }
  return null;
}

function weekParagraph(say: Say, facts: TrainingFacts, seed: string): string {
  const days = facts.sessionsLast7Days;
  const sentences = [say.week(days, facts.exercisesLast7Days, facts.volumeLast7Days)];
  const gain = facts.volumePrevious7Days > 0 ? percentGain(facts.volumePrevious7Days, facts.volumeLast7Days) : null;
  if (gain !== null && gain >= 1) sentences.push(say.moreVolume(gain));
  else if (facts.volumePrevious7Days === 0 && facts.totalEntries > facts.exercisesLast7Days) sentences.push(say.back);
  else sentences.push(pick(days >= 3 ? say.steady : say.going, seed));
  return sentences.join(' ');
}

function nextStepParagraph(say: Say, latest: SetFact, exercise: ExerciseFacts | undefined, seed: string): string | null {
  if (!exercise || latest.weight <= 0) return null;
  const closing = pick(say.closings, seed);
  if (latest.reps >= 12) return `${say.heavier(latest.machine, latest.weight + 2.5)} ${closing}`;
  if (latest.reps <= 5) return `${say.oneMore(latest.machine, latest.weight, latest.reps + 1)} ${closing}`;
  return `${say.moreReps(latest.machine, latest.weight, latest.reps + 1)} ${closing}`;
}

function percentGain(from: number, to: number): number {
  if (from <= 0) return 0;
  return Math.floor(((to - from) / from) * 100);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
