import { stringify } from 'csv-stringify/sync';
import { germanDate, germanDateTime } from './rules/calendar.js';
import { estimatedOneRepMax, roundToOneDecimal, setVolume } from './rules/performance.js';
import type { ExportRow } from './workouts.reader.js';

/** Training, start, set type and RPE let a lifter's export come back in whole (imports/parsing/hantelwerk.ts). */
export const CSV_HEADER = [
  'Datum',
  'Training',
  'Trainingsbeginn',
  'Übung',
  'Satztyp',
  'Gewicht (kg)',
  'Wiederholungen',
  'RPE',
  'Volumen (kg)',
  'Geschätztes 1RM (kg)',
  'Notizen',
  'Erstellt von',
  'Erstellt am',
] as const;

/** A decimal comma, as German spreadsheets read numbers: 82.5 → "82,5". */
export function germanNumber(value: number): string {
  return String(value).replace('.', ',');
}

/**
 * Text a spreadsheet would run as a formula (=, +, -, @ at the start) is prefixed with an
 * apostrophe, so an exported note cannot turn into a formula on someone's machine.
 */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The export as German Excel opens it: UTF-8 with a byte-order mark (umlauts), `;` between fields,
 * decimal commas, CRLF line ends, and fields with `;`, quotes or line breaks quoted.
 */
export function workoutsCsv(rows: readonly ExportRow[]): string {
  const records = rows.map((row) => [
    germanDate(row.date),
    row.training_title === null ? '' : spreadsheetText(row.training_title),
    row.training_started_at === null ? '' : germanDateTime(row.training_started_at),
    spreadsheetText(row.machine_name),
    row.set_type,
    germanNumber(row.max_weight),
    String(row.reps),
    row.rpe === null ? '' : germanNumber(Number(row.rpe)),
    germanNumber(setVolume(row.max_weight, row.reps)),
    germanNumber(roundToOneDecimal(estimatedOneRepMax(row.max_weight, row.reps))),
    row.notes === null ? '' : spreadsheetText(row.notes),
    row.created_by,
    germanDateTime(row.created_at),
  ]);
  return stringify([[...CSV_HEADER], ...records], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    quoted_match: /[;"\r\n]/,
  });
}
