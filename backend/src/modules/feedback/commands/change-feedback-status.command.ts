import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import { feedbackDecider } from '../feedback.decider.js';
import type { FeedbackStatus } from '../feedback.events.js';
import { feedbackStream } from '../feedback.events.js';

/** An admin moves feedback to any status; the admin is named in the event's metadata. */
export class ChangeFeedbackStatusCommand extends Command<void> {
  constructor(
    readonly feedbackId: string,
    readonly status: FeedbackStatus,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(ChangeFeedbackStatusCommand)
export class ChangeFeedbackStatusHandler implements ICommandHandler<ChangeFeedbackStatusCommand> {
  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  async execute({ feedbackId, status, meta }: ChangeFeedbackStatusCommand): Promise<void> {
    await this.runner.run({ userId: meta.userId, requestId: meta.requestId, causationId: meta.requestId }, (session) =>
      session.handle(feedbackStream(feedbackId), feedbackDecider, { type: 'ChangeFeedbackStatus', data: { feedbackId, status, now: meta.now } }),
    );
  }
}
