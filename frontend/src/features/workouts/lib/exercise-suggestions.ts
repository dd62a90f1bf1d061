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

interface OwnExercise {
  id: string;
  name: string;
  catalogue_id: string | null;
}

interface CatalogueHit {
  id: string;
  name: string;
}

/** A suggestion: one of the lifter's exercises, or a catalogue movement they do not have yet. */
export type Suggestion<Own, Hit> = { kind: 'own'; exercise: Own } | { kind: 'catalogue'; entry: Hit };

/**
 * The lifter's own exercises first (by name as `suggestExercises` finds them, then those that are a
 * movement the catalogue search found: typing "Squat" offers their "Kniebeuge"), then catalogue
 * movements none of their exercises is, so that a new exercise starts with its usual name.
 */
export function suggestWithCatalogue<Own extends OwnExercise, Hit extends CatalogueHit>(
  exercises: readonly Own[],
  query: string,
  hits: readonly Hit[],
  limit = SUGGESTION_LIMIT,
): Suggestion<Own, Hit>[] {
  const byName = suggestExercises(exercises, query, limit);
  const twins = hits.flatMap((hit) => exercises.filter((exercise) => exercise.catalogue_id === hit.id && !byName.includes(exercise)));
  const own = [...byName, ...twins];
  const covered = new Set(own.map((exercise) => exercise.catalogue_id));
  const fresh = hits.filter((hit) => !covered.has(hit.id) && !hasExactName(exercises, hit.name));
  return [...own.map((exercise) => ({ kind: 'own' as const, exercise })), ...fresh.map((entry) => ({ kind: 'catalogue' as const, entry }))].slice(0, limit);
}
