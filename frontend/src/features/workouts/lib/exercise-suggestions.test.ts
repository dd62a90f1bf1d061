import { hasExactName, suggestExercises, SUGGESTION_LIMIT } from './exercise-suggestions';

const names = (items: { name: string }[]) => items.map((item) => item.name);
const exercises = [
  'Beinpresse',
  'Bankdrücken',
  'Schrägbankdrücken',
  'Kurzhantel Bankdrücken',
  'Latzug',
  'Bankdrücken eng',
  'Butterfly',
  'Bankdrücken Maschine',
].map((name, index) => ({ id: String(index), name }));

describe('exercise suggestions', () => {
  it('matches case-insensitively anywhere in the name, those starting with the text first', () => {
    expect(names(suggestExercises(exercises, 'bank'))).toEqual([
      'Bankdrücken',
      'Bankdrücken eng',
      'Bankdrücken Maschine',
      'Schrägbankdrücken',
      'Kurzhantel Bankdrücken',
    ]);
    expect(names(suggestExercises(exercises, 'LATZ'))).toEqual(['Latzug']);
  });

  it('offers at most 5', () => {
    expect(SUGGESTION_LIMIT).toBe(5);
    expect(suggestExercises(exercises, 'e')).toHaveLength(5);
  });

  it('shows the first (most recent) exercises for an empty or blank query', () => {
    expect(names(suggestExercises(exercises, '  '))).toEqual(names(exercises.slice(0, 5)));
  });

  it('finds nothing for an unknown name', () => {
    expect(suggestExercises(exercises, 'Klimmzug')).toEqual([]);
  });

  it('knows whether a typed name already exists, ignoring case and spaces', () => {
    expect(hasExactName(exercises, ' latzug ')).toBe(true);
    expect(hasExactName(exercises, 'Latz')).toBe(false);
  });
});
