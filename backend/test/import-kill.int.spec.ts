import type { ChildProcess } from 'node:child_process';
import { hevyExport } from '../../bench/lib/hevy-export.mjs';
import { signIn, spawnWorker, stopChild, until } from './support/coach-fixtures.js';
import type { Agent } from './support/coach-fixtures.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

const SETS = 3000;

/**
 * A worker killed while it imports: another worker takes the job over and resumes after the last
 * batch that committed, so every set is there exactly once and nothing counts as a duplicate.
 */
describe('an import whose worker dies halfway', () => {
  let testApp: TestApp;
  let lena: { agent: Agent; userId: string };
  const workers: ChildProcess[] = [];
  const startWorker = async () => {
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: testApp.database.url,
      REDIS_URL: testApp.config.redisUrl,
      QUEUE_PREFIX: testApp.config.queuePrefix,
      // Locks run out fast: the killed worker's job is taken over within seconds.
      JOB_LOCK_MS: '1000',
      WORKER_CONCURRENCY: '1',
    };
    workers.push(await spawnWorker(env));
  };

  beforeAll(async () => {
    testApp = await startTestApp();
    lena = await signIn(testApp.url, 'lena@example.com', 'Lena');
    await startWorker();
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => stopChild(worker, 'SIGKILL')));
    await testApp?.close();
  });

  const importRow = async (id: string) =>
    (await testApp.database.db.query<{ rows_done: number; sets_total: number }>('SELECT rows_done, sets_total FROM import_jobs WHERE id = $1', [id])).rows[0]!;

  it('resumes after the last batch recorded, without doubling a set', async () => {
    const file = Buffer.from(hevyExport({ sets: SETS }));
    const started = await lena.agent.post('/api/imports').attach('file', file, { filename: 'hevy.csv', contentType: 'text/csv' });
    expect(started.status).toBe(202);
    const { id } = started.body;

    // Killed once a batch has committed and before the last one has.
    await until(
      () => importRow(id),
      (row) => row.rows_done > 0,
      30_000,
      5,
    );
    expect((await importRow(id)).rows_done).toBeLessThan(SETS);
    await stopChild(workers.pop()!, 'SIGKILL');
    await startWorker();

    const report = await until(
      () => lena.agent.get(`/api/imports/${id}`).then((response) => response.body),
      (body) => body.state === 'done' || body.state === 'failed',
      60_000,
      200,
    );
    expect(report).toMatchObject({ state: 'done', sets_total: SETS, sets_done: SETS, sets_imported: SETS, duplicates: 0 });
    const counts = await testApp.database.db.query<{ entries: number; logged: number }>(
      `SELECT (SELECT count(*)::int FROM workout_entries WHERE user_id = $1) AS entries,
              (SELECT count(*)::int FROM events WHERE type = 'WorkoutLogged' AND data->>'userId' = $1::text) AS logged`,
      [lena.userId],
    );
    expect(counts.rows[0]).toEqual({ entries: SETS, logged: SETS });
  });
});
