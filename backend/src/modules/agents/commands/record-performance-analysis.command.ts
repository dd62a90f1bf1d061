import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../event-store/event.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import { userDecider } from '../../users/index.js';
import { userStream } from '../../users/index.js';

/** Puts an analysis on the user (`PerformanceAnalysed` → last_performance_analysis, last_analysis_date). */
export class RecordPerformanceAnalysisCommand extends Command<{ recorded: boolean }> {
  constructor(
    readonly userId: string,
    readonly text: string,
    readonly jobId: string,
    readonly basedOnEntryId: string | null,
    readonly model: string,
    readonly metadata: EventMetadata,
    readonly now: Date,
  ) {
    super();
  }
}

@CommandHandler(RecordPerformanceAnalysisCommand)
export class RecordPerformanceAnalysisHandler implements ICommandHandler<RecordPerformanceAnalysisCommand> {
  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  async execute({ userId, text, jobId, basedOnEntryId, model, metadata, now }: RecordPerformanceAnalysisCommand): Promise<{ recorded: boolean }> {
    return this.runner.run(metadata, async (session) => {
      const { events } = await session.handle(userStream(userId), userDecider, {
        type: 'RecordPerformanceAnalysis',
        data: { userId, text, jobId, basedOnEntryId, model, now },
      });
      return { recorded: events.length > 0 };
    });
  }
}
