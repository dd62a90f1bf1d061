import { containerBootstrap } from '@nlpjs/core';
import { LangDe } from '@nlpjs/lang-de';
import { NluNeural } from '@nlpjs/nlu';
import { foldGerman } from '../normalise.js';
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
 * The offline coach's intent classifier: NLP.js's neural NLU (one-layer network over stemmed
 * words, with its German stemmer and its spelling correction against the words it knows), trained
 * on the labelled corpus. Training starts from zero weights, so the same corpus always gives the
 * same classifier.
 */
export class IntentClassifier {
  private constructor(private readonly nlu: NluNeural) {}

  static async train(examples: readonly LabelledExample[]): Promise<IntentClassifier> {
    const container = containerBootstrap();
    container.use(LangDe);
    const nlu = new NluNeural({ locale: 'de', useNoneFeature: true, spellCheck: true, spellCheckDistance: 1, log: false }, container);
    await nlu.train(examples.map(({ utterance, intent }) => ({ utterance: prepareUtterance(readMentions(utterance).masked), intent })));
    return new IntentClassifier(nlu);
  }

  /** `masked` is the question as `readMentions` masks it: exercises, body parts and goals as placeholders. */
  async classify(masked: string): Promise<Classification> {
    const prepared = prepareUtterance(masked);
    if (!prepared) return { intent: 'unknown', confidence: 0, runnerUp: 'unknown' };
    const [best, second] = (await this.nlu.process(prepared)).classifications;
    const runnerUp = second && second.intent !== 'None' && second.score >= MIN_CONFIDENCE / 3 ? (second.intent as LabelledIntent) : 'unknown';
    if (!best || best.intent === 'None' || best.score < MIN_CONFIDENCE) return { intent: 'unknown', confidence: best?.score ?? 0, runnerUp };
    return { intent: best.intent as LabelledIntent, confidence: best.score, runnerUp };
  }
}

let trained: Promise<IntentClassifier> | null = null;

/** The classifier trained on the whole corpus, once per process (a few hundred milliseconds). */
export function intentClassifier(): Promise<IntentClassifier> {
  trained ??= IntentClassifier.train(labelledExamples('all'));
  return trained;
}
