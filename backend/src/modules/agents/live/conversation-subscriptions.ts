import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../../jobs/index.js';
import type { ChannelMessage } from './conversation-channel.js';
import { ConversationChannel } from './conversation-channel.js';

type Listener = (message: ChannelMessage) => void;

/**
 * The api's subscriptions to conversation channels: one Redis connection per process, one
 * channel subscription per conversation however many screens show it.
 */
@Injectable()
export class ConversationSubscriptions implements OnApplicationShutdown {
  private readonly logger = new Logger('ConversationSubscriptions');
  private subscriber: Redis | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ConversationChannel) private readonly channel: ConversationChannel,
  ) {}

  /** Resolves once subscribed, so nothing published afterwards is missed; answers the unsubscribe. */
  async subscribe(conversationId: string, listener: Listener): Promise<() => void> {
    const name = this.channel.name(conversationId);
    let listeners = this.listeners.get(name);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(name, listeners);
    }
    listeners.add(listener);
    if (listeners.size === 1) await this.connection().subscribe(name);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0 || this.listeners.get(name) !== listeners) return;
      this.listeners.delete(name);
      this.subscriber?.unsubscribe(name).catch((error: unknown) => this.logger.warn(`Unsubscribing ${name}: ${(error as Error).message}`));
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  private connection(): Redis {
    if (!this.subscriber) {
      const subscriber = this.redis.duplicate();
      subscriber.on('message', (name: string, payload: string) => {
        let message: ChannelMessage;
        try {
          message = JSON.parse(payload) as ChannelMessage;
        } catch {
          return;
        }
        for (const listener of this.listeners.get(name) ?? []) listener(message);
      });
      subscriber.on('error', (error: Error) => this.logger.warn(`Subscriber: ${error.message}`));
      this.subscriber = subscriber;
    }
    return this.subscriber;
  }
}
