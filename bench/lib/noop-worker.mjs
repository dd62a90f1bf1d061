import { Worker } from 'bullmq';

/**
 * The baseline of the AI throughput bench: a BullMQ worker process on the same queue, with the
 * same concurrency and lock settings as backend/dist/worker.js, whose jobs do nothing.
 */
const worker = new Worker(process.env.BENCH_QUEUE, async () => null, {
  connection: { url: process.env.REDIS_URL, maxRetriesPerRequest: null },
  prefix: process.env.QUEUE_PREFIX,
  concurrency: Number(process.env.WORKER_CONCURRENCY ?? 32),
  lockDuration: Number(process.env.JOB_LOCK_MS ?? 30000),
  stalledInterval: Number(process.env.JOB_LOCK_MS ?? 30000),
  maxStalledCount: 2,
});
await worker.waitUntilReady();
console.log(`Worker ${process.pid} consuming queues`);
process.on('SIGTERM', () => worker.close().then(() => process.exit(0)));
