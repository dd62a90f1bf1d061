import type { ExerciseFacts } from '../../training-facts.js';
import type { CatalogueEntry, MovementPattern } from '../../../exercises/index.js';
import { kg } from '../german.js';
import { bestExercises } from './gym-questions.js';
import { answerTable } from './answer-table.js';
import { loadDataFile } from '../../data/data-file.js';
import { checked } from '../../data/table-checks.js';
import type { Category } from '../../../../common/exercise-categories.js';
import type { Language, Texts } from '../language.js';
import type { KnowledgeTopic } from '../understanding/knowledge-topics.js';
import { KNOWLEDGE_TOPICS } from '../understanding/knowledge-topics.js';

/** The topics answered with the same text every time; the other two are worked out from the lifter's facts. */
type FixedTopic = Exclude<KnowledgeTopic, 'relative_strength' | 'best_exercises'>;
const FIXED_TOPICS = KNOWLEDGE_TOPICS.filter((topic): topic is FixedTopic => topic !== 'relative_strength' && topic !== 'best_exercises');

export function checkTopicAnswers(content: unknown): string | { ok: Record<FixedTopic, Texts> } {
  return checked(answerTable(content, FIXED_TOPICS, 'topic answers'));
}

/** Data: data/topic-answers.json, an answer for every fixed topic. */
const FIXED = loadDataFile('topic-answers.json', checkTopicAnswers);

/** Rough strength levels of a trained recreational lifter, as estimated one-rep max per kg of body weight. */
const BODY_WEIGHT_MULTIPLES: Partial<Record<MovementPattern, { good: number; strong: number }>> = {
  horizontal_press: { good: 1, strong: 1.5 },
  squat: { good: 1.25, strong: 2 },
  hinge: { good: 1.5, strong: 2.5 },
  vertical_press: { good: 0.65, strong: 0.9 },
  horizontal_pull: { good: 0.8, strong: 1.2 },
};

const twoDecimals = { de: new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }), en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }) };
const format = (value: number, language: Language) => twoDecimals[language].format(value);

/** How a lift compares with the lifter's body weight: the exercise's best estimated 1RM as a multiple of it. */
function relativeStrength(exercise: ExerciseFacts | null, catalogue: CatalogueEntry | null, bodyWeight: number | null, language: Language): string {
  const de = language === 'de';
  if (!bodyWeight)
    return de
      ? 'Dafür brauche ich dein Körpergewicht: Trag es im Profil ein oder schreib es mir („Ich wiege 80 kg“) – dann rechne ich dir aus, das Wievielfache du bewegst.'
      : 'For that I need your body weight: add it in your profile or tell me ("I weigh 80 kg") – then I work out what multiple of it you lift.';
  if (!exercise)
    return de
      ? `Bei deinen ${kg(bodyWeight)} kg Körpergewicht gelten als gutes Niveau für Trainierte ungefähr: Bankdrücken 1× (${kg(bodyWeight)} kg), Kniebeugen 1,25×, Kreuzheben 1,5× als geschätztes Maximalgewicht. Sag mir die Übung („Wie stark ist mein Bankdrücken im Verhältnis zu meinem Körpergewicht?“), dann vergleiche ich mit deinen eigenen Sätzen.`
      : `At your ${format(bodyWeight, language)} kg body weight a good level for trained lifters is roughly: bench press 1× (${format(bodyWeight, language)} kg), squat 1.25×, deadlift 1.5× as an estimated one-rep max. Name the exercise ("How does my bench compare with my body weight?") and I compare with your own sets.`;
  const multiple = exercise.bestE1rm / bodyWeight;
  const levels = catalogue ? BODY_WEIGHT_MULTIPLES[catalogue.pattern] : undefined;
  const verdict = !levels
    ? ''
    : multiple >= levels.strong
      ? de
        ? ` Das ist **stark** – über dem ${format(levels.strong, language)}-Fachen, das als weit fortgeschritten gilt.`
        : ` That is **strong** – above the ${format(levels.strong, language)}× that counts as well advanced.`
      : multiple >= levels.good
        ? de
          ? ` Das ist ein **gutes Niveau** (ab etwa dem ${format(levels.good, language)}-Fachen); das ${format(levels.strong, language)}-Fache gilt als weit fortgeschritten.`
          : ` That is a **good level** (from about ${format(levels.good, language)}×); ${format(levels.strong, language)}× counts as well advanced.`
        : de
          ? ` Als gutes Niveau für Trainierte gilt etwa das ${format(levels.good, language)}-Fache (${kg(levels.good * bodyWeight)} kg) – ein gutes nächstes Ziel.`
          : ` About ${format(levels.good, language)}× (${format(levels.good * bodyWeight, language)} kg) counts as a good level for trained lifters – a good next goal.`;
  return de
    ? `Dein bestes **${exercise.name}** entspricht einem geschätzten Maximalgewicht von **${kg(exercise.bestE1rm)} kg** – bei ${kg(bodyWeight)} kg Körpergewicht das **${format(multiple, language)}-Fache**.${verdict}`
    : `Your best **${exercise.name}** is an estimated one-rep max of **${format(exercise.bestE1rm, language)} kg** – at ${format(bodyWeight, language)} kg body weight that is **${format(multiple, language)}×**.${verdict}`;
}

export function answerKnowledge(
  topic: KnowledgeTopic,
  language: Language,
  about: { exercise: ExerciseFacts | null; catalogue: CatalogueEntry | null; bodyWeight: number | null; category: Category | null },
): string {
  if (topic === 'best_exercises') return bestExercises(about.category, language);
  if (topic === 'relative_strength') return relativeStrength(about.exercise, about.catalogue, about.bodyWeight, language);
  return FIXED[topic][language];
}
