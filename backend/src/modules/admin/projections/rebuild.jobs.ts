import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { Database } from '../../../database/database.js';
import { EventStore } from '../../../event-store/event-store.js';
import type { RebuildProgress } from '../../../projections/rebuild/rebuild.js';
import { rebuildReadModels } from '../../../projections/rebuild/rebuild.js';
import { withRebuildLock } from '../../../projections/rebuild/rebuild-stale.js';
import { RegisteredReadModels } from '../../../projections/registered-read-models.js';
import type { JobContext, TypedJob } from '../../jobs/index.js';
import { OnJob } from '../../jobs/index.js';
import { eventsPerSecond, rebuildJobProgress } from './rebuild-progress.js';
import type { RebuildJobProgress, RebuildReadModelsResult } from './rebuild.job.js';
import { REBUILD_READ_MODELS } from './rebuild.job.js';

/** Progress is written to Redis at most this often, and at every change of phase. */
const PROGRESS_INTERVAL_MS = 250;

/**
 * An admin's rebuild, on a worker: the one rebuild runner (shadow tables, swapped in), so users
 * keep reading and writing meanwhile; one at a time across all processes (the rebuild lock).
 */
@Injectable()
export class RebuildJobs {
  private readonly logger = new Logger('RebuildJobs');

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(RegisteredReadModels) private readonly readModels: RegisteredReadModels,
  ) {}

  @OnJob(REBUILD_READ_MODELS)
  async rebuild(job: TypedJob<'rebuild-read-models'>, context: JobContext): Promise<RebuildReadModelsResult> {
    const models = this.readModels.all.filter((model) => job.data.readModels.includes(model.name));
    if (models.length !== job.data.readModels.length) throw new UnrecoverableError(`Unknown read model in ${job.data.readModels.join(', ')}`);
    return withRebuildLock(this.db, async () => {
      const started = performance.now();
      const reporter = new ProgressReporter((progress) => job.updateProgress(progress));
      const result = await rebuildReadModels(this.db, this.store, models, {
        signal: context.signal,
        shardWorker: this.readModels.shardWorker,
        onProgress: (progress: RebuildProgress) => reporter.report(rebuildJobProgress(progress, performance.now() - started)),
      });
      const rate = eventsPerSecond(result.events, result.milliseconds);
      await reporter.finish({ percent: 100, phase: 'done', events: result.events, eventsPerSecond: rate, position: result.position, head: result.position });
      this.logger.log(`Rebuilt ${result.readModels.join(', ')} for ${job.data.requestedBy}: ${result.events} events in ${result.milliseconds} ms`);
      return { ...result, eventsPerSecond: rate };
    });
  }
}

/** Writes progress in order, skipping reports that come faster than PROGRESS_INTERVAL_MS within a phase. */
class ProgressReporter {
  private written: Promise<unknown> = Promise.resolve();
  private lastAt = 0;
  private lastPhase: string | null = null;

  constructor(private readonly write: (progress: RebuildJobProgress) => Promise<unknown>) {}

  report(progress: RebuildJobProgress): void {
    const now = Date.now();
    if (progress.phase === this.lastPhase && now - this.lastAt < PROGRESS_INTERVAL_MS) return;
    this.lastAt = now;
    this.lastPhase = progress.phase;
    this.written = this.written.then(() => this.write(progress)).catch(() => undefined);
  }

  async finish(progress: RebuildJobProgress): Promise<void> {
    await this.written;
    await this.write(progress);
  }
}
