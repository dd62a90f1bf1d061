import type { WorkoutEntry } from '../../workouts';
import { insightsOf } from './history';

const entry = (id: string, date: string, max_weight: number, reps: number, set_type: WorkoutEntry['set_type'] = 'normal'): WorkoutEntry => ({
  id,
  machine_id: 'm',
  max_weight,
  reps,
  date,
  notes: null,
  set_type,
  rpe: null,
  session_id: null,
  created_by: 'a@example.com',
  created_at: `${date}T10:00:00Z`,
  e1rm: reps === 1 ? max_weight : max_weight * (1 + reps / 30),
  personal_records: [],
});

describe('what a session shows of an exercise', () => {
  // Newest first, as the API answers.
  const entries = [
    entry('t2', '2026-11-24', 65, 3),
    entry('t1', '2026-11-24', 62.5, 5),
    entry('y2', '2026-11-20', 60, 5),
    entry('y1', '2026-11-20', 60, 6),
    entry('old', '2026-11-01', 50, 10),
  ];

  it('takes the last session’s top set, the best estimated 1RM and the last 7 entries oldest first', () => {
    const insights = insightsOf(entries);
    expect(insights.lastTime?.id).toBe('t1');
    expect(insights.best?.id).toBe('t1');
    expect(insights.trend).toEqual([500, 360, 300, 312.5, 195]);
    expect(insights.lastSession.map((set) => set.id)).toEqual(['t2', 't1']);
  });

  it('leaves warm-ups out of every figure: "Letztes Mal", the last session, the best and the trend', () => {
    const insights = insightsOf([entry('w2', '2026-11-26', 80, 3, 'warmup'), entry('w1', '2026-11-26', 40, 10, 'warmup'), ...entries]);
    expect(insights.lastTime?.id).toBe('t1');
    expect(insights.lastSession.map((set) => set.id)).toEqual(['t2', 't1']);
    expect(insights.best?.id).toBe('t1');
    expect(insights.trend).toEqual([500, 360, 300, 312.5, 195]);
  });

  it('leaves the running session’s own sets out of the last session and out of "Letztes Mal"', () => {
    const insights = insightsOf(entries, new Set(['t1', 't2']));
    expect(insights.lastSession.map((set) => set.id)).toEqual(['y2', 'y1']);
    expect(insights.lastTime?.id).toBe('y1');
    expect(insightsOf([entry('t1', '2026-11-24', 62.5, 5)], new Set(['t1'])).lastTime).toBeNull();
  });
});
