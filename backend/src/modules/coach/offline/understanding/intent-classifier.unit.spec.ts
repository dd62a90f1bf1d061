import { readFileSync } from 'node:fs';
import type { IntentModel } from './intent-classifier.js';
import { IntentClassifier, intentClassifier, prepareUtterance } from './intent-classifier.js';
import type { LabelledExample } from './intent-corpus.js';
import { INTENT_CORPUS, LABELLED_INTENTS, isDev, isHeldOut, labelledExamples } from './intent-corpus.js';
import { readMentions } from './mentions.js';

const publicQuestions = (
  JSON.parse(readFileSync(new URL('../../../../../test/fixtures/coach-questions.json', import.meta.url), 'utf8')) as { questions: { ask: string }[] }
).questions.map((question) => question.ask);

/** Trains on one part of the corpus and measures on another: accuracy, and the share right per intent. */
async function measure(trainOn: LabelledExample[], measureOn: LabelledExample[]): Promise<{ accuracy: number; report: string }> {
  const classifier = await IntentClassifier.train(trainOn);
  const perIntent = new Map<string, { right: number; total: number }>();
  let right = 0;
  for (const { utterance, intent } of measureOn) {
    const { intent: guessed } = await classifier.classify(readMentions(utterance).masked);
    const tally = perIntent.get(intent) ?? { right: 0, total: 0 };
    tally.total++;
    if (guessed === intent) {
      tally.right++;
      right++;
    }
    perIntent.set(intent, tally);
  }
  const accuracy = right / measureOn.length;
  return {
    accuracy,
    report:
      `${trainOn.length} training examples, ${right}/${measureOn.length} = ${(accuracy * 100).toFixed(1)} %\n` +
      [...perIntent].map(([intent, { right: ok, total }]) => `  ${intent.padEnd(12)} ${ok}/${total}`).join('\n'),
  };
}

describe('the intent classifier (NLP.js, trained on the labelled corpus)', () => {
  it('is measured on held-out questions it never saw: accuracy reported and at least 88 %', async () => {
    const heldOut = labelledExamples('held-out');
    const { accuracy, report } = await measure(labelledExamples('training'), heldOut);
    console.log(`Intent classifier, held-out (test) split: ${report}`);
    expect(heldOut.length).toBeGreaterThanOrEqual(400);
    expect(accuracy).toBeGreaterThanOrEqual(0.88);
  });

  it('reports the dev split, the one to iterate on (trained without it and without the held-out split)', async () => {
    const { accuracy, report } = await measure(labelledExamples('fit'), labelledExamples('dev'));
    console.log(`Intent classifier, dev split: ${report}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.85);
  });

  it('has hundreds of examples over every intent, German and English, and none of the public test questions', () => {
    expect(labelledExamples('all').length).toBeGreaterThanOrEqual(1000);
    for (const intent of LABELLED_INTENTS) expect(INTENT_CORPUS[intent].length).toBeGreaterThanOrEqual(20);
    const english = labelledExamples('all').filter(({ utterance }) => /\b(how|what|my|should|the|is)\b/i.test(utterance));
    expect(english.length).toBeGreaterThanOrEqual(100);
    const corpus = new Set(labelledExamples('all').map(({ utterance }) => prepareUtterance(utterance)));
    expect(publicQuestions.filter((question) => corpus.has(prepareUtterance(question)))).toEqual([]);
  });

  it('splits the corpus by each example’s place in its list: held-out, dev and the rest never overlap', () => {
    const all = labelledExamples('all').length;
    expect(labelledExamples('held-out').length + labelledExamples('training').length).toBe(all);
    expect(labelledExamples('dev').length + labelledExamples('fit').length).toBe(labelledExamples('training').length);
    const heldOut = new Set(labelledExamples('held-out').map(({ utterance }) => utterance));
    expect(labelledExamples('training').filter(({ utterance }) => heldOut.has(utterance))).toEqual([]);
    expect([0, 1, 2, 3, 4, 5, 9, 12].map((index) => [isHeldOut(index), isDev(index)])).toEqual([
      [false, false],
      [false, false],
      [false, true],
      [false, false],
      [true, false],
      [false, false],
      [true, false],
      [false, true],
    ]);
  });

  it('trains deterministically: the shipped model is the one the whole corpus trains today, and answers as it does', async () => {
    const retrained = await IntentClassifier.train(labelledExamples('all'));
    const shipped = JSON.parse(readFileSync(new URL('../../data/intent-model.json', import.meta.url), 'utf8')) as IntentModel;
    // Stale after a change to the corpus or the features: `npm run coach:model -w backend` writes it again.
    expect(JSON.parse(JSON.stringify(retrained.toModel()))).toEqual(shipped);
    const loaded = intentClassifier();
    for (const { utterance } of labelledExamples('held-out').slice(0, 40)) {
      const masked = readMentions(utterance).masked;
      expect(await loaded.classify(masked)).toEqual(await retrained.classify(masked));
    }
  });

  it('refuses a model trained on another corpus, naming the command that trains it again', async () => {
    const model = (await IntentClassifier.train(labelledExamples('dev').slice(0, 60))).toModel();
    expect(() => IntentClassifier.fromModel(model, labelledExamples('all'))).toThrow(/npm run coach:model -w backend/);
  });

  it('reads typos, colloquial German and English', async () => {
    const classifier = intentClassifier();
    const intentOf = async (text: string) => (await classifier.classify(readMentions(text).masked)).intent;
    expect(await intentOf('Kniebeuge richtig ausfürhen')).toBe('technique');
    expect(await intentOf('mir tut das knie weh nach dem squatten')).toBe('pain');
    expect(await intentOf('Was ist mein bestes Ergebnis beim Bankdrücken?')).toBe('records');
    expect(await intentOf('How much protein should I eat?')).toBe('nutrition');
    expect(await intentOf('Wer wird Weltmeister?')).toBe('off_topic');
  });

  it('spells umlauts out, splits compounds at their meaning and turns numbers into one word', () => {
    expect(prepareUtterance('Rückenschmerzen seit 2 Wochen')).toBe('ruecken schmerzen seit zahl wochen');
    expect(prepareUtterance('Trainingsplan für 3,5 Tage')).toBe('trainings plan fuer zahl tage');
  });
});
