interface MergeableExercise {
  id: string;
  name: string;
  catalogue_id: string | null;
}

/** Which of the two exercises stays: the open one, or the other one picked (it takes the open one's sets). */
export type Staying = 'this' | 'other';

/** Twins first (the same catalogue movement), then the others by name. */
export function mergeCandidates<T extends MergeableExercise>(open: T, exercises: readonly T[]): T[] {
  const isTwin = (other: T) => open.catalogue_id !== null && other.catalogue_id === open.catalogue_id;
  return exercises.filter((other) => other.id !== open.id).sort((a, b) => Number(isTwin(b)) - Number(isTwin(a)) || a.name.localeCompare(b.name, 'de'));
}

/** The exercise whose sets move and the one that takes them, for the choice of which stays. */
export function mergeDirection<T>(open: T, other: T, staying: Staying): { moving: T; staying: T } {
  return staying === 'this' ? { moving: other, staying: open } : { moving: open, staying: other };
}
