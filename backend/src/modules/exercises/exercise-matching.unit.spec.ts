import { describe, expect, it } from '@jest/globals';
import type { CatalogueEntry } from './catalogue.js';
import { EXERCISE_CATALOGUE, checkCatalogue } from './catalogue.js';
import { stemWord } from '../../common/text/german-words.js';
import { CatalogueIndex, nameKey } from './exercise-matching.js';

const index = new CatalogueIndex(EXERCISE_CATALOGUE);
const first = (query: string) => index.search(query, 5)[0]?.entry.name;

describe('names compared as a lifter means them', () => {
  it('folds umlauts, ß, case and punctuation', () => {
    expect(nameKey('Bankdrücken')).toBe(nameKey('bankdruecken'));
    expect(nameKey('Bank-Drücken!')).toBe(nameKey('Bank Drücken'));
    expect(nameKey('Reißen')).toBe(nameKey('Reissen'));
  });

  it('strips plural and inflection endings', () => {
    expect(stemWord('kniebeugen')).toBe('kniebeug');
    expect(stemWord('kniebeuge')).toBe('kniebeug');
    expect(stemWord('squats')).toBe('squat');
    expect(stemWord('press')).toBe('press');
    expect(nameKey('Seitheben am Kabel')).toBe(nameKey('Seitheben Kabel'));
  });
});

describe('searching the catalogue', () => {
  it('finds the usual entry first for a beginning, an English name, a verb form and a typo', () => {
    expect(first('kniebeu')).toBe('Kniebeugen');
    expect(first('squat')).toBe('Kniebeugen');
    expect(first('latzieh')).toBe('Latzug');
    expect(first('Bankdrüken')).toBe('Bankdrücken');
    expect(first('kneibeuge')).toBe('Kniebeugen');
    expect(first('Kreuzhbeen')).toBe('Kreuzheben');
  });

  it('ranks the plain lift before its variants', () => {
    const names = index.search('kniebeu', 5).map((hit) => hit.entry.name);
    expect(names[0]).toBe('Kniebeugen');
    expect(names).toContain('Multipresse Kniebeugen');
    // A whole word counts as much as a beginning: "squat" finds the squats before "Squat to Press".
    const squats = index.search('squat', 5).map((hit) => hit.entry.name);
    expect(squats).toEqual(expect.arrayContaining(['Kniebeugen', 'Frontkniebeugen', 'Goblet Squat']));
    expect(squats).not.toContain('Thrusters');
    expect(first('bank')).toBe('Bankdrücken');
    const scores = index.search('kniebeu', 5).map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('answers nothing for nothing and at most the limit', () => {
    expect(index.search('  !! ', 5)).toEqual([]);
    expect(index.search('curl', 3)).toHaveLength(3);
    expect(index.search('xyzqwv', 5)).toEqual([]);
  });
});

describe("a lifter's exercise and its catalogue entry", () => {
  it('files singular, plural and English names under one movement', () => {
    const ids = ['Kniebeuge', 'Kniebeugen', 'Squat', 'squats', 'Kniebuege'].map((name) => index.entryOf(name)?.id);
    expect(new Set(ids)).toEqual(new Set(['back-squat']));
    expect(index.entryOf('Latziehen')?.id).toBe('lat-pulldown');
    expect(index.entryOf('Latzug')?.id).toBe('lat-pulldown');
  });

  it('knows a spelling without typos: an own machine name that merely resembles a movement is none of its spellings', () => {
    expect(index.entryBySpelling('Kniebeuge')?.id).toBe('back-squat');
    expect(index.entryBySpelling('kniebeugen')?.id).toBe('back-squat');
    expect(index.entryBySpelling('Kurzhantel Bankdrücken')?.id).toBe(index.entryBySpelling('Bankdrücken Kurzhantel')?.id);
    expect(index.entryBySpelling('Kniebuege')).toBeNull();
    expect(index.entryOf('Beinpresse 45')?.id).toBe('leg-press');
    expect(index.entryBySpelling('Beinpresse 45')).toBeNull();
  });

  it('files a name under nothing when only a part or a resemblance matches', () => {
    expect(index.entryOf('Knie')).toBeNull();
    expect(index.entryOf('Mein Spezialgerät')).toBeNull();
    expect(index.entryOf('ab')).toBeNull();
  });

  it('lets the first entry keep a spelling two entries claim', () => {
    const entry = (id: string, aliases: string[]): CatalogueEntry => ({
      id,
      name: id,
      en: id,
      aliases,
      categories: ['Beine'],
      equipment: ['machine'],
      pattern: 'squat',
    });
    const small = new CatalogueIndex([entry('eins', ['Presse']), entry('zwei', ['Presse'])]);
    expect(small.entryOf('Presse')?.id).toBe('eins');
  });
});

describe('the catalogue file', () => {
  it('holds at least 150 movements, each with German and English names, categories and equipment', () => {
    expect(EXERCISE_CATALOGUE.length).toBeGreaterThanOrEqual(150);
    expect(EXERCISE_CATALOGUE.find((entry) => entry.id === 'back-squat')?.aliases).toEqual(expect.arrayContaining(['Kniebeuge', 'Squats']));
  });

  it('refuses an entry without equipment, spec categories or a known pattern, or with an id or name twice', () => {
    const good = { id: 'a', name: 'A', en: 'A', aliases: [], categories: ['Brust'], equipment: ['barbell'], pattern: 'horizontal_press' };
    expect(checkCatalogue({ exercises: [{ ...good, equipment: [] }] })).toMatch(/equipment/);
    expect(checkCatalogue({ exercises: [{ ...good, categories: ['Chest'] }] })).toBe('exercise 0 (A) needs categories of the spec (Brust, Rücken, …)');
    expect(checkCatalogue({ exercises: [{ ...good, pattern: 'bench' }] })).toBe('exercise 0 (A) has an unknown pattern "bench"');
    expect(checkCatalogue({ exercises: [good, { ...good, name: 'B' }] })).toMatch(/id a is listed twice/);
    expect(checkCatalogue({ exercises: [good, { ...good, id: 'b' }] })).toMatch(/name A is listed twice/);
    expect(checkCatalogue([good])).toBe('expected {"exercises": [...]}');
    expect(checkCatalogue({ exercises: [good] })).toEqual([good]);
  });
});
