import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../event-store/event.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import { conversationDecider } from '../conversations.decider.js';
import { conversationStream } from '../conversations.events.js';

export const COACH_UNREACHABLE = 'Der Coach ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.';

export interface CoachReplyOutcome {
  /** False when the message had its reply (or failure) already: the job ran twice. */
  recorded: boolean;
}

/** The worker's answer to one user message. */
export class RecordCoachReplyCommand extends Command<CoachReplyOutcome> {
  constructor(
    readonly conversationId: string,
    readonly inReplyTo: string,
    readonly messageId: string,
    readonly content: string,
    readonly model: string,
    readonly toolCalls: { name: string; arguments: Record<string, unknown> }[],
    readonly metadata: EventMetadata,
    readonly now: Date,
  ) {
    super();
  }
}

/** The coach could not answer one user message, for good. */
export class RecordCoachReplyFailureCommand extends Command<CoachReplyOutcome> {
  constructor(
    readonly conversationId: string,
    readonly inReplyTo: string,
    readonly reason: string,
    readonly detail: string,
    readonly metadata: EventMetadata,
    readonly now: Date,
  ) {
    super();
  }
}

@CommandHandler(RecordCoachReplyCommand)
export class RecordCoachReplyHandler implements ICommandHandler<RecordCoachReplyCommand> {
  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  async execute(command: RecordCoachReplyCommand): Promise<CoachReplyOutcome> {
    const { conversationId, inReplyTo, messageId, content, model, toolCalls, metadata, now } = command;
    return this.runner.run(metadata, async (session) => {
      const { events } = await session.handle(conversationStream(conversationId), conversationDecider, {
        type: 'RecordCoachReply',
        data: { conversationId, messageId, inReplyTo, content, model, toolCalls, now },
      });
      return { recorded: events.length > 0 };
    });
  }
}

@CommandHandler(RecordCoachReplyFailureCommand)
export class RecordCoachReplyFailureHandler implements ICommandHandler<RecordCoachReplyFailureCommand> {
  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  async execute({ conversationId, inReplyTo, reason, detail, metadata, now }: RecordCoachReplyFailureCommand): Promise<CoachReplyOutcome> {
    return this.runner.run(metadata, async (session) => {
      const { events } = await session.handle(conversationStream(conversationId), conversationDecider, {
        type: 'RecordCoachReplyFailure',
        data: { conversationId, inReplyTo, reason, detail, now },
      });
      return { recorded: events.length > 0 };
    });
  }
}
