import { checkBestExercises } from '../offline/answers/gym-questions.js';
import { DataFileError, loadDataFile } from './data-file.js';

describe('the best exercises per muscle group (data/best-exercises.json), checked when the coach loads', () => {
  const shipped = () => loadDataFile('best-exercises.json', (content) => ({ ok: content as Record<string, unknown> }));

  it('load the shipped file: a list for every one of the app’s categories', () => {
    expect(loadDataFile('best-exercises.json', checkBestExercises).Brust[0]).toEqual(['Bankdrücken', 'Bench press']);
  });

  it('refuse a missing or unknown category or an exercise without both names, naming it', () => {
    const { Ausdauer: _ausdauer, ...withoutAusdauer } = shipped();
    expect(checkBestExercises(withoutAusdauer)).toBe('no exercises for Ausdauer');
    expect(checkBestExercises({ ...shipped(), Legs: [['Squats', 'Squats']] })).toMatch(/^unknown category Legs \(known: Brust/);
    expect(checkBestExercises({ ...shipped(), Bauch: [['Plank']] })).toBe('Bauch: needs a list of [German name, English name]');
  });

  it('stop the start with a DataFileError naming the file and what is wrong', () => {
    const broken = () => loadDataFile('best-exercises.json', (content) => checkBestExercises({ ...(content as object), Arme: [] }));
    expect(broken).toThrow(DataFileError);
    expect(broken).toThrow(/^Coach data file .*best-exercises\.json is broken: Arme: needs a list of \[German name, English name\]$/);
  });
});
