import { Injectable } from '@nestjs/common';
import type { HealthPingResult } from '../jobs/index.js';
import { OnJob } from '../jobs/index.js';

/** Answers the api's pings (health.controller.ts), so it can tell that a worker consumes the queues. */
@Injectable()
export class HealthPingJobs {
  @OnJob('ping')
  async ping(): Promise<HealthPingResult> {
    return { pid: process.pid, answeredAt: new Date().toISOString() };
  }
}
