import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { prepareDatabase } from '../app/prepare-database.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { RedisMissingError, ensureRedis } from './redis.js';
import { Stack, stopChild } from './stack.js';
import { Supervised } from './supervised.js';

/**
 * `npm start`: api + one worker on http://localhost:3000 with nothing configured. Uses
 * DATABASE_URL / REDIS_URL when set, else an embedded PostgreSQL and a local Redis. Ctrl-C stops
 * everything it started; a worker that dies is started again (with growing pauses), the api keeps
 * serving. `--watch` restarts api and worker when their build changes (npm run dev).
 */
const backendDir = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = fileURLToPath(new URL('../../../.data', import.meta.url));

async function main(): Promise<void> {
  const watch = process.argv.includes('--watch');
  const stack = new Stack();
  let stopping = false;
  const shutdown = (code: number) => {
    if (stopping) return;
    stopping = true;
    void stack.stop().then(() => process.exit(code));
  };
  process.once('SIGINT', () => shutdown(0));
  process.once('SIGTERM', () => shutdown(0));

  try {
    // The local default signs in without Google; a configured Google sign-in replaces it.
    // MALLOC_ARENA_MAX as in the image (Dockerfile): glibc reads it when the api and worker start.
    const env: NodeJS.ProcessEnv = { DEV_LOGIN: process.env.GOOGLE_CLIENT_ID ? '0' : '1', MALLOC_ARENA_MAX: '2', ...process.env };
    env.DATABASE_URL ||= await startEmbeddedPostgres(dataDir, stack);
    env.REDIS_URL ||= await ensureRedis(dataDir, stack);
    const config = loadConfig(env);
    await prepareDatabase(config.databaseUrl);

    const node = (entry: string) => spawn(process.execPath, [...(watch ? ['--watch'] : []), entry], { cwd: backendDir, env, stdio: 'inherit' });
    const api = node('dist/main.js');
    stack.add('api', () => stopChild(api));
    api.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`The api stopped (${signal ?? `exit code ${code}`}); stopping everything.`);
      shutdown(code || 1);
    });
    // A dead worker is started again while the api keeps serving; its jobs wait in Redis meanwhile.
    const worker = new Supervised('worker', () => node('dist/worker.js'));
    worker.start();
    stack.add('worker', () => worker.stop());
    console.log(`Hantelwerk starts on ${config.publicUrl} — Ctrl-C stops it.`);
  } catch (error) {
    console.error(error instanceof RedisMissingError || error instanceof ConfigError ? error.message : error);
    await stack.stop();
    process.exit(1);
  }
}

void main();
