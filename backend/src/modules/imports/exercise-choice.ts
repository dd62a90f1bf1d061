import { foldGerman } from '../../common/text/german-words.js';
import type { CatalogueLookup } from './parsing/index.js';
import { catalogueEntryForImportedName } from './parsing/index.js';

/** One of the lifter's exercises, as the import compares it. */
export interface LifterExercise {
  id: string;
  name: string;
  catalogue_id: string | null;
}

/** Where the sets of one exercise name of the file go. */
export interface ExerciseChoice {
  /** The name as the file writes it. */
  importedName: string;
  /** What makes two names the same exercise: the catalogue entry, else the folded name. */
  key: string;
  catalogueId: string | null;
  /** The lifter's exercise it joins; null when the import creates one. */
  machineId: string | null;
  /** The name of the exercise it joins or creates: the catalogue's German name when the catalogue knows it. */
  name: string;
}

/** Names that differ only in case, spaces or umlaut spelling are one exercise. */
const nameKey = (name: string) => foldGerman(name).replace(/\s+/g, ' ').trim();

/** The longest name an exercise may have (machines' MAX_MACHINE_NAME); an export's longer name is cut. */
const MAX_NAME = 100;

/**
 * Where each exercise name of a file goes. A name the catalogue knows ("Squat (Barbell)") joins the
 * lifter's exercise of that entry, else becomes one named as the catalogue names it (Kniebeugen);
 * any other name joins the lifter's exercise of that name, else becomes one of its own. Names
 * meaning the same exercise ("Squat (Barbell)", "Kniebeugen") share one choice, so nothing is
 * created twice.
 */
export function chooseExercises(names: readonly string[], catalogue: CatalogueLookup, lifter: readonly LifterExercise[]): ExerciseChoice[] {
  const byKey = new Map<string, Omit<ExerciseChoice, 'importedName'>>();
  return [...new Set(names)].map((importedName) => {
    const entry = catalogueEntryForImportedName(importedName, catalogue);
    const key = entry ? `catalogue:${entry.id}` : `name:${nameKey(importedName)}`;
    let choice = byKey.get(key);
    if (!choice) {
      const name = entry ? entry.name : importedName.trim().replace(/\s+/g, ' ').slice(0, MAX_NAME);
      const own =
        lifter.find((exercise) => entry !== null && exercise.catalogue_id === entry.id) ??
        lifter.find((exercise) => nameKey(exercise.name) === nameKey(name) || nameKey(exercise.name) === nameKey(importedName));
      choice = { key, catalogueId: entry?.id ?? null, machineId: own?.id ?? null, name: own?.name ?? name };
      byKey.set(key, choice);
    }
    return { importedName, ...choice };
  });
}
