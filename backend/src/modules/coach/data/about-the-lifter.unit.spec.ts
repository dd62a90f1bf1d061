import { checkAboutTheLifter } from '../offline/understanding/conversation-memory.js';
import { DataFileError, loadDataFile } from './data-file.js';

describe('the words about the lifter (data/about-the-lifter.json), checked when the coach loads', () => {
  const shipped = () => loadDataFile('about-the-lifter.json', (content) => ({ ok: content as { notAName: string[]; askedAboutSelf: Record<string, string> } }));

  it('load the shipped file', () => {
    const { notAName, askedAboutSelf } = loadDataFile('about-the-lifter.json', checkAboutTheLifter);
    expect(notAName.has('anfaenger')).toBe(true);
    expect(askedAboutSelf.map(([asked]) => asked)).toEqual(['name', 'training_age', 'body_weight', 'goal', 'days', 'level', 'injuries']);
  });

  it('refuse a word that is not folded, or a missing or broken pattern, naming it', () => {
    expect(checkAboutTheLifter({ ...shipped(), notAName: ['Anfänger'] })).toBe('notAName: "Anfänger" is no folded word (lower case, ä as ae)');
    const { goal: _goal, ...withoutGoal } = shipped().askedAboutSelf;
    expect(checkAboutTheLifter({ ...shipped(), askedAboutSelf: withoutGoal })).toBe('askedAboutSelf: no pattern for goal');
    expect(checkAboutTheLifter({ ...shipped(), askedAboutSelf: { ...shipped().askedAboutSelf, name: '(wie heisse ich' } })).toMatch(
      /^askedAboutSelf\.name: Invalid regular expression/,
    );
  });

  it('stop the start with a DataFileError naming the file and what is wrong', () => {
    const broken = () => loadDataFile('about-the-lifter.json', (content) => checkAboutTheLifter({ ...(content as object), notAName: [] }));
    expect(broken).toThrow(DataFileError);
    expect(broken).toThrow(/^Coach data file .*about-the-lifter\.json is broken: notAName: needs a list of words$/);
  });
});
