import { foldShardsOfThisWorker } from '../projections/rebuild/shard-worker.js';
import { allReadModels } from './read-models.js';

// A worker thread of a rebuild (projections/rebuild/shard-workers.ts), with the app's read models.
await foldShardsOfThisWorker(allReadModels);
