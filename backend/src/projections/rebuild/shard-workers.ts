import { Worker } from 'node:worker_threads';

/** Users by their first and last id in order, or listed. */
export type UserShard = { first: string; last: string } | readonly string[];

/** What a shard worker is given (its `workerData`): its share of the shards, and where and how far to fold them. */
export interface ShardWork {
  connectionString: string;
  /** The per-user read models to write, by name; their sources are folded too. */
  models: string[];
  shards: UserShard[];
  toPosition: number;
}

/** What a shard worker posts after each shard: how many events it has folded so far. */
export interface ShardReport {
  events: number;
}

/**
 * Folds shards of users in `threads` worker threads (rebuild-sizing.ts: one per core as far as
 * the process's limits allow), each with its own connections: the
 * fold's reading, parsing, folding and COPYing ran on one core while the others waited. The
 * shards are dealt out in turn (they hold about the same number of events). `entry` is a built
 * module that runs foldShardsOfThisWorker with the app's read models. A worker's error fails the
 * whole fold; so does `signal`, checked after each shard like the fold in this thread does.
 */
export async function foldInWorkers(
  entry: URL,
  work: Omit<ShardWork, 'shards'>,
  shards: readonly UserShard[],
  { onShard, signal, threads }: { onShard?: (events: number) => void; signal?: AbortSignal; threads: number },
): Promise<number> {
  const count = Math.min(shards.length, threads);
  const folded = new Array<number>(count).fill(0);
  const workers = folded.map(
    (_, index) => new Worker(entry, { workerData: { ...work, shards: shards.filter((_, shard) => shard % count === index) } satisfies ShardWork }),
  );
  const sum = () => folded.reduce((total, events) => total + events, 0);
  try {
    await Promise.all(
      workers.map(
        (worker, index) =>
          new Promise<void>((resolve, reject) => {
            worker.on('message', ({ events }: ShardReport) => {
              folded[index] = events;
              onShard?.(sum());
              if (signal?.aborted) reject(signal.reason);
            });
            worker.once('error', reject);
            worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`A rebuild's shard worker stopped with exit code ${code}`))));
          }),
      ),
    );
    return sum();
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
