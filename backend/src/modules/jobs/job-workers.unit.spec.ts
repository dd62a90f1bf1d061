import { MetadataScanner } from '@nestjs/core';
import type { DiscoveryService } from '@nestjs/core';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import type { Database } from '../../database/database.js';
import type { JobResult } from './queues.js';
import { OnJob } from './job-handler.js';
import type { TypedJob } from './job-handler.js';
import { JobHandlers } from './job-handlers.js';
import { JobWorkers } from './job-workers.js';

class ChatHandlers {
  @OnJob('coach-reply')
  async reply(_job: TypedJob<'coach-reply'>): Promise<JobResult<'coach-reply'>> {
    return { replied: false, messageId: null };
  }
}

class OtherHandlers {
  @OnJob('categorise-machine')
  async machine(): Promise<JobResult<'categorise-machine'>> {
    return { categories: [], source: 'model' };
  }
  @OnJob('categorise-name')
  async name(): Promise<JobResult<'categorise-name'>> {
    return { categories: [], source: 'model' };
  }
  @OnJob('analyse-performance')
  async analyse(): Promise<JobResult<'analyse-performance'>> {
    return { status: 'skipped', reason: 'no_entries' };
  }
}

function workersWith(...instances: object[]) {
  const discovery = { getProviders: () => instances.map((instance) => ({ instance, isDependencyTreeStatic: () => true })) } as unknown as DiscoveryService;
  const config = { worker: { concurrency: 1, lockMs: 30000 } } as AppConfig;
  return new JobWorkers(new JobHandlers(discovery, new MetadataScanner()), config, { opts: {} } as Queue, {} as Redis, {} as Database);
}

describe('job workers refuse to boot with a job handled twice or not at all', () => {
  it('names the jobs without a handler', async () => {
    await expect(workersWith(new ChatHandlers()).onApplicationBootstrap()).rejects.toThrow(
      'No handler for job ping, categorise-machine, categorise-name, analyse-performance, generate-plan, rebuild-read-models, import-history',
    );
  });

  it('refuses two handlers for one job', async () => {
    await expect(workersWith(new ChatHandlers(), new OtherHandlers(), new ChatHandlers()).onApplicationBootstrap()).rejects.toThrow(
      'Two handlers for job coach-reply',
    );
  });
});
