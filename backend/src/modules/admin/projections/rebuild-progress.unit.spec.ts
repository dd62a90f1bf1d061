import type { RebuildProgress } from '../../../projections/rebuild/rebuild.js';
import { eventsPerSecond, rebuildJobProgress, secondsLeft } from './rebuild-progress.js';

const at = (progress: Partial<RebuildProgress>): RebuildProgress => ({
  phase: 'fold',
  events: 0,
  total: 1000,
  position: 0,
  head: 1000,
  tablesFilled: 0,
  tables: 4,
  ...progress,
});

describe('a rebuild job’s progress', () => {
  it('grows with the folded share of the log, then with the tables written', () => {
    const percents = [
      at({ events: 0 }),
      at({ events: 500 }),
      at({ events: 1000 }),
      at({ phase: 'fill', events: 1000 }),
      at({ phase: 'fill', events: 1000, tablesFilled: 2 }),
      at({ phase: 'fill', events: 1000, tablesFilled: 4 }),
      at({ phase: 'swap', events: 1000, tablesFilled: 4 }),
    ].map((progress) => rebuildJobProgress(progress, 1000).percent);
    expect(percents).toEqual([0, 40, 80, 80, 89, 99, 99]);
  });

  it('never reaches 100 before the job has finished, nor divides by an empty log', () => {
    expect(rebuildJobProgress(at({ total: 0 }), 10).percent).toBe(80);
    expect(rebuildJobProgress(at({ phase: 'swap', tables: 0 }), 10).percent).toBe(99);
  });

  it('reports events per second since the rebuild started', () => {
    expect(rebuildJobProgress(at({ events: 30_000, position: 600 }), 1500)).toMatchObject({
      events: 30_000,
      eventsPerSecond: 20_000,
      position: 600,
      head: 1000,
    });
    expect(eventsPerSecond(100, 0)).toBe(0);
  });
});

describe('a rebuild’s time left', () => {
  it('is the rest of the work at the pace so far, rounded up to whole seconds', () => {
    expect(secondsLeft(25, 3000)).toBe(9);
    expect(secondsLeft(80, 8000)).toBe(2);
    expect(secondsLeft(99, 10_000)).toBe(1);
  });

  it('is unknown before anything is done and nothing once it is all done', () => {
    expect(secondsLeft(0, 5000)).toBeNull();
    expect(secondsLeft(40, 0)).toBeNull();
    expect(secondsLeft(100, 5000)).toBe(0);
  });
});
