export const FEEDBACK_STATUSES = ['new', 'in_progress', 'resolved'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const MAX_FEEDBACK_LENGTH = 5000;

export type FeedbackEvent =
  | {
      type: 'FeedbackSubmitted';
      /** `imageUrl` is '' without a screenshot (spec §3). */
      data: { feedbackId: string; userId: string; email: string; message: string; imageUrl: string; buildVersion: string; at: string };
    }
  /** Who changed it is in the event's metadata (an admin), not in its data. */
  | { type: 'FeedbackStatusChanged'; data: { feedbackId: string; status: FeedbackStatus; at: string } };

export type FeedbackEventType = FeedbackEvent['type'];
export const FEEDBACK_EVENT_TYPES: readonly FeedbackEventType[] = ['FeedbackSubmitted', 'FeedbackStatusChanged'];

export const feedbackStream = (feedbackId: string) => `feedback-${feedbackId}`;

export interface FeedbackState {
  submitted: boolean;
  status: FeedbackStatus;
}

export const initialFeedbackState = (): FeedbackState => ({ submitted: false, status: 'new' });

export function evolveFeedback(state: FeedbackState, event: FeedbackEvent): FeedbackState {
  switch (event.type) {
    case 'FeedbackSubmitted':
      return { submitted: true, status: 'new' };
    case 'FeedbackStatusChanged':
      return { ...state, status: event.data.status };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}
