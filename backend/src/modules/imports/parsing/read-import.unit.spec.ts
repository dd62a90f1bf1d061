import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { importFixtureBytes, importFixturePath, importFixtureStream, readImportFixture } from '../../../../test/fixtures/imports/read-fixture.js';
import { readImport } from './read-import.js';
import { delimiterOf } from './sniff.js';
import { ImportFileError } from './types.js';
import type { ImportedSet, SkippedRow } from './types.js';

const STRONG_HEADER = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';
const strongRow = (exercise: string, order: string, weight: string, reps: string) =>
  `2025-09-15 07:48:00,"Push",1h,"${exercise}",${order},${weight},${reps},0,0,"","",`;

async function collect(rows: AsyncIterable<ImportedSet | SkippedRow>) {
  const all: (ImportedSet | SkippedRow)[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

const fromText = (text: string | Buffer) => readImport(Readable.from([Buffer.from(text)]));

/** The file error a reading ends with, from `format` or else from `rows`. */
async function fileErrorOf(reading: ReturnType<typeof readImport>): Promise<ImportFileError> {
  try {
    await reading.format;
    await collect(reading.rows);
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('the file was read without an error');
}

describe('files that are no export', () => {
  it('calls an empty file empty, in format and rows alike', async () => {
    const reading = readImport(importFixtureStream('empty.csv'));
    await expect(reading.format).rejects.toMatchObject({ code: 'import.empty', message: 'Die Datei ist leer.' });
    await expect(collect(reading.rows)).rejects.toMatchObject({ code: 'import.empty' });
    expect((await fileErrorOf(fromText('\uFEFF\r\n  \r\n'))).code).toBe('import.empty');
  });

  it('knows the format of a header without rows, then ends the rows with import.empty', async () => {
    const reading = readImport(importFixtureStream('header-only.csv'));
    await expect(reading.format).resolves.toEqual({ format: 'strong', unit: null, delimiter: ',' });
    await expect(collect(reading.rows)).rejects.toMatchObject({ code: 'import.empty', message: 'Die Datei enthält nur die Kopfzeile und keine Sätze.' });
  });

  it('calls an image no CSV', async () => {
    const error = await fileErrorOf(readImport(importFixtureStream('not-csv.png')));
    expect(error).toBeInstanceOf(ImportFileError);
    expect(error.code).toBe('import.not_csv');
    expect(error.message).toMatch(/^Die Datei ist keine CSV-Datei/);
  });

  it('calls a file whose NUL bytes come late no CSV, and UTF-16 too', async () => {
    const chunk = Buffer.from(Array.from({ length: 50 }, () => `${strongRow('Bench Press (Barbell)', '1', '80', '8')}\n`).join(''));
    const chunks = [Buffer.from(`${STRONG_HEADER}\n`), ...Array.from({ length: 400 }, () => chunk), Buffer.from([0, 1, 2])];
    const reading = readImport(Readable.from(chunks));
    await expect(reading.format).resolves.toMatchObject({ format: 'strong' });
    await expect(collect(reading.rows)).rejects.toMatchObject({ code: 'import.not_csv' });
    expect((await fileErrorOf(fromText(Buffer.from(`\uFEFF${STRONG_HEADER}\n`, 'utf16le')))).code).toBe('import.not_csv');
  });

  it('calls a text of one column no CSV, and names the expected formats for another CSV', async () => {
    expect((await fileErrorOf(fromText('Einkaufsliste\nMilch\nBrot\n'))).code).toBe('import.not_csv');
    const error = await fileErrorOf(readImport(importFixtureStream('unknown-header.csv')));
    expect(error.code).toBe('import.unknown_header');
    expect(error.message).toContain('Strong (Spalten Date, Workout Name, Exercise Name, Set Order, Weight, Reps …)');
  });

  it('calls broken quoting no CSV', async () => {
    const error = await fileErrorOf(fromText(`${STRONG_HEADER}\n${strongRow('Bench Press (Barbell)', '1', '80', '8')}\n2025-09-15 07:48:00,"Push,1h\n`));
    expect(error).toMatchObject({ code: 'import.not_csv', message: 'Die Datei ist kein lesbares CSV: Ein Anführungszeichen wird nicht geschlossen.' });
  });
});

describe('streaming', () => {
  const fixtures = readdirSync(importFixturePath('.')).filter(
    (name) => name.endsWith('.csv') && !['empty.csv', 'header-only.csv', 'unknown-header.csv'].includes(name),
  );

  it.each(fixtures)('reads %s the same in chunks of 1, 3 and 7 bytes (cut BOMs, umlauts and records)', async (name) => {
    const whole = await readImportFixture(name);
    for (const chunkBytes of [1, 3, 7]) expect(await readImportFixture(name, { chunkBytes })).toEqual(whole);
  });

  /** An endless export: its header, then sets for ever. */
  function endlessExport() {
    let produced = 0;
    const input = new Readable({
      read() {
        this.push(produced === 0 ? `${STRONG_HEADER}\n` : `${strongRow('Bench Press (Barbell)', '1', '80', '8')}\n`);
        produced++;
      },
    });
    return { input, produced: () => produced };
  }

  const closed = (input: Readable) => new Promise((resolve) => (input.destroyed ? resolve(true) : input.once('close', () => resolve(true))));

  it('closes the input when the reader stops early, having read only a little ahead', async () => {
    const { input, produced } = endlessExport();
    for await (const row of readImport(input).rows) {
      expect(row.kind).toBe('set');
      break;
    }
    await expect(closed(input)).resolves.toBe(true);
    expect(produced()).toBeLessThan(5000);
  });

  it('closes the input when the file is refused', async () => {
    const png = new Readable({ read() {} });
    png.push(importFixtureBytes('not-csv.png'));
    await expect(readImport(png).format).rejects.toMatchObject({ code: 'import.not_csv' });
    await expect(closed(png)).resolves.toBe(true);
    const other = Readable.from([Buffer.from('Buchungstag,Betrag\n01.10.2025,-850\n'.repeat(2000))]);
    await expect(readImport(other).format).rejects.toMatchObject({ code: 'import.unknown_header' });
    await expect(closed(other)).resolves.toBe(true);
  });

  it('yields rows to a reader that never awaited the format', async () => {
    const rows = await collect(fromText(`${STRONG_HEADER}\n${strongRow('Pull Up', '1', '', '8')}\n`).rows);
    expect(rows).toEqual([expect.objectContaining({ kind: 'set', line: 2, exerciseName: 'Pull Up', weight: 0, reps: 8 })]);
  });

  it('accepts text chunks as well as bytes', async () => {
    const reading = readImport(Readable.from([`${STRONG_HEADER}\n`, `${strongRow('Pull Up', '1', '', '8')}\n`], { objectMode: true }));
    expect(await collect(reading.rows)).toHaveLength(1);
  });
});

describe('lines, delimiters and encodings', () => {
  it('counts blank lines, CR-only line ends and short records', async () => {
    const text = `\r\r${STRONG_HEADER}\r${strongRow('Pull Up', '1', '', '8')}\r\r2025-09-15 07:48:00,"Push",1h,"Chin Up",1,0,6\r`;
    const rows = await collect(fromText(text).rows);
    expect(rows.map((row) => [row.line, row.kind])).toEqual([
      [4, 'set'],
      [6, 'set'],
    ]);
  });

  it('reads text that is no UTF-8 as Latin-1 (old Excel), umlauts and all', async () => {
    const header = 'Datum;Übung;Gewicht (kg);Wiederholungen';
    const reading = fromText(Buffer.from(`${header}\r\n15.09.2025;Bankdrücken;80;8\r\n`, 'latin1'));
    await expect(reading.format).resolves.toEqual({ format: 'hantelwerk', unit: 'kg', delimiter: ';' });
    expect(await collect(reading.rows)).toEqual([expect.objectContaining({ exerciseName: 'Bankdrücken', weight: 80 })]);
  });

  it.each([
    ['Date,Workout Name,Exercise Name', ','],
    ['"Date";"Workout Name";"Exercise Name"', ';'],
    ['"Date, local";"Workout Name";"Exercise Name"', ';'],
    ['Datum;Übung;Gewicht (kg);Wiederholungen', ';'],
    ['Einkaufsliste', ','],
  ])('the first line %s is split by %s', (line, delimiter) => {
    expect(delimiterOf(line)).toBe(delimiter);
  });

  it("reads wall-clock times in the caller's zone and refuses an unknown zone", async () => {
    const { sets } = await readImportFixture('strong-kg.csv', { timeZone: 'America/New_York' });
    expect(sets[0]!.training.startedAt.toISOString()).toBe('2025-10-06T11:40:00.000Z');
    expect(() => readImport(importFixtureStream('strong-kg.csv'), { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });

  it('keeps the bytes of the fixtures as exports write them', () => {
    expect([...importFixtureBytes('strong-de.csv').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect([...importFixtureBytes('hantelwerk-export.csv').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(importFixtureBytes('strong-android.csv').toString('utf8')).toContain('"8,5"');
  });
});
