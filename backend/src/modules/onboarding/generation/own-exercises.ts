import type { CatalogueEntry } from '../../exercises/index.js';

/** One of the lifter's exercises: its own name and the catalogue entry it is (null: none). */
export interface OwnExercise {
  name: string;
  catalogueId: string | null;
}

interface Named {
  exercise_name: string;
}

type Movement = Pick<CatalogueEntry, 'id' | 'pattern' | 'categories'>;
type EntryOf = (name: string) => Movement | null;

/**
 * A generated plan in the lifter's own words: an exercise that is a movement the lifter already logs
 * gets the lifter's name for it ("Kniebeugen" → their "Kniebeuge"), so guided training finds its
 * history instead of creating a twin. Then each own movement the plan lacks takes the place of the
 * first plan exercise of the same movement pattern and main category that is no own movement (their "Latziehen" for
 * the plan's "Klimmzüge" on the pulling day), so a lifter who squats gets their squat on leg day.
 * Own exercises come in the order given (most recently used first); one own movement once per day.
 */
export function withOwnExercises<Day extends { exercises: Named[] }>(days: Day[], own: readonly OwnExercise[], entryOf: EntryOf): Day[] {
  const ownById = new Map<string, string>();
  for (const exercise of own) if (exercise.catalogueId && !ownById.has(exercise.catalogueId)) ownById.set(exercise.catalogueId, exercise.name);
  if (ownById.size === 0) return days;
  const ownEntries = [...ownById.values()]
    .map((name) => ({ name, entry: entryOf(name) }))
    .filter((item): item is { name: string; entry: Movement } => item.entry !== null);
  return days.map((day) => {
    const entries = day.exercises.map((exercise) => entryOf(exercise.exercise_name));
    const named = day.exercises.map((exercise, index) => {
      const ownName = entries[index] && ownById.get(entries[index].id);
      return ownName ? { ...exercise, exercise_name: ownName } : exercise;
    });
    const present = new Set(entries.flatMap((entry) => (entry && ownById.has(entry.id) ? [entry.id] : [])));
    for (const { name, entry } of ownEntries) {
      if (present.has(entry.id)) continue;
      const slot = entries.findIndex((planned) => planned !== null && sameKind(planned, entry) && !ownById.has(planned.id));
      if (slot === -1) continue;
      named[slot] = { ...named[slot]!, exercise_name: name };
      entries[slot] = entry;
      present.add(entry.id);
    }
    return { ...day, exercises: named };
  });
}

/** Same pattern and main category: a bench press fits a chest day's press, not an arm day's close-grip press. */
const sameKind = (planned: Movement, own: Movement) => planned.pattern === own.pattern && planned.categories[0] === own.categories[0];
