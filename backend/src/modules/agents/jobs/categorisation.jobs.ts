import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Database } from '../../../database/database.js';
import type { JobContext, TypedJob } from '../../jobs/index.js';
import { OnJob, remainingMs } from '../../jobs/index.js';
import { CategoriseMachineCommand } from '../../workouts/index.js';
import { ExerciseCategoriser } from '../exercise-categoriser.js';
import type { CategorisationResult } from './categorisation.job.js';
import { CATEGORISE_MACHINE, CATEGORISE_NAME } from './categorisation.job.js';

/** The categorisation queue: new machines (after `MachineCreated`) and names asked for by `categorizeExercise`. */
@Injectable()
export class CategorisationJobs {
  constructor(
    @Inject(ExerciseCategoriser) private readonly categoriser: ExerciseCategoriser,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(Database) private readonly db: Database,
  ) {}

  @OnJob(CATEGORISE_MACHINE)
  async categoriseMachine(job: TypedJob<'categorise-machine'>, context: JobContext): Promise<CategorisationResult> {
    const { ownerId, machineId } = job.data;
    // The name as it is now: the user may have renamed the machine since it was created.
    const { rows } = await this.db.query<{ name: string }>('SELECT name FROM machines WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL', [
      machineId,
      ownerId,
    ]);
    const machine = rows[0];
    if (!machine) return { categories: [], source: 'model', recorded: false };
    const outcome = await this.categoriser.categorise(machine.name, ownerId, { timeoutMs: remainingMs(context), signal: context.signal, chargeTo: ownerId });
    await job.updateProgress(80);
    if (outcome.categories.length === 0) return { categories: [], source: outcome.source, recorded: false };
    // The machines decider ignores it when the user chose categories meanwhile, or it ran before.
    const { applied } = await this.commandBus.execute(
      new CategoriseMachineCommand(ownerId, machineId, outcome.categories, 'ai', { userId: ownerId, requestId: job.id!, now: new Date() }),
    );
    return { categories: outcome.categories, source: outcome.source, recorded: applied };
  }

  @OnJob(CATEGORISE_NAME)
  async categoriseName(job: TypedJob<'categorise-name'>, context: JobContext): Promise<CategorisationResult> {
    // categorizeExercise counted the call against the AI limit before it queued this job.
    const options = { timeoutMs: remainingMs(context), signal: context.signal, chargeTo: null };
    const { categories, source } = await this.categoriser.categorise(job.data.exerciseName, job.data.ownerId, options);
    return { categories, source };
  }
}
