import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Logger, ServiceUnavailableException } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import type { CoachReplyJob } from '../../../queue/queues.js';
import { jobIds, QUEUES } from '../../../queue/queues.js';
import type { AgentName } from '../agents.js';
import { AGENTS } from '../agents.js';
import { conversationDecider } from '../conversations.decider.js';
import { conversationStream } from '../conversations.events.js';
import { COACH_UNREACHABLE } from './record-coach-reply.command.js';

export interface PostedMessage {
  messageId: string;
  jobId: string;
}

/**
 * Records the user's message and enqueues the job that answers it; the api returns at once and
 * a worker records the reply. The job id is derived from the message, so it is known up front.
 */
export class PostUserMessageCommand extends Command<PostedMessage> {
  constructor(
    readonly userId: string,
    readonly conversationId: string,
    readonly agentName: AgentName,
    readonly content: string,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(PostUserMessageCommand)
export class PostUserMessageHandler implements ICommandHandler<PostUserMessageCommand> {
  private readonly logger = new Logger('PostUserMessage');

  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @InjectQueue(QUEUES.coachChat) private readonly coachQueue: Queue<CoachReplyJob>,
    @InjectQueue(QUEUES.planGeneration) private readonly planQueue: Queue<CoachReplyJob>,
  ) {}

  async execute({ userId, conversationId, agentName, content, meta }: PostUserMessageCommand): Promise<PostedMessage> {
    const messageId = randomUUID();
    const job = AGENTS[agentName].job;
    const jobId = job === 'generate-plan' ? jobIds.planGeneration(conversationId, messageId) : jobIds.coachReply(conversationId, messageId);
    const metadata = { userId, requestId: meta.requestId, causationId: meta.requestId };
    await this.runner.run(metadata, (session) =>
      session.handle(conversationStream(conversationId), conversationDecider, {
        type: 'PostUserMessage',
        data: { conversationId, userId, messageId, content, jobId, now: meta.now },
      }),
    );
    const queue = job === 'generate-plan' ? this.planQueue : this.coachQueue;
    try {
      await queue.add(job, { ownerId: userId, conversationId, messageId }, { jobId });
    } catch (error) {
      // Without its job the message would wait forever: record that the coach could not be asked.
      this.logger.error(`Enqueueing ${jobId} failed: ${(error as Error).message}`);
      await this.runner.run(metadata, (session) =>
        session.handle(conversationStream(conversationId), conversationDecider, {
          type: 'RecordCoachReplyFailure',
          data: { conversationId, inReplyTo: messageId, reason: COACH_UNREACHABLE, detail: `enqueue failed: ${(error as Error).message}`, now: new Date() },
        }),
      );
      throw new ServiceUnavailableException({ message: COACH_UNREACHABLE, error: 'Service Unavailable' });
    }
    return { messageId, jobId };
  }
}
