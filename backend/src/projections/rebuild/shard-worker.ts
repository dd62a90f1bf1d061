import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { Database } from '../../database/database.js';
import { EventStore } from '../../event-store/event-store.js';
import type { AnyReadModel } from '../read-model.js';
import type { ShardReport, ShardWork } from './shard-workers.js';
import { foldIntoShadows } from './user-shards.js';

/**
 * The threads' nice value: a rebuild runs beside users (an admin's, a start while other processes
 * serve), so it takes the cores they leave idle rather than its share of them. At 0, logging
 * during the rebuild benchmark fell to 0.43× of without (target ≥ 0.5×); at 10, 0.68×, and the
 * rebuild alone was as fast.
 */
const NICENESS = 10;

/**
 * Each shard's events are read user by user through the (user, position) index (readOfUsers).
 * At Postgres's default cost of a random read (4× a sequential one) it bitmap-scanned the shard's
 * pages and sorted the rows instead, often on disk: 185–200 ms against 78 ms by the index for a
 * shard of 24,000 events. A rebuild reads a log that is mostly cached, where a random read costs
 * about what a sequential one does (the usual setting for SSDs).
 */
const SESSION_SETTINGS = { random_page_cost: '1.1' };

/**
 * Inside a worker thread of foldInWorkers: folds its shards into the shadow tables, on a pool of
 * its own (the next shard is read and the one before written while one is folded), reporting
 * after each. `models` are the app's, every one the rebuild may name.
 */
export async function foldShardsOfThisWorker(models: readonly AnyReadModel[]): Promise<void> {
  // Linux gives each thread its own priority; elsewhere it would be the whole process's.
  if (process.platform === 'linux') setPriority(NICENESS);
  const { connectionString, models: names, shards, toPosition } = workerData as ShardWork;
  const written = names.map((name) => models.find((model) => model.name === name)!);
  const db = await Database.connect(connectionString, 2, [], SESSION_SETTINGS);
  try {
    await foldIntoShadows(db, new EventStore(), written, shards, {
      toPosition,
      onShard: (events) => parentPort!.postMessage({ events } satisfies ShardReport),
    });
  } finally {
    await db.close();
  }
}
