import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { EventStore } from '../../event-store/event-store.js';
import { forEachWindow } from './log-windows.js';

/** A log of `head` events, one per position, and the windows read from it, in order. */
function fakeLog(head: number) {
  const reads: number[] = [];
  const store = {
    readAll: async (_db: Queryable, after: number, size: number, { toPosition = Infinity }: { toPosition?: number } = {}) => {
      reads.push(after);
      await new Promise((resolve) => setTimeout(resolve, 1));
      const positions = Array.from({ length: Math.max(0, Math.min(after + size, toPosition, head) - after) }, (_, index) => after + index + 1);
      return positions.map((position) => ({ position }) as RecordedEvent);
    },
  } as unknown as EventStore;
  return { store, reads };
}

const windows = (head: number, readAhead = true) => ({ reader: {} as Queryable, readAhead, head, size: 10 });
const positions = (events: RecordedEvent[]) => events.map((event) => event.position);
const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('forEachWindow', () => {
  it('reads each window once and hands every consumer every window, in log order', async () => {
    const { store, reads } = fakeLog(25);
    const seen: number[][][] = [[], []];
    const read = await forEachWindow(store, windows(25), [0, 1].map((consumer) => async (events: RecordedEvent[]) => void seen[consumer]!.push(positions(events))));
    expect(read).toBe(25);
    expect(reads).toEqual([0, 10, 20]);
    for (const windowsSeen of seen) expect(windowsSeen.flat()).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
  });

  it('lets a consumer run one window ahead of the slowest, no further', async () => {
    const { store } = fakeLog(50);
    const started: string[] = [];
    const consumer = (name: string, milliseconds: number) => async (events: RecordedEvent[]) => {
      started.push(`${name}${events[0]!.position}`);
      await pause(milliseconds);
    };
    await forEachWindow(store, windows(50), [consumer('fast', 0), consumer('slow', 20)]);
    // The fast one starts window 21 once the slow one finished window 1, not before.
    expect(started.indexOf('fast11')).toBeLessThan(started.indexOf('slow11'));
    expect(started.indexOf('fast21')).toBeGreaterThan(started.indexOf('slow11'));
  });

  it('without reading ahead, starts a window only when every consumer finished the one before', async () => {
    const { store } = fakeLog(30);
    const started: string[] = [];
    const consumer = (name: string, milliseconds: number) => async (events: RecordedEvent[]) => {
      started.push(`${name}${events[0]!.position}`);
      await pause(milliseconds);
    };
    await forEachWindow(store, windows(30, false), [consumer('fast', 0), consumer('slow', 10)]);
    expect(started.map((start) => start.replace(/^\D+/, ''))).toEqual(['1', '1', '11', '11', '21', '21']);
  });

  it('stops every consumer when one fails, and throws that failure once all have stopped', async () => {
    const { store } = fakeLog(100);
    let busy = 0;
    const done: number[] = [];
    const failing = async (events: RecordedEvent[]) => {
      if (events[0]!.position === 21) throw new Error('kaputt');
    };
    const slow = async (events: RecordedEvent[]) => {
      busy += 1;
      await pause(15);
      busy -= 1;
      done.push(events[0]!.position);
    };
    await expect(forEachWindow(store, windows(100), [failing, slow])).rejects.toThrow('kaputt');
    expect(busy).toBe(0);
    expect(Math.max(...done)).toBeLessThan(41);
  });

  it('hands nothing over from an empty log', async () => {
    const { store, reads } = fakeLog(0);
    let calls = 0;
    expect(await forEachWindow(store, windows(0), [async () => void (calls += 1)])).toBe(0);
    expect(calls).toBe(0);
    expect(reads).toEqual([]);
  });
});
