import type { ExerciseFacts, SetFact, TrainingFacts } from '../training-facts.js';
import { estimatedOneRepMax } from '../../workouts/index.js';
import { dayPhrase, germanDate, kg, pick, plural, whole } from './german.js';

/**
 * The offline performance coach (spec section 7): congratulates the user on their latest set in
 * two or three short German paragraphs, built from their own numbers. Positive only: a week
 * with less volume is not mentioned as a drop, it is praised for the consistency it still shows.
 */
export function writePerformanceAnalysis(facts: TrainingFacts): string {
  const latest = facts.latest;
  if (!latest) {
    return 'Sobald du deinen ersten Satz eingetragen hast, schreibe ich dir hier eine Analyse deines Trainings. Ich freue mich darauf!';
  }
  const exercise = facts.exercises.find((candidate) => candidate.machineId === latest.machineId);
  const seed = `${latest.entryId}:${facts.today}`;
  const paragraphs = [latestSetParagraph(facts, latest, exercise, seed), weekParagraph(facts, seed)];
  const next = nextStepParagraph(latest, exercise, seed);
  if (next) paragraphs.push(next);
  return paragraphs.join('\n\n');
}

function latestSetParagraph(facts: TrainingFacts, latest: SetFact, exercise: ExerciseFacts | undefined, seed: string): string {
  const name = facts.userName ? `, ${facts.userName}` : '';
  const opener = pick([`Stark gemacht${name}!`, `Richtig gut${name}!`, `Klasse Einheit${name}!`, `Glückwunsch${name}!`], seed);
  const when = dayPhrase(latest.date, facts.today);
  const set = `${kg(latest.weight)} kg × ${plural(latest.reps, 'Wiederholung', 'Wiederholungen')}`;
  const sentences = [`${opener} ${capitalise(when)} hast du bei ${latest.machine} ${set} geschafft.`];
  const weightRecord = facts.latestRecords.find((record) => record.kind === 'weight');
  const e1rmRecord = facts.latestRecords.find((record) => record.kind === 'e1rm');
  const volumeRecord = facts.latestRecords.find((record) => record.kind === 'volume');
  if (weightRecord && weightRecord.previous !== null) {
    sentences.push(
      `Das ist ein neuer persönlicher Rekord: ${kg(weightRecord.value - weightRecord.previous)} kg mehr als deine bisherige Bestmarke von ${kg(weightRecord.previous)} kg.`,
    );
  } else if (e1rmRecord && e1rmRecord.previous !== null) {
    sentences.push(`Damit liegt dein geschätztes Maximalgewicht bei ${kg(e1rmRecord.value)} kg – so stark warst du bei dieser Übung noch nie.`);
  } else if (volumeRecord && volumeRecord.previous !== null) {
    sentences.push(`${whole(volumeRecord.value)} kg bewegte Last in einem Satz: Das ist dein Bestwert bei dieser Übung.`);
  } else if (exercise && exercise.entryCount === 1) {
    sentences.push('Ein starker erster Eintrag – ab jetzt kannst du deinen Fortschritt bei dieser Übung Satz für Satz verfolgen.');
  } else if (exercise && exercise.first.entryId !== latest.entryId) {
    const gain = percentGain(estimatedOneRepMax(exercise.first.weight, exercise.first.reps), estimatedOneRepMax(latest.weight, latest.reps));
    if (gain >= 1) {
      sentences.push(
        `Seit deinem ersten Eintrag am ${germanDate(exercise.first.date)} (${kg(exercise.first.weight)} kg × ${exercise.first.reps}) hast du dich um ${whole(gain)} % gesteigert.`,
      );
    } else {
      sentences.push(`Das ist bereits dein ${whole(exercise.entryCount)}. Eintrag bei dieser Übung – genau diese Beständigkeit macht dich auf Dauer stärker.`);
    }
  }
  return sentences.join(' ');
}

function weekParagraph(facts: TrainingFacts, seed: string): string {
  const sentences: string[] = [];
  const days = facts.sessionsLast7Days;
  sentences.push(
    `In den letzten 7 Tagen hast du an ${plural(days, 'Tag', 'Tagen')} trainiert` +
      (facts.exercisesLast7Days > 1 ? `, ${plural(facts.exercisesLast7Days, 'Übung', 'verschiedene Übungen')} gemacht` : '') +
      ` und insgesamt ${whole(facts.volumeLast7Days)} kg bewegt.`,
  );
  const gain = facts.volumePrevious7Days > 0 ? percentGain(facts.volumePrevious7Days, facts.volumeLast7Days) : null;
  if (gain !== null && gain >= 1) {
    sentences.push(`Das sind ${whole(gain)} % mehr Volumen als in den sieben Tagen davor – dein Trend zeigt klar nach oben.`);
  } else if (facts.volumePrevious7Days === 0 && facts.totalEntries > facts.exercisesLast7Days) {
    sentences.push('Schön, dass du wieder voll dabei bist – jede Einheit baut auf der letzten auf.');
  } else if (days >= 3) {
    sentences.push(pick(['Diese Regelmäßigkeit ist Gold wert.', 'So eine konstante Woche ist die beste Grundlage für Fortschritt.'], seed));
  } else {
    sentences.push(pick(['Jede Einheit zählt, und du bleibst dran.', 'Du hältst deinen Rhythmus – genau so entsteht Fortschritt.'], seed));
  }
  return sentences.join(' ');
}

function nextStepParagraph(latest: SetFact, exercise: ExerciseFacts | undefined, seed: string): string | null {
  if (!exercise || latest.weight <= 0) return null;
  const closing = pick(['Weiter so!', 'Ich bin gespannt auf deinen nächsten Eintrag!', 'Du bist auf einem richtig guten Weg!'], seed);
  if (latest.reps >= 12) {
    return `Nächstes Ziel bei ${latest.machine}: Du schaffst viele Wiederholungen – probier beim nächsten Mal ${kg(latest.weight + 2.5)} kg. ${closing}`;
  }
  if (latest.reps <= 5) {
    return `Nächstes Ziel bei ${latest.machine}: Mit ${kg(latest.weight)} kg ist eine Wiederholung mehr (${latest.reps + 1}) ein schöner nächster Schritt. ${closing}`;
  }
  return `Nächstes Ziel bei ${latest.machine}: Peile mit ${kg(latest.weight)} kg ${latest.reps + 1} bis ${latest.reps + 2} Wiederholungen an, dann ist die nächste Gewichtsstufe dran. ${closing}`;
}

function percentGain(from: number, to: number): number {
  if (from <= 0) return 0;
  return Math.floor(((to - from) / from) * 100);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
