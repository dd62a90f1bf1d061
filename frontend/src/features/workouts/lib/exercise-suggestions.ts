/** Spec: at most 5 suggestions, a case-insensitive match on the name, hidden 200 ms after blur. */
export const SUGGESTION_LIMIT = 5;
export const SUGGESTION_HIDE_DELAY_MS = 200;

const normalise = (value: string) => value.trim().toLocaleLowerCase('de-DE');

/**
 * Exercises whose name contains the query, those starting with it first; with an empty query the
 * first ones of the list (most recently trained, as the server sorts them).
 */
export function suggestExercises<T extends { name: string }>(exercises: readonly T[], query: string, limit = SUGGESTION_LIMIT): T[] {
  const wanted = normalise(query);
  if (!wanted) return exercises.slice(0, limit);
  const matches = exercises.filter((exercise) => normalise(exercise.name).includes(wanted));
  const startsWith = matches.filter((exercise) => normalise(exercise.name).startsWith(wanted));
  const rest = matches.filter((exercise) => !normalise(exercise.name).startsWith(wanted));
  return [...startsWith, ...rest].slice(0, limit);
}

/** The exercise with this name, ignoring case and surrounding spaces. */
export function findExerciseByName<T extends { name: string }>(exercises: readonly T[], name: string): T | undefined {
  const wanted = normalise(name);
  return exercises.find((exercise) => normalise(exercise.name) === wanted);
}

export function hasExactName(exercises: readonly { name: string }[], query: string): boolean {
  return findExerciseByName(exercises, query) !== undefined;
}
