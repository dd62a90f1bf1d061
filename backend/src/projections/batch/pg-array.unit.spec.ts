import { columnArrays, pgArray } from './pg-array.js';

describe('pgArray', () => {
  it('writes numbers and booleans bare, strings quoted and null as NULL', () => {
    expect(pgArray([1, 82.5, -0.5, true, false])).toBe('{1,82.5,-0.5,true,false}');
    expect(pgArray(['a', null, undefined, ''])).toBe('{"a",NULL,NULL,""}');
    expect(pgArray([])).toBe('{}');
  });

  it('escapes quotes and backslashes and keeps separators inside the quotes', () => {
    expect(pgArray(['Satz "schwer", {tief}', 'C:\\pfad', 'NULL'])).toBe('{"Satz \\"schwer\\", {tief}","C:\\\\pfad","NULL"}');
  });

  it('writes a nested literal as a quoted element of an outer text[]', () => {
    expect(pgArray([pgArray(['Brust', 'Arme']), pgArray([])])).toBe('{"{\\"Brust\\",\\"Arme\\"}","{}"}');
  });

  it('turns rows into one literal per column', () => {
    const rows = [{ id: 'a', n: 1 }, { id: 'b', n: 2 }];
    expect(columnArrays(rows, [(row) => row.id, (row) => row.n])).toEqual(['{"a","b"}', '{1,2}']);
  });
});
