import { DomainError } from '../../common/domain-error.js';
import { fold } from '../../event-store/decider.js';
import type { ConversationCommand } from './conversations.decider.js';
import { conversationDecider } from './conversations.decider.js';
import type { ConversationEvent } from './conversations.events.js';

const now = new Date('2026-11-23T10:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const conversationId = 'c-1';
const started: ConversationEvent = {
  type: 'ConversationStarted',
  data: { conversationId, userId: 'u-1', agentName: 'training_coach', metadata: { name: 'Training Chat', type: 'training_advice' }, at: now.toISOString() },
};
const post = (messageId: string, content = 'Was soll ich heute trainieren?', at = now, userId = 'u-1'): ConversationCommand => ({
  type: 'PostUserMessage',
  data: { conversationId, userId, messageId, content, jobId: `chat.${conversationId}.${messageId}`, now: at },
});
const reply = (inReplyTo: string, messageId = `a-${inReplyTo}`): ConversationCommand => ({
  type: 'RecordCoachReply',
  data: { conversationId, messageId, inReplyTo, content: 'Heute Beine!', model: 'offline', toolCalls: [], now: later(2) },
});
const fail = (inReplyTo: string): ConversationCommand => ({
  type: 'RecordCoachReplyFailure',
  data: { conversationId, inReplyTo, reason: 'Der Coach ist gerade nicht erreichbar.', detail: 'Rate limit', now: later(3) },
});
const given = (events: ConversationEvent[]) => fold(conversationDecider, events);
const decide = (command: ConversationCommand, events: ConversationEvent[]) => conversationDecider.decide(command, given(events));

describe('conversation decider', () => {
  it('starts a conversation once', () => {
    const events = decide(
      {
        type: 'StartConversation',
        data: { conversationId, userId: 'u-1', agentName: 'training_coach', metadata: { name: 'Training Chat', type: 'training_advice' }, now },
      },
      [],
    );
    expect(events).toEqual([started]);
    expect(() => decide({ type: 'StartConversation', data: { ...started.data, agentName: 'training_coach', now } } as ConversationCommand, [started])).toThrow(
      DomainError,
    );
  });

  it('posts a trimmed user message with the job that will answer it', () => {
    expect(decide(post('m-1', '  Hallo Coach  '), [started])).toEqual([
      {
        type: 'UserMessagePosted',
        data: { conversationId, userId: 'u-1', messageId: 'm-1', content: 'Hallo Coach', jobId: 'chat.c-1.m-1', at: now.toISOString() },
      },
    ]);
  });

  it('answers another user’s conversation like a missing one', () => {
    expect(() => decide(post('m-1', 'Hallo', now, 'u-2'), [started])).toThrow('conversation.not_found');
    expect(() => decide(post('m-1'), [])).toThrow('conversation.not_found');
  });

  it('refuses blank and overlong messages', () => {
    expect(() => decide(post('m-1', ' \n\t '), [started])).toThrow('conversation.blank');
    expect(() => decide(post('m-1', 'x'.repeat(4001)), [started])).toThrow('conversation.too_long');
    expect(decide(post('m-1', 'x'.repeat(4000)), [started])).toHaveLength(1);
  });

  it('blocks a second message while the coach is still answering, but not forever', () => {
    const first = decide(post('m-1'), [started]);
    expect(() => decide(post('m-2', 'Noch was', later(5)), [started, ...first])).toThrow('conversation.busy');
    expect(decide(post('m-2', 'Noch was', later(121)), [started, ...first])).toHaveLength(1);
  });

  it('records a reply once, however often the job runs', () => {
    const posted = decide(post('m-1'), [started]);
    const replied = decide(reply('m-1'), [started, ...posted]);
    expect(replied).toEqual([
      {
        type: 'CoachReplied',
        data: { conversationId, messageId: 'a-m-1', inReplyTo: 'm-1', content: 'Heute Beine!', model: 'offline', toolCalls: [], at: later(2).toISOString() },
      },
    ]);
    expect(decide(reply('m-1', 'a-other'), [started, ...posted, ...replied])).toEqual([]);
    expect(decide(fail('m-1'), [started, ...posted, ...replied])).toEqual([]);
    // After the reply the next question is welcome at once.
    expect(decide(post('m-2', 'Und morgen?', later(3)), [started, ...posted, ...replied])).toHaveLength(1);
  });

  it('records a failure once and lets the user ask again', () => {
    const posted = decide(post('m-1'), [started]);
    const failed = decide(fail('m-1'), [started, ...posted]);
    expect(failed).toHaveLength(1);
    expect(decide(fail('m-1'), [started, ...posted, ...failed])).toEqual([]);
    expect(decide(reply('m-1'), [started, ...posted, ...failed])).toEqual([]);
    expect(decide(post('m-2', 'Nochmal', later(4)), [started, ...posted, ...failed])).toHaveLength(1);
  });

  it('refuses a reply to a message that does not exist', () => {
    expect(() => decide(reply('nope'), [started])).toThrow('conversation.message_not_found');
  });

  it('keeps the transcript for the model’s context', () => {
    const posted = decide(post('m-1'), [started]);
    const replied = decide(reply('m-1'), [started, ...posted]);
    expect(given([started, ...posted, ...replied]).transcript).toEqual([
      { id: 'm-1', role: 'user', content: 'Was soll ich heute trainieren?' },
      { id: 'a-m-1', role: 'assistant', content: 'Heute Beine!' },
    ]);
  });
});
