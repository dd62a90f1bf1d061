import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import type { FeedbackRow } from '../read-models/feedback.entity.js';
import { feedbackReadModel } from '../read-models/feedback.projection.js';
import { feedbackDecider } from '../feedback.decider.js';
import { feedbackStream } from '../feedback.events.js';

export interface NewFeedback {
  message: string;
  imageUrl: string;
  buildVersion: string;
}

/** Records a user's feedback as new; answers the row it starts. */
export class SubmitFeedbackCommand extends Command<FeedbackRow> {
  constructor(
    readonly user: { id: string; email: string },
    readonly feedback: NewFeedback,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(SubmitFeedbackCommand)
export class SubmitFeedbackHandler implements ICommandHandler<SubmitFeedbackCommand> {
  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  async execute({ user, feedback, meta }: SubmitFeedbackCommand): Promise<FeedbackRow> {
    const feedbackId = randomUUID();
    return this.runner.run({ userId: user.id, requestId: meta.requestId, causationId: meta.requestId }, async (session) => {
      const decided = feedbackDecider.decide(
        { type: 'SubmitFeedback', data: { feedbackId, userId: user.id, email: user.email, ...feedback, now: meta.now } },
        feedbackDecider.initialState(),
      );
      const [submitted] = await session.append(feedbackStream(feedbackId), 0, decided);
      return feedbackReadModel.evolve(null, submitted!)!;
    });
  }
}
