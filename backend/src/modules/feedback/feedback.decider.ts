import type { Decider } from '../../event-store/decider.js';
import { refuse } from '../../common/refuse.js';
import type { FeedbackEvent, FeedbackState, FeedbackStatus } from './feedback.events.js';
import { MAX_FEEDBACK_LENGTH, evolveFeedback, initialFeedbackState } from './feedback.events.js';

export type FeedbackCommand =
  | {
      type: 'SubmitFeedback';
      data: { feedbackId: string; userId: string; email: string; message: string; imageUrl: string; buildVersion: string; now: Date };
    }
  | { type: 'ChangeFeedbackStatus'; data: { feedbackId: string; status: FeedbackStatus; now: Date } };

export function decideFeedback(command: FeedbackCommand, state: FeedbackState): FeedbackEvent[] {
  switch (command.type) {
    case 'SubmitFeedback': {
      const { now, ...submitted } = command.data;
      if (state.submitted) throw refuse.conflict('feedback.exists');
      const message = submitted.message.trim();
      if (!message) throw refuse.field('message', 'feedback.message_required');
      if (message.length > MAX_FEEDBACK_LENGTH) throw refuse.field('message', 'feedback.message_too_long');
      return [{ type: 'FeedbackSubmitted', data: { ...submitted, message, at: now.toISOString() } }];
    }
    case 'ChangeFeedbackStatus': {
      const { feedbackId, status, now } = command.data;
      if (!state.submitted) throw refuse.notFound('feedback.not_found');
      // Any status may follow any other (spec §4); setting the one it has records nothing.
      if (state.status === status) return [];
      return [{ type: 'FeedbackStatusChanged', data: { feedbackId, status, at: now.toISOString() } }];
    }
    default: {
      const unknownCommand: never = command;
      return unknownCommand;
    }
  }
}

export const feedbackDecider: Decider<FeedbackState, FeedbackCommand, FeedbackEvent> = {
  initialState: initialFeedbackState,
  evolve: evolveFeedback,
  decide: decideFeedback,
};
