import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '../../common/domain-error.js';
import { wordError } from '../../common/error-catalogue.js';
import { CommandRunner } from '../../event-store/command-runner.js';
import type { StreamAppend } from '../../event-store/event-store.js';
import type { TypedJob } from '../jobs/index.js';
import { catalogueIndex } from '../exercises/index.js';
import { OnJob, OnJobFailed } from '../jobs/index.js';
import {
  berlinDate,
  CreateMachineCommand,
  MachinesReader,
  trainingRecorded,
  trainingStream,
  WORKOUT_ERRORS,
  workoutDecider,
  workoutStream,
} from '../workouts/index.js';
import { UsersReader } from '../users/index.js';
import { chooseExercises } from './exercise-choice.js';
import type { ExerciseChoice } from './exercise-choice.js';
import type { ImportHistoryResult } from './import-history.job.js';
import { IMPORT_HISTORY } from './import-history.job.js';
import { ImportJobs } from './import-jobs.js';
import type { SkippedLine } from './import-jobs.js';
import { planImport } from './import-plan.js';
import type { PlannedSet } from './import-plan.js';
import { IMPORT_ERRORS } from './errors.js';
import { ImportFileError } from './parsing/index.js';
import type { ImportedTraining } from './parsing/index.js';
import { readFile } from './read-file.js';

/**
 * Sets appended in one transaction. Each batch is one multi-stream insert and one fold of the read
 * models (bench/history-import.mjs): a year of Hevy is 14 batches instead of 7,000 commands.
 */
export const IMPORT_BATCH_SETS = 500;

/** The workouts context's words for a set it refuses, as the report shows them. */
const refusal = (error: DomainError) => wordError(WORKOUT_ERRORS, error.code);

/**
 * Imports an uploaded export (POST /api/imports): reads the file, joins or creates the exercises,
 * and appends the trainings and sets in batches, each committing with its progress. A retry after
 * a crash resumes after the last batch committed; sets recorded by any earlier import of the same
 * history are counted as duplicates and appended nowhere (their ids are taken, import-plan.ts).
 */
@Injectable()
export class ImportHistoryJobs {
  private readonly logger = new Logger('ImportHistoryJobs');

  constructor(
    @Inject(ImportJobs) private readonly imports: ImportJobs,
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(MachinesReader) private readonly machines: MachinesReader,
    @Inject(UsersReader) private readonly users: UsersReader,
  ) {}

  @OnJob(IMPORT_HISTORY)
  async importHistory(job: TypedJob<'import-history'>): Promise<ImportHistoryResult> {
    const { ownerId: userId, importId } = job.data;
    const started = await this.imports.start(importId);
    const lifter = await this.users.findById(userId);
    if (!started || !lifter) return { state: 'done' };
    let file;
    try {
      file = await readFile(started.content, started.unit);
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      await this.imports.finish(importId, { code: error.code, message: error.message });
      return { state: 'failed' };
    }
    const choices = await this.exercisesFor(
      userId,
      file.sets.map((set) => set.exerciseName),
      importId,
    );
    const plan = planImport(userId, file.sets, file.unit, choices.chosen);
    await this.imports.planned(importId, {
      format: file.format.format,
      unit: file.unit,
      rows: file.rows,
      setsTotal: plan.sets.length,
      skipped: file.skipped.map(({ line, code, message }) => ({ line, code, message })),
      matched: choices.matched,
      created: choices.created,
    });
    const machineOf = new Map(choices.chosen.map((choice) => [choice.key, choice.machineId!]));
    const trainings = new Map(plan.trainings.map((training) => [training.id, training.training]));
    for (let from = started.rows_done; from < plan.sets.length; from += IMPORT_BATCH_SETS) {
      await this.appendBatch(importId, lifter, plan.sets.slice(from, from + IMPORT_BATCH_SETS), { machineOf, trainings });
    }
    await this.imports.finish(importId);
    this.logger.log(`Import ${importId}: ${plan.sets.length} sets of ${file.format.format} read`);
    return { state: 'done' };
  }

  @OnJobFailed(IMPORT_HISTORY)
  async importFailed(job: TypedJob<'import-history'>, error: Error): Promise<void> {
    this.logger.error(`Import ${job.data.importId} failed for good: ${error.message}`);
    await this.imports.finish(job.data.importId, { code: 'import.failed', message: IMPORT_ERRORS['import.failed'] });
  }

  /** The exercise of every name, creating the missing ones (once: a retry finds them by name). */
  private async exercisesFor(userId: string, names: string[], importId: string) {
    const chosen = chooseExercises(names, catalogueIndex, await this.machines.list(userId));
    const missing = new Map<string, ExerciseChoice>();
    for (const choice of chosen) if (choice.machineId === null) missing.set(choice.key, choice);
    const created = new Map<string, string>();
    for (const choice of missing.values()) {
      const categories = choice.catalogueId ? (catalogueIndex.entryOf(choice.name)?.categories ?? []) : [];
      created.set(choice.key, await this.createExercise(userId, choice.name, categories, importId));
    }
    const matched = new Set(chosen.filter((choice) => choice.machineId !== null).map((choice) => choice.key)).size;
    return {
      chosen: chosen.map((choice) => ({ ...choice, machineId: choice.machineId ?? created.get(choice.key)! })),
      matched,
      created: created.size,
    };
  }

  /** Created meanwhile (by the lifter, or by this import's earlier attempt), the name answers that exercise, and the sets join it. */
  private async createExercise(userId: string, name: string, categories: readonly string[], importId: string): Promise<string> {
    const created = await this.commandBus.execute(new CreateMachineCommand(userId, name, categories, { userId, requestId: importId, now: new Date() }));
    return created.id;
  }

  private async appendBatch(
    importId: string,
    lifter: { id: string; email: string },
    batch: readonly PlannedSet[],
    { machineOf, trainings }: { machineOf: ReadonlyMap<string, string>; trainings: ReadonlyMap<string, ImportedTraining> },
  ): Promise<void> {
    const now = new Date();
    const trainingIds = [...new Set(batch.map((set) => set.trainingId))];
    await this.runner.run({ userId: lifter.id, causationId: importId }, async (session) => {
      const taken = await session.existingStreams([...batch.map((set) => workoutStream(set.entryId)), ...trainingIds.map(trainingStream)]);
      const appends: StreamAppend[] = [];
      const skipped: SkippedLine[] = [];
      const seen = new Set<string>();
      let duplicates = 0;
      for (const set of batch) {
        if (taken.has(workoutStream(set.entryId)) || seen.has(set.entryId)) {
          duplicates++;
          continue;
        }
        seen.add(set.entryId);
        try {
          const values = { maxWeight: set.maxWeight, reps: set.reps, date: berlinDate(set.startedAt), notes: set.notes, setType: set.setType, rpe: set.rpe };
          const data = { entryId: set.entryId, userId: lifter.id, machineId: machineOf.get(set.exerciseKey)!, createdBy: lifter.email, now };
          const events = workoutDecider.decide({ type: 'LogWorkout', data: { ...data, ...values, sessionId: set.trainingId } }, workoutDecider.initialState());
          appends.push({ streamId: workoutStream(set.entryId), expectedVersion: 0, events });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          skipped.push({ line: set.line, code: error.code, message: refusal(error) });
        }
      }
      const loggedTrainings = new Set(appends.map((append) => (append.events[0]!.data as { sessionId: string }).sessionId));
      const newTrainings = trainingIds.filter((id) => !taken.has(trainingStream(id)) && loggedTrainings.has(id));
      const trainingAppends = newTrainings.map((id) => ({
        streamId: trainingStream(id),
        expectedVersion: 0,
        events: [trainingRecorded({ trainingId: id, userId: lifter.id, source: 'import', now, ...trainings.get(id)! })],
      }));
      await session.appendToStreams([...trainingAppends, ...appends]);
      await this.imports.progressed(session.tx, importId, { done: batch.length, imported: appends.length, duplicates, sessions: newTrainings.length, skipped });
    });
  }
}
