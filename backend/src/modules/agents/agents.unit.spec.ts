import { exerciseNameFromRequest } from './agents.js';

describe('exercise name in a categoriser conversation', () => {
  it.each([
    ['Kategorisiere die Übung „Beinpresse 45°“ in eine oder mehrere Kategorien: Brust, Schultern, Rücken.', 'Beinpresse 45°'],
    ['Kategorisiere die Übung "Hammer Curls". Antworte nur mit Kategorien.', 'Hammer Curls'],
    ['Kategorisiere die Übung Latzug eng in passende Kategorien.', 'Latzug eng'],
    ['Übung: Kreuzheben', 'Kreuzheben'],
    ['Bankdrücken', 'Bankdrücken'],
    ['  Seitheben\nmit Kurzhanteln', 'Seitheben'],
  ])('%s → %s', (request, name) => {
    expect(exerciseNameFromRequest(request)).toBe(name);
  });
});
