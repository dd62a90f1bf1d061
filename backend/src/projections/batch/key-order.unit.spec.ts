import { inKeyOrder } from './key-order.js';

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('inKeyOrder', () => {
  it('orders rows by the first three hex digits of their uuid, in either case, and keeps the order within those', () => {
    const rows = ['fff1', '0a0f', 'A0B0', '0a00', '1000', 'a0a9'].map((id) => ({ id }));
    expect(ids(inKeyOrder(rows, (row) => row.id))).toEqual(['0a0f', '0a00', '1000', 'a0a9', 'A0B0', 'fff1']);
  });

  it('keeps every row, also rows whose key is short or no uuid at all', () => {
    const rows = ['zz', '', '0', '00000000-0000-4000-8000-000000000000', 'ffffffff-ffff-4fff-bfff-ffffffffffff'].map((id) => ({ id }));
    const ordered = ids(inKeyOrder(rows, (row) => row.id));
    expect([...ordered].sort()).toEqual([...ids(rows)].sort());
    expect(ordered.indexOf('00000000-0000-4000-8000-000000000000')).toBeLessThan(ordered.indexOf('ffffffff-ffff-4fff-bfff-ffffffffffff'));
  });
});
