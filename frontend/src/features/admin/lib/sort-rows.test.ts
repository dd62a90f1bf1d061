import { nextSort, sortRows } from './sort-rows';

interface Row {
  name: string;
  count: number | null;
}

const rows: Row[] = [
  { name: 'übung 10', count: 3 },
  { name: 'Übung 2', count: null },
  { name: 'abc', count: 12 },
  { name: 'Zug', count: 3 },
];
const valueOf = (row: Row, key: 'name' | 'count') => row[key];

describe('sorting a table’s rows', () => {
  it('sorts numbers as numbers and keeps equal rows in their order', () => {
    expect(sortRows(rows, { key: 'count', direction: 'ascending' }, valueOf).map((row) => row.name)).toEqual(['übung 10', 'Zug', 'abc', 'Übung 2']);
  });

  it('puts empty values last in either direction', () => {
    expect(sortRows(rows, { key: 'count', direction: 'descending' }, valueOf).map((row) => row.name)).toEqual(['abc', 'übung 10', 'Zug', 'Übung 2']);
  });

  it('sorts text the German way, numbers inside it by value, without changing the rows given', () => {
    const copy = [...rows];
    expect(sortRows(rows, { key: 'name', direction: 'ascending' }, valueOf).map((row) => row.name)).toEqual(['abc', 'Übung 2', 'übung 10', 'Zug']);
    expect(rows).toEqual(copy);
  });

  it('turns a column around on a second click and starts another one fresh', () => {
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'count', 'descending')).toEqual({ key: 'count', direction: 'descending' });
  });
});
