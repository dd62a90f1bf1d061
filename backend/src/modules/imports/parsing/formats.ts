import { ImportFileError } from './types.js';
import type { DetectedFormat, ImportFormat, WeightUnit } from './types.js';

/** The roles of an export's columns, by the header names each format writes (lower case). */
const STRONG_COLUMNS = {
  date: ['date', 'datum'],
  title: ['workout name', 'workout-name'],
  duration: ['duration', 'dauer'],
  durationSeconds: ['duration (sec)', 'duration (seconds)', 'dauer (sek.)', 'dauer (sekunden)'],
  exercise: ['exercise name', 'name der übung'],
  setOrder: ['set order', 'reihenfolge festlegen'],
  weight: ['weight', 'gewicht'],
  weightKg: ['weight (kg)', 'gewicht (kg)'],
  weightLb: ['weight (lbs)', 'weight (lb)', 'gewicht (lbs)', 'gewicht (lb)'],
  weightUnit: ['weight unit', 'gewichtseinheit'],
  reps: ['reps', 'wiederh.', 'wiederholungen'],
  distance: ['distance', 'distance (meters)', 'distance (km)', 'distance (miles)', 'entfernung', 'entfernung (meter)'],
  seconds: ['seconds', 'sekunden'],
  notes: ['notes', 'notizen'],
  workoutNotes: ['workout notes', 'workout-notizen'],
  rpe: ['rpe'],
} as const;

const HEVY_COLUMNS = {
  title: ['title'],
  start: ['start_time'],
  end: ['end_time'],
  description: ['description'],
  exercise: ['exercise_title'],
  exerciseNotes: ['exercise_notes'],
  setIndex: ['set_index'],
  setType: ['set_type'],
  weightKg: ['weight_kg'],
  weightLb: ['weight_lbs'],
  reps: ['reps'],
  distance: ['distance_km', 'distance_miles', 'distance_meters'],
  seconds: ['duration_seconds'],
  rpe: ['rpe'],
} as const;

/** Hantelwerk's export (workouts/workouts-csv.ts), with the columns it is about to gain. */
const HANTELWERK_COLUMNS = {
  date: ['datum'],
  exercise: ['übung'],
  weight: ['gewicht (kg)'],
  reps: ['wiederholungen'],
  notes: ['notizen'],
  setType: ['satztyp'],
  rpe: ['rpe'],
  title: ['training'],
  start: ['trainingsbeginn'],
} as const;

export type StrongRole = keyof typeof STRONG_COLUMNS;
export type HevyRole = keyof typeof HEVY_COLUMNS;
export type HantelwerkRole = keyof typeof HANTELWERK_COLUMNS;

/** Where each role's column is in a record; a role the file lacks has no entry. */
export type Columns<Role extends string> = Partial<Record<Role, number>>;

export type Layout =
  | { format: 'strong'; unit: WeightUnit | null; columns: Columns<StrongRole> }
  | { format: 'hevy'; unit: WeightUnit; columns: Columns<HevyRole> }
  | { format: 'hantelwerk'; unit: 'kg'; columns: Columns<HantelwerkRole> };

/** A header cell as compared: trimmed, without a byte-order mark, lower case, umlauts composed. */
export function headerName(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .trim()
    .normalize('NFC')
    .toLowerCase();
}

function columnsOf<Role extends string>(names: readonly string[], roles: Record<Role, readonly string[]>): Columns<Role> {
  const columns: Columns<Role> = {};
  for (const [role, accepted] of Object.entries(roles) as [Role, readonly string[]][]) {
    const index = names.findIndex((name) => accepted.includes(name));
    if (index >= 0) columns[role] = index;
  }
  return columns;
}

const has = <Role extends string>(columns: Columns<Role>, ...roles: Role[]) => roles.every((role) => columns[role] !== undefined);

export const EXPECTED_FORMATS =
  'Erwartet wird ein Export aus Strong (Spalten Date, Workout Name, Exercise Name, Set Order, Weight, Reps …), ' +
  'Hevy (title, start_time, exercise_title, set_type, weight_kg, reps …) oder Hantelwerk (Datum, Übung, Gewicht (kg), Wiederholungen …).';

/**
 * Which export a header is, and where its columns are. Formats are told apart by their column
 * names, never by position, so an export that reorders or adds columns still reads.
 */
export function layoutOf(header: readonly string[]): Layout {
  const names = header.map(headerName);
  if (names.every((name) => name === '')) throw new ImportFileError('import.empty', 'Die Datei ist leer.');
  if (names.length < 2) throw new ImportFileError('import.not_csv', `Die Datei ist keine CSV-Datei: Ihre erste Zeile hat nur eine Spalte. ${EXPECTED_FORMATS}`);

  const hevy = columnsOf(names, HEVY_COLUMNS);
  if (has(hevy, 'start', 'exercise', 'reps') && (has(hevy, 'weightKg') || has(hevy, 'weightLb')))
    return { format: 'hevy', unit: has(hevy, 'weightKg') ? 'kg' : 'lb', columns: hevy };

  const strong = columnsOf(names, STRONG_COLUMNS);
  if (has(strong, 'date', 'exercise', 'setOrder', 'reps')) {
    // Weight (kg) / Weight (lbs) state the unit; a plain Weight states none, unless each row says it in Weight Unit.
    if (has(strong, 'weightKg')) return { format: 'strong', unit: 'kg', columns: strong };
    if (has(strong, 'weightLb')) return { format: 'strong', unit: 'lb', columns: strong };
    if (has(strong, 'weight')) return { format: 'strong', unit: null, columns: strong };
  }

  const hantelwerk = columnsOf(names, HANTELWERK_COLUMNS);
  if (has(hantelwerk, 'date', 'exercise', 'weight', 'reps')) return { format: 'hantelwerk', unit: 'kg', columns: hantelwerk };

  throw new ImportFileError('import.unknown_header', `Unbekanntes Format. ${EXPECTED_FORMATS}`);
}

/**
 * Reads the header (the first record) and says which export the file is and the unit its header
 * states; throws ImportFileError 'import.unknown_header', 'import.empty' (no header) or
 * 'import.not_csv' (a single column: no CSV, or not split by `,` or `;`).
 */
export function detectFormat(header: readonly string[]): Omit<DetectedFormat, 'delimiter'> {
  const { format, unit }: { format: ImportFormat; unit: WeightUnit | null } = layoutOf(header);
  return { format, unit };
}
