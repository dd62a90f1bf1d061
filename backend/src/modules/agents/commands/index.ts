import { PostUserMessageHandler } from './post-user-message.command.js';
import { RecordCoachReplyFailureHandler, RecordCoachReplyHandler } from './record-coach-reply.command.js';
import { RecordPerformanceAnalysisHandler } from './record-performance-analysis.command.js';
import { StartConversationHandler } from './start-conversation.command.js';

export const agentCommandHandlers = [
  StartConversationHandler,
  PostUserMessageHandler,
  RecordCoachReplyHandler,
  RecordCoachReplyFailureHandler,
  RecordPerformanceAnalysisHandler,
];
