import type { OwnedJob } from '../../jobs/index.js';
import { defineJob, QUEUES } from '../../jobs/index.js';

export interface CoachReplyJob extends OwnedJob {
  conversationId: string;
  /** The user message to answer. */
  messageId: string;
}

export interface CoachReplyResult {
  replied: boolean;
  messageId: string | null;
}

declare module '../../jobs/index.js' {
  interface JobTypes {
    'coach-reply': { data: CoachReplyJob; result: CoachReplyResult };
  }
}

/** The coach's reply to one user message: `chat.<conversation>.<message>`. */
export const COACH_REPLY = defineJob({
  name: 'coach-reply',
  queue: QUEUES.coachChat,
  // The spec's wait limit for the coach (section 7).
  timeLimitMs: 15_000,
  idPrefix: 'chat',
  idParts: ({ conversationId, messageId }) => [conversationId, messageId],
});
