import { existsSync } from 'node:fs';
import { request } from 'node:http';

/**
 * Decides once per run where the integration tests find Postgres and Redis:
 * TEST_DATABASE_URL / TEST_REDIS_URL when given, containers when a Docker engine answers,
 * else the local services on 127.0.0.1. Every test file then makes its own fresh database.
 */
export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) return;
  if (await dockerEngineAnswers()) {
    const { GenericContainer, Wait } = await import('testcontainers');
    const postgres = await new GenericContainer('postgres:16-alpine')
      .withEnvironment({ POSTGRES_PASSWORD: 'postgres' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
      .start();
    const redis = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
    process.env.TEST_DATABASE_URL ??= `postgres://postgres:postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`;
    process.env.TEST_REDIS_URL ??= `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`;
    globalThis.__TEST_CONTAINERS__ = [postgres, redis];
    return;
  }
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';
}

function dockerEngineAnswers() {
  const socketPath = '/var/run/docker.sock';
  if (!existsSync(socketPath)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const req = request({ socketPath, path: '/_ping', timeout: 1000 }, (res) => resolve(res.statusCode === 200));
    req.on('error', () => resolve(false));
    req.on('timeout', () => {
      req.destroy();
      resolve(false);
    });
    req.end();
  });
}
