import type { RecordedEvent } from '../../../event-store/event.js';
import { at, eventRecorder, rowsAfter } from '../../../projections/testing/given-events.js';
import { conversationsReadModel } from './index.js';

const event = eventRecorder();
const USER = 'user-1';

describe('conversations', () => {
  const CONVERSATION = 'conversation-1';
  const stream = `conversation-${CONVERSATION}`;
  const started = () =>
    event(stream, 'ConversationStarted', {
      conversationId: CONVERSATION,
      userId: USER,
      agentName: 'training_coach',
      metadata: { name: 'Training Chat', type: 'training_advice' },
      at: at('2026-11-01'),
    });
  const asked = (messageId: string) =>
    event(stream, 'UserMessagePosted', {
      conversationId: CONVERSATION,
      userId: USER,
      messageId,
      content: `Frage ${messageId}`,
      jobId: `job-${messageId}`,
      at: at('2026-11-01'),
    });
  const replied = (inReplyTo: string) =>
    event(stream, 'CoachReplied', {
      conversationId: CONVERSATION,
      messageId: `r-${inReplyTo}`,
      inReplyTo,
      content: 'Antwort',
      model: 'offline',
      toolCalls: [],
      at: at('2026-11-01'),
    });
  const conversation = (events: RecordedEvent[]) =>
    rowsAfter(events, [conversationsReadModel]).get('conversations')![0] as { status: string; pending_message_id: string | null; messages: unknown[] };

  it('thinks while the newest question waits, and a late reply to an older one keeps it thinking', () => {
    const row = conversation([started(), asked('m1'), asked('m2'), replied('m1')]);
    expect(row).toMatchObject({ status: 'thinking', pending_message_id: 'm2' });
    expect(row.messages).toHaveLength(3);
    expect(conversation([started(), asked('m3'), replied('m3')])).toMatchObject({ status: 'idle', pending_message_id: null });
  });
});
