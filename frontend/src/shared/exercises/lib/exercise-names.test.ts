import { englishNamesOf, exerciseNameIn } from './exercise-names';

const english = englishNamesOf([
  { name: 'Kniebeugen', en: 'Back Squat' },
  { name: 'Latzug', en: 'Lat Pulldown' },
]);

describe('the name an exercise is shown under', () => {
  it('is the catalogue’s English name in the English interface, for a name exactly as the catalogue has it', () => {
    expect(exerciseNameIn('en', 'Kniebeugen', english)).toBe('Back Squat');
    expect(exerciseNameIn('en', 'Latzug', english)).toBe('Lat Pulldown');
  });

  it('keeps the lifter’s own names as typed, a near spelling too, and every name in German', () => {
    expect(exerciseNameIn('en', 'Kniebeuge', english)).toBe('Kniebeuge');
    expect(exerciseNameIn('en', 'latzug', english)).toBe('latzug');
    expect(exerciseNameIn('en', 'Mein Zirkel', english)).toBe('Mein Zirkel');
    expect(exerciseNameIn('de', 'Kniebeugen', english)).toBe('Kniebeugen');
  });

  it('shows the name as it is until the English names have arrived', () => {
    expect(exerciseNameIn('en', 'Kniebeugen', undefined)).toBe('Kniebeugen');
  });
});
