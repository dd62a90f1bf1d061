import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import type { AgentName } from '../agents.js';
import { conversationDecider } from '../conversations.decider.js';
import type { ConversationMetadata } from '../conversations.events.js';
import { conversationStream } from '../conversations.events.js';

/** Starts a conversation with an agent; answers its id. */
export class StartConversationCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly agentName: AgentName,
    readonly metadata: ConversationMetadata,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(StartConversationCommand)
export class StartConversationHandler implements ICommandHandler<StartConversationCommand> {
  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  async execute({ userId, agentName, metadata, meta }: StartConversationCommand): Promise<string> {
    const conversationId = randomUUID();
    await this.runner.run({ userId, requestId: meta.requestId, causationId: meta.requestId }, (session) =>
      session.handle(conversationStream(conversationId), conversationDecider, {
        type: 'StartConversation',
        data: { conversationId, userId, agentName, metadata, now: meta.now },
      }),
    );
    return conversationId;
  }
}
