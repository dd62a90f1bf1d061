import type { DynamicModule } from '@nestjs/common';
import { Global, Module } from '@nestjs/common';
import type { AllJobs, JobData, JobDefinition, JobName } from './job-definition.js';
import type { QueueName } from './queues.js';
import { AI_QUEUES } from './queues.js';

/**
 * The jobs the app registered (app/jobs.ts), as a provider: the worker checks that each has its
 * one handler, `GET /api/jobs/:id` finds a job's queue by its id, and code that knows a job by its
 * name only (an agent's reply job) finds its queue and id, without this context importing theirs.
 */
export class RegisteredJobs {
  readonly all: readonly JobDefinition[];
  private readonly aiQueueByPrefix = new Map<string, QueueName>();

  constructor(private readonly byName: AllJobs) {
    this.all = Object.values(byName);
    const prefixes = new Map<string, JobName>();
    for (const job of this.all) {
      if (job.idPrefix === null) continue;
      const other = prefixes.get(job.idPrefix);
      if (other) throw new Error(`Jobs ${other} and ${job.name} share the id prefix ${job.idPrefix}`);
      prefixes.set(job.idPrefix, job.name);
      if ((AI_QUEUES as readonly QueueName[]).includes(job.queue)) this.aiQueueByPrefix.set(job.idPrefix, job.queue);
    }
  }

  of<Name extends JobName>(name: Name): JobDefinition<Name> {
    return this.byName[name] as JobDefinition<Name>;
  }

  /** The id of the job `name` for `data`; only for jobs whose ids are derived from their payload. */
  idOf<Name extends JobName>(name: Name, data: JobData<Name>): string {
    const { id } = this.of(name);
    if (!id) throw new Error(`Job ${name} has no id derived from its payload`);
    return id(data);
  }

  /** The queue of an AI job, from its id's prefix; null for ids this app never hands out, and for other queues' jobs. */
  aiQueueOfJobId(jobId: string): QueueName | null {
    return this.aiQueueByPrefix.get(jobId.split('.')[0] ?? '') ?? null;
  }
}

/** Provides the app's jobs to every module of the process. */
@Global()
@Module({})
export class RegisteredJobsModule {
  static forRoot(jobs: AllJobs): DynamicModule {
    return { module: RegisteredJobsModule, providers: [{ provide: RegisteredJobs, useValue: new RegisteredJobs(jobs) }], exports: [RegisteredJobs] };
  }
}
