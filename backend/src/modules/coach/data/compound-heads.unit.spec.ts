import { checkCompoundHeads, prepareUtterance } from '../offline/understanding/intent-classifier.js';
import { DataFileError, loadDataFile } from './data-file.js';

describe('the compound heads the classifier splits off (data/compound-heads.json), checked when the coach loads', () => {
  it('load the shipped file: "Rückenschmerzen" is about pain', () => {
    expect(loadDataFile('compound-heads.json', checkCompoundHeads)).toContain('schmerzen');
    expect(prepareUtterance('Rückenschmerzen')).toBe('ruecken schmerzen');
  });

  it('refuse a head that is not one folded word, naming it', () => {
    expect(checkCompoundHeads(['plan'])).toEqual({ ok: ['plan'] });
    expect(checkCompoundHeads(['plan', 'Pläne'])).toBe('"Pläne" is no folded word (lower case, ä as ae)');
  });

  it('stop the start with a DataFileError naming the file and what is wrong', () => {
    const broken = () => loadDataFile('compound-heads.json', (content) => checkCompoundHeads([...(content as string[]), 'trainings plan']));
    expect(broken).toThrow(DataFileError);
    expect(broken).toThrow(/^Coach data file .*compound-heads\.json is broken: "trainings plan" is no folded word/);
  });
});
