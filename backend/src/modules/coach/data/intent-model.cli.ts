import { writeFileSync } from 'node:fs';
import { IntentClassifier } from '../offline/understanding/intent-classifier.js';
import { labelledExamples } from '../offline/understanding/intent-corpus.js';

/**
 * `npm run coach:model -w backend` trains the intent classifier on the whole corpus and writes the
 * model the coach loads (intent-model.json, beside this file). Run it after changing the corpus or
 * how questions are read; the unit tests fail while the committed model is stale.
 */
const classifier = await IntentClassifier.train(labelledExamples('all'));
const file = new URL('./intent-model.json', import.meta.url);
writeFileSync(file, JSON.stringify(classifier.toModel()));
console.log(`Wrote ${file.pathname}`);
