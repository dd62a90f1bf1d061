import { processLimits } from './process-limits.js';
import { BYTES_PER_EVENT, rebuildSizing, THREAD_BYTES } from './rebuild-sizing.js';

const MiB = 2 ** 20;
const BATCH = 50_000;
const none = { memoryBytes: null, cpus: null };

describe("a rebuild's threads and shards", () => {
  it('fold as before without limits: one thread per core, at most 4, a batch across them', () => {
    expect(rebuildSizing(none, 2, 150 * MiB, BATCH)).toEqual({ threads: 2, eventsPerShard: 25_000, logBatch: BATCH });
    expect(rebuildSizing(none, 16, 150 * MiB, BATCH)).toEqual({ threads: 4, eventsPerShard: 12_500, logBatch: BATCH });
  });

  it('take no more threads than the CPU limit gives cores, and at least one', () => {
    expect(rebuildSizing({ memoryBytes: null, cpus: 2.5 }, 8, 150 * MiB, BATCH).threads).toBe(2);
    expect(rebuildSizing({ memoryBytes: null, cpus: 0.1 }, 8, 150 * MiB, BATCH).threads).toBe(1);
  });

  it('keep what is in memory at once within three quarters of a 512 MiB limit, beside what the process uses', () => {
    const rss = 170 * MiB;
    const sizing = rebuildSizing({ memoryBytes: 512 * MiB, cpus: null }, 2, rss, BATCH);
    const inFlight = sizing.threads * (THREAD_BYTES + 3 * sizing.eventsPerShard * BYTES_PER_EVENT);
    expect(rss + inFlight).toBeLessThanOrEqual(0.75 * 512 * MiB);
    expect(rss + 2 * sizing.logBatch * BYTES_PER_EVENT).toBeLessThanOrEqual(0.75 * 512 * MiB);
    expect(sizing.eventsPerShard).toBeGreaterThanOrEqual(5_000);
  });

  it('drop threads before shards get too small, and never go below one thread of small shards', () => {
    expect(rebuildSizing({ memoryBytes: 400 * MiB, cpus: null }, 4, 170 * MiB, BATCH)).toMatchObject({ threads: 1 });
    expect(rebuildSizing({ memoryBytes: 200 * MiB, cpus: null }, 4, 170 * MiB, BATCH)).toEqual({ threads: 1, eventsPerShard: 1_000, logBatch: 1_000 });
  });

  it('use the whole batch where memory is plentiful', () => {
    expect(rebuildSizing({ memoryBytes: 8 * 1024 * MiB, cpus: null }, 2, 170 * MiB, BATCH)).toEqual({ threads: 2, eventsPerShard: 25_000, logBatch: BATCH });
  });
});

describe("a process's limits", () => {
  const files = (entries: Record<string, string>) => (path: string) => entries[path] ?? null;

  it('are read from cgroup v2', () => {
    const read = files({ '/sys/fs/cgroup/memory.max': '536870912\n', '/sys/fs/cgroup/cpu.max': '150000 100000\n' });
    expect(processLimits({}, read)).toEqual({ memoryBytes: 512 * MiB, cpus: 1.5 });
    expect(processLimits({}, files({ '/sys/fs/cgroup/memory.max': 'max\n', '/sys/fs/cgroup/cpu.max': 'max 100000\n' }))).toEqual(none);
  });

  it('are read from cgroup v1, whose largest number means none', () => {
    const v1 = (memory: string, quota: string) =>
      files({
        '/sys/fs/cgroup/memory/memory.limit_in_bytes': memory,
        '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': quota,
        '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000\n',
      });
    expect(processLimits({}, v1('268435456\n', '50000\n'))).toEqual({ memoryBytes: 256 * MiB, cpus: 0.5 });
    expect(processLimits({}, v1('9223372036854771712\n', '-1\n'))).toEqual(none);
  });

  it('are what MEMORY_LIMIT_MIB and CPU_LIMIT say, over the cgroup', () => {
    const read = files({ '/sys/fs/cgroup/memory.max': 'max\n', '/sys/fs/cgroup/cpu.max': 'max 100000\n' });
    expect(processLimits({ MEMORY_LIMIT_MIB: '512', CPU_LIMIT: '0.1' }, read)).toEqual({ memoryBytes: 512 * MiB, cpus: 0.1 });
    expect(processLimits({ MEMORY_LIMIT_MIB: 'viel' }, read)).toEqual(none);
  });

  it('are none without a cgroup', () => {
    expect(processLimits({}, () => null)).toEqual(none);
  });
});
