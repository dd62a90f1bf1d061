import { checkConcepts } from '../offline/understanding/concepts.js';
import { DataFileError, loadDataFile } from './data-file.js';

const lexicon = { concepts: { konzeptschmerz: ['schmerz*', 'weh'], konzeptdank: ['danke'] }, gymWords: ['train*'], notATopic: ['konzeptdank'] };

describe('the concept words (data/concepts.json), checked when the coach loads', () => {
  it('load the shipped file', () => {
    const { concepts, notATopic } = loadDataFile('concepts.json', checkConcepts);
    expect(concepts.find(([concept]) => concept === 'konzeptschmerz')?.[1]).toContain('verhoben');
    expect(notATopic.has('konzeptgruss')).toBe(true);
  });

  it('refuse a term that could never match a folded question, naming the concept and the term', () => {
    expect(checkConcepts(lexicon)).toEqual({ ok: expect.anything() });
    expect(checkConcepts({ ...lexicon, concepts: { konzeptschmerz: ['Schmerz*'] } })).toBe(
      'concept konzeptschmerz: "Schmerz*" is no folded word (lower case, ä as ae)',
    );
    expect(checkConcepts({ ...lexicon, concepts: { konzeptschmerz: ['weh'], schmerz: ['aua'] } })).toMatch(/^concept schmerz must start with "konzept"/);
    expect(checkConcepts({ ...lexicon, gymWords: [] })).toBe('gymWords: needs a list of words');
    expect(checkConcepts({ ...lexicon, notATopic: ['konzeptgruss'] })).toBe('notATopic names no concept: konzeptgruss');
  });

  it('stop the start with a DataFileError naming the file and what is wrong', () => {
    const broken = () => loadDataFile('concepts.json', (content) => checkConcepts({ ...(content as object), gymWords: ['Gym'] }));
    expect(broken).toThrow(DataFileError);
    expect(broken).toThrow(/^Coach data file .*concepts\.json is broken: gymWords: "Gym" is no folded word/);
  });
});
