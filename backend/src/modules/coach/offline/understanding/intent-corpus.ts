import { isRecord, isStringList } from '../../../../common/json-shape.js';
import { loadDataFile } from '../../data/data-file.js';

/** The intents the corpus labels, in its order. */
export const LABELLED_INTENTS = [
  'greeting',
  'thanks',
  'technique',
  'plateau',
  'pain',
  'records',
  'progress',
  'volume',
  'today',
  'sets_reps',
  'rest',
  'frequency',
  'warmup',
  'deload',
  'progression',
  'nutrition',
  'soreness',
  'equipment',
  'plan',
  'last_training',
  'work_sets',
  'rpe_log',
  'follow_up',
  'off_topic',
  'injection',
] as const;

export type LabelledIntent = (typeof LABELLED_INTENTS)[number];

export type IntentCorpus = Record<LabelledIntent, readonly string[]>;

export function checkCorpus(content: unknown): string | { ok: IntentCorpus } {
  if (!isRecord(content) || !isRecord(content.intents)) return 'expected {"intents": {"greeting": [...], ...}}';
  const { intents } = content;
  const unknown = Object.keys(intents).filter((intent) => !(LABELLED_INTENTS as readonly string[]).includes(intent));
  if (unknown.length > 0) return `unknown intents ${unknown.join(', ')} (the coach answers ${LABELLED_INTENTS.join(', ')})`;
  for (const intent of LABELLED_INTENTS) {
    if (!isStringList(intents[intent]) || intents[intent].length === 0) return `intent ${intent} needs a list of example questions`;
  }
  return { ok: intents as IntentCorpus };
}

/**
 * What lifters ask the coach, labelled with what they want (`data/intent-corpus.json`, read and
 * checked when the coach loads): the training data of the offline coach's intent classifier. Its
 * `about` says how to add examples.
 */
export const INTENT_CORPUS: IntentCorpus = loadDataFile('intent-corpus.json', checkCorpus);

export interface LabelledExample {
  utterance: string;
  intent: LabelledIntent;
}

/**
 * How the corpus is split, by an example's place in its intent's list (so adding examples at the
 * end of a list never moves an old one to another part):
 * - `held-out` (the test split): every fifth example; never trained on by the classifier the
 *   accuracy test measures, and not to be looked at while improving the classifier;
 * - `dev`: another fifth, for iterating on the classifier and the corpus (trained on `fit`, the
 *   rest of `training`, and measured on `dev`);
 * - `training`: everything but `held-out` (`fit` and `dev`); `all`: the shipped classifier's.
 */
export const isHeldOut = (indexInIntent: number) => indexInIntent % 5 === 4;
export const isDev = (indexInIntent: number) => indexInIntent % 5 === 2;

export type CorpusPart = 'all' | 'training' | 'held-out' | 'fit' | 'dev';

const IN_PART: Record<CorpusPart, (index: number) => boolean> = {
  all: () => true,
  training: (index) => !isHeldOut(index),
  'held-out': isHeldOut,
  fit: (index) => !isHeldOut(index) && !isDev(index),
  dev: isDev,
};

export function labelledExamples(part: CorpusPart = 'all'): LabelledExample[] {
  return LABELLED_INTENTS.flatMap((intent) => INTENT_CORPUS[intent].filter((_, index) => IN_PART[part](index)).map((utterance) => ({ utterance, intent })));
}
