import type { ExerciseMatcher } from '../categoriser.js';
import { defaultExerciseMatcher } from '../categoriser.js';
import type { Intent } from './intent-classifier.js';
import { intentClassifier } from './intent-classifier.js';
import { LABELLED_INTENTS } from './intent-corpus.js';
import type { BodyPart, ExerciseMention, Goal, Mentions, Period } from './mentions.js';
import { readMentions } from './mentions.js';
import { correctTypos } from './spelling.js';

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

/** What a question asks, with what it refers to resolved against the conversation so far. */
export interface Understanding {
  intent: Intent;
  /** The question's own mentions. */
  mentions: Mentions;
  /** The exercise meant: named in the question, or by an earlier question this one follows up on. */
  exercise: ExerciseMention | null;
  goal: Goal | null;
  period: Period | null;
  bodyPart: BodyPart | null;
  /** True when the intent or the exercise came from an earlier turn. */
  followsUp: boolean;
  /** The classifier's next best reading of the question itself, for when its intent cannot apply. */
  runnerUp: Intent;
}

/** Intents that are about something (not small talk), which a follow-up can continue. */
const TOPICAL: ReadonlySet<Intent> = new Set<Intent>(
  LABELLED_INTENTS.filter((intent) => !['greeting', 'thanks', 'follow_up', 'off_topic', 'injection'].includes(intent)),
);

/** Intents whose answer is about one exercise, so "wie viel mehr Gewicht?" means the one just talked about. */
const ABOUT_ONE_EXERCISE: ReadonlySet<Intent> = new Set<Intent>(['technique', 'plateau', 'progression', 'warmup', 'pain']);

/** How far back a follow-up may reach: the user's last few questions. */
const MEMORY_TURNS = 6;

/**
 * Understands a question in its conversation: the classifier says what is asked; a follow-up
 * ("und beim Kreuzheben?") takes the topic of the user's previous question, and a question about
 * one exercise that names none ("wie viel mehr Gewicht?") takes the exercise talked about last.
 */
export async function understand(
  question: string,
  history: readonly Turn[],
  ownExerciseNames: readonly string[],
  matcher: ExerciseMatcher = defaultExerciseMatcher,
): Promise<Understanding> {
  const classifier = intentClassifier();
  const mentions = readMentions(question, ownExerciseNames, matcher);
  const classification = await classifier.classify(mentions.masked);
  let { intent } = classification;

  const earlier = history
    .filter((turn) => turn.role === 'user')
    .slice(-MEMORY_TURNS)
    .reverse();
  // Earlier questions are read as the question is: with their typos corrected.
  const earlierMentions = earlier.map((turn) => readMentions(correctTypos(turn.content), ownExerciseNames, matcher));
  let followsUp = false;

  // "Und wenn ich 90 kg wiege?" names a number the earlier question's answer depends on.
  const namesSomething =
    mentions.exercises.length > 0 ||
    mentions.goal !== null ||
    mentions.period !== null ||
    mentions.categories.length > 0 ||
    mentions.bodyWeightKg !== null ||
    mentions.daysPerWeek !== null ||
    mentions.weightsKg.length > 0;
  if (earlier.length > 0 && (intent === 'follow_up' || (intent === 'unknown' && namesSomething))) {
    for (const previousMentions of earlierMentions) {
      const previous = (await classifier.classify(previousMentions.masked)).intent;
      if (TOPICAL.has(previous)) {
        intent = previous;
        followsUp = true;
        break;
      }
    }
  }
  // A follow-up with nothing to follow: the question stands on its own ("Sind Beinpresse und Kniebeugen gleich gut?").
  if (intent === 'follow_up') intent = classification.runnerUp === 'follow_up' ? 'unknown' : classification.runnerUp;

  let exercise: ExerciseMention | null = mentions.exercises[0] ?? null;
  if (!exercise && (followsUp || ABOUT_ONE_EXERCISE.has(intent)) && earlierMentions[0]) {
    exercise = earlierMentions[0].exercises.at(-1) ?? null;
    followsUp ||= exercise !== null;
  }

  return {
    intent,
    mentions,
    exercise,
    goal: mentions.goal ?? earlierMentions.find((previous) => previous.goal !== null)?.goal ?? null,
    period: mentions.period ?? (followsUp ? (earlierMentions[0]?.period ?? null) : null),
    bodyPart: mentions.bodyParts[0] ?? (intent === 'pain' && followsUp ? (earlierMentions[0]?.bodyParts[0] ?? null) : null),
    followsUp,
    runnerUp: classification.runnerUp === 'follow_up' ? 'unknown' : classification.runnerUp,
  };
}
