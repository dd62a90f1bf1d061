import { useState } from 'react';

/**
 * The order items had when the list was first shown, kept while it stays on screen: a card does
 * not jump to the top under the lifter's thumb after each set. Items that appear later go first
 * (in the order given), items that went away drop out. Reopening the screen sorts afresh.
 */
export function useStableOrder<T extends { id: string }>(items: readonly T[]): T[] {
  const [order, setOrder] = useState<readonly string[]>(() => items.map((item) => item.id));
  const known = new Set(order);
  const fresh = items.filter((item) => !known.has(item.id)).map((item) => item.id);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra pass on screen.
  if (fresh.length > 0) setOrder([...fresh, ...order]);
  const byId = new Map(items.map((item) => [item.id, item]));
  return [...fresh, ...order].flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
