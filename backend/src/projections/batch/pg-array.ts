/**
 * Postgres array literals for `unnest($1::uuid[], $2::numeric[], …)`. node-postgres can turn a JS
 * array into one too, but escapes every element with two regular expressions; with tens of
 * thousands of rows per statement that is a noticeable share of a rebuild. Each element is
 * written as the same text node-postgres would send for it as a single parameter (`String(n)`
 * for numbers, the string itself for strings), so the column receives the very same input.
 */
export type ArrayElement = string | number | boolean | null | undefined;

export function pgArray(values: readonly ArrayElement[]): string {
  return arrayOf(values, (value) => value);
}

/** The literal of `value` over `items`, built in one pass (no intermediate array of values). */
function arrayOf<Item>(items: readonly Item[], value: (item: Item) => ArrayElement): string {
  const elements = new Array<string>(items.length);
  for (let index = 0; index < items.length; index++) {
    const element = value(items[index]!);
    elements[index] = element === null || element === undefined ? 'NULL' : typeof element === 'string' ? quote(element) : String(element);
  }
  return `{${elements.join(',')}}`;
}

/** Inside an array literal every string is quoted, so commas, braces, blanks and NULL stay text. */
function quote(value: string): string {
  return NEEDS_ESCAPE.test(value) ? `"${value.replace(ESCAPED, '\\$&')}"` : `"${value}"`;
}

const NEEDS_ESCAPE = /["\\]/;
const ESCAPED = /["\\]/g;

/**
 * Rows to one array literal per column, in the order of `columns`: the parameters of an
 * `unnest(…) AS t(columns…)`.
 */
export function columnArrays<Row>(rows: readonly Row[], columns: readonly ((row: Row) => ArrayElement)[]): string[] {
  return columns.map((column) => arrayOf(rows, column));
}

/** A column of a set-based write: its name, its SQL type and how to get its value from a row. */
export type Column<Row> = readonly [name: string, type: string, value: (row: Row) => ArrayElement];

export const columnNames = <Row>(columns: readonly Column<Row>[]) => columns.map(([name]) => name).join(', ');

export const columnValues = <Row>(columns: readonly Column<Row>[]) => columns.map(([, , value]) => value);

/** `unnest($1::uuid[], $2::int[], …) AS rows(id, reps, …)`, parameters from `offset` + 1 on. */
export function unnestColumns<Row>(columns: readonly Column<Row>[], offset = 0, alias = 'rows'): string {
  const arrays = columns.map(([, type], index) => `$${offset + index + 1}::${type}[]`).join(', ');
  return `unnest(${arrays}) AS ${alias}(${columnNames(columns)})`;
}

/** `a = EXCLUDED.a, b = EXCLUDED.b, …` for every column but the conflict key's. */
export function updateFromExcluded<Row>(columns: readonly Column<Row>[], key: readonly string[]): string {
  return columns
    .filter(([name]) => !key.includes(name))
    .map(([name]) => `${name} = EXCLUDED.${name}`)
    .join(', ');
}

/**
 * Rows of `table` whose `key` is in the uuid array parameter `param`, looked up one by one by
 * index. A plain `key = ANY($1)` with thousands of ids tempts the planner into scanning the whole
 * table, which during a rebuild grows with every batch; OFFSET 0 keeps the lookup per id.
 */
export function byIds(select: string, table: string, key: string, param: string): string {
  return `SELECT found.* FROM unnest(${param}::uuid[]) AS wanted(id),
    LATERAL (${select} FROM ${table} WHERE ${table}.${key} = wanted.id OFFSET 0) AS found`;
}
