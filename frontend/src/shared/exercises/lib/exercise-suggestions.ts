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

/** The score from which a catalogue hit is the same movement: the same spelling (100), a beginning or a whole word (80–90), a typo (65–75); docs/api.md. */
const SAME_MOVEMENT_SCORE = 70;
const SCORE = { spelling: 100, part: 80 } as const;

/** The lifter's exercise a typed name means (ownExerciseFor). */
export interface OwnExerciseMatch<Own> {
  exercise: Own;
  /**
   * How the name means it: `name` it is called so; `spelling` the name is another spelling of its
   * catalogue movement ("Kniebeuge" for their "Kniebeugen"), for which `POST /api/machines` answers
   * it too (docs/decisions/README.md); `typo` the name is close to a spelling of it; `part` the name is a
   * beginning or a word of one (still being typed, or another variant).
   */
  by: 'name' | 'spelling' | 'typo' | 'part';
}

/**
 * Which of the lifter's exercises a typed name means: the one of that name, else the one whose
 * catalogue movement is the best hit of the catalogue search for the name (`hits`, best first), when
 * that hit is close enough to be the same movement. The add field offers a spelling or a typo
 * ("Meintest du Kniebeugen?"); guided training logs a plan's exercise on any.
 */
export function ownExerciseFor<Own extends OwnExercise>(
  exercises: readonly Own[],
  name: string,
  hits: readonly (CatalogueHit & { score: number })[],
): OwnExerciseMatch<Own> | undefined {
  if (name.trim() === '') return undefined;
  const same = findExerciseByName(exercises, name);
  if (same) return { exercise: same, by: 'name' };
  const best = hits[0];
  if (!best || best.score < SAME_MOVEMENT_SCORE) return undefined;
  const twin = exercises.find((exercise) => exercise.catalogue_id === best.id);
  if (!twin) return undefined;
  return { exercise: twin, by: best.score >= SCORE.spelling ? 'spelling' : best.score >= SCORE.part ? 'part' : 'typo' };
}

/** A suggestion: one of the lifter's exercises, or a catalogue movement they do not have yet. */
export type Suggestion<Own, Hit> = { kind: 'own'; exercise: Own } | { kind: 'catalogue'; entry: Hit };

/**
 * The lifter's own exercises first (the one the name means, `meant`, before all; then by name as
 * `suggestExercises` finds them, then those that are a movement the catalogue search found: typing
 * "Squat" offers their "Kniebeuge"), then catalogue movements none of their exercises is, so that a
 * new exercise starts with its usual name.
 */
export function suggestWithCatalogue<Own extends OwnExercise, Hit extends CatalogueHit>(
  exercises: readonly Own[],
  query: string,
  hits: readonly Hit[],
  limit = SUGGESTION_LIMIT,
  meant?: Own,
): Suggestion<Own, Hit>[] {
  const byName = suggestExercises(exercises, query, limit);
  const twins = hits.flatMap((hit) => exercises.filter((exercise) => exercise.catalogue_id === hit.id && !byName.includes(exercise)));
  const own = [...new Set([...(meant ? [meant] : []), ...byName, ...twins])];
  const covered = new Set(own.map((exercise) => exercise.catalogue_id));
  const fresh = hits.filter((hit) => !covered.has(hit.id) && !hasExactName(exercises, hit.name));
  return [...own.map((exercise) => ({ kind: 'own' as const, exercise })), ...fresh.map((entry) => ({ kind: 'catalogue' as const, entry }))].slice(0, limit);
}
