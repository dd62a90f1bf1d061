import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { REDIS, redisKey } from '../../jobs/index.js';

/** What goes over a conversation's channel: it changed (read it again), or a reply's text so far. */
export type ChannelMessage = { type: 'changed' } | { type: 'reply'; inReplyTo: string; content: string };

/** A reply being written: `close` sends the last text at once, `cancel` drops it (the attempt failed). */
export interface ReplyWriter {
  write(textSoFar: string): void;
  close(): void;
  cancel(): void;
}

/** At most one piece of a reply per this many milliseconds; the first goes at once. */
export const REPLY_PIECE_INTERVAL_MS = 80;

/**
 * The worker's way to the browser: Redis pub/sub per conversation. The worker publishes the text
 * of a reply as it is written and, through the notifier, that the conversation changed; each api
 * process subscribed for an open chat screen passes it on as server-sent events. Pub/sub keeps
 * nothing: the recorded events stay the truth, a missed message only delays the screen until the
 * next one or the poll.
 */
@Injectable()
export class ConversationChannel {
  private readonly logger = new Logger('ConversationChannel');

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  name(conversationId: string): string {
    return redisKey(this.config, 'conversation', conversationId);
  }

  changed(conversationId: string): void {
    this.publish(conversationId, { type: 'changed' });
  }

  /** Publishes a reply's text as it grows: every piece carries all the text so far, so a lost one costs nothing. */
  replyWriter(conversationId: string, inReplyTo: string): ReplyWriter {
    let latest: string | null = null;
    let lastSentAt = 0;
    let timer: NodeJS.Timeout | null = null;
    const send = () => {
      timer = null;
      if (latest === null) return;
      lastSentAt = Date.now();
      this.publish(conversationId, { type: 'reply', inReplyTo, content: latest });
      latest = null;
    };
    return {
      write: (textSoFar) => {
        latest = textSoFar;
        if (timer) return;
        const wait = lastSentAt + REPLY_PIECE_INTERVAL_MS - Date.now();
        if (wait <= 0) send();
        else timer = setTimeout(send, wait);
      },
      close: () => {
        if (timer) clearTimeout(timer);
        send();
      },
      cancel: () => {
        if (timer) clearTimeout(timer);
        latest = null;
      },
    };
  }

  private publish(conversationId: string, message: ChannelMessage): void {
    this.redis.publish(this.name(conversationId), JSON.stringify(message)).catch((error: unknown) => {
      this.logger.warn(`Could not publish to conversation ${conversationId}: ${(error as Error).message}`);
    });
  }
}
