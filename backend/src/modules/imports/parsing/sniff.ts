import { ImportFileError } from './types.js';

/** What the first bytes tell before the CSV parser starts: how the text is split and encoded. */
export interface Sniffed {
  delimiter: ',' | ';';
  encoding: 'utf8' | 'latin1';
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export const NOT_CSV_BINARY = 'Die Datei ist keine CSV-Datei: Sie enthält Binärdaten (etwa ein Bild, ein PDF oder eine Tabelle im Excel-Format).';

/** A NUL byte never occurs in text: the file is binary (an image, a zip, Excel's xlsx) or UTF-16. */
export function assertNoNul(chunk: Buffer): void {
  if (chunk.includes(0)) throw new ImportFileError('import.not_csv', NOT_CSV_BINARY);
}

/**
 * The field delimiter of the first line: `;` when it has more semicolons than commas outside
 * quotes (Strong on Android, German Excel, Hantelwerk), else `,`.
 */
export function delimiterOf(firstLine: string): ',' | ';' {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Looks at the start of a file (its first line at least): empty → 'import.empty', NUL bytes →
 * 'import.not_csv'; text that is no UTF-8 is read as Latin-1 (old Excel on Windows), so that its
 * umlauts survive.
 */
export function sniff(head: Buffer): Sniffed {
  const text = head.subarray(0, BOM.length).equals(BOM) ? head.subarray(BOM.length) : head;
  if (text.toString('latin1').trim() === '') throw new ImportFileError('import.empty', 'Die Datei ist leer.');
  assertNoNul(text);
  let encoding: Sniffed['encoding'] = 'utf8';
  try {
    // stream: a character cut off at the end of the head is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(text, { stream: true });
  } catch {
    encoding = 'latin1';
  }
  const firstLine = text.toString(encoding).split(/\r\n|\r|\n/, 1)[0] ?? '';
  return { delimiter: delimiterOf(firstLine), encoding };
}
