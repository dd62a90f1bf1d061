import type { RecordedEvent } from '../../../event-store/event.js';
import type { FeedbackEvent } from '../feedback.events.js';
import { FEEDBACK_EVENT_TYPES } from '../feedback.events.js';
import type { EventReadModel } from '../../../projections/read-model.js';
import type { FeedbackRow } from './feedback.entity.js';
import { FeedbackEntity } from './feedback.entity.js';

/** The feedback read model: one row per feedback stream, for the admins' triage. */
export const feedbackReadModel: EventReadModel<FeedbackRow> = {
  name: 'feedback',
  entity: FeedbackEntity,
  key: ['id'],
  version: 1,
  eventTypes: FEEDBACK_EVENT_TYPES,
  keysOf: (event) => [{ id: (event.data as { feedbackId: string }).feedbackId }],
  startsRow: (event) => event.type === 'FeedbackSubmitted',
  evolve(row, recorded) {
    const event = recorded as FeedbackEvent & RecordedEvent;
    if (row && row.version >= recorded.streamVersion) return row;
    switch (event.type) {
      case 'FeedbackSubmitted': {
        const { feedbackId, userId, email, message, imageUrl, buildVersion, at } = event.data;
        return {
          id: feedbackId,
          user_id: userId,
          user_email: email,
          message,
          image_url: imageUrl,
          status: 'new',
          build_version: buildVersion,
          created_date: new Date(at),
          updated_date: new Date(at),
          version: recorded.streamVersion,
        };
      }
      case 'FeedbackStatusChanged':
        return row && { ...row, status: event.data.status, updated_date: new Date(event.data.at), version: recorded.streamVersion };
    }
  },
};
