import { checkCorpus, INTENT_CORPUS } from '../offline/understanding/intent-corpus.js';
import { DataFileError, loadDataFile } from './data-file.js';

describe('the coach’s data files, read and checked when it loads', () => {
  it('load the shipped corpus', () => {
    expect(INTENT_CORPUS.pain.length).toBeGreaterThanOrEqual(20);
  });

  it('stop the start with the file and what is wrong', () => {
    expect(() => loadDataFile('missing.json', () => ({ ok: null }))).toThrow(DataFileError);
    expect(() => loadDataFile('missing.json', () => ({ ok: null }))).toThrow(/Coach data file .*missing\.json is broken/);
  });

  it('name the intent the corpus lacks or does not know', () => {
    const intents = Object.fromEntries(Object.entries(INTENT_CORPUS));
    expect(checkCorpus({ intents })).toEqual({ ok: intents });
    expect(checkCorpus({ intents: { ...intents, smalltalk: ['hi'] } })).toMatch(/^unknown intents smalltalk/);
    expect(checkCorpus({ intents: { ...intents, pain: [] } })).toBe('intent pain needs a list of example questions');
  });
});
