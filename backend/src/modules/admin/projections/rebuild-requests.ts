import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Job, JobState } from 'bullmq';
import { conflict, invalid } from '../../../common/domain-error.js';
import type { AnyReadModel } from '../../../projections/read-model.js';
import { RegisteredReadModels } from '../../../projections/registered-read-models.js';
import type { JobQueue } from '../../jobs/index.js';
import type { RebuildJobDto } from './projections-response.dto.js';
import type { RebuildJobProgress, RebuildReadModelsJob, RebuildReadModelsResult } from './rebuild.job.js';
import { REBUILD_DEDUPLICATION_ID, REBUILD_READ_MODELS } from './rebuild.job.js';
import { secondsLeft } from './rebuild-progress.js';

type RebuildQueueJob = Job<RebuildReadModelsJob, RebuildReadModelsResult>;

export const ALL_READ_MODELS = 'all';

/** The api's side of rebuilds: asks a worker for one, and reads how it goes. */
@Injectable()
export class RebuildRequests {
  constructor(
    @InjectQueue(REBUILD_READ_MODELS.queue) private readonly queue: JobQueue<'rebuild-read-models'>,
    @Inject(RegisteredReadModels) private readonly readModels: RegisteredReadModels,
  ) {}

  /** The read models a request names: one by its name, or `all`; anything else is a 400 listing them. */
  readModelsOf(target: string): readonly AnyReadModel[] {
    const all = this.readModels.all;
    const readModels = target === ALL_READ_MODELS ? all : all.filter((model) => model.name === target);
    if (readModels.length === 0) {
      throw invalid('admin.unknown_read_model', undefined, { allowed: [...all.map((model) => model.name), ALL_READ_MODELS].join(', ') });
    }
    return readModels;
  }

  /** One rebuild waits or runs at a time; asking while one does is a 409 naming it. */
  async request(target: string, requestedBy: string): Promise<RebuildJobDto> {
    const readModels = this.readModelsOf(target);
    const jobId = `rebuild.${randomUUID()}`;
    const job = (await this.queue.add(
      'rebuild-read-models',
      { readModels: readModels.map((model) => model.name), requestedBy },
      { jobId, deduplication: { id: REBUILD_DEDUPLICATION_ID } },
    )) as RebuildQueueJob;
    if (job.id !== jobId) throw conflict('admin.rebuild_running', { job_id: job.id });
    return toRebuildJob(job, 'waiting');
  }

  /**
   * The state is read before the job: a job read first could finish before its state is read, and
   * show as completed without its result. BullMQ finishes a job (state and result) in one step.
   */
  async find(id: string): Promise<RebuildJobDto | null> {
    const state = await this.queue.getJobState(id);
    const job = (await this.queue.getJob(id)) as RebuildQueueJob | undefined;
    return job ? toRebuildJob(job, state) : null;
  }

  /** The rebuild waiting or running now, else the one that finished last. */
  async latest(): Promise<RebuildJobDto | null> {
    const [pending] = await this.queue.getJobs(['active', 'waiting', 'delayed', 'prioritized'], 0, 0);
    if (pending?.id) return this.find(pending.id);
    const finished = (await this.queue.getJobs(['completed', 'failed'], 0, 0)).sort((a, b) => (b.finishedOn ?? 0) - (a.finishedOn ?? 0))[0];
    return finished ? toRebuildJob(finished, await finished.getState()) : null;
  }
}

const NOT_STARTED: RebuildJobDto['progress'] = { percent: 0, phase: 'waiting', events: 0, events_per_second: 0, position: 0, head: 0, seconds_left: null };

function toRebuildJob(job: RebuildQueueJob, state: JobState | 'unknown'): RebuildJobDto {
  const progress = typeof job.progress === 'object' && job.progress !== null ? (job.progress as RebuildJobProgress) : null;
  const result = state === 'completed' ? job.returnvalue : null;
  return {
    id: job.id!,
    state: state === 'prioritized' || state === 'waiting-children' ? 'waiting' : state,
    read_models: job.data.readModels,
    requested_by: job.data.requestedBy,
    progress: progress
      ? {
          percent: progress.percent,
          phase: progress.phase,
          events: progress.events,
          events_per_second: progress.eventsPerSecond,
          position: progress.position,
          head: progress.head,
          // Timed from when a worker took the job, to the job's end or to now.
          seconds_left: job.processedOn ? secondsLeft(progress.percent, (job.finishedOn ?? Date.now()) - job.processedOn) : null,
        }
      : NOT_STARTED,
    result: result ? { events: result.events, position: result.position, milliseconds: result.milliseconds, events_per_second: result.eventsPerSecond } : null,
    error: state === 'failed' ? (job.failedReason ?? 'Unbekannter Fehler') : null,
    created_at: new Date(job.timestamp).toISOString(),
    finished_at: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}
