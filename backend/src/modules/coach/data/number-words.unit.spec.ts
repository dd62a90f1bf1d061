import { checkNumberWords, NUMBER_WORDS } from '../offline/understanding/number-words.js';
import { DataFileError, loadDataFile } from './data-file.js';

describe('the number words (data/number-words.json), checked when the coach loads', () => {
  it('load the shipped file', () => {
    expect(NUMBER_WORDS).toMatchObject({ zwei: 2, fuenf: 5, anderthalb: 1.5 });
  });

  it('refuse a word that could never match a folded question, or a value that is no number', () => {
    expect(checkNumberWords({ drei: 3 })).toEqual({ ok: { drei: 3 } });
    expect(checkNumberWords({ fünf: 5 })).toBe('"fünf" is no folded word (lower case, ä as ae)');
    expect(checkNumberWords({ drei: '3' })).toBe('drei needs a positive number, not "3"');
    expect(checkNumberWords(['drei'])).toBe('needs an object of number words and their values');
  });

  it('stop the start with a DataFileError naming the file and what is wrong', () => {
    const broken = () => loadDataFile('number-words.json', (content) => checkNumberWords({ ...(content as object), zehn: 0 }));
    expect(broken).toThrow(DataFileError);
    expect(broken).toThrow(/^Coach data file .*number-words\.json is broken: zehn needs a positive number, not 0$/);
  });
});
