import type { SortState } from '../lib/sort-rows';

interface SortHeaderProps<K extends string> {
  column: K;
  label: string;
  sort: SortState<K>;
  onSort: (column: K) => void;
  numeric?: boolean;
}

/** A column header that sorts its table: the button says the column, `aria-sort` the direction. */
export function SortHeader<K extends string>({ column, label, sort, onSort, numeric = false }: SortHeaderProps<K>) {
  const active = sort.key === column;
  return (
    <th scope="col" aria-sort={active ? sort.direction : 'none'} className={numeric ? 'admin-table__numeric' : undefined}>
      <button type="button" className="admin-table__sort" onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true" className="admin-table__arrow">
          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
