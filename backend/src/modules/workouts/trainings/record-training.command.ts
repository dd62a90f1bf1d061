import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { idempotentId } from '../../../common/idempotent-id.js';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import { trainingRecorded } from './training-rules.js';
import { trainingIdOf, trainingStream } from './trainings.events.js';

export interface GuidedTraining {
  title: string;
  startedAt: Date;
  durationMin: number | null;
  notes: string | null;
  /** Its sets: each by its id, or by the Idempotency-Key it was logged with (a set sent from the outbox). */
  sets: readonly string[];
}

/**
 * Records a guided training when it ends, with the sets logged in it. The same training sent again
 * (the phone's retry) finds the first: a lifter's training is named by its start. Answers its id.
 */
export class RecordTrainingCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly training: GuidedTraining,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(RecordTrainingCommand)
export class RecordTrainingHandler implements ICommandHandler<RecordTrainingCommand> {
  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  async execute({ userId, training, meta }: RecordTrainingCommand): Promise<string> {
    const trainingId = trainingIdOf(userId, training.startedAt);
    await this.runner.run({ userId, requestId: meta.requestId, causationId: meta.requestId }, async (session) => {
      if ((await session.existingStreams([trainingStream(trainingId)])).size > 0) return;
      // A set sent from the outbox has the id its key names (common/idempotent-id.ts).
      const candidates = training.sets.flatMap((ref) => [ref, idempotentId(ref, 'workout', userId)]);
      const { rows } = await session.tx.query<{ id: string }>(
        'SELECT id FROM workout_entries WHERE user_id = $1 AND id = ANY($2::uuid[]) AND session_id IS NULL ORDER BY logged_position',
        [userId, candidates],
      );
      const event = trainingRecorded({ trainingId, userId, source: 'guided', now: meta.now, ...training, entryIds: rows.map((row) => row.id) });
      await session.append(trainingStream(trainingId), 0, [event]);
    });
    return trainingId;
  }
}
