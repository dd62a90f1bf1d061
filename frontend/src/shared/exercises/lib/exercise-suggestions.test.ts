import { hasExactName, ownExerciseFor, suggestExercises, suggestWithCatalogue, SUGGESTION_LIMIT } from './exercise-suggestions';

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

describe('the exercise a typed name means', () => {
  const kniebeugen = { id: 'k', name: 'Kniebeugen', catalogue_id: 'back-squat' };
  const latzug = { id: 'l', name: 'Latzug', catalogue_id: 'lat-pulldown' };
  const own = [latzug, kniebeugen];
  const squatHit = (score: number) => [{ id: 'back-squat', name: 'Kniebeugen', score }];

  it('is the one of that name, whatever the catalogue says', () => {
    expect(ownExerciseFor(own, ' kniebeugen ', [])).toEqual({ exercise: kniebeugen, by: 'name' });
  });

  it("is the one whose movement the catalogue's best hit is, told apart by how close the hit is", () => {
    expect(ownExerciseFor(own, 'Kniebeuge', squatHit(100))).toEqual({ exercise: kniebeugen, by: 'spelling' });
    expect(ownExerciseFor(own, 'Kniebuege', squatHit(75))).toEqual({ exercise: kniebeugen, by: 'typo' });
    expect(ownExerciseFor(own, 'Knieb', squatHit(90))).toEqual({ exercise: kniebeugen, by: 'part' });
  });

  it('is none for a blank name, a loose hit, a movement they lack, or a hit that is not the best', () => {
    expect(ownExerciseFor(own, '  ', squatHit(100))).toBeUndefined();
    expect(ownExerciseFor(own, 'Kniehebe', squatHit(60))).toBeUndefined();
    expect(ownExerciseFor([latzug], 'Kniebeuge', squatHit(100))).toBeUndefined();
    expect(ownExerciseFor(own, 'Frontkniebeuge', [{ id: 'front-squat', name: 'Frontkniebeugen', score: 100 }, ...squatHit(90)])).toBeUndefined();
  });

  it('comes first among the suggestions when the field names it', () => {
    const suggestions = suggestWithCatalogue(own, 'Squat', squatHit(100), SUGGESTION_LIMIT, kniebeugen);
    expect(suggestions).toEqual([{ kind: 'own', exercise: kniebeugen }]);
    expect(suggestWithCatalogue(own, 'g', [], SUGGESTION_LIMIT, kniebeugen).map((suggestion) => suggestion.kind === 'own' && suggestion.exercise.name)).toEqual(
      ['Kniebeugen', 'Latzug'],
    );
  });
});
