import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { JobQueue, QueueName, QueuesByName } from '../jobs/index.js';
import { ALL_QUEUES, RedisAvailability, RegisteredJobs } from '../jobs/index.js';
import type { AgentName } from './agents.js';
import { AGENTS } from './agents.js';
import type { CategoriseMachineJob } from './jobs/categorisation.job.js';
import { CATEGORISE_MACHINE } from './jobs/categorisation.job.js';
import type { CoachReplyJob } from './jobs/coach-chat.job.js';

/** How long a request waits for Redis to take a job; past it the job is left to the reconciler. */
const ENQUEUE_WAIT_MS = 1000;

/**
 * Where the AI jobs of recorded work are queued, by the request that recorded it and again by the
 * reconciler when a job was lost (the ids are derived from the work, so a second add finds the
 * first job). The work is in Postgres before its job is queued: a job that cannot be queued now is
 * queued later, never lost. An agent's reply job is found by its name among the app's jobs: the
 * training planner's is declared beside its handler in training-plans, which this context does not
 * import.
 */
@Injectable()
export class AiJobQueue {
  private readonly logger = new Logger('AiJobQueue');

  constructor(
    @Inject(RegisteredJobs) private readonly registered: RegisteredJobs,
    @Inject(ALL_QUEUES) private readonly queues: QueuesByName,
    @InjectQueue(CATEGORISE_MACHINE.queue) private readonly categorisation: JobQueue<'categorise-machine'>,
    @Inject(RedisAvailability) private readonly redis: RedisAvailability,
  ) {}

  replyJobId(agentName: AgentName, data: CoachReplyJob): string {
    return this.registered.idOf(AGENTS[agentName].job, data);
  }

  replyQueue(agentName: AgentName): QueueName {
    return this.registered.of(AGENTS[agentName].job).queue;
  }

  enqueueReply(agentName: AgentName, data: CoachReplyJob): Promise<unknown> {
    const job = this.registered.of(AGENTS[agentName].job);
    return this.queues.get(job.queue)!.add(job.name, data, { jobId: this.replyJobId(agentName, data) });
  }

  enqueueMachineCategorisation(data: CategoriseMachineJob): Promise<unknown> {
    return this.categorisation.add(CATEGORISE_MACHINE.name, data, { jobId: CATEGORISE_MACHINE.id(data) });
  }

  /**
   * Queues recorded work for the request that recorded it, without making the request wait on a
   * Redis that is away: then the job is left to the reconciler, which queues it once Redis is back.
   */
  async enqueueSoon(what: string, enqueue: () => Promise<unknown>): Promise<void> {
    if (!(await this.redis.whenUp())) {
      this.logger.warn(`Redis is down: ${what} is left to the job reconciler`);
      return;
    }
    await this.redis.within(enqueue, ENQUEUE_WAIT_MS).catch((error: unknown) => {
      this.logger.warn(`Could not enqueue ${what} (${(error as Error).message}): left to the job reconciler`);
    });
  }
}
