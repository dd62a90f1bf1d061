import { checkCatalogue, EXERCISE_CATALOGUE } from '../offline/exercise-catalogue.js';
import { checkCorpus, INTENT_CORPUS } from '../offline/understanding/intent-corpus.js';
import { DataFileError, loadDataFile } from './data-file.js';

describe('the coach’s data files, read and checked when it loads', () => {
  it('load the shipped catalogue and corpus', () => {
    expect(EXERCISE_CATALOGUE.length).toBeGreaterThanOrEqual(150);
    expect(INTENT_CORPUS.pain.length).toBeGreaterThanOrEqual(20);
  });

  it('stop the start with the file and what is wrong', () => {
    expect(() => loadDataFile('missing.json', () => ({ ok: null }))).toThrow(DataFileError);
    expect(() => loadDataFile('missing.json', () => ({ ok: null }))).toThrow(/Coach data file .*missing\.json is broken/);
  });

  it('name the broken exercise and its fault', () => {
    const bankdruecken = { name: 'Bankdrücken', en: 'Bench Press', categories: ['Brust'], pattern: 'horizontal_press', aliases: [] };
    expect(checkCatalogue({ exercises: [bankdruecken] })).toEqual({ ok: [bankdruecken] });
    expect(checkCatalogue({ exercises: [{ ...bankdruecken, categories: ['Chest'] }] })).toBe(
      'exercise 0 (Bankdrücken) needs categories of the spec (Brust, Rücken, …)',
    );
    expect(checkCatalogue({ exercises: [{ ...bankdruecken, pattern: 'bench' }] })).toBe('exercise 0 (Bankdrücken) has an unknown pattern "bench"');
    expect(checkCatalogue({ exercises: [bankdruecken, bankdruecken] })).toBe('exercise Bankdrücken is listed twice');
    expect(checkCatalogue([bankdruecken])).toBe('expected {"exercises": [...]}');
  });

  it('name the intent the corpus lacks or does not know', () => {
    const intents = Object.fromEntries(Object.entries(INTENT_CORPUS));
    expect(checkCorpus({ intents })).toEqual({ ok: intents });
    expect(checkCorpus({ intents: { ...intents, smalltalk: ['hi'] } })).toMatch(/^unknown intents smalltalk/);
    expect(checkCorpus({ intents: { ...intents, pain: [] } })).toBe('intent pain needs a list of example questions');
  });
});
