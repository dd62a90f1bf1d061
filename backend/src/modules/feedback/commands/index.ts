import { ChangeFeedbackStatusHandler } from './change-feedback-status.command.js';
import { SubmitFeedbackHandler } from './submit-feedback.command.js';

export { ChangeFeedbackStatusCommand } from './change-feedback-status.command.js';
export { SubmitFeedbackCommand } from './submit-feedback.command.js';
export const feedbackCommandHandlers = [SubmitFeedbackHandler, ChangeFeedbackStatusHandler];
