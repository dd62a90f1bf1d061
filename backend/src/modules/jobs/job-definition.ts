import type { Queue } from 'bullmq';
import type { QueueName } from './queues.js';

/**
 * Every job by name, with its payload and result. Empty here: each context adds its own jobs
 * beside their handlers by declaration merging (`declare module '../jobs/index.js'` … `interface
 * JobTypes { 'coach-reply': { data: CoachReplyJob; result: CoachReplyResult } }`), so handlers
 * and producers are typed by the name while this context imports none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the contexts' declaration merging
export interface JobTypes {}

export type JobName = keyof JobTypes;
export type JobData<Name extends JobName> = JobTypes[Name] extends { data: infer Data } ? Data : never;
export type JobResult<Name extends JobName> = JobTypes[Name] extends { result: infer Result } ? Result : never;

/** A producer's queue, typed by the jobs it adds: their names, payloads and results. */
export type JobQueue<Name extends JobName> = Queue<JobData<Name>, JobResult<Name>, Name>;

/** Every AI job names the user it works for; `GET /api/jobs/:id` shows a job to that user only. */
export interface OwnedJob {
  ownerId: string;
}

interface JobFacts<Name extends JobName> {
  /** What its handler's `@OnJob` and its producers' `queue.add` name it. */
  readonly name: Name;
  readonly queue: QueueName;
  /** How long one attempt may run: the worker aborts it then (JobTimeoutError); a producer that waits for the answer waits as long. */
  readonly timeLimitMs: number;
}

/** What the worker and the app know of a job: its name, queue and time limit, and how its ids are made. */
export interface JobDefinition<Name extends JobName = JobName> extends JobFacts<Name> {
  /** What its ids start with, up to the first dot (`chat` of `chat.<conversation>.<message>`); null where BullMQ or the producer makes the id up. */
  readonly idPrefix: string | null;
  /** Its id for a payload, where derived from it (see `defineJob`). */
  readonly id?: (data: JobData<Name>) => string;
}

/** A job whose ids are derived from its payload. */
export interface JobWithDerivedId<Name extends JobName = JobName> extends JobDefinition<Name> {
  readonly idPrefix: string;
  readonly id: (data: JobData<Name>) => string;
}

/**
 * A job's facts, declared beside its handler. Ids derived from what asked for the work (`idParts`
 * of the payload) let a retry, a double click or a replayed event find the existing job instead of
 * running the work twice; the id is `idPrefix` and the parts joined by dots (BullMQ refuses ids
 * with colons).
 */
export function defineJob<Name extends JobName>(
  facts: JobFacts<Name> & { idPrefix: string; idParts: (data: JobData<Name>) => readonly string[] },
): JobWithDerivedId<Name>;
export function defineJob<Name extends JobName>(facts: JobFacts<Name>): JobDefinition<Name>;
export function defineJob<Name extends JobName>(
  facts: JobFacts<Name> & { idPrefix?: string; idParts?: (data: JobData<Name>) => readonly string[] },
): JobDefinition<Name> {
  const { name, queue, timeLimitMs, idPrefix, idParts } = facts;
  if (idPrefix === undefined || idParts === undefined) return { name, queue, timeLimitMs, idPrefix: null };
  if (!/^[\w-]+$/.test(idPrefix)) throw new Error(`Job ${name}: the id prefix ${idPrefix} must be letters, digits, _ or -`);
  return { name, queue, timeLimitMs, idPrefix, id: (data) => [idPrefix, ...idParts(data)].join('.') };
}

/** Every job of the app by name (app/jobs.ts): a job left out, or one too many, does not compile. */
export type AllJobs = { readonly [Name in JobName]: JobDefinition<Name> };
