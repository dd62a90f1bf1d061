import { checkTechniqueCues } from '../offline/technique.js';
import { DataFileError, loadDataFile } from './data-file.js';

describe('the technique cues (data/technique-cues.json), checked when the coach loads', () => {
  const shipped = () => loadDataFile('technique-cues.json', (content) => ({ ok: content as Record<string, unknown> }));

  it('load the shipped file: cues for every movement pattern of the catalogue', () => {
    expect(loadDataFile('technique-cues.json', checkTechniqueCues).squat.length).toBeGreaterThanOrEqual(3);
  });

  it('refuse a missing or unknown pattern or an empty cue, naming it', () => {
    const { squat: _squat, ...withoutSquat } = shipped();
    expect(checkTechniqueCues(withoutSquat)).toBe('no cues for squat');
    expect(checkTechniqueCues({ ...shipped(), yoga: ['Atmen.'] })).toBe('unknown movement pattern yoga');
    expect(checkTechniqueCues({ ...shipped(), dip: ['Schultern tief.', ' '] })).toBe('dip: needs a list of cues, none empty');
  });

  it('stop the start with a DataFileError naming the file and what is wrong', () => {
    const broken = () => loadDataFile('technique-cues.json', (content) => checkTechniqueCues({ ...(content as object), hinge: 'Rücken gerade.' }));
    expect(broken).toThrow(DataFileError);
    expect(broken).toThrow(/^Coach data file .*technique-cues\.json is broken: hinge: needs a list of cues, none empty$/);
  });
});
