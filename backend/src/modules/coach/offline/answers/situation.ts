import type { TrainingFacts } from '../../training-facts.js';
import { kg } from '../german.js';
import type { Language } from '../language.js';
import { normaliseText } from '../normalise.js';
import { NUMBER_PATTERN, numberValue } from '../understanding/number-words.js';
import { GUIDED_TRAINING_LINK } from './plan.js';

/**
 * Advice that weighs what the lifter says about today (little sleep, soreness, a cold, little
 * time) against the plan's day: the same day, adjusted with numbers from their own last sets. A
 * fever or a cold below the neck means rest; the safety rules (chest pain, dizziness) are checked
 * before this and win.
 */

export type Situation = 'fever' | 'ill' | 'sleep' | 'sore' | 'time';

const FEVER = /\b(fieber\w*|fever\w*|grippe|flu|gliederschmerz\w*|body aches?|husten\w* (mit|und) fieber|infekt\w*|magen ?darm)\b/;
const ILL = /\b(erkaelt\w*|schnupfen|halsschmerz\w*|krank|angeschlagen|sick|a cold|sore throat|runny nose|stuffy nose|verschnupft)\b/;
const SLEEP =
  /\b(schlecht|kaum|wenig|nicht|kurz) geschlafen\b|\bgeschlafen\b.*\b(nur|kaum|schlecht)\b|\b(nur|only|kaum|barely) \S+ (stunden|std|h|hours?)( lang)? (geschlafen|schlaf|sleep|slept)\b|\bslept (badly|poorly|little|only|\S+ hours)\b|\b(didn ?t|did not|couldn ?t) sleep\b|\b(bad|poor|little|no) sleep\b|\bschlaflos\w*|\bunausgeschlafen|\b(total|sehr|voll|so) (muede|erschoepft|kaputt)\b|\b(very|so|really) (tired|exhausted)\b/;
const SORE = /\b(muskelkater|sore|doms)\b/;
const TIME = new RegExp(
  `\\b(nur|only|just|bloss|knapp)( noch| have| habe| hab)? ${NUMBER_PATTERN} (min|minuten|minutes|mins)\\b|\\b(wenig|kaum|keine) zeit\\b|\\b(short on|little|no) time\\b|\\bin a hurry\\b|\\bunter zeitdruck\\b`,
);
/** Only advice for today's training: "Ich habe schlecht geschlafen, soll ich trainieren?". */
const ABOUT_TRAINING =
  /\b(heute|today|training|trainier\w*|train|workout|gym|plan|einheit|session|lift\w*|sport|soll ich|should i|was mache ich|what should)\b/;

export function situationIn(question: string): Situation | null {
  const text = normaliseText(question);
  if (!ABOUT_TRAINING.test(text)) return null;
  if (FEVER.test(text)) return 'fever';
  if (ILL.test(text)) return 'ill';
  if (SLEEP.test(text)) return 'sleep';
  // Whether to train with soreness at all is the soreness advice's; only today's plan day is weighed here.
  if (SORE.test(text) && /\b(heute|today|plan|trainingsplan)\b/.test(text)) return 'sore';
  if (TIME.test(text)) return 'time';
  return null;
}

const en = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 1 });
/** A share of a weight on the 2.5 kg plate step, rounded down. */
const lighter = (weight: number, share: number) => Math.floor((weight * share) / 2.5) * 2.5;

/** The plan's day due today, with each exercise's last weight from the lifter's own sets. */
function dayOfPlan(
  facts: TrainingFacts,
): { name: string; number: number; exercises: { name: string; sets: number; reps: string; weight: number | null }[] } | null {
  const plan = facts.plan;
  const day = plan?.days.find((candidate) => candidate.number === plan.nextDayNumber) ?? plan?.days[0];
  if (!day) return null;
  return {
    name: day.name,
    number: day.number,
    exercises: day.exercises.map((exercise) => ({
      name: exercise.name,
      sets: exercise.sets ?? 3,
      reps: exercise.reps ?? '8–12',
      weight: facts.exercises.find((own) => own.name === exercise.name)?.latest.weight ?? null,
    })),
  };
}

export function answerSituation(situation: Situation, facts: TrainingFacts, question: string, language: Language): string {
  const de = language === 'de';
  if (situation === 'fever') {
    return de
      ? '**Heute kein Training.** Mit Fieber, Gliederschmerzen oder einem Infekt im ganzen Körper belastet Training das Herz – im schlimmsten Fall mit einer Herzmuskelentzündung. Ruh dich aus, trink genug und starte erst 2–3 Tage nach dem letzten Fiebertag wieder, die erste Einheit leichter. Wird es nicht besser, geh zur Ärztin oder zum Arzt.'
      : '**No training today.** With a fever, body aches or an infection in your whole body, training strains the heart – at worst it inflames the heart muscle. Rest, drink enough and start again 2–3 days after the last day of fever, the first session lighter. If it does not get better, see a doctor.';
  }
  const day = dayOfPlan(facts);
  const minutes = new RegExp(`${NUMBER_PATTERN} (min|minuten|minutes|mins)`).exec(normaliseText(question));
  const time = minutes ? numberValue(minutes[1]!) : null;
  const rules: Record<Exclude<Situation, 'fever'>, { share: number; sets: (sets: number) => number; keep: number; de: string; en: string }> = {
    sleep: {
      share: 0.9,
      sets: (sets) => Math.max(2, sets - 1),
      keep: 99,
      de: 'Nach wenig Schlaf trainierst du den Plan, aber leichter: **etwa 10 % weniger Gewicht und ein Satz weniger**, jeder Satz bei RPE 7 (drei Wiederholungen im Tank), heute keine Rekordversuche. Fühlt sich das Aufwärmen bleiern an, mach nur die erste Übung – und schlaf heute früher.',
      en: 'After little sleep you train the plan, but lighter: **about 10 % less weight and one set fewer**, every set at RPE 7 (three reps in the tank), no record attempts today. If the warm-up feels like lead, do only the first exercise – and go to bed early tonight.',
    },
    sore: {
      share: 0.9,
      sets: (sets) => sets,
      keep: 99,
      de: 'Muskelkater ist kein Grund auszusetzen: Aufwärmen, dann mit **etwa 10 % weniger Gewicht** – meist lässt der Kater nach ein paar Sätzen nach. Tut es bei der Bewegung richtig weh (nicht nur ziehen), trainier heute andere Muskeln.',
      en: 'Soreness is no reason to skip: warm up, then go with **about 10 % less weight** – it usually eases after a few sets. If a movement really hurts (more than a pull), train other muscles today.',
    },
    ill: {
      share: 0.8,
      sets: (sets) => Math.max(2, sets - 1),
      keep: 99,
      de: 'Bei einer leichten Erkältung nur über dem Hals (Schnupfen, etwas Halskratzen, kein Fieber) geht ein **lockeres Training**: etwa 20 % weniger Gewicht, ein Satz weniger, nichts bis zur Erschöpfung. Mit Fieber, Gliederschmerzen oder Husten aus der Brust: **kein Training**, bis du 2–3 Tage symptomfrei bist.',
      en: 'With a mild cold above the neck only (runny nose, a scratchy throat, no fever) an **easy session** is fine: about 20 % less weight, one set fewer, nothing to exhaustion. With a fever, body aches or a chest cough: **no training** until you have been free of symptoms for 2–3 days.',
    },
    time: {
      share: 1,
      sets: (sets) => Math.min(sets, 3),
      keep: time !== null && time <= 30 ? 2 : 3,
      de: `Mit wenig Zeit${time !== null ? ` (${time} Minuten)` : ''} machst du die **wichtigsten Übungen zuerst** mit dem geplanten Gewicht, kurze Pausen (60–90 s) und lässt den Rest weg – zwei, drei gute Sätze pro Übung halten den Fortschritt.`,
      en: `With little time${time !== null ? ` (${time} minutes)` : ''} do the **most important exercises first** at the planned weight, keep rests short (60–90 s) and leave the rest – two or three good sets per exercise keep your progress.`,
    },
  };
  const rule = rules[situation];
  const lines = [de ? rule.de : rule.en];
  if (day) {
    const kept = day.exercises.slice(0, rule.keep);
    const list = kept.map((exercise) => {
      const weight = exercise.weight === null ? '' : ` mit ${de ? kg(lighter(exercise.weight, rule.share)) : en(lighter(exercise.weight, rule.share))} kg`;
      const planned = exercise.weight === null || rule.share === 1 ? '' : de ? ` (statt ${kg(exercise.weight)} kg)` : ` (instead of ${en(exercise.weight)} kg)`;
      return `- **${exercise.name}**: ${rule.sets(exercise.sets)} × ${exercise.reps}${de ? weight : weight.replace(' mit ', ' at ')}${planned}`;
    });
    const left = day.exercises.slice(rule.keep).map((exercise) => exercise.name);
    lines.push(
      [
        de
          ? `Heute ist laut Plan **Tag ${day.number}: ${day.name}** dran – so angepasst:`
          : `Your plan has **day ${day.number}: ${day.name}** today – adjusted:`,
        ...list,
      ].join('\n'),
    );
    if (left.length > 0) lines.push(de ? `Weglassen: ${left.join(', ')}.` : `Leave out: ${left.join(', ')}.`);
    lines.push(
      de
        ? `Mit ${GUIDED_TRAINING_LINK} gehst du den Tag Übung für Übung durch.`
        : 'Start it with **Start training** and go through the day exercise by exercise.',
    );
  }
  lines.push(
    de
      ? 'Schmerzen in der Brust, Schwindel oder Atemnot beim Training heißen immer: **sofort aufhören**.'
      : 'Chest pain, dizziness or shortness of breath while training always mean: **stop at once**.',
  );
  return lines.join('\n\n');
}
