import { readFileSync } from 'node:fs';
import { isCategory } from '../../../common/exercise-categories.js';
import type { Category } from '../../../common/exercise-categories.js';
import { ExerciseMatcher, categoriseOffline, keywordCategories, orderedCategories } from './categoriser.js';
import { EXERCISE_CATALOGUE } from '../../exercises/index.js';
import { damerauLevenshtein, trigramSimilarity, typoAllowance } from './fuzzy.js';
import { compactKey, foldGerman, nameTokens, normaliseText, stem } from './normalise.js';

interface LabelledName {
  name: string;
  categories: Category[];
}

const fixture = JSON.parse(readFileSync(new URL('../../../../test/fixtures/exercise-names.json', import.meta.url), 'utf8')) as {
  names: LabelledName[];
};
const matcher = new ExerciseMatcher();
const sorted = (categories: readonly string[]) => [...categories].sort();

describe('normalisation', () => {
  it('spells out umlauts and ß and drops accents and case', () => {
    expect(foldGerman('Rückenstrecker ÜBERZÜGE Fußball Plié')).toBe('rueckenstrecker ueberzuege fussball plie');
  });

  it('turns punctuation into single spaces', () => {
    expect(normaliseText('  Bank-Drücken (schräg)!! 45°  ')).toBe('bank druecken schraeg 45');
  });

  it('stems German and English plurals to the same word', () => {
    expect(stem('kniebeugen')).toBe(stem('kniebeuge'));
    expect(stem('curls')).toBe('curl');
    expect(stem('presses')).toBe(stem('presse'));
    expect(stem('press')).toBe('press');
    expect(stem('dips')).toBe('dips');
  });

  it('drops filler words and brands, and glues compounds', () => {
    expect(nameTokens('Beinpresse an der Technogym Maschine')).toEqual(['beinpress']);
    expect(compactKey('Bein Presse')).toBe(compactKey('Beinpresse'));
  });
});

describe('fuzzy matching', () => {
  it('counts a swap of two neighbouring letters as one typo', () => {
    expect(damerauLevenshtein('kniebeuge', 'kniebuege')).toBe(1);
    expect(damerauLevenshtein('bankdruecken', 'bankdrueken')).toBe(1);
    expect(damerauLevenshtein('abc', 'abc')).toBe(0);
    expect(damerauLevenshtein('', 'abc')).toBe(3);
    expect(damerauLevenshtein('kitten', 'sitting')).toBe(3);
  });

  it('gives up early once the limit is exceeded', () => {
    expect(damerauLevenshtein('brustpresse', 'beinstrecker', 2)).toBe(3);
  });

  it('allows more typos in longer names and none in very short ones', () => {
    expect(typoAllowance(4)).toBe(0);
    expect(typoAllowance(8)).toBe(1);
    expect(typoAllowance(12)).toBe(2);
    expect(typoAllowance(20)).toBe(3);
  });

  it('rates reordered words as similar', () => {
    expect(trigramSimilarity('kurzhantelbankdrueck', 'bankdrueckkurzhantel')).toBeGreaterThan(0.7);
    expect(trigramSimilarity('beinpress', 'latzug')).toBeLessThan(0.2);
  });

  it('does not turn a short different word into a known one', () => {
    expect(matcher.findExercise('Hips')).toBeNull();
    expect(matcher.match('Yoga').categories).toEqual([]);
  });
});

describe('exercise catalogue', () => {
  it('knows at least 150 exercises, each with valid categories and an English name', () => {
    expect(EXERCISE_CATALOGUE.length).toBeGreaterThanOrEqual(150);
    for (const exercise of EXERCISE_CATALOGUE) {
      expect(exercise.categories.length).toBeGreaterThan(0);
      expect(exercise.categories.every(isCategory)).toBe(true);
      expect(exercise.en.length).toBeGreaterThan(0);
    }
  });

  it('covers all eight categories', () => {
    const covered = new Set(EXERCISE_CATALOGUE.flatMap((exercise) => exercise.categories));
    expect(covered.size).toBe(8);
  });

  it('finds every catalogue name and alias as itself', () => {
    for (const exercise of EXERCISE_CATALOGUE) {
      for (const alias of [exercise.name, exercise.en, ...exercise.aliases]) {
        expect({ alias, categories: sorted(matcher.match(alias).categories) }).toEqual({ alias, categories: sorted(exercise.categories) });
      }
    }
  });
});

describe('offline categoriser against the labelled fixture', () => {
  it('has at least 100 labelled names, none spelled exactly as in the catalogue', () => {
    expect(fixture.names.length).toBeGreaterThanOrEqual(100);
    const verbatim = (text: string) => text.trim().toLowerCase();
    const spellings = new Set(EXERCISE_CATALOGUE.flatMap((exercise) => [exercise.name, exercise.en, ...exercise.aliases].map(verbatim)));
    expect(fixture.names.filter((entry) => spellings.has(verbatim(entry.name))).map((entry) => entry.name)).toEqual([]);
    // Most differ by more than case and punctuation: typos, plurals, other words, brands.
    const normalised = new Set(EXERCISE_CATALOGUE.flatMap((exercise) => [exercise.name, exercise.en, ...exercise.aliases].map(normaliseText)));
    expect(fixture.names.filter((entry) => !normalised.has(normaliseText(entry.name))).length).toBeGreaterThanOrEqual(100);
  });

  it('gets at least 90% of the categories exactly right', () => {
    const misses = fixture.names.filter((entry) => {
      const got = matcher.match(entry.name).categories;
      return JSON.stringify(sorted(got)) !== JSON.stringify(sorted(entry.categories));
    });
    const accuracy = 1 - misses.length / fixture.names.length;
    if (accuracy < 0.9 || process.env.SHOW_MISSES) {
      console.log(misses.map((entry) => `${entry.name}: expected ${entry.categories.join('/')}, got ${matcher.match(entry.name).categories.join('/')}`));
    }
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });
});

describe('keyword fallback and reply', () => {
  it('files unknown names by their keywords', () => {
    expect(keywordCategories('Super Bizeps Blaster 3000')).toEqual(['Arme']);
    expect(keywordCategories('Leg Curl Variante X')).toEqual(['Beine']);
    expect(keywordCategories('Gerade Stange')).toEqual([]);
    expect(keywordCategories('Warm-up')).toEqual([]);
  });

  it('answers like the model should: categories comma separated, or "keine"', () => {
    expect(categoriseOffline('Bankdrücken')).toBe('Brust');
    expect(categoriseOffline('Kreuzheben')).toBe('Rücken, Beine');
    expect(categoriseOffline('Meditation')).toBe('keine');
  });

  it('orders categories canonically without duplicates', () => {
    expect(orderedCategories(['Beine', 'Brust', 'Beine'])).toEqual(['Brust', 'Beine']);
  });
});
