import { copyText } from './copy-rows.js';
import type { Column } from './pg-array.js';

interface Row {
  id: string;
  weight: number | string;
  note: string | null | undefined;
  deleted: boolean;
}

const COLUMNS: Column<Row>[] = [
  ['id', 'uuid', (row) => row.id],
  ['weight', 'numeric', (row) => row.weight],
  ['note', 'text', (row) => row.note],
  ['deleted', 'boolean', (row) => row.deleted],
];

const text = (rows: Row[]) => [...copyText(rows, COLUMNS)].join('');

describe('copyText (COPY … FROM STDIN in text format)', () => {
  it('writes a line per row, values separated by tabs, numbers and booleans as node-postgres sends them', () => {
    expect(text([{ id: 'a', weight: 82.5, note: 'leicht', deleted: false }, { id: 'b', weight: '100.50', note: '', deleted: true }])).toBe(
      'a\t82.5\tleicht\tfalse\nb\t100.50\t\ttrue\n',
    );
  });

  it('writes null and undefined as \\N, and a note reading NULL or \\N as that text', () => {
    expect(text([{ id: 'a', weight: 1, note: null, deleted: false }, { id: 'b', weight: 1, note: undefined, deleted: false }])).toBe(
      'a\t1\t\\N\tfalse\nb\t1\t\\N\tfalse\n',
    );
    expect(text([{ id: 'a', weight: 1, note: 'NULL', deleted: false }, { id: 'b', weight: 1, note: '\\N', deleted: false }])).toBe(
      'a\t1\tNULL\tfalse\nb\t1\t\\\\N\tfalse\n',
    );
  });

  it('escapes backslashes, tabs and line breaks inside values', () => {
    expect(text([{ id: 'a', weight: 1, note: 'C:\\Pfad\tzwei\nZeilen\r', deleted: false }])).toBe('a\t1\tC:\\\\Pfad\\tzwei\\nZeilen\\r\tfalse\n');
  });

  it('hands many rows over in chunks of whole lines', () => {
    const rows = Array.from({ length: 2_500 }, (_, index) => ({ id: `e${index}`, weight: index, note: null, deleted: false }));
    const chunks = [...copyText(rows, COLUMNS)];
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.endsWith('\n')).toBe(true);
    expect(chunks.join('').split('\n')).toHaveLength(2_501);
  });
});
