import { fold } from '../../event-store/decider.js';
import { domainErrorOf } from '../../../test/support/domain-error-of.js';
import type { FeedbackCommand } from './feedback.decider.js';
import { feedbackDecider } from './feedback.decider.js';
import type { FeedbackEvent, FeedbackStatus } from './feedback.events.js';

const now = new Date('2026-11-23T10:00:00Z');
const submit = (message: string): FeedbackCommand => ({
  type: 'SubmitFeedback',
  data: { feedbackId: 'f-1', userId: 'u-1', email: 'lena@example.com', message, imageUrl: '', buildVersion: '1.0.8', now },
});
const change = (status: FeedbackStatus): FeedbackCommand => ({ type: 'ChangeFeedbackStatus', data: { feedbackId: 'f-1', status, now } });
const given = (events: FeedbackEvent[]) => fold(feedbackDecider, events);
const submitted = feedbackDecider.decide(submit('Der Timer springt.'), given([]));

describe('feedback decider', () => {
  it('records feedback as new, its message trimmed', () => {
    expect(feedbackDecider.decide(submit('  Der Timer springt.  '), given([]))).toEqual([
      {
        type: 'FeedbackSubmitted',
        data: {
          feedbackId: 'f-1',
          userId: 'u-1',
          email: 'lena@example.com',
          message: 'Der Timer springt.',
          imageUrl: '',
          buildVersion: '1.0.8',
          at: now.toISOString(),
        },
      },
    ]);
    expect(given(submitted).status).toBe('new');
  });

  it('refuses a blank or overlong message, and the same feedback twice', () => {
    expect(domainErrorOf(() => feedbackDecider.decide(submit('   '), given([])))).toMatchObject({ code: 'feedback.message_required' });
    expect(domainErrorOf(() => feedbackDecider.decide(submit('x'.repeat(5001)), given([])))).toMatchObject({ code: 'feedback.message_too_long' });
    expect(domainErrorOf(() => feedbackDecider.decide(submit('Noch mal'), given(submitted)))).toMatchObject({ code: 'feedback.exists' });
  });

  it('moves between any two statuses, each change one event', () => {
    let events = submitted;
    for (const status of ['resolved', 'new', 'in_progress', 'new', 'resolved', 'in_progress'] as const) {
      const changed = feedbackDecider.decide(change(status), given(events));
      expect(changed).toEqual([{ type: 'FeedbackStatusChanged', data: { feedbackId: 'f-1', status, at: now.toISOString() } }]);
      events = [...events, ...changed];
    }
    expect(given(events).status).toBe('in_progress');
  });

  it('records nothing when the status stays, and refuses unknown feedback', () => {
    expect(feedbackDecider.decide(change('new'), given(submitted))).toEqual([]);
    expect(domainErrorOf(() => feedbackDecider.decide(change('resolved'), given([])))).toMatchObject({ kind: 'not_found', code: 'feedback.not_found' });
  });
});
