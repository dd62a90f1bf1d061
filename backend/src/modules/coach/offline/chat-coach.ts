import type { Category } from '../../../common/exercise-categories.js';
import { answerAccount } from './answers/account.js';
import { compareExercises, compareRanges } from './answers/comparison.js';
import { answerGymFact, gymFact } from './answers/gym-facts.js';
import { answerLastSession, answerLastTime } from './answers/last-time.js';
import { answerSituation, situationIn } from './answers/situation.js';
import { exerciseName } from './answers/context.js';
import {
  accountQuestion,
  asksLastSession,
  asksLastTime,
  comparedRanges,
  exerciseComparison,
  isCorrection,
  questionParts,
} from './understanding/lifter-questions.js';
import type { ExerciseFacts, TrainingFacts } from '../training-facts.js';
import { answerAboutYou, bodyPartName } from './answers/about-you.js';
import { answerAroundInjury } from './answers/around-injury.js';
import type { Answer, AnswerContext } from './answers/context.js';
import { answerGreeting, answerInjection, answerNotUnderstood, answerOffTopic, answerThanks } from './answers/conversation.js';
import { answerEquipment, answerTechnique } from './answers/exercises.js';
import { answerDeload, answerPlateau, answerProgression, answerSetsAndReps } from './answers/getting-stronger.js';
import { answerNutrition } from './answers/nutrition.js';
import { answerPlan } from './answers/plan.js';
import { answerFrequency, answerRest, answerSoreness, answerWarmup } from './answers/recovery.js';
import { answerHealthConcern } from './answers/health-first.js';
import { ENGLISH_ANSWERS } from './answers/in-english.js';
import { answerKnowledge } from './answers/knowledge.js';
import { answerRangeNumbers } from './answers/range-numbers.js';
import { answerPain } from './answers/safety.js';
import { answerLastTraining, answerRpe, answerSetCount } from './answers/trainings.js';
import { answerProgress, answerRecords, answerToday, answerVolume } from './answers/your-training.js';
import type { ExerciseMatcher } from './categoriser.js';
import { defaultExerciseMatcher } from './categoriser.js';
import type { CatalogueEntry } from '../../exercises/index.js';
import type { Language } from './language.js';
import { replyLanguage } from './language.js';
import { normaliseText } from './normalise.js';
import type { ConversationMemory } from './understanding/conversation-memory.js';
import { askedAboutSelf, rememberConversation } from './understanding/conversation-memory.js';
import type { DateRange, RangeMeasure } from './understanding/date-range.js';
import { EXPLICIT_RANGES, readDateRange, readRangeMeasure } from './understanding/date-range.js';
import type { Intent } from './understanding/intent-classifier.js';
import { knowledgeTopic } from './understanding/knowledge-topics.js';
import { safetyConcern } from './understanding/safety-concerns.js';
import { correctTypos } from './understanding/spelling.js';
import type { BodyPart, ExerciseMention } from './understanding/mentions.js';
import { GOALS, readMentions } from './understanding/mentions.js';
import { ADVICE, askedAboutOwnLog, finalIntent } from './understanding/own-log.js';
import type { Turn } from './understanding/understand.js';
import { understand } from './understanding/understand.js';

const ANSWERS: Record<Exclude<Intent, 'follow_up'>, Answer> = {
  greeting: answerGreeting,
  thanks: answerThanks,
  technique: answerTechnique,
  plateau: answerPlateau,
  pain: answerPain,
  records: answerRecords,
  progress: answerProgress,
  volume: answerVolume,
  today: answerToday,
  sets_reps: answerSetsAndReps,
  rest: answerRest,
  frequency: answerFrequency,
  warmup: answerWarmup,
  deload: answerDeload,
  progression: answerProgression,
  nutrition: answerNutrition,
  soreness: answerSoreness,
  equipment: answerEquipment,
  plan: answerPlan,
  last_training: (context) => answerLastTraining(context, 'de'),
  work_sets: (context) => answerSetCount(context, 'de'),
  rpe_log: (context) => answerRpe(context, 'de'),
  off_topic: answerOffTopic,
  injection: answerInjection,
  unknown: answerNotUnderstood,
};

/** The muscle group a hurt body part rules out for today's training. */
const INJURED_GROUP: Record<BodyPart, Category> = {
  knee: 'Beine',
  hip: 'Beine',
  ankle: 'Beine',
  back: 'Rücken',
  shoulder: 'Schultern',
  neck: 'Schultern',
  elbow: 'Arme',
  wrist: 'Arme',
  arm: 'Arme',
  chest: 'Brust',
};

/** Answers that plan training: they say how to spare an injury the lifter told the coach about. */
const PLANNING: ReadonlySet<Intent> = new Set<Intent>(['plan', 'today', 'frequency', 'sets_reps']);

/**
 * The offline chat coach: understands a question in its conversation (what is asked, about which
 * exercise, goal or period, and what the lifter said about themselves) and answers it in markdown
 * from the user's own numbers, in the language of the question (English throughout with the
 * English interface). A health concern comes first and stops every other answer.
 */
export async function answerQuestion(
  question: string,
  facts: TrainingFacts,
  history: readonly Turn[] = [],
  matcher: ExerciseMatcher = defaultExerciseMatcher,
): Promise<string> {
  const language = replyLanguage(question, facts.language);
  const read = correctTypos(question);
  const concern = safetyConcern(read);
  if (concern) return answerHealthConcern(concern, language);

  const corrected = correctedQuestion(read, history, facts, matcher);
  if (corrected) return answerQuestion(corrected, facts, history, matcher);
  const parts = questionParts(read);
  if (parts.length > 1) return answerPartByPart(parts, facts, history, matcher);
  const account = accountQuestion(read);
  if (account) return answerAccount(account, facts, language);
  const situation = situationIn(read);
  if (situation) return answerSituation(situation, facts, read, language);

  const memory = rememberConversation([...history.filter((turn) => turn.role === 'user').map((turn) => turn.content), question]);
  const remembered = withMemory(facts, memory);
  const asked = askedAboutSelf(read);
  if (asked) return answerAboutYou(asked, memory, remembered, language);

  const understanding = await understand(
    read,
    history,
    facts.exercises.map((exercise) => exercise.name),
    matcher,
  );
  const { exercise, catalogue } = resolveExercise(understanding.exercise, facts, matcher);
  const profileGoal = GOALS.find((goal) => goal === remembered.profile.goal) ?? null;
  const goal = understanding.goal ?? profileGoal;
  const context: AnswerContext = {
    question: read,
    facts: remembered,
    understanding,
    exercise,
    catalogue,
    goal: goal ?? 'muscle_building',
    goalKnown: goal !== null,
    matcher,
    spared: [...new Set(memory.injuries.map((part) => INJURED_GROUP[part]))],
  };
  const fromHistory = answerFromHistory(context, language);
  if (fromHistory) return fromHistory;
  const topic = knowledgeTopic(read);
  const ownLog = askedAboutOwnLog(understanding, read, facts.today, topic);
  if (ownLog) return (language === 'en' ? ENGLISH_ANSWERS : ANSWERS)[ownLog](context);

  const counted = rangeQuestion(read, history, facts.today);
  if (counted && (EXPLICIT_RANGES.has(counted.range.kind) || exercise || counted.followsUp))
    return answerRangeNumbers(facts, counted.range, counted.measure, exercise, language);
  const fact = topic ? null : gymFact(read);
  if (fact) return answerGymFact(fact, language);
  if (topic)
    return answerKnowledge(topic, language, {
      exercise,
      catalogue,
      bodyWeight: understanding.mentions.bodyWeightKg ?? remembered.profile.bodyWeight,
      category: understanding.mentions.categories[0] ?? null,
    });

  if (asksAroundInjury(normaliseText(read), memory, catalogue !== null)) return answerAroundInjury(memory.injuries, catalogue, language);

  const intent = finalIntent(understanding, read);
  const answer = (language === 'en' ? ENGLISH_ANSWERS : ANSWERS)[intent](context);
  return PLANNING.has(intent) ? answer + injuryNote(memory, language) : answer;
}

/**
 * What only the lifter's history answers, before the classifier's intents: how the last training
 * went, when an exercise was last trained, two ranges or two exercises compared.
 */
function answerFromHistory(context: AnswerContext, language: Language): string | null {
  const { question, facts } = context;
  if (asksLastSession(question)) return answerLastSession(context, language);
  if (asksLastTime(question)) return answerLastTime(context, exerciseName(context), language);
  const ranges = comparedRanges(question, facts.today);
  if (ranges) return compareRanges(facts, ranges[0], ranges[1], context.exercise, language);
  const kind = exerciseComparison(question);
  if (!kind) return null;
  const named = context.understanding.mentions.exercises
    .map((mention) => resolveExercise(mention, facts, context.matcher).exercise)
    .filter(
      (exercise, index, all): exercise is ExerciseFacts => exercise !== null && all.findIndex((other) => other?.machineId === exercise.machineId) === index,
    );
  if (named.length < 2) return null;
  return compareExercises(facts, [named[0]!, named[1]!], kind, readDateRange(question, facts.today), language);
}

/** "Wie viel Kniebeugen letzte Woche und wie viel Bankdrücken?": each part answered, the later ones as follow-ups of the earlier. */
async function answerPartByPart(parts: readonly string[], facts: TrainingFacts, history: readonly Turn[], matcher: ExerciseMatcher): Promise<string> {
  const turns = [...history];
  const answers: string[] = [];
  for (const [index, part] of parts.entries()) {
    const asked = index === 0 ? part : `${replyLanguage(parts[0]!, facts.language) === 'en' ? 'and' : 'und'} ${part}`;
    const answer = await answerQuestion(asked, facts, turns, matcher);
    turns.push({ role: 'user', content: asked }, { role: 'assistant', content: answer });
    answers.push(answer);
  }
  return answers.join('\n\n---\n\n');
}

/**
 * "Wie viel Kniebeugen letzte Woche?" – "Nein, ich meinte Bankdrücken": the earlier question with
 * the exercise it named swapped for the one meant; null when the question corrects nothing.
 */
function correctedQuestion(read: string, history: readonly Turn[], facts: TrainingFacts, matcher: ExerciseMatcher): string | null {
  if (!isCorrection(read)) return null;
  const names = facts.exercises.map((exercise) => exercise.name);
  const [meant] = readMentions(read, names, matcher).exercises;
  if (!meant) return null;
  const earlier = history
    .filter((turn) => turn.role === 'user' && !isCorrection(turn.content))
    .reverse()
    .find((turn) => readMentions(turn.content, names, matcher).exercises.length > 0);
  if (!earlier) return null;
  const [named] = readMentions(earlier.content, names, matcher).exercises;
  const words = earlier.content.split(/\s+/);
  const same = (mention: ExerciseMention | undefined) =>
    mention !== undefined && (mention.ownName !== null ? mention.ownName === named!.ownName : mention.catalogue?.name === named!.catalogue?.name);
  for (const length of [1, 2, 3]) {
    for (let start = 0; start + length <= words.length; start++) {
      const span = words.slice(start, start + length).join(' ');
      if (!same(readMentions(span, names, matcher).exercises[0])) continue;
      const trailing = /[?!.,]+$/.exec(span)?.[0] ?? '';
      return [...words.slice(0, start), `${meant.ownName ?? meant.catalogue?.name ?? ''}${trailing}`, ...words.slice(start + length)].join(' ');
    }
  }
  return null;
}

/**
 * The range and what to count in it: both from the question, or the range from the question and
 * what to count from an earlier one ("Wie viele Sätze in den letzten 7 Tagen?" – "Und insgesamt?").
 */
function rangeQuestion(read: string, history: readonly Turn[], today: string): { range: DateRange; measure: RangeMeasure; followsUp: boolean } | null {
  if (ADVICE.test(normaliseText(read))) return null;
  const earlierTurns = history
    .filter((turn) => turn.role === 'user')
    .slice(-3)
    .reverse()
    .map((turn) => ({ range: readDateRange(turn.content, today), measure: readRangeMeasure(turn.content) }));
  const earlier = earlierTurns.find((counted) => counted.range !== null && counted.measure !== null);
  const followsUp = SHORT_FOLLOW_UP.test(normaliseText(read)) || NEXT_PART.test(normaliseText(read));
  const range = readDateRange(read, today) ?? (earlier && followsUp ? earlier.range : null);
  const asked = readRangeMeasure(read);
  // "Wie ist mein Fortschritt beim Bankdrücken?" – "Und seit dem 1. November?": what was asked, over the range now named.
  const measure = asked ?? earlier?.measure ?? (followsUp ? (earlierTurns.find((counted) => counted.measure !== null)?.measure ?? null) : null);
  return range && measure ? { range, measure, followsUp: asked === null } : null;
}

/** "Kann ich Kreuzheben machen?", "Welche Beinübungen kann ich machen?": around an injury the lifter told about. */
const ASKS_IF_OR_WHICH = /\b(kann|darf|sollte|soll) ich\b|\b(can|should|may) i\b|\bis it (ok|okay|safe)\b|\bwelche\b|\bwhich\b|\bwhat\b.*\bexercises?\b/;
const EXERCISE_WORD = /\w*uebung\w*|\bexercises?\b/;
/** How much or how many of an exercise is another question ("Wie viele Sätze soll ich beim Bankdrücken machen?"). */
const HOW_MUCH = /\b(wie viele?|wieviele?|how (much|many)|saetze|wiederholungen|sets|reps|gewicht|weight|kg)\b/;

function asksAroundInjury(text: string, memory: ConversationMemory, namesExercise: boolean): boolean {
  return memory.injuries.length > 0 && ASKS_IF_OR_WHICH.test(text) && !HOW_MUCH.test(text) && (namesExercise || EXERCISE_WORD.test(text));
}

/** "… und wie viele Sätze Kreuzheben?": a question's later part (see answerPartByPart), which keeps the first part's range. */
const NEXT_PART = /^(und|and) (wie ?viele?|wie ?viel|how many|how much)\b/;

/** "Und beim Kreuzheben?", "and squats?": keeps the earlier question's range and what it counted. */
const SHORT_FOLLOW_UP = /^(und|and|what about|wie ist es mit|und wie|und bei\w*)\b(\s+\S+){0,4}$/;

/** The facts with what the lifter said in this conversation over the profile: it is newer. */
function withMemory(facts: TrainingFacts, memory: ConversationMemory): TrainingFacts {
  return {
    ...facts,
    userName: memory.name ?? facts.userName,
    profile: {
      ...facts.profile,
      goal: memory.goal ?? facts.profile.goal,
      frequency: memory.daysPerWeek !== null ? String(memory.daysPerWeek) : facts.profile.frequency,
      bodyWeight: memory.bodyWeightKg ?? facts.profile.bodyWeight,
    },
  };
}

function injuryNote(memory: ConversationMemory, language: Language): string {
  if (memory.injuries.length === 0) return '';
  const parts = memory.injuries.map((part) => bodyPartName(part, language)).join(', ');
  return language === 'de'
    ? `\n\n**Wegen deiner Beschwerden (${parts}):** Übungen, die dort wehtun, lässt du weg oder ersetzt sie durch schmerzfreie Varianten mit weniger Gewicht – und klär mit deiner Ärztin, deinem Arzt oder Physio ab, was du belasten darfst.`
    : `\n\n**Because of your ${parts}:** leave out exercises that hurt there or swap them for pain-free variations with less weight – and check with your doctor or physio what you may load.`;
}

function resolveExercise(
  mention: ExerciseMention | null,
  facts: TrainingFacts,
  matcher: ExerciseMatcher,
): { exercise: ExerciseFacts | null; catalogue: CatalogueEntry | null } {
  if (!mention) return { exercise: null, catalogue: null };
  const exercise = mention.ownName ? (facts.exercises.find((candidate) => candidate.name === mention.ownName) ?? null) : null;
  return { exercise, catalogue: mention.catalogue ?? (exercise ? matcher.findClose(exercise.name) : null) };
}

/** The user's exercise a text names (a tool argument, a question), with typos and other names. */
export function findMentionedExercise(
  text: string,
  facts: TrainingFacts,
  matcher: ExerciseMatcher = defaultExerciseMatcher,
): { exercise: ExerciseFacts | null; catalogue: CatalogueEntry | null } {
  const [mention] = readMentions(
    text,
    facts.exercises.map((exercise) => exercise.name),
    matcher,
  ).exercises;
  return resolveExercise(mention ?? null, facts, matcher);
}
