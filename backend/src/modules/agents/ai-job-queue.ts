import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { CategoriseMachineJob, CoachReplyJob, QueueName } from '../jobs/index.js';
import { JOB_QUEUE, jobIds, QUEUES, RedisAvailability } from '../jobs/index.js';
import type { AgentName } from './agents.js';
import { AGENTS } from './agents.js';

/** How long a request waits for Redis to take a job; past it the job is left to the reconciler. */
const ENQUEUE_WAIT_MS = 1000;

/**
 * Where the AI jobs of recorded work are queued, by the request that recorded it and again by the
 * reconciler when a job was lost (the ids are derived from the work, so a second add finds the
 * first job). The work is in Postgres before its job is queued: a job that cannot be queued now is
 * queued later, never lost.
 */
@Injectable()
export class AiJobQueue {
  private readonly logger = new Logger('AiJobQueue');

  constructor(
    @InjectQueue(QUEUES.coachChat) private readonly coachQueue: Queue<CoachReplyJob>,
    @InjectQueue(QUEUES.planGeneration) private readonly planQueue: Queue<CoachReplyJob>,
    @InjectQueue(QUEUES.categorisation) private readonly categorisation: Queue<CategoriseMachineJob>,
    @Inject(RedisAvailability) private readonly redis: RedisAvailability,
  ) {}

  replyJobId(agentName: AgentName, conversationId: string, messageId: string): string {
    return AGENTS[agentName].job === 'generate-plan' ? jobIds.planGeneration(conversationId, messageId) : jobIds.coachReply(conversationId, messageId);
  }

  replyQueue(agentName: AgentName): QueueName {
    return JOB_QUEUE[AGENTS[agentName].job];
  }

  enqueueReply(agentName: AgentName, data: CoachReplyJob): Promise<unknown> {
    const job = AGENTS[agentName].job;
    const queue = job === 'generate-plan' ? this.planQueue : this.coachQueue;
    return queue.add(job, data, { jobId: this.replyJobId(agentName, data.conversationId, data.messageId) });
  }

  enqueueMachineCategorisation(data: CategoriseMachineJob): Promise<unknown> {
    return this.categorisation.add('categorise-machine', data, { jobId: jobIds.categoriseMachine(data.machineId) });
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
