import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../event-store/command-runner.js';
import type { EventMetadata } from '../../../event-store/event.js';
import { EventStore } from '../../../event-store/event-store.js';
import { WriteSession } from '../../../event-store/write-session.js';
import { Projector } from '../../../projections/projector.js';
import { batchingLoader } from '../../jobs/batching-loader.js';
import type { ConversationCommand } from '../conversations.decider.js';
import { conversationDecider } from '../conversations.decider.js';
import type { ConversationState } from '../conversations.events.js';
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
 * the stream again. If anything in it fails (a stream that moved on, a reply the decider refuses),
 * the whole transaction is rolled back and every reply is recorded on its own on fresh state, so
 * one reply never loses or duplicates another's.
 */
@CommandHandler(RecordCoachReplyCommand)
export class RecordCoachReplyHandler implements ICommandHandler<RecordCoachReplyCommand> {
  private readonly replies = batchingLoader((commands: readonly RecordCoachReplyCommand[]) => this.recordTogether(commands));

  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Projector) private readonly projector: Projector,
  ) {}

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

  private async recordAsRead(batch: WriteSession, commands: readonly RecordCoachReplyCommand[]): Promise<CoachReplyOutcome[]> {
    const outcomes = new Map<RecordCoachReplyCommand, CoachReplyOutcome>();
    // One lock order for every batch, so two workers' batches cannot deadlock on a conversation.
    for (const command of [...commands].sort((a, b) => a.conversationId.localeCompare(b.conversationId))) {
      const session = new WriteSession(batch.tx, this.store, this.projector, command.metadata);
      const { state, version } = command.readAt;
      const decided = conversationDecider.decide(recordReply(command), state);
      // Appending at the version read fails on the unique (stream, version) if the stream moved on.
      const events = await session.appendToStreams([{ streamId: conversationStream(command.conversationId), expectedVersion: version, events: decided }]);
      outcomes.set(command, { recorded: events.length > 0 });
      // The batch's session hands every job's events to the reactors once committed.
      batch.appended.push(...session.appended);
    }
    return commands.map((command) => outcomes.get(command)!);
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
