import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import { AiJobQueue } from '../ai-job-queue.js';
import type { AgentName } from '../agents.js';
import { conversationDecider } from '../conversations.decider.js';
import { conversationStream } from '../conversations.events.js';

export interface PostedMessage {
  messageId: string;
  jobId: string;
}

/**
 * Records the user's message and enqueues the job that answers it; the api returns at once and
 * a worker records the reply. The job id is derived from the message, so it is known up front,
 * and the reconciler can queue it again should it be lost.
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
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(AiJobQueue) private readonly jobs: AiJobQueue,
  ) {}

  async execute({ userId, conversationId, agentName, content, meta }: PostUserMessageCommand): Promise<PostedMessage> {
    const messageId = randomUUID();
    const reply = { ownerId: userId, conversationId, messageId };
    const jobId = this.jobs.replyJobId(agentName, reply);
    await this.runner.run({ userId, requestId: meta.requestId, causationId: meta.requestId }, (session) =>
      session.handle(conversationStream(conversationId), conversationDecider, {
        type: 'PostUserMessage',
        data: { conversationId, userId, messageId, content, jobId, now: meta.now },
      }),
    );
    // The message is stored and waits for its reply; a job that cannot be queued now is queued by the reconciler.
    await this.jobs.enqueueSoon(jobId, () => this.jobs.enqueueReply(agentName, reply));
    return { messageId, jobId };
  }
}
