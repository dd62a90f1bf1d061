/**
 * How a rebuild fits the process it runs in: how many worker threads fold its user shards and how
 * many events a shard holds, from the process's memory and CPU limits. Without limits it folds as
 * it always did (one thread per core, at most 4, a batch of events in memory across them); under a
 * memory limit, the shards shrink (and then the threads go) until what is in memory at once fits
 * the limit with the memory the process already uses.
 */

/** What the process may use: bytes of memory and cores (cpu.max's quota over its period); null where unlimited. */
export interface ProcessLimits {
  memoryBytes: number | null;
  cpus: number | null;
}

export interface RebuildSizing {
  /** Worker threads folding user shards (foldInWorkers). */
  threads: number;
  /** Events per user shard (a user with more is a shard alone). */
  eventsPerShard: number;
  /** Events the fold in log order reads per round trip. */
  logBatch: number;
}

/** Most threads a rebuild folds in: each has its own connections to Postgres. */
const MAX_THREADS = 4;
/**
 * A folded event's memory while its shard is in flight (the read rows, the parsed payload, the
 * rows folded from it, the COPY text). Measured (bench/rebuild-memory.mjs): at 3 KB the replay
 * benchmark's rebuild planned 384 MiB of a 512 MiB limit and peaked at 460 MiB, ~4.3 KB an event.
 */
export const BYTES_PER_EVENT = 4.5 * 1024;
/** A thread's shards in memory at once: the one folded, the next one read, the one before written. */
const SHARDS_IN_FLIGHT = 3;
/** A worker thread's own heap and code before its first shard. */
export const THREAD_BYTES = 30 * 2 ** 20;
/** The share of the limit a rebuild plans to use: the rest is the garbage collector's slack and the process's other work. */
const PLANNED_SHARE = 0.75;
/** Below this, shards cost more in round trips than they save: a thread fewer is the better choice. */
const SMALLEST_GOOD_SHARD = 5_000;
const SMALLEST_SHARD = 1_000;

/**
 * The sizing for a process with `limits` on a machine of `cores`, using `rssBytes` already,
 * folding `batchSize` events at most at once (REBUILD_BATCH_SIZE).
 */
export function rebuildSizing(limits: ProcessLimits, cores: number, rssBytes: number, batchSize: number): RebuildSizing {
  const byCpu = Math.max(1, Math.min(MAX_THREADS, Math.floor(limits.cpus ?? cores), cores));
  if (limits.memoryBytes === null) return { threads: byCpu, eventsPerShard: Math.ceil(batchSize / byCpu), logBatch: batchSize };
  const budget = Math.max(0, limits.memoryBytes * PLANNED_SHARE - rssBytes);
  // The fold in log order runs before the shards, reading one batch ahead of the one it folds.
  const logBatch = clamp(Math.floor(budget / (2 * BYTES_PER_EVENT)), SMALLEST_SHARD, batchSize);
  const shardFor = (threads: number) => Math.floor((budget - threads * THREAD_BYTES) / (threads * SHARDS_IN_FLIGHT * BYTES_PER_EVENT));
  for (let threads = byCpu; threads > 1; threads--) {
    if (shardFor(threads) >= SMALLEST_GOOD_SHARD) return { threads, eventsPerShard: Math.min(shardFor(threads), Math.ceil(batchSize / threads)), logBatch };
  }
  return { threads: 1, eventsPerShard: clamp(shardFor(1), SMALLEST_SHARD, batchSize), logBatch };
}

// `most` wins over `least`: a batch smaller than the smallest shard is the batch.
const clamp = (value: number, least: number, most: number) => Math.min(most, Math.max(least, value));
