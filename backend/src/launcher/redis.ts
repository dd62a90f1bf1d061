import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { stopChild } from './stack.js';
import type { Stack } from './stack.js';

const DEFAULT_URL = 'redis://127.0.0.1:6379';
const OWN_PORT = 6390;

export class RedisMissingError extends Error {}

export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** Redis at 127.0.0.1:6379, else a redis-server from PATH with its data under .data/redis. */
export async function ensureRedis(dataDir: string, stack: Stack): Promise<string> {
  if (await redisAnswers(DEFAULT_URL)) return DEFAULT_URL;
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new RedisMissingError(
      'Redis is needed but none answers on 127.0.0.1:6379 and no redis-server is installed: install Redis (e.g. `apt-get install redis-server` or `brew install redis`) or set REDIS_URL.',
    );
  }
  const redisDir = join(dataDir, 'redis');
  mkdirSync(redisDir, { recursive: true });
  const server = spawn('redis-server', ['--port', String(OWN_PORT), '--bind', '127.0.0.1', '--dir', redisDir, '--appendonly', 'yes'], {
    stdio: 'ignore',
  });
  stack.add('redis-server', () => stopChild(server));
  const url = `redis://127.0.0.1:${OWN_PORT}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await redisAnswers(url)) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server did not answer on ${url}`);
}
