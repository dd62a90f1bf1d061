import { createHash } from 'node:crypto';
import type { DefaultJobOptions } from 'bullmq';
import type { Category } from '../../common/exercise-categories.js';

/**
 * Queue names and their job payloads, in one place so producers and processors cannot drift.
 */
export const QUEUES = {
  health: 'health',
  categorisation: 'categorisation',
  performanceAnalysis: 'performance-analysis',
  coachChat: 'coach-chat',
  /** The training planner: one job per plan request (modules/training-plans/generation). */
  planGeneration: 'plan-generation',
  /** Admins' rebuilds of read models from the log (debug view). */
  readModelRebuild: 'read-model-rebuild',
  /** Lifters' imports of their training history from other apps (modules/imports). */
  imports: 'imports',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface HealthPingJob {
  requestedAt: string;
}

export interface HealthPingResult {
  pid: number;
  answeredAt: string;
}

// ---- AI jobs ----------------------------------------------------------------------------------

/** Every AI job names the user it works for; `GET /api/jobs/:id` shows a job to that user only. */
interface OwnedJob {
  ownerId: string;
}

export interface CategoriseMachineJob extends OwnedJob {
  machineId: string;
  machineName: string;
  /** The `MachineCreated` event this reacts to. */
  causationId: string;
}

export interface CategoriseNameJob extends OwnedJob {
  exerciseName: string;
}

export interface CategorisationResult {
  categories: Category[];
  /** 'cache' when answered from the per-name cache; 'rate_limited' when the provider refused. */
  source: 'model' | 'cache' | 'rate_limited';
  /** For machine jobs: whether the categories were recorded on the machine. */
  recorded?: boolean;
}

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

export interface CoachReplyJob extends OwnedJob {
  conversationId: string;
  /** The user message to answer. */
  messageId: string;
}

export interface CoachReplyResult {
  replied: boolean;
  messageId: string | null;
}

export type PlanGenerationJob = CoachReplyJob;

/** `generated`: a plan was made; `answered`: the reply was recorded (a planner chat outside a generation); `failed`: why, as the user reads it. */
export type PlanGenerationResult = { status: 'generated'; planId: string } | { status: 'answered' | 'already_answered' } | { status: 'failed'; error: string };

// ---- Imports ----------------------------------------------------------------------------------

/** One job per upload; its import_jobs row holds the file, the progress and the report. */
export interface ImportHistoryJob extends OwnedJob {
  importId: string;
}

export interface ImportHistoryResult {
  state: 'done' | 'failed';
}

// ---- Admin jobs -------------------------------------------------------------------------------

export interface RebuildReadModelsJob {
  /** Read model names (app/read-models.ts), in that list's order. */
  readModels: string[];
  /** The admin who asked. */
  requestedBy: string;
}

export interface RebuildReadModelsResult {
  readModels: string[];
  events: number;
  position: number;
  milliseconds: number;
  eventsPerSecond: number;
}

/** What a running rebuild reports as its BullMQ progress. */
export interface RebuildJobProgress {
  percent: number;
  phase: 'fold' | 'fill' | 'swap' | 'done';
  events: number;
  eventsPerSecond: number;
  position: number;
  head: number;
}

/** Job names per queue, with their payloads and results. */
export interface JobTypes {
  ping: { queue: typeof QUEUES.health; data: HealthPingJob; result: HealthPingResult };
  'categorise-machine': { queue: typeof QUEUES.categorisation; data: CategoriseMachineJob; result: CategorisationResult };
  'categorise-name': { queue: typeof QUEUES.categorisation; data: CategoriseNameJob; result: CategorisationResult };
  'analyse-performance': { queue: typeof QUEUES.performanceAnalysis; data: PerformanceAnalysisJob; result: PerformanceAnalysisResult };
  'coach-reply': { queue: typeof QUEUES.coachChat; data: CoachReplyJob; result: CoachReplyResult };
  'generate-plan': { queue: typeof QUEUES.planGeneration; data: PlanGenerationJob; result: PlanGenerationResult };
  'rebuild-read-models': { queue: typeof QUEUES.readModelRebuild; data: RebuildReadModelsJob; result: RebuildReadModelsResult };
  'import-history': { queue: typeof QUEUES.imports; data: ImportHistoryJob; result: ImportHistoryResult };
}

export type JobName = keyof JobTypes;
export type JobData<Name extends JobName> = JobTypes[Name]['data'];
export type JobResult<Name extends JobName> = JobTypes[Name]['result'];

export const JOB_QUEUE: { [Name in JobName]: JobTypes[Name]['queue'] } = {
  ping: QUEUES.health,
  'categorise-machine': QUEUES.categorisation,
  'categorise-name': QUEUES.categorisation,
  'analyse-performance': QUEUES.performanceAnalysis,
  'coach-reply': QUEUES.coachChat,
  'generate-plan': QUEUES.planGeneration,
  'rebuild-read-models': QUEUES.readModelRebuild,
  'import-history': QUEUES.imports,
};

/** The spec's wait limits (section 7): the categoriser 10 s, the coach 15 s, plans 60 s. */
export const TIME_LIMIT_MS: Record<JobName, number> = {
  // The api waits for the answer only a few seconds (WORKER_PING_TIMEOUT_MS).
  ping: 5_000,
  'categorise-machine': 10_000,
  'categorise-name': 10_000,
  'analyse-performance': 15_000,
  'coach-reply': 15_000,
  'generate-plan': 60_000,
  // Not the spec's: a rebuild folds the whole log (~40 s per million events here); the limit only
  // stops one that hangs.
  'rebuild-read-models': 60 * 60_000,
  // A year of Hevy (7,000 sets) imports in seconds; twenty MB of sets may take minutes.
  'import-history': 30 * 60_000,
};

/**
 * Job ids are derived from what asked for the work, so a retry, a double click or a replayed
 * event finds the existing job instead of running the work twice. BullMQ refuses ids with
 * colons, hence the dots.
 */
export const jobIds = {
  categoriseMachine: (machineId: string) => `categorise.${machineId}`,
  categoriseName: (ownerId: string, normalisedName: string) => `categorise-name.${ownerId}.${digest(normalisedName)}`,
  analysis: (ownerId: string, latestEntryId: string, language?: string) => `analysis.${ownerId}.${latestEntryId}${language ? `.${language}` : ''}`,
  coachReply: (conversationId: string, messageId: string) => `chat.${conversationId}.${messageId}`,
  planGeneration: (conversationId: string, messageId: string) => `plan.${conversationId}.${messageId}`,
  importHistory: (importId: string) => `import.${importId}`,
};

const QUEUE_BY_PREFIX: Record<string, QueueName> = {
  categorise: QUEUES.categorisation,
  'categorise-name': QUEUES.categorisation,
  analysis: QUEUES.performanceAnalysis,
  chat: QUEUES.coachChat,
  plan: QUEUES.planGeneration,
};

/** The queue a job id belongs to, from its prefix; null for ids this app never hands out. */
export function queueOfJobId(jobId: string): QueueName | null {
  return QUEUE_BY_PREFIX[jobId.split('.')[0] ?? ''] ?? null;
}

/** One analysis at a time per user; new sets while one waits replace it (debounce). */
export const analysisDeduplicationId = (ownerId: string) => `analysis.${ownerId}`;

const KEEP_FINISHED = { removeOnComplete: { age: 24 * 3600, count: 5000 }, removeOnFail: { age: 7 * 24 * 3600, count: 5000 } };

/** Retries with exponential backoff: AI providers fail in bursts (rate limits, overload). */
export const QUEUE_DEFAULTS: Record<QueueName, DefaultJobOptions> = {
  [QUEUES.health]: { removeOnComplete: 100, removeOnFail: 100 },
  [QUEUES.categorisation]: { attempts: 3, backoff: { type: 'exponential', delay: 1000 }, ...KEEP_FINISHED },
  [QUEUES.performanceAnalysis]: { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, ...KEEP_FINISHED },
  [QUEUES.coachChat]: { attempts: 3, backoff: { type: 'exponential', delay: 1000 }, ...KEEP_FINISHED },
  [QUEUES.planGeneration]: { attempts: 2, backoff: { type: 'exponential', delay: 5000 }, ...KEEP_FINISHED },
  // An admin retries a failed rebuild by hand; the last ones stay to show their outcome.
  [QUEUES.readModelRebuild]: { attempts: 1, removeOnComplete: 50, removeOnFail: 50 },
  // A retry resumes after the last batch the import recorded (its import_jobs row says which).
  [QUEUES.imports]: { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, ...KEEP_FINISHED },
};

export const AI_QUEUES = [QUEUES.categorisation, QUEUES.performanceAnalysis, QUEUES.coachChat, QUEUES.planGeneration] as const;

/** Every queue whose jobs the worker runs through `@OnJob` handlers. */
export const JOB_QUEUES = [QUEUES.health, ...AI_QUEUES, QUEUES.readModelRebuild, QUEUES.imports] as const;

/** Jobs one worker process runs at once, where not WORKER_CONCURRENCY: a rebuild holds the whole log in memory. */
export const QUEUE_CONCURRENCY: Partial<Record<QueueName, number>> = { [QUEUES.readModelRebuild]: 1 };

/** At most one rebuild waits or runs at a time: a second request finds the first. */
export const REBUILD_DEDUPLICATION_ID = 'read-model-rebuild';

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 20);
}
