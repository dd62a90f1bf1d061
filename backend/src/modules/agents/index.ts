/** What the agents context offers the other contexts; they import nothing else of it. */
export { AGENTS } from './agents.js';
export { AiJobQueue } from './ai-job-queue.js';
export { SessionEndings, SessionEndingsModule } from './live/session-endings.js';
export { AgentsModule } from './agents.module.js';
export { CategoryCache } from './category-cache.js';
export { conversationDecider } from './conversations.decider.js';
export { conversationStream } from './conversations.events.js';
export { ConversationsReader } from './queries/conversations.reader.js';
export { AGENT_ERRORS } from './errors.js';
export type { CoachReplyJob } from './jobs/coach-chat.job.js';
