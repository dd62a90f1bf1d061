import { describe, expect, it } from '@jest/globals';
import { addToMonth, removeFromMonth, summariseMonth } from './training-month.js';

const set = (id: string, date: string, max_weight: number, reps: number, seq: number, machineId = 'bench') => ({
  machineId,
  set: { id, date, seq, max_weight, reps },
});

describe('a training month', () => {
  const month = summariseMonth([
    set('a', '2026-11-02', 100, 5, 1),
    set('b', '2026-11-02', 90, 3, 2),
    set('c', '2026-11-09', 100, 5, 3),
    set('d', '2026-11-09', 60, 10, 4, 'row'),
  ])!;

  it("counts each day's sets across exercises and keeps each exercise's best, the earliest on a tie", () => {
    expect(month.setsByDay).toEqual({ '2026-11-02': 2, '2026-11-09': 2 });
    expect(month.bests.bench!.id).toBe('a');
    expect(month.bests.row!.id).toBe('d');
    expect(month.lastLoggedSeq).toBe(4);
  });

  it("takes a better set as its exercise's best", () => {
    expect(addToMonth(month, set('e', '2026-11-20', 110, 5, 5)).bests.bench!.id).toBe('e');
  });

  it('counts a set down, and drops its day with its last set', () => {
    const less = removeFromMonth(month, set('b', '2026-11-02', 90, 3, 2));
    expect(less).toMatchObject({ setsByDay: { '2026-11-02': 1, '2026-11-09': 2 } });
    const lone = summariseMonth([set('x', '2026-11-03', 40, 5, 1), set('a', '2026-11-02', 100, 5, 2), set('y', '2026-11-02', 50, 5, 3)])!;
    expect(removeFromMonth(lone, set('x', '2026-11-03', 40, 5, 1))).toMatchObject({ setsByDay: { '2026-11-02': 2 } });
  });

  it("asks for a recount when an exercise's best or the last logged set leaves", () => {
    expect(removeFromMonth(month, set('a', '2026-11-02', 100, 5, 1))).toBeNull();
    expect(removeFromMonth(addToMonth(month, set('e', '2026-11-20', 20, 5, 5)), set('e', '2026-11-20', 20, 5, 5))).toBeNull();
  });

  it('is nothing without sets', () => {
    expect(summariseMonth([])).toBeNull();
  });
});
