import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
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
  }, 15000);

  it('answers through a running worker process context', async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(testApp.config), { logger: ['error'] });
    const response = await request(testApp.url).get('/api/health/worker');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', worker: { pid: process.pid } });
  });
});
