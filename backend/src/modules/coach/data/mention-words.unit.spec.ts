import { checkMentionWords } from '../offline/understanding/mentions.js';
import { DataFileError, loadDataFile } from './data-file.js';

const periods = { today: '\\bheute\\b', yesterday: 'gestern', week: 'woche', last_week: 'letzte woche', month: 'monat', last_month: 'letzten monat' };
const words = { bodyParts: { knee: ['knie'] }, categories: { Beine: ['beine'] }, goals: { strength: ['kraft'] }, periods };

describe('the mention words (data/mention-words.json), checked when the coach loads', () => {
  it('load the shipped file, its muscle groups named as the app’s categories', () => {
    const { categories, periods } = loadDataFile('mention-words.json', checkMentionWords);
    expect(categories.map(([category]) => category)).toEqual(['Brust', 'Rücken', 'Beine', 'Schultern', 'Arme', 'Bauch', 'Ganzkörper']);
    expect(periods.find(([period]) => period === 'last_week')?.[1].test(' letzte woche ')).toBe(true);
  });

  it('refuse an unknown name, a word that is not folded or a broken pattern, naming where', () => {
    expect(checkMentionWords(words)).toEqual({ ok: expect.anything() });
    expect(checkMentionWords({ ...words, categories: { Legs: ['legs'] } })).toMatch(/^categories: unknown Legs \(known: Brust, Schultern/);
    expect(checkMentionWords({ ...words, bodyParts: { knee: ['Knie'] } })).toBe('bodyParts.knee: "Knie" is no folded word (lower case, ä as ae)');
    expect(checkMentionWords({ ...words, periods: { ...periods, today: '(heute' } })).toMatch(/^periods\.today: Invalid regular expression/);
    expect(checkMentionWords({ ...words, goals: undefined })).toBe('needs goals, an object of names and their words');
    expect(checkMentionWords({ ...words, periods: { today: 'heute' } })).toBe('periods: no pattern for yesterday, week, last_week, month, last_month');
  });

  it('stop the start with a DataFileError naming the file and what is wrong', () => {
    const broken = () => loadDataFile('mention-words.json', (content) => checkMentionWords({ ...(content as object), goals: { fitness: ['fit'] } }));
    expect(broken).toThrow(DataFileError);
    expect(broken).toThrow(/^Coach data file .*mention-words\.json is broken: goals: unknown fitness/);
  });
});
