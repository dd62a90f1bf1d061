import type { EntitySchema } from 'typeorm';

const ROWS_PER_CHUNK = 1_000;

/**
 * Rows in COPY's text format, in chunks, with the columns of the entity in its order: text as it
 * is (escaped), jsonb as JSON, arrays as array literals, dates as ISO instants.
 */
export function* copyText(entity: EntitySchema<object>, rows: readonly object[]): Generator<string> {
  const columns = Object.entries(entity.options.columns).map(([name, column]) => ({
    name,
    encode: column!.array ? arrayLiteral : column!.type === 'jsonb' ? JSON.stringify : plain,
  }));
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
    let chunk = '';
    for (const row of rows.slice(start, start + ROWS_PER_CHUNK)) {
      const record = row as Record<string, unknown>;
      chunk +=
        columns.map(({ name, encode }) => (record[name] === null || record[name] === undefined ? '\\N' : escape(encode(record[name])))).join('\t') + '\n';
    }
    yield chunk;
  }
}

export const columnList = (entity: EntitySchema<object>) => Object.keys(entity.options.columns).join(', ');

const plain = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

function arrayLiteral(value: unknown): string {
  return `{${(value as unknown[]).map((element) => `"${String(element).replace(/[\\"]/g, (character) => `\\${character}`)}"`).join(',')}}`;
}

const NEEDS_ESCAPE = /[\\\n\r\t]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escape(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(/[\\\n\r\t]/g, (character) => ESCAPES[character]!) : text;
}
