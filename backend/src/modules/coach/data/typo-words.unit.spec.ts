import { checkTypoWords } from '../offline/understanding/spelling.js';
import { DataFileError, loadDataFile } from './data-file.js';

describe('the typo words (data/typo-words.json), checked when the coach loads', () => {
  it('load the shipped file', () => {
    const { keyWords, shortTypos } = loadDataFile('typo-words.json', checkTypoWords);
    expect(keyWords).toContain('kreatin');
    expect(shortTypos.fiel).toBe('viel');
  });

  it('refuse a key word or a typo that is not folded, naming it', () => {
    expect(checkTypoWords({ keyWords: ['pause'], shortTypos: { wi: 'wie' } })).toEqual({ ok: { keyWords: ['pause'], shortTypos: { wi: 'wie' } } });
    expect(checkTypoWords({ keyWords: ['Bankdrücken'], shortTypos: {} })).toBe('keyWords: "Bankdrücken" is no folded word (lower case, ä as ae)');
    expect(checkTypoWords({ keyWords: ['pause'], shortTypos: { satze: 'sätze' } })).toBe(
      'shortTypos: satze → "sätze" needs a folded typo and folded words (lower case, ä as ae)',
    );
    expect(checkTypoWords({ keyWords: ['pause'] })).toBe('needs shortTypos, an object of typos and the words they mean');
  });

  it('stop the start with a DataFileError naming the file and what is wrong', () => {
    const broken = () => loadDataFile('typo-words.json', (content) => checkTypoWords({ ...(content as object), keyWords: [] }));
    expect(broken).toThrow(DataFileError);
    expect(broken).toThrow(/^Coach data file .*typo-words\.json is broken: keyWords: needs a list of words$/);
  });
});
