import { Readable } from 'node:stream';
import type { DetectedFormat, ImportedSet, SkippedRow, WeightUnit } from './parsing/index.js';
import { guessUnit, readImport } from './parsing/index.js';

/** A whole file read: its sets, the rows that are none, and the unit its unstated weights are in. */
export interface ReadFile {
  format: DetectedFormat;
  sets: ImportedSet[];
  skipped: SkippedRow[];
  /** Data records: sets and skipped rows. */
  rows: number;
  unit: WeightUnit;
  /** Whether the file states no unit for some sets, so `unit` was the lifter's choice or the guess. */
  unitAssumed: boolean;
}

/**
 * Reads an uploaded export to the end (a year of training is a few thousand rows). `unit` is the
 * lifter's answer for weights the file states no unit for; without it the weights decide
 * (guessUnit). Throws ImportFileError for a file that is no export.
 */
export async function readFile(bytes: Buffer, unit: WeightUnit | null, timeZone?: string): Promise<ReadFile> {
  const reading = readImport(Readable.from([bytes]), { timeZone });
  const format = await reading.format;
  const sets: ImportedSet[] = [];
  const skipped: SkippedRow[] = [];
  for await (const row of reading.rows) {
    if (row.kind === 'set') sets.push(row);
    else skipped.push(row);
  }
  const unstated = sets.filter((set) => set.unit === null);
  return {
    format,
    sets,
    skipped,
    rows: sets.length + skipped.length,
    unit: unit ?? format.unit ?? guessUnit(unstated.map((set) => set.weight)),
    unitAssumed: unstated.length > 0,
  };
}
