import { randomUUID } from 'node:crypto';
import { Worker } from 'bullmq';
import pg from 'pg';

/**
 * The baseline of the AI throughput bench: a BullMQ worker process on the same queue, with the
 * same concurrency and lock settings as backend/dist/worker.js, whose jobs do nothing.
 * With BENCH_JOB=insert it is the floor instead: each job records one row in Postgres, the rows of
 * jobs running together going in as one statement, the least a job that records its outcome does.
 */
const recordRow = process.env.BENCH_JOB === 'insert' ? await batchedInsert(process.env.DATABASE_URL) : null;

const worker = new Worker(process.env.BENCH_QUEUE, async (job) => (recordRow ? recordRow(job.id) : null), {
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

async function batchedInsert(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  await pool.query('CREATE TABLE IF NOT EXISTS bench_floor_replies (id uuid PRIMARY KEY, job_id text NOT NULL)');
  let pending = null;
  return (jobId) => {
    if (!pending) {
      const batch = (pending = { jobIds: [], waiters: [] });
      setImmediate(() => {
        pending = null;
        pool
          .query('INSERT INTO bench_floor_replies (id, job_id) SELECT * FROM unnest($1::uuid[], $2::text[])', [
            batch.jobIds.map(() => randomUUID()),
            batch.jobIds,
          ])
          .then(
            () => batch.waiters.forEach(({ resolve }) => resolve(null)),
            (error) => batch.waiters.forEach(({ reject }) => reject(error)),
          );
      });
    }
    pending.jobIds.push(jobId);
    return new Promise((resolve, reject) => pending.waiters.push({ resolve, reject }));
  };
}
