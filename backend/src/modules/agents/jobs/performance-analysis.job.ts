import type { OwnedJob } from '../../jobs/index.js';
import { defineJob, QUEUES } from '../../jobs/index.js';

export interface PerformanceAnalysisJob extends OwnedJob {
  /** The newest entry when the job was asked for; part of the job id. */
  latestEntryId: string;
  trigger: 'workout_logged' | 'function' | 'language_changed';
  /**
   * Set when the lifter switched the interface's language: the analysis is written again in it,
   * under a job id of its own (the same entry was analysed already, in the other language).
   */
  language?: 'de' | 'en';
  causationId: string | null;
}

export type PerformanceAnalysisResult =
  { status: 'analysed'; at: string; recorded: boolean } | { status: 'skipped'; reason: 'no_entries' | 'no_recent_entries' };

declare module '../../jobs/index.js' {
  interface JobTypes {
    'analyse-performance': { data: PerformanceAnalysisJob; result: PerformanceAnalysisResult };
  }
}

/** The analysis of a user's newest entry: `analysis.<owner>.<entry>`, `.<language>` when asked for in a new one. */
export const ANALYSE_PERFORMANCE = defineJob({
  name: 'analyse-performance',
  queue: QUEUES.performanceAnalysis,
  timeLimitMs: 15_000,
  idPrefix: 'analysis',
  idParts: ({ ownerId, latestEntryId, language }) => (language ? [ownerId, latestEntryId, language] : [ownerId, latestEntryId]),
});

/** One analysis at a time per user; new sets while one waits replace it (debounce). */
export const analysisDeduplicationId = (ownerId: string) => `analysis.${ownerId}`;
