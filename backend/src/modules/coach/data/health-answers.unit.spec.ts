import { checkHealthAnswers } from '../offline/answers/health-first.js';
import { DataFileError, loadDataFile } from './data-file.js';

describe('the health answers (data/health-answers.json), checked when the coach loads', () => {
  const shipped = () => loadDataFile('health-answers.json', (content) => ({ ok: content as Record<string, { de: string[]; en: string[] }> }));

  it('load the shipped file: each answer’s paragraphs joined by a blank line', () => {
    const answers = loadDataFile('health-answers.json', checkHealthAnswers);
    expect(answers.emergency.de).toMatch(/^\*\*Hör sofort mit dem Training auf und ruf den Notruf 112\*\*.*\n\nSchmerz, Druck/);
  });

  it('refuse a missing concern, an unknown one or an answer without paragraphs in a language, naming it', () => {
    const { drugs: _drugs, ...withoutDrugs } = shipped();
    expect(checkHealthAnswers(withoutDrugs)).toBe('health answers: no answer for drugs');
    expect(checkHealthAnswers({ ...shipped(), alcohol: { de: ['Nein.'], en: ['No.'] } })).toMatch(/^health answers: unknown alcohol/);
    expect(checkHealthAnswers({ ...shipped(), red_flag: { de: ['Stopp.'], en: [''] } })).toBe(
      'health answers.red_flag.en: needs a list of paragraphs, none empty',
    );
  });

  it('stop the start with a DataFileError naming the file and what is wrong', () => {
    const broken = () => loadDataFile('health-answers.json', (content) => checkHealthAnswers({ ...(content as object), emergency: { de: 'Notruf' } }));
    expect(broken).toThrow(DataFileError);
    expect(broken).toThrow(/^Coach data file .*health-answers\.json is broken: health answers\.emergency\.de: needs a list of paragraphs, none empty$/);
  });
});
