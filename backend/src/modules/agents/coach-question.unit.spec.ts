import { fold } from '../../event-store/decider.js';
import { questionFromReadModel, questionFromStream } from './coach-question.js';
import { conversationDecider } from './conversations.decider.js';
import type { ConversationEvent } from './conversations.events.js';
import type { ConversationToAnswer } from './queries/conversations.reader.js';

const at = '2026-11-23T10:00:00.000Z';
const row = (overrides: Partial<ConversationToAnswer> = {}): ConversationToAnswer => ({
  id: 'c-1',
  user_id: 'u-1',
  agent_name: 'training_coach',
  messages: [
    { id: 'm-1', role: 'user', content: 'Hallo!', created_at: at },
    { id: 'a-1', role: 'assistant', content: 'Hallo Lena!', created_at: at },
    { id: 'm-2', role: 'user', content: 'Was soll ich heute trainieren?', created_at: at },
  ],
  pending_message_id: 'm-2',
  version: 4,
  ...overrides,
});
const events: ConversationEvent[] = [
  {
    type: 'ConversationStarted',
    data: { conversationId: 'c-1', userId: 'u-1', agentName: 'training_coach', metadata: { name: 'Training Chat', type: 'training_advice' }, at },
  },
  { type: 'UserMessagePosted', data: { conversationId: 'c-1', userId: 'u-1', messageId: 'm-1', content: 'Hallo!', jobId: 'chat.c-1.m-1', at } },
  { type: 'CoachReplied', data: { conversationId: 'c-1', messageId: 'a-1', inReplyTo: 'm-1', content: 'Hallo Lena!', model: 'offline', toolCalls: [], at } },
  {
    type: 'UserMessagePosted',
    data: { conversationId: 'c-1', userId: 'u-1', messageId: 'm-2', content: 'Was soll ich heute trainieren?', jobId: 'chat.c-1.m-2', at },
  },
];
const reply = (inReplyTo: string) => ({
  type: 'RecordCoachReply' as const,
  data: { conversationId: 'c-1', messageId: 'a-2', inReplyTo, content: 'Beine!', model: 'offline', toolCalls: [], now: new Date(at) },
});

describe('the question a coach job answers', () => {
  it('comes from the read model while the message is the pending one, with the talk before it', () => {
    const question = questionFromReadModel(row(), 'm-2');
    expect(question).toMatchObject({
      agentName: 'training_coach',
      content: 'Was soll ich heute trainieren?',
      history: [
        { role: 'user', content: 'Hallo!' },
        { role: 'assistant', content: 'Hallo Lena!' },
      ],
      readAt: { version: 4 },
    });
  });

  it('is decided on the read model’s state exactly as on the events', () => {
    const fromRow = questionFromReadModel(row(), 'm-2');
    if (!fromRow || fromRow === 'ask the stream') throw new Error('expected a question');
    const fromEvents = fold(conversationDecider, events);
    expect(conversationDecider.decide(reply('m-2'), fromRow.readAt.state)).toEqual(conversationDecider.decide(reply('m-2'), fromEvents));
  });

  it('asks the stream when the message is not the pending one: the row cannot tell what became of it', () => {
    expect(questionFromReadModel(row(), 'm-1')).toBe('ask the stream');
    expect(questionFromReadModel(row({ pending_message_id: null }), 'm-2')).toBe('ask the stream');
    expect(questionFromReadModel(row(), 'unknown')).toBe('ask the stream');
  });

  it('is nothing when the user has no such conversation', () => {
    expect(questionFromReadModel(null, 'm-2')).toBeNull();
  });

  it('comes from the events for any message still pending, with the version they were read at', () => {
    const state = fold(conversationDecider, events);
    expect(questionFromStream(state, 4, 'u-1', 'm-2')).toMatchObject({
      content: 'Was soll ich heute trainieren?',
      history: [{ role: 'user' }, { role: 'assistant' }],
      readAt: { state, version: 4 },
    });
  });

  it('is nothing from the events once answered, or for another user', () => {
    const state = fold(conversationDecider, events);
    expect(questionFromStream(state, 4, 'u-1', 'm-1')).toBeNull();
    expect(questionFromStream(state, 4, 'u-2', 'm-2')).toBeNull();
    expect(questionFromStream(fold(conversationDecider, []), 0, 'u-1', 'm-2')).toBeNull();
  });
});
