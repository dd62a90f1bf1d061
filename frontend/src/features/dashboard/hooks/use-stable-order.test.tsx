import { renderHook } from '@testing-library/react';
import { useStableOrder } from './use-stable-order';

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('useStableOrder', () => {
  it('keeps the first order while the list re-sorts, puts new items first and drops gone ones', () => {
    const { result, rerender } = renderHook(({ items }) => useStableOrder(items), { initialProps: { items: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] } });
    expect(ids(result.current)).toEqual(['a', 'b', 'c']);
    rerender({ items: [{ id: 'c' }, { id: 'a' }, { id: 'b' }] });
    expect(ids(result.current)).toEqual(['a', 'b', 'c']);
    rerender({ items: [{ id: 'd' }, { id: 'c' }, { id: 'a' }] });
    expect(ids(result.current)).toEqual(['d', 'a', 'c']);
  });
});
