import type { Job, JobState } from 'bullmq';
import type { JobStatusDto } from './job-status.dto.js';

/** What `GET /api/jobs/:id` shows: state, progress, the result when done, a safe error when failed. */
export function toJobStatus(job: Job, queue: string, state: JobState | 'unknown'): JobStatusDto {
  return {
    id: job.id!,
    queue,
    state,
    progress: typeof job.progress === 'number' || (job.progress && typeof job.progress === 'object') ? job.progress : 0,
    ...(state === 'completed' ? { result: job.returnvalue } : {}),
    ...(state === 'failed' ? { error: publicJobError(job.failedReason) } : {}),
    attempts_made: job.attemptsMade,
    created_at: new Date(job.timestamp).toISOString(),
    finished_at: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}

/**
 * Failure reasons are for operators; the client gets a German sentence. A rate limit keeps the
 * words "Rate limit", which the spec's client looks for to cache an empty categorisation.
 */
export function publicJobError(reason: string | undefined): string {
  if (!reason) return 'Der Auftrag ist fehlgeschlagen.';
  if (/rate limit/i.test(reason)) return 'Rate limit: Der KI-Dienst ist gerade ausgelastet. Bitte versuche es später erneut.';
  if (/did not (finish|answer) within|timed? ?out/i.test(reason)) return 'Zeitlimit überschritten: Der Coach hat nicht rechtzeitig geantwortet.';
  if (/stalled/i.test(reason)) return 'Der Auftrag wurde unterbrochen und konnte nicht abgeschlossen werden.';
  return 'Der Auftrag ist fehlgeschlagen.';
}
