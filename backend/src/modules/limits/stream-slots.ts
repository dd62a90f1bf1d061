import { randomUUID } from 'node:crypto';
import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig, ChatStreamsConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { REDIS, RedisAvailability, redisKey } from '../jobs/index.js';
import { streamLimitReached } from './limit-messages.js';

/** Redis' own clock, so replicas whose clocks differ still agree on when a slot runs out. */
const NOW_MS = `local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)`;

/**
 * KEYS[1] the user's slots (a sorted set of slot id → end of lease); ARGV slot id, most slots,
 * lease ms. Drops the slots whose lease ran out (a replica that died cannot renew them), then
 * takes one if there is room. Answers {1, 0}, or {0, ms until the first lease runs out}.
 */
const TAKE = `${NOW_MS}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, tonumber(first[2]) - now}
end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return {1, 0}`;

/** KEYS[1], ARGV slot id, lease ms: extends a slot still held; 0 when it is gone (ran out, Redis lost it). */
const RENEW = `${NOW_MS}
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

interface SlotCommands {
  takeStreamSlot(key: string, slotId: string, most: number, leaseMs: number): Promise<[number, number]>;
  renewStreamSlot(key: string, slotId: string, leaseMs: number): Promise<number>;
}

interface HeldSlot {
  key: string;
  /** Called when the slot was lost, so its stream closes (and the client reconnects through `take`). */
  onLost: () => void;
}

/**
 * How many coach chat streams a user has open, over every api replica: each open stream holds a
 * slot in Redis (a sorted set per user), leased for `leaseMs` and renewed by its replica every
 * third of it. Closing the stream, however it closes, gives the slot back; a replica that dies
 * stops renewing, and its slots free themselves when their lease runs out.
 */
@Injectable()
export class StreamSlots implements BeforeApplicationShutdown {
  private readonly logger = new Logger('StreamSlots');
  private readonly settings: ChatStreamsConfig;
  private readonly held = new Map<string, HeldSlot>();
  private renewing: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(RedisAvailability) private readonly availability: RedisAvailability,
  ) {
    this.settings = config.chatStreams;
    redis.defineCommand('takeStreamSlot', { numberOfKeys: 1, lua: TAKE });
    redis.defineCommand('renewStreamSlot', { numberOfKeys: 1, lua: RENEW });
  }

  /**
   * Takes one of the user's slots for a stream about to open, or refuses with 429 and
   * `Retry-After` when all are taken (503 while Redis is away: the stream needs it anyway).
   * Answers the release, which is safe to call more than once.
   */
  async take(userId: string, onLost: () => void): Promise<() => void> {
    const key = redisKey(this.config, 'chat-streams', userId);
    const slotId = randomUUID();
    const { perUser, leaseMs } = this.settings;
    const [taken, msUntilFree] = await this.availability.within(() => this.commands.takeStreamSlot(key, slotId, perUser, leaseMs));
    if (taken !== 1) {
      const seconds = Math.min(Math.max(1, Math.ceil(msUntilFree / 1000)), Math.ceil(leaseMs / 1000));
      throw streamLimitReached(perUser, seconds);
    }
    this.held.set(slotId, { key, onLost });
    this.renewing ??= setInterval(() => void this.renew(), Math.max(250, Math.floor(leaseMs / 3))).unref();
    return () => this.release(slotId);
  }

  /** Slots open in this process (for tests and shutdown). */
  get openHere(): number {
    return this.held.size;
  }

  /** A replica shutting down gives its slots back at once instead of letting them run out. */
  async beforeApplicationShutdown(): Promise<void> {
    const slots = [...this.held];
    this.stopIfIdle(true);
    await Promise.all(slots.map(([slotId, { key }]) => this.redis.zrem(key, slotId).catch(() => 0)));
  }

  private release(slotId: string): void {
    const slot = this.held.get(slotId);
    if (!slot) return;
    this.held.delete(slotId);
    this.stopIfIdle();
    // Not awaited: if Redis does not take it now, the lease runs out by itself.
    this.redis.zrem(slot.key, slotId).catch((error: Error) => this.logger.warn(`Giving a stream slot back failed: ${error.message}`));
  }

  private async renew(): Promise<void> {
    if (!this.availability.isUp()) return;
    const slots = [...this.held];
    const pipeline = this.redis.pipeline() as unknown as SlotCommands & { exec(): Promise<[Error | null, unknown][] | null> };
    // A pipelined command's own promise settles with exec(), whose results are read below.
    for (const [slotId, { key }] of slots) void pipeline.renewStreamSlot(key, slotId, this.settings.leaseMs);
    const results = await pipeline.exec().catch(() => null);
    results?.forEach(([error, renewed], index) => {
      const [slotId, slot] = slots[index]!;
      if (error || renewed !== 0 || !this.held.has(slotId)) return;
      // Its lease ran out (this process stalled) or Redis lost it: the stream closes, and its client comes back through `take`.
      this.held.delete(slotId);
      slot.onLost();
    });
    this.stopIfIdle();
  }

  private stopIfIdle(always = false): void {
    if ((always || this.held.size === 0) && this.renewing) {
      clearInterval(this.renewing);
      this.renewing = null;
    }
    if (always) this.held.clear();
  }

  private get commands(): SlotCommands {
    return this.redis as unknown as SlotCommands;
  }
}
