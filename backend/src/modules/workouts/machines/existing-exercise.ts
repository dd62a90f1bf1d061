/** One of the lifter's exercises, as the rule compares it. */
interface NamedExercise {
  id: string;
  name: string;
}

/** The lifter's exercise a name already is, and why: the same name, or a spelling of the same catalogue movement. */
export interface ExistingExercise<T extends NamedExercise> {
  exercise: T;
  by: 'name' | 'movement';
}

/** The catalogue movement of which a name is a spelling (modules/exercises' `movementOf`), or null. */
export type MovementOf = (name: string) => string | null;

/**
 * Which of the lifter's exercises a name means, so that one movement never becomes two exercises:
 * the one of that name in any case (the unique index's rule), else the one whose name is a spelling
 * of the same catalogue movement ("Kniebeuge" is their "Kniebeugen", "Latziehen" their "Latzug").
 * Only spellings count, not typos: a name that merely resembles one of theirs ("Beinpresse 45" and
 * their "Beinpresse") stays a new exercise, which the add field offers to avoid ("Meintest du …?")
 * but does not forbid. Among several of one movement (twins from before) the first listed wins:
 * callers list them most recently used first.
 */
export function existingExerciseFor<T extends NamedExercise>(name: string, exercises: readonly T[], movementOf: MovementOf): ExistingExercise<T> | null {
  const wanted = name.toLowerCase();
  const same = exercises.find((exercise) => exercise.name.toLowerCase() === wanted);
  if (same) return { exercise: same, by: 'name' };
  const movement = movementOf(name);
  if (movement === null) return null;
  const twin = exercises.find((exercise) => movementOf(exercise.name) === movement);
  return twin ? { exercise: twin, by: 'movement' } : null;
}

/**
 * The other exercise a rename would make this one a twin of. Renaming within its own movement
 * ("Kniebeugen" → "Kniebeuge") makes no new twin, so only the same name counts then, also when a
 * twin from before exists.
 */
export function existingForRename<T extends NamedExercise>(
  renamed: T,
  name: string,
  exercises: readonly T[],
  movementOf: MovementOf,
): ExistingExercise<T> | null {
  const others = exercises.filter((exercise) => exercise.id !== renamed.id);
  const ownMovement = movementOf(renamed.name);
  const keepsMovement = ownMovement !== null && ownMovement === movementOf(name);
  return existingExerciseFor(name, others, keepsMovement ? () => null : movementOf);
}
