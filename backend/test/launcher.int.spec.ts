import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { until } from './support/coach-fixtures.js';
import { freePort } from './support/own-redis.js';
import type { TestDatabase } from './support/test-database.js';
import { createTestDatabase } from './support/test-database.js';

const launcher = fileURLToPath(new URL('../dist/launcher/start.js', import.meta.url));

/** `npm start`'s launcher (built), with its api and worker, on a database and port of its own. */
describe('the launcher keeps the app up when its worker dies', () => {
  let database: TestDatabase;
  let child: ChildProcess;
  let url: string;
  let port: number;
  let output = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [launcher], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        PUBLIC_URL: url,
        DATABASE_URL: database.url,
        REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
        QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
        FRONTEND_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    }
    await database.drop();
  });

  /** The pid of the worker answering the health queue's ping, once one does. */
  const workerPid = (other?: number) =>
    until(
      () =>
        request(url)
          .get('/api/health/worker')
          .timeout(10_000)
          .then(
            (response) => response.body.worker?.pid as number | undefined,
            () => undefined,
          ),
      (pid) => pid !== undefined && pid !== other,
      45_000,
      250,
    );

  it('starts the worker again, with a longer pause each time it dies in a row, while the api answers', async () => {
    const first = (await workerPid())!;
    process.kill(first, 'SIGKILL');
    expect((await request(url).get('/api/health/live')).status).toBe(200);
    expect((await request(url).get('/api/auth/providers')).status).toBe(200);
    const second = (await workerPid(first))!;
    expect(output).toContain(`The worker stopped (SIGKILL); starting it again in 1 s.`);

    process.kill(second, 'SIGKILL');
    const third = (await workerPid(second))!;
    expect(third).not.toBe(first);
    expect(output).toContain(`The worker stopped (SIGKILL); starting it again in 2 s.`);
    expect(child.exitCode).toBeNull();
  });

  it('listens on 127.0.0.1 only, when HOST does not say otherwise: not on the network address', async () => {
    expect((await request(url).get('/api/health/live')).status).toBe(200);
    const networkAddress = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
    if (networkAddress) await expect(request(`http://${networkAddress}:${port}`).get('/api/health/live').timeout(2000)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('stops api and worker on SIGTERM', async () => {
    const pid = (await workerPid())!;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(() => process.kill(pid, 0)).toThrow();
    await expect(request(url).get('/api/health/live').timeout(2000)).rejects.toThrow();
  });
});
