import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get, HttpCode, Inject, OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { QueueEvents } from 'bullmq';
import { Database } from '../../database/database.js';
import type { JobQueue } from '../jobs/index.js';
import { REDIS, RedisAvailability } from '../jobs/index.js';
import type { HealthPingResult } from './health-ping.job.js';
import { HEALTH_PING } from './health-ping.job.js';
import { check } from './dependency-check.js';
import { SharedProbe } from './shared-probe.js';
import { LivenessDto, ReadinessDto, WorkerHealthDto } from './health-response.dto.js';

const WORKER_PING_TIMEOUT_MS = 5000;
export const WORKER_PROBE_FRESH_MS = 5000;

@Controller('health')
export class HealthController implements OnModuleDestroy {
  private queueEvents: QueueEvents | null = null;
  private readonly workerProbe = new SharedProbe(() => this.pingWorker(), WORKER_PROBE_FRESH_MS);

  constructor(
    @Inject(Database) private readonly db: Database,
    @InjectQueue(HEALTH_PING.queue) private readonly healthQueue: JobQueue<'ping'>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(RedisAvailability) private readonly redisAvailability: RedisAvailability,
  ) {}

  /** Liveness: the process answers. Nothing outside it is asked, so an outage restarts no pod. */
  @Get('live')
  live(): LivenessDto {
    return { status: 'ok' };
  }

  /**
   * Readiness: the database and Redis, each asked for a second. Only the database decides: without
   * Redis the api still logs sets and shows everything, and the AI routes answer 503 themselves,
   * so taking every pod out of service would turn a partial outage into a whole one.
   */
  @Get('ready')
  async ready(): Promise<ReadinessDto> {
    // A ping sent while the connection is away would wait for its return: known down is down.
    const redisPing = this.redisAvailability.isUp() ? this.redis.ping() : Promise.reject(new Error('Redis is reconnecting'));
    const [database, redis] = await Promise.all([check(this.db.query('SELECT 1')), check(redisPing)]);
    const body: ReadinessDto = { status: database === 'ok' && redis === 'ok' ? 'ok' : 'degraded', database, redis };
    if (database !== 'ok') throw new ServiceUnavailableException({ code: 'health.not_ready', details: body });
    return body;
  }

  /**
   * Round trip through the health queue: proves a worker process is consuming jobs. Anyone may ask,
   * so callers share one probe, and its success is reused for a few seconds: a flood of calls adds
   * at most one job per WORKER_PROBE_FRESH_MS to the queue.
   */
  @Get('worker')
  @HttpCode(200)
  async checkWorker(): Promise<WorkerHealthDto> {
    return { status: 'ok', worker: await this.workerProbe.run() };
  }

  private async pingWorker(): Promise<HealthPingResult> {
    if (!(await this.redisAvailability.whenUp())) throw new ServiceUnavailableException({ code: 'health.no_worker', details: { redis: 'down' } });
    this.queueEvents ??= new QueueEvents(HEALTH_PING.queue, { connection: this.healthQueue.opts.connection, prefix: this.healthQueue.opts.prefix });
    await this.queueEvents.waitUntilReady();
    const job = await this.healthQueue.add('ping', { requestedAt: new Date().toISOString() });
    try {
      return await job.waitUntilFinished(this.queueEvents, WORKER_PING_TIMEOUT_MS);
    } catch {
      await job.remove().catch(() => undefined);
      throw new ServiceUnavailableException({ code: 'health.no_worker' });
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.queueEvents?.close();
  }
}
