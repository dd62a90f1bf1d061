import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { Redis } from 'ioredis';
import request from 'supertest';
import { QUEUES } from '../src/modules/jobs/queues.js';
import { WORKER_PROBE_FRESH_MS } from '../src/modules/health/health.controller.js';
import { WorkerModule } from '../src/app/worker.module.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

describe('BullMQ wiring: api enqueues, only the worker consumes (real Redis)', () => {
  let testApp: TestApp;
  let worker: INestApplicationContext | null = null;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await worker?.close();
    await testApp.close();
  });

  it('reports 503 while no worker consumes the health queue', async () => {
    const response = await request(testApp.url).get('/api/health/worker');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: 'Kein Worker antwortet', error: 'Service Unavailable', code: 'health.no_worker' });
  });

  it('answers through a running worker process context', async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(testApp.config), { logger: ['error'] });
    const response = await request(testApp.url).get('/api/health/worker');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', worker: { pid: process.pid } });
  });

  it('answers a flood of anonymous probes from one shared round trip: at most one job per few seconds', async () => {
    // BullMQ numbers a queue's jobs with one counter in Redis.
    const redis = new Redis(testApp.config.redisUrl);
    const jobsSoFar = async () => Number(await redis.get(`${testApp.config.queuePrefix}:${QUEUES.health}:id`));
    try {
      const before = await jobsSoFar();
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 200 }, () => request(testApp.url).get('/api/health/worker')));
      for (let index = 0; index < 50; index++) answers.push(await request(testApp.url).get('/api/health/worker'));
      expect(answers.map((answer) => answer.status)).toEqual(Array(250).fill(200));
      // One job per fresh span the flood lasted (one span on a quiet machine, more on a busy one),
      // and none while the success of the test before is still fresh.
      const spans = Math.ceil((Date.now() - started) / WORKER_PROBE_FRESH_MS);
      expect((await jobsSoFar()) - before).toBeLessThanOrEqual(spans);
    } finally {
      redis.disconnect();
    }
  });
});
