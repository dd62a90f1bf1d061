import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import type { HealthPingJob, HealthPingResult } from './queues.js';
import { QUEUES } from './queues.js';

/** Answers pings so the api can tell that at least one worker is consuming its queues. */
@Processor(QUEUES.health)
export class HealthProcessor extends WorkerHost {
  async process(_job: Job<HealthPingJob>): Promise<HealthPingResult> {
    return { pid: process.pid, answeredAt: new Date().toISOString() };
  }
}
