import type { CoachReplyJob } from '../../agents/index.js';
import { defineJob, QUEUES } from '../../jobs/index.js';

/** The planner's conversation message to answer, as an agent's reply job names it. */
export type PlanGenerationJob = CoachReplyJob;

/** `generated`: a plan was made; `answered`: the reply was recorded (a planner chat outside a generation); `failed`: why, as the user reads it. */
export type PlanGenerationResult = { status: 'generated'; planId: string } | { status: 'answered' | 'already_answered' } | { status: 'failed'; error: string };

declare module '../../jobs/index.js' {
  interface JobTypes {
    'generate-plan': { data: PlanGenerationJob; result: PlanGenerationResult };
  }
}

/** The training planner's answer to one message of its conversation: `plan.<conversation>.<message>`. */
export const GENERATE_PLAN = defineJob({
  name: 'generate-plan',
  queue: QUEUES.planGeneration,
  // The spec's wait limit for plans (section 7).
  timeLimitMs: 60_000,
  idPrefix: 'plan',
  idParts: ({ conversationId, messageId }) => [conversationId, messageId],
});
