import { MetadataScanner } from '@nestjs/core';
import type { DiscoveryService } from '@nestjs/core';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import type { Database } from '../../database/database.js';
import type { AllJobs, JobResult } from './job-definition.js';
import { defineJob } from './job-definition.js';
import { OnJob } from './job-handler.js';
import type { TypedJob } from './job-handler.js';
import { JobHandlers } from './job-handlers.js';
import { JobWorkers } from './job-workers.js';
import { QUEUES } from './queues.js';
import { RegisteredJobs } from './registered-jobs.js';

// This context imports none of the contexts' definitions (app/jobs.unit.spec.ts checks theirs): these stand in for them.
const REPLY = defineJob({ name: 'coach-reply', queue: QUEUES.coachChat, timeLimitMs: 1000, idPrefix: 'chat', idParts: (job) => [job.messageId] });
const MACHINE = defineJob({ name: 'categorise-machine', queue: QUEUES.categorisation, timeLimitMs: 1000 });
const NAME = defineJob({ name: 'categorise-name', queue: QUEUES.categorisation, timeLimitMs: 1000 });
const ANALYSIS = defineJob({ name: 'analyse-performance', queue: QUEUES.performanceAnalysis, timeLimitMs: 1000 });

class ChatHandlers {
  @OnJob(REPLY)
  async reply(_job: TypedJob<'coach-reply'>): Promise<JobResult<'coach-reply'>> {
    return { replied: false, messageId: null };
  }
}

class OtherHandlers {
  @OnJob(MACHINE)
  async machine(): Promise<JobResult<'categorise-machine'>> {
    return { categories: [], source: 'model' };
  }
  @OnJob(NAME)
  async name(): Promise<JobResult<'categorise-name'>> {
    return { categories: [], source: 'model' };
  }
  @OnJob(ANALYSIS)
  async analyse(): Promise<JobResult<'analyse-performance'>> {
    return { status: 'skipped', reason: 'no_entries' };
  }
}

/** The app's jobs, as far as these tests need them. */
const registered = (...jobs: AllJobs[keyof AllJobs][]) => new RegisteredJobs(Object.fromEntries(jobs.map((job) => [job.name, job])) as unknown as AllJobs);

function workersWith(jobs: RegisteredJobs, ...instances: object[]) {
  const discovery = { getProviders: () => instances.map((instance) => ({ instance, isDependencyTreeStatic: () => true })) } as unknown as DiscoveryService;
  const config = { worker: { concurrency: 1, lockMs: 30000 } } as AppConfig;
  return new JobWorkers(new JobHandlers(discovery, new MetadataScanner()), jobs, config, { opts: {} } as Queue, {} as Redis, {} as Database);
}

describe('job workers refuse to boot with a job handled twice or not at all', () => {
  it('names the jobs without a handler', async () => {
    await expect(workersWith(registered(REPLY, MACHINE, NAME, ANALYSIS), new ChatHandlers()).onApplicationBootstrap()).rejects.toThrow(
      'No handler for job categorise-machine, categorise-name, analyse-performance',
    );
  });

  it('refuses two handlers for one job', async () => {
    await expect(
      workersWith(registered(REPLY, MACHINE, NAME, ANALYSIS), new ChatHandlers(), new OtherHandlers(), new ChatHandlers()).onApplicationBootstrap(),
    ).rejects.toThrow('Two handlers for job coach-reply');
  });

  it('refuses a handler of a job the app did not register', async () => {
    await expect(workersWith(registered(REPLY), new ChatHandlers(), new OtherHandlers()).onApplicationBootstrap()).rejects.toThrow(
      'Job categorise-machine, categorise-name, analyse-performance handled but not registered (app/jobs.ts)',
    );
  });
});

describe('registered jobs', () => {
  it('refuses two jobs with one id prefix, which GET /api/jobs/:id could not tell apart', () => {
    const other = defineJob({ name: 'generate-plan', queue: QUEUES.planGeneration, timeLimitMs: 1000, idPrefix: 'chat', idParts: (job) => [job.messageId] });
    expect(() => registered(REPLY, other)).toThrow('Jobs coach-reply and generate-plan share the id prefix chat');
  });
});
