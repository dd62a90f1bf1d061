import { Readable, pipeline } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { APP_TIME_ZONE } from '../../../common/berlin-date.js';
import { layoutOf } from './formats.js';
import type { Layout } from './formats.js';
import { hantelwerkReader } from './hantelwerk.js';
import { hevyReader } from './hevy.js';
import type { ImportRow } from './rows.js';
import { assertNoNul, sniff } from './sniff.js';
import type { Sniffed } from './sniff.js';
import { strongReader } from './strong.js';
import { ImportFileError } from './types.js';
import type { DetectedFormat } from './types.js';

/** How much of the file is looked at before parsing: enough for its first line and a fair sample of its bytes. */
const HEAD_BYTES = 8 * 1024;
const MAX_HEAD_BYTES = 1024 * 1024;
/** No export has a record this long; a file with one is no export, and is not buffered on. */
const MAX_RECORD_CHARS = 1024 * 1024;

export interface ReadImportOptions {
  /** Where the exports' wall-clock times are read (the lifter's zone); Europe/Berlin by default. */
  timeZone?: string;
}

export interface ImportReading {
  /** Resolves once the header is read; rejects with ImportFileError when the file is no export. */
  format: Promise<DetectedFormat>;
  /** Every data record, in file order, as a set or a skipped row. Iterable once. */
  rows: AsyncIterable<ImportRow>;
}

type Input = NodeJS.ReadableStream | Readable;

async function* bytesOf(input: Input): AsyncGenerator<Buffer> {
  for await (const chunk of input as AsyncIterable<unknown>) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk as Uint8Array);
    assertNoNul(bytes);
    yield bytes;
  }
}

/** The file's first bytes (through its first line break, and at least HEAD_BYTES unless it is shorter). */
async function headOf(bytes: AsyncGenerator<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  let lineEnded = false;
  while (length < MAX_HEAD_BYTES && !(lineEnded && length >= HEAD_BYTES)) {
    const next = await bytes.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
    lineEnded ||= next.value.includes(0x0a) || next.value.includes(0x0d);
  }
  return Buffer.concat(chunks, length);
}

/** The head and the rest again, as one stream; stopping it stops (and so closes) the input. */
async function* rejoined(head: Buffer, rest: AsyncGenerator<Buffer>): AsyncGenerator<Buffer> {
  try {
    if (head.length > 0) yield head;
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  } finally {
    await rest.return(undefined);
  }
}

/** Line breaks inside a record's fields (quoted notes): each is a line of the file. */
function breaksIn(record: readonly string[]): number {
  let breaks = 0;
  for (const field of record) if (field.includes('\n') || field.includes('\r')) breaks += field.match(/\r\n|\r|\n/g)!.length;
  return breaks;
}

/**
 * A CSV the parser cannot read. No line is named: the parser drops the records it had read ahead,
 * and where an unclosed quote began is not where the parser notices it.
 */
function notCsvMessage(error: CsvError): string {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return 'Die Datei ist kein lesbares CSV: Ein Anführungszeichen wird nicht geschlossen.';
  if (error.code === 'CSV_MAX_RECORD_SIZE') return 'Die Datei ist kein lesbares CSV: Ein Eintrag ist länger als 1 MB.';
  return 'Die Datei ist kein lesbares CSV.';
}

const isBlank = (record: readonly string[]) => record.every((field) => field.trim() === '');

function readerFor(layout: Layout, timeZone: string): (record: readonly string[], line: number) => ImportRow {
  switch (layout.format) {
    case 'strong':
      return strongReader(layout.columns, layout.unit, timeZone);
    case 'hevy':
      return hevyReader(layout.columns, layout.unit, timeZone);
    case 'hantelwerk':
      return hantelwerkReader(layout.columns, timeZone);
  }
}

/**
 * The file's format first, then its rows. Lines are counted from the parsed fields rather than
 * taken from csv-parse's counter, which counts a quoted CRLF twice: every line break of a file is
 * either the end of a record or inside one of its fields.
 */
async function* readEvents(input: Input, timeZone: string): AsyncGenerator<DetectedFormat | ImportRow> {
  const bytes = bytesOf(input);
  let head: Buffer;
  let sniffed: Sniffed;
  try {
    head = await headOf(bytes);
    sniffed = sniff(head);
  } catch (error) {
    await bytes.return(undefined);
    throw error;
  }
  const { delimiter, encoding } = sniffed;
  const parser = parse({ bom: true, delimiter, encoding, relax_column_count: true, relax_quotes: true, max_record_size: MAX_RECORD_CHARS });
  // Errors of the input (a NUL byte further on) reach the loop below through the parser.
  pipeline(Readable.from(rejoined(head, bytes)), parser, () => undefined);

  let line = 1;
  let read: ((record: readonly string[], line: number) => ImportRow) | null = null;
  let dataRecords = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      const start = line;
      line += 1 + breaksIn(record);
      if (isBlank(record)) continue;
      if (!read) {
        const layout = layoutOf(record);
        yield { format: layout.format, unit: layout.unit, delimiter };
        read = readerFor(layout, timeZone);
        continue;
      }
      dataRecords++;
      yield read(record, start);
    }
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError('import.not_csv', notCsvMessage(error));
    throw error;
  }
  if (!read) throw new ImportFileError('import.empty', 'Die Datei ist leer.');
  if (dataRecords === 0) throw new ImportFileError('import.empty', 'Die Datei enthält nur die Kopfzeile und keine Sätze.');
}

/**
 * Streams an export: `format` says what the file is once its header is read, `rows` yields every
 * data record as an ImportedSet or a SkippedRow, in file order, without holding the file.
 *
 * The file errors (ImportFileError) reject `format` and end `rows` with the same error: 'import.empty'
 * for an empty file and for a header without data records (thrown by `rows` after the header, as only
 * the end of the file shows it), 'import.not_csv' for binary bytes (a NUL, also further on), a header
 * of one column or broken quoting, 'import.unknown_header' for another file. Blank lines are no
 * records. Stopping the iteration early closes the input.
 */
export function readImport(input: Input, options: ReadImportOptions = {}): ImportReading {
  const timeZone = options.timeZone ?? APP_TIME_ZONE;
  // An unknown zone throws a RangeError here, at the caller, rather than making every date invalid.
  new Intl.DateTimeFormat('en', { timeZone });
  const events = readEvents(input, timeZone);
  const format = events.next().then((first) => {
    if (first.done || !('delimiter' in first.value)) throw new ImportFileError('import.empty', 'Die Datei ist leer.');
    return first.value;
  });
  // A caller that only iterates `rows` meets the error there; `format` must not count as unhandled.
  format.catch(() => undefined);
  const rows: AsyncIterable<ImportRow> = {
    async *[Symbol.asyncIterator]() {
      await format;
      yield* events as AsyncGenerator<ImportRow>;
    },
  };
  return { format, rows };
}
