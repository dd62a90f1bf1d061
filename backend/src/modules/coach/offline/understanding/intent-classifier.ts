import { createHash } from 'node:crypto';
import { containerBootstrap } from '@nlpjs/core';
import { LangDe } from '@nlpjs/lang-de';
import { NluNeural } from '@nlpjs/nlu';
import { DataFileError, loadDataFile } from '../../data/data-file.js';
import { wordListProblem } from '../../data/table-checks.js';
import { damerauLevenshtein } from '../fuzzy.js';
import { foldGerman } from '../normalise.js';
import { conceptsOf, hasTopic } from './concepts.js';
import type { LabelledExample, LabelledIntent } from './intent-corpus.js';
import { labelledExamples } from './intent-corpus.js';
import { readMentions } from './mentions.js';

export type Intent = LabelledIntent | 'unknown';

export interface Classification {
  intent: Intent;
  /** The classifier's score of the intent, 0..1. */
  confidence: number;
  /** The next best intent, for when the best cannot apply (a follow-up without a conversation). */
  runnerUp: Intent;
}

/** Below this the question is not understood well enough to answer it as that intent. */
const MIN_CONFIDENCE = 0.3;

/**
 * Word endings of German compounds that carry the meaning of the whole word: "Rückenschmerzen"
 * is about pain, "Trainingsplan" about a plan. They are split off, so the classifier learns one
 * word for pain instead of one per body part. Data: data/compound-heads.json, the first that ends
 * a word is split off.
 */
export function checkCompoundHeads(content: unknown): string | { ok: string[] } {
  return wordListProblem(content, /^[a-z]+$/) ?? { ok: content as string[] };
}

const COMPOUND_HEADS = loadDataFile('compound-heads.json', checkCompoundHeads);

/** Umlauts spelled out (as people without a German keyboard type them), compounds split, numbers as one word. */
export function prepareUtterance(text: string): string {
  return foldGerman(text)
    .replace(/\d+(?:[.,]\d+)?/g, ' zahl ')
    .replace(/[^a-z\s]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(splitCompound)
    .join(' ');
}

function splitCompound(word: string): string {
  for (const head of COMPOUND_HEADS) {
    if (word.length >= head.length + 3 && word.endsWith(head)) return `${word.slice(0, -head.length)} ${head}`;
  }
  return word;
}

/**
 * What the network reads of a prepared question: its words, each pair of neighbouring words (so
 * "wie oft" and "wie lange" are not the same "wie" with another word somewhere), and the concepts
 * its words stand for (`concepts.ts`: "Zerrung", "hurts" and "weh" all add pain).
 */
export function classifierFeatures(prepared: string): string {
  const words = prepared.split(' ');
  const pairs = words.slice(1).map((word, index) => `paar${words[index]}x${word}`);
  return [...words, ...pairs, ...conceptsOf(words)].join(' ');
}

/** What the network is trained on: each example's features and intent, and the words of all. */
interface TrainingInput {
  corpus: { utterance: string; intent: string }[];
  vocabulary: Set<string>;
  /** Changes with the examples and with how their features are read, so a model knows what it was trained on. */
  fingerprint: string;
}

function trainingInputOf(examples: readonly LabelledExample[]): TrainingInput {
  const prepared = examples.map(({ utterance, intent }) => ({ words: prepareUtterance(readMentions(utterance).masked), intent }));
  const corpus = prepared.map(({ words, intent }) => ({ utterance: classifierFeatures(words), intent }));
  return {
    corpus,
    vocabulary: new Set(prepared.flatMap(({ words }) => words.split(' '))),
    fingerprint: createHash('sha256').update(JSON.stringify(corpus)).digest('hex'),
  };
}

/** A trained network as data (`data/intent-model.json`), and the fingerprint of what it was trained on. */
export interface IntentModel {
  trainedOn: string;
  nlu: object;
}

function newNetwork(): NluNeural {
  const container = containerBootstrap();
  container.use(LangDe);
  // No spelling correction of its own: the question arrives corrected (`spelling.ts`, see below).
  return new NluNeural({ locale: 'de', useNoneFeature: true, spellCheck: false, log: false }, container);
}

/**
 * The offline coach's intent classifier: NLP.js's neural NLU (one-layer network over stemmed
 * features, with its German stemmer), trained on the labelled corpus. It reads the question as the
 * coach's one typo correction left it (`correctTypos`, which the health rules and topics read
 * too); NLP.js's own correction ran after that one and went, as it cost 15–20 ms a question and
 * no accuracy (docs/decisions/46-the-coach-as-data-and-one-typo-correction.md). Training starts
 * from zero weights, so the same corpus always gives the same classifier; the one trained on the whole corpus ships as
 * data, so a start (and every test that starts the app) loads it instead of training it again.
 */
export class IntentClassifier {
  private constructor(
    private readonly nlu: NluNeural,
    /** The words of the training questions, to tell a question of unknown words from one on another topic. */
    private readonly vocabulary: ReadonlySet<string>,
    private readonly trainedOn: string,
  ) {}

  static async train(examples: readonly LabelledExample[]): Promise<IntentClassifier> {
    const { corpus, vocabulary, fingerprint } = trainingInputOf(examples);
    const nlu = newNetwork();
    await nlu.train(corpus);
    return new IntentClassifier(nlu, vocabulary, fingerprint);
  }

  /** The classifier `model` holds, if it was trained on `examples` as they read today; else what to run. */
  static fromModel(model: IntentModel, examples: readonly LabelledExample[]): IntentClassifier {
    const { vocabulary, fingerprint } = trainingInputOf(examples);
    if (model.trainedOn !== fingerprint) {
      throw new DataFileError('intent-model.json', 'trained on another corpus or other features; run `npm run coach:model -w backend`');
    }
    const nlu = newNetwork();
    nlu.fromJSON(model.nlu);
    // fromJSON lists the intents without 'None', which training adds: reset, it is listed again as after training.
    nlu.intentsArr = undefined;
    return new IntentClassifier(nlu, vocabulary, fingerprint);
  }

  toModel(): IntentModel {
    return { trainedOn: this.trainedOn, nlu: this.nlu.toJSON() };
  }

  /** A word of the training questions, or one letter off a longer one (a typo). */
  private knows(word: string): boolean {
    if (this.vocabulary.has(word)) return true;
    if (word.length < 5) return false;
    for (const known of this.vocabulary) if (Math.abs(known.length - word.length) <= 1 && damerauLevenshtein(word, known, 1) <= 1) return true;
    return false;
  }

  /** `masked` is the question as `readMentions` masks it: exercises, body parts and goals as placeholders. */
  async classify(masked: string): Promise<Classification> {
    const prepared = prepareUtterance(masked);
    // Nothing but words no lifter's question had and no concept ("Blubb"): not understood, rather than off-topic.
    const words = prepared.split(' ');
    if (!prepared || !(words.some((word) => this.knows(word)) || hasTopic(conceptsOf(words)))) return { intent: 'unknown', confidence: 0, runnerUp: 'unknown' };
    const [best, second] = (await this.nlu.process(classifierFeatures(prepared))).classifications;
    // Any second reading the network has: it only matters when the best cannot apply (a follow-up with nothing to follow).
    const runnerUp = second && second.intent !== 'None' && second.score > 0 ? (second.intent as LabelledIntent) : 'unknown';
    if (!best || best.intent === 'None' || best.score < MIN_CONFIDENCE) return { intent: 'unknown', confidence: best?.score ?? 0, runnerUp };
    return { intent: best.intent as LabelledIntent, confidence: best.score, runnerUp };
  }
}

function checkModel(content: unknown): string | { ok: IntentModel } {
  const model = content as Partial<IntentModel> | null;
  if (typeof model?.trainedOn !== 'string' || typeof model.nlu !== 'object' || model.nlu === null) return 'expected { trainedOn, nlu }';
  return { ok: model as IntentModel };
}

let loaded: IntentClassifier | null = null;

/** The classifier trained on the whole corpus, loaded once per process from its model file. */
export function intentClassifier(): IntentClassifier {
  loaded ??= IntentClassifier.fromModel(loadDataFile('intent-model.json', checkModel), labelledExamples('all'));
  return loaded;
}
