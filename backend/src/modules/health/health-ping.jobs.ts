import { Injectable } from '@nestjs/common';
import { OnJob } from '../jobs/index.js';
import type { HealthPingResult } from './health-ping.job.js';
import { HEALTH_PING } from './health-ping.job.js';

/** Answers the api's pings (health.controller.ts), so it can tell that a worker consumes the queues. */
@Injectable()
export class HealthPingJobs {
  @OnJob(HEALTH_PING)
  async ping(): Promise<HealthPingResult> {
    return { pid: process.pid, answeredAt: new Date().toISOString() };
  }
}
