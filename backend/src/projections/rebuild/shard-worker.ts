import { parentPort, workerData } from 'node:worker_threads';
import { Database } from '../../database/database.js';
import { EventStore } from '../../event-store/event-store.js';
import type { AnyReadModel } from '../read-model.js';
import type { ShardReport, ShardWork } from './shard-workers.js';
import { foldIntoShadows } from './user-shards.js';

/**
 * Inside a worker thread of foldInWorkers: folds its shards into the shadow tables, on a pool of
 * its own (the next shard is read and the one before written while one is folded), reporting
 * after each. `models` are the app's, every one the rebuild may name.
 */
export async function foldShardsOfThisWorker(models: readonly AnyReadModel[]): Promise<void> {
  const { connectionString, models: names, shards, toPosition } = workerData as ShardWork;
  const written = names.map((name) => models.find((model) => model.name === name)!);
  const db = await Database.connect(connectionString, 2);
  try {
    await foldIntoShadows(db, new EventStore(), written, shards, {
      toPosition,
      onShard: (events) => parentPort!.postMessage({ events } satisfies ShardReport),
    });
  } finally {
    await db.close();
  }
}
