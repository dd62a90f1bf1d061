/** A table's sort: the column's key and its direction. */
export interface SortState<K extends string> {
  key: K;
  direction: 'ascending' | 'descending';
}

/** How a row is compared in one column: numbers as numbers, text by German collation; empty values last. */
export type SortValue = string | number | null | undefined;

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

/** The rows sorted by the column (a stable sort: rows that compare equal keep their order). */
export function sortRows<T, K extends string>(rows: readonly T[], sort: SortState<K>, valueOf: (row: T, key: K) => SortValue): T[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = valueOf(a, sort.key);
    const right = valueOf(b, sort.key);
    if (left == null || left === '') return right == null || right === '' ? 0 : 1;
    if (right == null || right === '') return -1;
    const compared = typeof left === 'number' && typeof right === 'number' ? left - right : collator.compare(String(left), String(right));
    return sign * compared;
  });
}

/** A click on a column's header: the same column turns around, another one starts in its own first direction. */
export function nextSort<K extends string>(current: SortState<K>, key: K, firstDirection: SortState<K>['direction'] = 'ascending'): SortState<K> {
  if (current.key !== key) return { key, direction: firstDirection };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
