import { checkStopwords } from '../offline/normalise.js';
import { DataFileError, loadDataFile } from './data-file.js';

describe('the stopwords of exercise names (data/stopwords.json), checked when the coach loads', () => {
  it('load the shipped file, brands with digits too', () => {
    const stopwords = loadDataFile('stopwords.json', checkStopwords);
    expect(stopwords.has('maschine')).toBe(true);
    expect(stopwords.has('gym80')).toBe(true);
  });

  it('refuse a word that is not folded, naming it', () => {
    expect(checkStopwords(['der', 'die'])).toEqual({ ok: new Set(['der', 'die']) });
    expect(checkStopwords(['der', 'Für'])).toBe('"Für" is no folded word (lower case, ä as ae)');
  });

  it('stop the start with a DataFileError naming the file and what is wrong', () => {
    const broken = () => loadDataFile('stopwords.json', (content) => checkStopwords([...(content as string[]), 'Technogym']));
    expect(broken).toThrow(DataFileError);
    expect(broken).toThrow(/^Coach data file .*stopwords\.json is broken: "Technogym" is no folded word/);
  });
});
