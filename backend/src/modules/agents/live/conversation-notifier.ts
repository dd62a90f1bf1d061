import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import type { IEventHandler } from '@nestjs/cqrs';
import { EventsCommitted } from '../../../event-store/events-committed.js';
import { CONVERSATION_EVENT_TYPES } from '../conversations.events.js';
import { ConversationChannel } from './conversation-channel.js';

/**
 * Whatever process commits a change to a conversation (the api a message, a worker a reply or a
 * failure) tells the open chat screens, through the conversation's channel.
 */
@EventsHandler(EventsCommitted)
export class ConversationNotifier implements IEventHandler<EventsCommitted> {
  constructor(@Inject(ConversationChannel) private readonly channel: ConversationChannel) {}

  handle(committed: EventsCommitted): void {
    const changed = new Set(committed.ofType(...CONVERSATION_EVENT_TYPES).map((event) => (event.data as { conversationId: string }).conversationId));
    for (const conversationId of changed) this.channel.changed(conversationId);
  }
}
