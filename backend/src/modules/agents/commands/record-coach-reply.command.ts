import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../event-store/command-runner.js';
import type { EventMetadata } from '../../../event-store/event.js';
import type { WriteSession } from '../../../event-store/write-session.js';
import { batchingLoader } from '../../jobs/index.js';
import type { ConversationCommand } from '../conversations.decider.js';
import { conversationDecider } from '../conversations.decider.js';
import type { ConversationState, RecordedToolCall } from '../conversations.events.js';
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
    readonly toolCalls: RecordedToolCall[],
    readonly metadata: EventMetadata,
    readonly now: Date,
    /** The conversation as the job read it before asking the model. */
    readonly readAt: { state: ConversationState; version: number },
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

/**
 * Records the replies of all coach jobs running in this worker together: one transaction for the
 * replies that are ready while the previous one commits (group commit), each with its own job's
 * metadata, decided on the state its job read and appended after that version without reading
 * the stream again, all in one append and one read-model update. If anything in it fails (a
 * stream that moved on, a reply the decider refuses), the whole transaction is rolled back and
 * every reply is recorded on its own on fresh state, so one reply never loses or duplicates another's.
 */
@CommandHandler(RecordCoachReplyCommand)
export class RecordCoachReplyHandler implements ICommandHandler<RecordCoachReplyCommand> {
  private readonly replies = batchingLoader((commands: readonly RecordCoachReplyCommand[]) => this.recordTogether(commands));

  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  execute(command: RecordCoachReplyCommand): Promise<CoachReplyOutcome> {
    return this.replies.load(command);
  }

  private async recordTogether(commands: readonly RecordCoachReplyCommand[]): Promise<(CoachReplyOutcome | Error)[]> {
    try {
      return await this.runner.run({}, (batch) => this.recordAsRead(batch, commands), { retries: 0 });
    } catch {
      // Rolled back as a whole: nothing of the batch was recorded.
      return Promise.all(commands.map((command) => this.runner.run(command.metadata, (session) => recordOnFreshState(session, command)).catch(asError)));
    }
  }

  /** One multi-stream append for the whole batch, each reply at the version its job read, with its job's metadata. */
  private async recordAsRead(batch: WriteSession, commands: readonly RecordCoachReplyCommand[]): Promise<CoachReplyOutcome[]> {
    // One order of streams for every batch, so two workers' batches cannot deadlock on a conversation.
    const inOrder = [...commands].sort((a, b) => a.conversationId.localeCompare(b.conversationId));
    const decided = new Map(inOrder.map((command) => [command, conversationDecider.decide(recordReply(command), command.readAt.state)]));
    // Appending at the version read fails on the unique (stream, version) if the stream moved on,
    // or if two replies of the batch are for one conversation: then each is recorded on its own.
    await batch.appendToStreams(
      inOrder.map((command) => ({
        streamId: conversationStream(command.conversationId),
        expectedVersion: command.readAt.version,
        events: decided.get(command)!,
        metadata: command.metadata,
      })),
    );
    return commands.map((command) => ({ recorded: decided.get(command)!.length > 0 }));
  }
}

async function recordOnFreshState(session: WriteSession, command: RecordCoachReplyCommand): Promise<CoachReplyOutcome> {
  const { events } = await session.handle(conversationStream(command.conversationId), conversationDecider, recordReply(command));
  return { recorded: events.length > 0 };
}

function recordReply({ conversationId, inReplyTo, messageId, content, model, toolCalls, now }: RecordCoachReplyCommand): ConversationCommand {
  return { type: 'RecordCoachReply', data: { conversationId, messageId, inReplyTo, content, model, toolCalls, now } };
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

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
