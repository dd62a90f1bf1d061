import { containerBootstrap } from '@nlpjs/core';
import { LangDe } from '@nlpjs/lang-de';
import { NluNeural } from '@nlpjs/nlu';
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
 * word for pain instead of one per body part.
 */
const COMPOUND_HEADS = [
  'schmerzen',
  'schmerz',
  'plan',
  'pause',
  'pausen',
  'volumen',
  'tage',
  'woche',
  'technik',
  'rekord',
  'rekorde',
  'kater',
  'verletzung',
  'gewicht',
  'kalorien',
  'protein',
  'eiweiss',
  'bedarf',
  'split',
];

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

/**
 * The offline coach's intent classifier: NLP.js's neural NLU (one-layer network over stemmed
 * features, with its German stemmer and its spelling correction against the features it knows),
 * trained on the labelled corpus. A hand-written correction on the words was tried instead and
 * measured no faster end to end (docs/decisions.md). Training starts from zero weights, so the
 * same corpus always gives the same classifier.
 */
export class IntentClassifier {
  private constructor(
    private readonly nlu: NluNeural,
    /** The words of the training questions, to tell a question of unknown words from one on another topic. */
    private readonly vocabulary: ReadonlySet<string>,
  ) {}

  static async train(examples: readonly LabelledExample[]): Promise<IntentClassifier> {
    const container = containerBootstrap();
    container.use(LangDe);
    const nlu = new NluNeural({ locale: 'de', useNoneFeature: true, spellCheck: true, spellCheckDistance: 1, log: false }, container);
    const prepared = examples.map(({ utterance, intent }) => ({ words: prepareUtterance(readMentions(utterance).masked), intent }));
    await nlu.train(prepared.map(({ words, intent }) => ({ utterance: classifierFeatures(words), intent })));
    return new IntentClassifier(nlu, new Set(prepared.flatMap(({ words }) => words.split(' '))));
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

let trained: Promise<IntentClassifier> | null = null;

/** The classifier trained on the whole corpus, once per process (about a second). */
export function intentClassifier(): Promise<IntentClassifier> {
  trained ??= IntentClassifier.train(labelledExamples('all'));
  return trained;
}
