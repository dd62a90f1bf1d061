import { foldGerman } from '../../../common/text/german-words.js';

/** What the matching needs of the catalogue (exercises' CatalogueIndex offers it). */
export interface CatalogueLookup {
  entryOf(name: string): { id: string; name: string; equipment: readonly string[] } | null;
}

/** A bracket as compared: "Körpergewicht", "SZ-Stange" → "koerpergewicht", "sz stange". */
const bracketKey = (text: string) =>
  foldGerman(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The equipment exports write in brackets ("Squat (Barbell)", "Kniebeuge (Langhantel)"), as the catalogue names it. */
const EQUIPMENT_WORDS = new Map(
  Object.entries({
    barbell: ['Barbell', 'Langhantel', 'EZ Bar', 'SZ-Stange'],
    dumbbell: ['Dumbbell', 'Kurzhantel'],
    cable: ['Cable', 'Kabel', 'Kabelzug'],
    machine: ['Machine', 'Maschine'],
    smith_machine: ['Smith Machine', 'Multipresse'],
    kettlebell: ['Kettlebell', 'Kugelhantel'],
    bodyweight: ['Bodyweight', 'Körpergewicht'],
    band: ['Band', 'Widerstandsband'],
  }).flatMap(([equipment, words]) => words.map((word) => [bracketKey(word), equipment] as const)),
);

/** How the catalogue spells each equipment in its names, English and German ("Reverse Flys Kurzhantel"). */
const EQUIPMENT_SPELLINGS: Record<string, readonly string[]> = {
  barbell: ['Barbell', 'Langhantel'],
  dumbbell: ['Dumbbell', 'Kurzhantel'],
  cable: ['Cable', 'Kabel'],
  machine: ['Machine', 'Maschine'],
  smith_machine: ['Smith Machine', 'Multipresse'],
  kettlebell: ['Kettlebell', 'Kugelhantel'],
  bodyweight: [],
  band: ['Band'],
};

/**
 * Equipment an entry may have for a bracket's: the same, or `other` (the catalogue's "any");
 * cable and machine stand in for each other, as gyms build pulldowns and rows both ways.
 */
function fits(entryEquipment: readonly string[], equipment: string): boolean {
  if (entryEquipment.includes(equipment) || entryEquipment.includes('other')) return true;
  const twins = ['cable', 'machine'];
  return twins.includes(equipment) && entryEquipment.some((item) => twins.includes(item));
}

/** "Bench Press (Dumbbell)" → name and bracket; Hevy's variants ("Seated Cable Row - V Grip") keep their base as a fallback. */
function partsOf(name: string): { names: string[]; bracket: string | null } {
  const match = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(name.trim());
  const base = (match ? match[1]! : name).trim();
  const bracket = match ? match[2]!.trim() : null;
  const dash = base.split(/\s+-\s+/)[0]!.trim();
  return { names: dash !== base && dash !== '' ? [base, dash] : [base], bracket: bracket === '' ? null : bracket };
}

/**
 * The catalogue entry an exercise name from Strong or Hevy means, or null when the catalogue does
 * not know it. The bracket, and its equipment's English and German word, is tried before and
 * after the name, as the catalogue spells variants ("Dumbbell Bench Press", "Chest Press Machine",
 * "Assisted Pull Up"); the name alone counts only for an entry with the bracket's equipment, so
 * that "Bench Press (Dumbbell)" is never the barbell's bench press. A bracket that is no equipment
 * ("Weighted") puts no condition on the name alone.
 */
export function catalogueEntryForImportedName(name: string, catalogue: CatalogueLookup): { id: string; name: string } | null {
  const { names, bracket } = partsOf(name);
  const equipment = bracket === null ? null : (EQUIPMENT_WORDS.get(bracketKey(bracket)) ?? null);
  for (const base of names) {
    const words = bracket === null ? [] : [...new Set([bracket, ...(equipment === null ? [] : EQUIPMENT_SPELLINGS[equipment]!)])];
    const candidates = words.flatMap((word) => [`${word} ${base}`, `${base} ${word}`]);
    for (const candidate of candidates) {
      const entry = catalogue.entryOf(candidate);
      if (entry) return { id: entry.id, name: entry.name };
    }
    const entry = catalogue.entryOf(base);
    if (entry && (equipment === null || fits(entry.equipment, equipment))) return { id: entry.id, name: entry.name };
  }
  return null;
}
