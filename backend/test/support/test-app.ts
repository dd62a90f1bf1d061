import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApiApp } from '../../src/app/create-api-app.js';
import { loadConfig } from '../../src/config/app-config.js';
import type { AppConfig } from '../../src/config/app-config.js';
import type { TestDatabase } from './test-database.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  database: TestDatabase;
  /** Base URL of the api listening on a free port of 127.0.0.1. */
  url: string;
  close(): Promise<void>;
}

export function testEnv(database: TestDatabase, overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    DEV_LOGIN: '1',
    DATABASE_URL: database.url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    FRONTEND_DIST: '/nonexistent',
    // Every test signs its users in from 127.0.0.1; the sign-in limit is tested on its own.
    RATE_LIMIT_SIGN_IN: '100000/60',
    ...overrides,
  };
}

/** The real api (same pipeline as production) on a fresh database, over real HTTP. */
export async function startTestApp(overrides: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig(testEnv(database, overrides));
  const app = await createApiApp(config);
  // A test that needs a known port (OAuth callback URLs) passes PORT; the rest take any free one.
  await app.listen(overrides.PORT ? config.port : 0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    config,
    database,
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
