import { Inject, Injectable, Logger, Module } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { Database } from '../../../database/database.js';
import { REDIS, RedisModule, redisKey } from '../../jobs/index.js';

/**
 * What a session holds open beyond its requests (the coach chat's server-sent stream) ends with
 * the session, on whichever api replica it is open: sign-out, signing out the other devices and
 * the account's deletion announce the ended session ids on one Redis channel, and every replica
 * closes what it holds open for them. Pub/sub keeps nothing, so a stream also checks its session
 * once it listens (one that ended between the request's sign-in check and then is closed too), and
 * again every `CHAT_STREAM_SESSION_CHECK_MS` in Postgres: while Redis is away no announcement
 * arrives, and the stream still ends with its session within that time.
 */
@Injectable()
export class SessionEndings implements OnApplicationShutdown {
  private readonly logger = new Logger('SessionEndings');
  private subscriber: Redis | null = null;
  private listening: Promise<unknown> | null = null;
  private readonly watchers = new Map<string, Set<() => void>>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly db: Database,
  ) {}

  /** Tells every replica that these sessions ended. Not awaited by callers: a sign-out does not wait for Redis. */
  announce(sessionIds: readonly string[]): void {
    if (sessionIds.length === 0) return;
    this.redis.publish(this.channel(), JSON.stringify(sessionIds)).catch((error: unknown) => {
      this.logger.warn(`Could not announce ${sessionIds.length} ended sessions: ${(error as Error).message}`);
    });
  }

  /** Calls `ended` once the session ends, here or on another replica (or at once if it already has); answers the unwatch. */
  async watch(sessionId: string, ended: () => void): Promise<() => void> {
    let watchers = this.watchers.get(sessionId);
    if (!watchers) this.watchers.set(sessionId, (watchers = new Set()));
    watchers.add(ended);
    const unwatch = () => {
      watchers.delete(ended);
      if (watchers.size === 0 && this.watchers.get(sessionId) === watchers) this.watchers.delete(sessionId);
    };
    let checking = false;
    const check = async () => {
      if (checking) return;
      checking = true;
      try {
        if (!(await this.isOpen(sessionId))) ended();
      } catch (error) {
        this.logger.warn(`Could not look up a stream's session: ${(error as Error).message}`);
      } finally {
        checking = false;
      }
    };
    await this.listen();
    const timer = setInterval(() => void check(), this.config.chatStreams.sessionCheckMs);
    if (!(await this.isOpen(sessionId))) ended();
    return () => {
      clearInterval(timer);
      unwatch();
    };
  }

  private async isOpen(sessionId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM user_sessions WHERE sid = $1', [sessionId])).rows.length > 0;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  private listen(): Promise<unknown> {
    if (!this.listening) {
      const subscriber = this.redis.duplicate();
      subscriber.on('message', (_channel: string, payload: string) => this.ended(payload));
      subscriber.on('error', (error: Error) => this.logger.warn(`Subscriber: ${error.message}`));
      this.subscriber = subscriber;
      this.listening = subscriber.subscribe(this.channel()).catch((error: unknown) => {
        subscriber.disconnect();
        this.subscriber = null;
        this.listening = null;
        throw error;
      });
    }
    return this.listening;
  }

  private ended(payload: string): void {
    let sessionIds: unknown;
    try {
      sessionIds = JSON.parse(payload);
    } catch {
      return;
    }
    if (!Array.isArray(sessionIds)) return;
    for (const sessionId of sessionIds) for (const ended of this.watchers.get(String(sessionId)) ?? []) ended();
  }

  private channel(): string {
    return redisKey(this.config, 'sessions-ended');
  }
}

@Module({ imports: [RedisModule], providers: [SessionEndings], exports: [SessionEndings] })
export class SessionEndingsModule {}
